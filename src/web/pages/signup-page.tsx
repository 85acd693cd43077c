import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { TextLink } from "@/web/components/text-link";
import { AuthCard } from "@/web/features/account/components/auth-card";
import { SignupForm } from "@/web/features/account/components/signup-form";

export default function SignupPage() {
  return (
    <AuthCard
      className="max-w-lg"
      title="Create your account"
      description="Free to use. Start tracking your applications in minutes."
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
