import { ForgotPassword } from "@/web/features/account/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <>
      <title>Forgot password · JobTrail</title>
      <ForgotPassword />
    </>
  );
}
