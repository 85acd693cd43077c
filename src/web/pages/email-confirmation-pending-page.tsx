import { ConfirmationPending } from "@/web/features/account/components/confirmation-pending";

export default function EmailConfirmationPendingPage() {
  return (
    <>
      <title>Check your email · JobTrail</title>
      <ConfirmationPending />
    </>
  );
}
