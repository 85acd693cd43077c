import { ChartColumnIcon } from "lucide-react";
import { EmptyView } from "./empty-view";

export default function AnalyticsView() {
  return (
    <EmptyView icon={ChartColumnIcon} title="No applications yet">
      Once you add applications, this view shows how they are spread across stages, how often and how quickly
      companies respond, and how your search trends over time.
    </EmptyView>
  );
}
