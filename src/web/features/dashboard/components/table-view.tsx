import { Table2Icon } from "lucide-react";
import { EmptyView } from "./empty-view";

export default function TableView() {
  return (
    <EmptyView icon={Table2Icon} title="No applications yet">
      Once you add applications, this table lists each one with its company, position, status and date, ready
      to sort, filter and search.
    </EmptyView>
  );
}
