import { useRouteError } from "react-router";
import { ErrorScreen } from "@/web/components/error-screen";

/** The router's last line: an error outside any page (in a layout, say). */
export function RouteError() {
  const error = useRouteError();
  console.error("Route error", error);
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <ErrorScreen onRetry={() => window.location.reload()} />
    </div>
  );
}
