import { ResetPassword } from "@/web/features/account/components/reset-password-form";

export default function ResetPasswordPage() {
  return (
    <>
      <title>Reset password · JobTrail</title>
      <ResetPassword />
    </>
  );
}
