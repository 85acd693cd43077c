import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { TextLink } from "@/web/components/text-link";
import { AuthCard } from "@/web/features/account/components/auth-card";
import { LoginForm } from "@/web/features/account/components/login-form";

export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to keep track of your job applications."
      footer={
        <>
          Don't have an account? <TextLink to={paths.signup}>Sign up</TextLink>
        </>
      }
    >
      <PageHead path={paths.login} />
      <LoginForm />
    </AuthCard>
  );
}
