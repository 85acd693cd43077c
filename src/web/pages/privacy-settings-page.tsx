import { PrivacySettings } from "@/web/features/privacy/components/privacy-settings";

export default function PrivacySettingsPage() {
  return (
    <>
      <title>Privacy settings · JobTrail</title>
      <PrivacySettings />
    </>
  );
}
