import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { InboxView } from "@/web/features/inbox/components/inbox-view";

export default function InboxPage() {
  return (
    <>
      <PageHead path={paths.inbox} />
      <InboxView />
    </>
  );
}
