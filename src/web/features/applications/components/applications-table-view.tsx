import { ApplicationsState } from "./applications-state";
import { ApplicationsTable } from "./table/applications-table";

/** The dashboard's Table tab (loaded lazily). */
export default function ApplicationsTableView() {
  return (
    <ApplicationsState emptyDescription="Add the first job you applied for. Each one lands here with its company, position, status and date, ready to sort, filter and search.">
      {(applications) => <ApplicationsTable applications={applications} />}
    </ApplicationsState>
  );
}
