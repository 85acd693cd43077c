import { ImportWizard } from "@/web/features/applications/components/import/import-wizard";

export default function ImportPage() {
  return (
    <>
      <title>Import applications · JobTrail</title>
      <ImportWizard />
    </>
  );
}
