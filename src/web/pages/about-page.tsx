import { About } from "@/web/features/marketing/components/about";

export default function AboutPage() {
  return (
    <>
      <title>About · JobTrail</title>
      <About />
    </>
  );
}
