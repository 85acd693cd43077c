import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { Goodbye } from "@/web/features/account/components/goodbye";

export default function GoodbyePage() {
  return (
    <>
      <PageHead path={paths.goodbye} />
      <Goodbye />
    </>
  );
}
