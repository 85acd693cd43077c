import { DeleteAccountSection } from "@/web/features/account/components/delete-account-section";
import { PrivacySettings } from "@/web/features/privacy/components/privacy-settings";

export default function PrivacySettingsPage() {
  return (
    <>
      <title>Privacy settings · JobTrail</title>
      <PrivacySettings dangerZone={<DeleteAccountSection />} />
    </>
  );
}
