import { ProfileOverview } from "@/web/features/profile/components/profile-overview";

export default function ProfilePage() {
  return (
    <>
      <title>Profile & Settings · JobTrail</title>
      <ProfileOverview />
    </>
  );
}
