import { useSearchParams } from "react-router";
import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { TextLink } from "@/web/components/text-link";
import { AuthCard } from "@/web/features/account/components/auth-card";
import { SignupForm } from "@/web/features/account/components/signup-form";
import { useDeploymentConfig } from "@/web/lib/deployment-config";

export default function SignupPage() {
  // A JobTrail whose sign-up is closed, or by invitation with none in the address, says so
  // (the form below explains) rather than inviting a sign-up that would be refused.
  const signup = useDeploymentConfig().data?.signup ?? "open";
  const [search] = useSearchParams();
  const shut = signup === "closed" || (signup === "invitation" && !search.get("invitation"));
  return (
    <AuthCard
      className="max-w-lg"
      title={shut ? "Sign-up is not open" : "Create your account"}
      description={shut ? undefined : "Free to use. Start tracking your applications in minutes."}
      footer={
        <>
          Already have an account? <TextLink to={paths.login}>Sign in</TextLink>
        </>
      }
    >
      <PageHead path={paths.signup} />
      <SignupForm />
    </AuthCard>
  );
}
