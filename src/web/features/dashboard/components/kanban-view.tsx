import { SquareKanbanIcon } from "lucide-react";
import { EmptyView } from "./empty-view";

export default function KanbanView() {
  return (
    <EmptyView icon={SquareKanbanIcon} title="No applications yet">
      Once you add applications, each one appears as a card in its stage's column (Applied, Interviewing,
      Offer, Rejected, Not Selected, Withdrawn) and moves along as your search progresses.
    </EmptyView>
  );
}
