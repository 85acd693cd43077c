import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { CookiePolicy } from "@/web/features/marketing/components/cookie-policy";

export default function CookiePolicyPage() {
  return (
    <>
      <PageHead path={paths.cookiePolicy} />
      <CookiePolicy />
    </>
  );
}
