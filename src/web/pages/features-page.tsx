import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { useSession } from "@/web/features/account/api/get-session";
import { FeaturesOverview } from "@/web/features/marketing/components/features-overview";

export default function FeaturesPage() {
  const { status } = useSession();
  return (
    <>
      <PageHead path={paths.features} />
      <FeaturesOverview signedIn={status === "authenticated"} />
    </>
  );
}
