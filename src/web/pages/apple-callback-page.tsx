import { AppleCallback } from "@/web/features/account/components/apple-callback";

export default function AppleCallbackPage() {
  return (
    <>
      <title>Signing in · JobTrail</title>
      <AppleCallback />
    </>
  );
}
