import { Help } from "@/web/features/marketing/components/help";

export default function HelpPage() {
  return (
    <>
      <title>Help · JobTrail</title>
      <Help />
    </>
  );
}
