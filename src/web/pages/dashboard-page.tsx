import { useLocation } from "react-router";
import { Dashboard } from "@/web/features/dashboard/components/dashboard";
import { readDashboardState } from "@/web/features/dashboard/navigation";
import { useProfile } from "@/web/features/profile/api/get-profile";

export default function DashboardPage() {
  const location = useLocation();
  const { defaultTab } = readDashboardState(location.state);
  const profile = useProfile();
  const firstName = profile.data?.firstName?.trim();
  return (
    <>
      <title>Dashboard · JobTrail</title>
      {/* key: a redirect to another tab (e.g. /kanban while here) starts on that tab. */}
      <Dashboard
        key={location.key}
        defaultTab={defaultTab}
        greeting={firstName ? `Welcome back, ${firstName}. Here are your job applications.` : undefined}
      />
    </>
  );
}
