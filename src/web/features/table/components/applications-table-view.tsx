import { ApplicationsState } from "@/web/entities/application/components/applications-state";
import { ApplicationsTable } from "./applications-table";

/** The dashboard's Table tab (loaded lazily). */
export default function ApplicationsTableView() {
  return (
    <ApplicationsState emptyDescription="Add the first job you applied for. Each one lands here with its company, position, status and date, ready to sort, filter and search.">
      {(applications) => <ApplicationsTable applications={applications} />}
    </ApplicationsState>
  );
}
