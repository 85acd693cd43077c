import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { ProfileOverview } from "@/web/features/profile/components/profile-overview";

export default function ProfilePage() {
  return (
    <>
      <PageHead path={paths.profile} />
      <ProfileOverview />
    </>
  );
}
