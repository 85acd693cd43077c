import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { Unsubscribe } from "@/web/features/account/components/unsubscribe";

export default function UnsubscribePage() {
  return (
    <>
      <PageHead path={paths.unsubscribe} />
      <Unsubscribe />
    </>
  );
}
