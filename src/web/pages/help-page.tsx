import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { Help } from "@/web/features/marketing/components/help";

export default function HelpPage() {
  return (
    <>
      <PageHead path={paths.help} />
      <Help />
    </>
  );
}
