import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import {
  ClosingCallToAction,
  LandingFeatures,
  LandingHero,
} from "@/web/features/marketing/components/landing";

export default function LandingPage() {
  return (
    <>
      <PageHead path={paths.landing} />
      <LandingHero />
      <LandingFeatures />
      <ClosingCallToAction />
    </>
  );
}
