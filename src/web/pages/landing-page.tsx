import {
  ClosingCallToAction,
  LandingFeatures,
  LandingHero,
} from "@/web/features/marketing/components/landing";

export default function LandingPage() {
  return (
    <>
      <title>JobTrail · Every job application, one clear trail</title>
      <LandingHero />
      <LandingFeatures />
      <ClosingCallToAction />
    </>
  );
}
