import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { ResetPassword } from "@/web/features/account/components/reset-password-form";

export default function ResetPasswordPage() {
  return (
    <>
      <PageHead path={paths.resetPassword} />
      <ResetPassword />
    </>
  );
}
