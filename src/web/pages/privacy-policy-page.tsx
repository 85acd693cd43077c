import { PrivacyPolicy } from "@/web/features/marketing/components/privacy-policy";

export default function PrivacyPolicyPage() {
  return (
    <>
      <title>Privacy Policy · JobTrail</title>
      <PrivacyPolicy />
    </>
  );
}
