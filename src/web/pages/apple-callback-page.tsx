import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { AppleCallback } from "@/web/features/account/components/apple-callback";

export default function AppleCallbackPage() {
  return (
    <>
      <PageHead path={paths.appleCallback} />
      <AppleCallback />
    </>
  );
}
