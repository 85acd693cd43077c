import { MailIcon } from "lucide-react";
import { useState } from "react";
import { confirmationLinkLifetimeHours, resendMessages } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { EmailAddress } from "@/web/components/email-address";
import { SiteLink } from "@/web/components/site-link";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useAction } from "@/web/lib/use-action";
import { sendVerificationEmail } from "@/web/lib/verification-email";
import { useAccountHost } from "../host";
import { readAuthState } from "../navigation";
import { AuthCard, AuthStatusIcon } from "./auth-card";

/** The check-your-email page: the address and message come in navigation state from the last page. */
export function ConfirmationPending() {
  const { email, message } = readAuthState(useAccountHost().state);
  const resend = useAction(sendVerificationEmail);
  const [resendResult, setResendResult] = useState<"sent" | "failed" | null>(null);

  async function handleResend() {
    if (!email) return;
    setResendResult(null);
    try {
      await resend.run({ email });
      setResendResult("sent");
    } catch {
      setResendResult("failed");
    }
  }

  return (
    <AuthCard
      title="Check Your Email"
      icon={
        <AuthStatusIcon tone="info">
          <MailIcon aria-hidden />
        </AuthStatusIcon>
      }
      description={
        email ? (
          <>
            We sent a confirmation link to{" "}
            <strong className="text-foreground">
              <EmailAddress email={email} />
            </strong>
            .
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-5">
        {message ? <Alert variant="info">{message}</Alert> : null}
        {!email ? <Alert variant="destructive">{resendMessages.noEmail}</Alert> : null}
        {resendResult === "sent" ? <Alert variant="success">{resendMessages.sent}</Alert> : null}
        {resendResult === "failed" ? <Alert variant="destructive">{resendMessages.failed}</Alert> : null}

        {email ? (
          <p className="text-sm text-muted">
            Open the link in that email to activate your account. It expires in{" "}
            {confirmationLinkLifetimeHours} hours. If it hasn't arrived after a few minutes, check your spam
            folder or send a new one.
          </p>
        ) : null}

        <div className="flex flex-col gap-3">
          {email ? (
            <Button variant="secondary" className="w-full" onClick={handleResend} disabled={resend.isPending}>
              {resend.isPending ? (
                <>
                  <Spinner /> Sending...
                </>
              ) : (
                "Resend Confirmation Email"
              )}
            </Button>
          ) : (
            <Button variant="secondary" className="w-full" asChild>
              <SiteLink to={paths.signup}>Sign Up Again</SiteLink>
            </Button>
          )}
          <Button className="w-full" asChild>
            <SiteLink to={paths.login}>Go to Sign In</SiteLink>
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
