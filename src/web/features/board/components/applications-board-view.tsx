import { ApplicationsState } from "@/web/entities/application/components/applications-state";
import { ApplicationsBoard } from "./applications-board";

/** The dashboard's Kanban tab (loaded lazily). */
export default function ApplicationsBoardView() {
  return (
    <ApplicationsState emptyDescription="Add the first job you applied for. Each one becomes a card in its stage's column (Applied, Interviewing, Offer, Rejected, Not Selected, Withdrawn) and moves along as your search progresses.">
      {(applications) => <ApplicationsBoard applications={applications} />}
    </ApplicationsState>
  );
}
