import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { About } from "@/web/features/marketing/components/about";

export default function AboutPage() {
  return (
    <>
      <PageHead path={paths.about} />
      <About />
    </>
  );
}
