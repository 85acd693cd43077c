import { useSession } from "@/web/features/account/api/get-session";
import { FeaturesOverview } from "@/web/features/marketing/components/features-overview";

export default function FeaturesPage() {
  const { status } = useSession();
  return (
    <>
      <title>Features · JobTrail</title>
      <FeaturesOverview signedIn={status === "authenticated"} />
    </>
  );
}
