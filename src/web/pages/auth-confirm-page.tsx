import { EmailConfirmation } from "@/web/features/account/components/email-confirmation";

export default function AuthConfirmPage() {
  return (
    <>
      <title>Confirm email · JobTrail</title>
      <EmailConfirmation />
    </>
  );
}
