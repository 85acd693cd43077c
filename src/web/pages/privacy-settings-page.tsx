import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { DeleteAccountSection } from "@/web/features/account/components/delete-account-section";
import { PrivacySettings } from "@/web/features/privacy/components/privacy-settings";

export default function PrivacySettingsPage() {
  return (
    <>
      <PageHead path={paths.privacySettings} />
      <PrivacySettings dangerZone={<DeleteAccountSection />} />
    </>
  );
}
