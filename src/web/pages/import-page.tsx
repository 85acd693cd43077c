import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { ImportWizard } from "@/web/features/import/components/import-wizard";

export default function ImportPage() {
  return (
    <>
      <PageHead path={paths.importApplications} />
      <ImportWizard />
    </>
  );
}
