import type { Application } from "@/domain/application-schemas";
import { FollowUpList } from "@/web/features/follow-ups/components/follow-up-list";
import { UpcomingInterviews } from "@/web/features/interviews/components/upcoming-interviews";

/**
 * What needs the user's attention, above the dashboard's views: the follow-ups due and the
 * interviews coming up, side by side where there is room. Its own chunk, fetched once the
 * list is in: the views draw without waiting for it. Nothing shows when nothing is due.
 */
export default function DashboardNotices({
  applications,
  senderName,
}: {
  applications: readonly Application[];
  senderName: string;
}) {
  return (
    <div className="mb-6 grid gap-4 empty:hidden lg:grid-cols-2 lg:[&>:only-child]:col-span-2">
      <FollowUpList applications={applications} senderName={senderName} />
      <UpcomingInterviews applications={applications} />
    </div>
  );
}
