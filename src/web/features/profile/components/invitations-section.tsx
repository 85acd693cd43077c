import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon, MailPlusIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { invitationMessages, inviteInput } from "@/domain/invitations";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useSendVerificationEmail } from "@/web/lib/send-verification-email";
import { useInvitations, useInvite, useWithdrawInvitation } from "../api/invitations";
import { SettingsSection } from "./settings-section";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/**
 * For an administrator of a JobTrail whose sign-up is by invitation: invite people by email
 * and see the invitations still open. Nothing shows for anyone else.
 */
export function InvitationsSection({ email }: { email: string }) {
  const invitations = useInvitations();
  const invite = useInvite();
  const withdraw = useWithdrawInvitation();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(inviteInput),
    defaultValues: { email: "" },
  });
  if (invitations.data?.confirmEmailFirst) return <ConfirmAdministratorAddress email={email} />;
  if (!invitations.data?.canInvite) return null;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync(email);
      toast({ title: invitationMessages.sent, description: email, variant: "success" });
      form.reset();
    } catch (error) {
      if (
        !(isApiError(error, "VALIDATION_ERROR") && applyFieldErrors(form.setError, error.fields, ["email"]))
      )
        toast({
          title: "Could not send the invitation",
          description: errorToText(error),
          variant: "destructive",
        });
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <SettingsSection
      title="Invitations"
      description="Sign-up on this JobTrail is by invitation. Invite someone by email: the link is good for 14 days."
    >
      <div className="flex flex-col gap-4">
        <form
          noValidate
          aria-label="Invite someone"
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <FormField id="invite-email" label="Email address" error={errors.email?.message} className="flex-1">
            <EmailInput autoComplete="off" {...form.register("email")} />
          </FormField>
          <Button type="submit" className="sm:h-11" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <MailPlusIcon aria-hidden />} Send invitation
          </Button>
        </form>
        {invitations.data.items.length > 0 ? (
          <ul
            aria-label="Open invitations"
            className="divide-y divide-border rounded-xl border border-border text-sm"
          >
            {invitations.data.items.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-2"
              >
                <span className="min-w-0 flex-1 break-all">{invitation.email}</span>
                <span className="shrink-0 text-xs whitespace-nowrap text-muted">
                  until {day.format(new Date(invitation.expiresAt))}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0 self-start sm:self-auto"
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(invitation.id, {
                      onSuccess: () =>
                        toast({ title: invitationMessages.withdrawn, description: invitation.email }),
                      onError: (error) => toast({ title: errorToText(error), variant: "destructive" }),
                    })
                  }
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No open invitations.</p>
        )}
      </div>
    </SettingsSection>
  );
}

/** An administrator's address not yet confirmed: the way to confirm it, before any invitation. */
function ConfirmAdministratorAddress({ email }: { email: string }) {
  const send = useSendVerificationEmail();
  return (
    <SettingsSection title="Invitations" description={invitationMessages.confirmFirst}>
      {send.isSuccess ? (
        <p role="status" className="text-sm">
          Confirmation email sent to <span className="font-medium break-all">{email}</span>. Open its link,
          then come back here.
        </p>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <Button
            type="button"
            variant="secondary"
            disabled={send.isPending}
            onClick={() => send.mutate({ email })}
          >
            {send.isPending ? <Spinner /> : <MailCheckIcon aria-hidden />} Send confirmation email
          </Button>
          {send.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorToText(send.error)}
            </p>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
