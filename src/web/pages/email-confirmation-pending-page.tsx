import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { ConfirmationPending } from "@/web/features/account/components/confirmation-pending";

export default function EmailConfirmationPendingPage() {
  return (
    <>
      <PageHead path={paths.confirmationPending} />
      <ConfirmationPending />
    </>
  );
}
