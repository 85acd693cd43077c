import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { SiteLink } from "@/web/components/site-link";
import { textLinkClass } from "@/web/components/text-link-class";
import { AuthCard } from "@/web/features/account/components/auth-card";
import { SignupForm } from "@/web/features/account/components/signup-form";
import { useAccountHost } from "@/web/features/account/host";

export default function SignupPage() {
  // A JobTrail whose sign-up is closed, or by invitation with none in the address, says so
  // (the form below explains) rather than inviting a sign-up that would be refused.
  const { useSettings, search } = useAccountHost();
  const signup = useSettings()?.signup ?? "open";
  const shut = signup === "closed" || (signup === "invitation" && !search.get("invitation"));
  return (
    <AuthCard
      className="max-w-lg"
      title={shut ? "Sign-up is not open" : "Create your account"}
      description={shut ? undefined : "Free to use. Start tracking your applications in minutes."}
      footer={
        <>
          Already have an account?{" "}
          <SiteLink to={paths.login} className={textLinkClass}>
            Sign in
          </SiteLink>
        </>
      }
    >
      <PageHead path={paths.signup} />
      <SignupForm />
    </AuthCard>
  );
}
