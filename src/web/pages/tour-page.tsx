import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { useSession } from "@/web/features/account/api/get-session";
import { Tour } from "@/web/features/marketing/components/tour";

export default function TourPage() {
  const { status } = useSession();
  return (
    <>
      <PageHead path={paths.tour} />
      <Tour signedIn={status === "authenticated"} />
    </>
  );
}
