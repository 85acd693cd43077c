import { CookiePolicy } from "@/web/features/marketing/components/cookie-policy";

export default function CookiePolicyPage() {
  return (
    <>
      <title>Cookie Policy · JobTrail</title>
      <CookiePolicy />
    </>
  );
}
