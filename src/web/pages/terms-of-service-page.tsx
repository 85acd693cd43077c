import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { TermsOfService } from "@/web/features/marketing/components/terms-of-service";

export default function TermsOfServicePage() {
  return (
    <>
      <PageHead path={paths.termsOfService} />
      <TermsOfService />
    </>
  );
}
