import { CompassIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";

export default function NotFoundPage() {
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <title>Page not found · JobTrail</title>
      <span className="mb-6 flex size-14 items-center justify-center rounded-2xl border border-border bg-surface-raised">
        <CompassIcon aria-hidden className="size-7 text-primary" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-3 break-all text-muted">
        There is no page at{" "}
        <code className="rounded bg-surface-raised px-1.5 py-0.5 text-foreground">{location.pathname}</code>.
      </p>
      <p className="mt-1 text-muted">It may have moved, or the link may be mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.landing}>Go Home</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={paths.help}>Visit Help</Link>
        </Button>
      </div>
    </div>
  );
}
