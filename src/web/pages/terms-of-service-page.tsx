import { TermsOfService } from "@/web/features/marketing/components/terms-of-service";

export default function TermsOfServicePage() {
  return (
    <>
      <title>Terms of Service · JobTrail</title>
      <TermsOfService />
    </>
  );
}
