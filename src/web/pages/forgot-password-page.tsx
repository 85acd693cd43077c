import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { ForgotPassword } from "@/web/features/account/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHead path={paths.forgotPassword} />
      <ForgotPassword />
    </>
  );
}
