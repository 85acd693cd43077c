import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { PrivacyPolicy } from "@/web/features/marketing/components/privacy-policy";

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHead path={paths.privacyPolicy} />
      <PrivacyPolicy />
    </>
  );
}
