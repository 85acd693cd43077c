import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { EmailConfirmation } from "@/web/features/account/components/email-confirmation";

export default function AuthConfirmPage() {
  return (
    <>
      <PageHead path={paths.authConfirm} />
      <EmailConfirmation />
    </>
  );
}
