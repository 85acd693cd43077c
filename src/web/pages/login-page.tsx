import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { SiteLink } from "@/web/components/site-link";
import { textLinkClass } from "@/web/components/text-link-class";
import { AuthCard } from "@/web/features/account/components/auth-card";
import { LoginForm } from "@/web/features/account/components/login-form";

export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to keep track of your job applications."
      footer={
        <>
          Don't have an account?{" "}
          <SiteLink to={paths.signup} className={textLinkClass}>
            Sign up
          </SiteLink>
        </>
      }
    >
      <PageHead path={paths.login} />
      <LoginForm />
    </AuthCard>
  );
}
