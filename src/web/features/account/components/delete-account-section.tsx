import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { paths } from "@/domain/paths";
import { type DeleteAccountInput, deleteAccountInput, deletionMessages } from "@/domain/privacy";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput } from "@/web/components/ui/input";
import { PasswordInput } from "@/web/components/ui/password-input";
import { Spinner } from "@/web/components/ui/spinner";
import { applicationsQueryOptions } from "@/web/entities/application/api/get-applications";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useDeleteAccount } from "../api/delete-account";
import { useSession } from "../api/get-session";
import { clearSignedInData } from "../hooks/use-logout";
import type { GoodbyeState } from "./goodbye";

/** What goes, and the one thing kept, said before anything is deleted. */
function DeletionTerms() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
      <li>
        Everything goes at once: your applications and their history, companies, documents and their files,
        your profile and picture, data exports, cookie choices and every signed-in session.
      </li>
      <li>There is no undo. Download your data first if you may want it.</li>
      <li>
        Messages you sent us through the contact form are kept for 3 years as support communications, then
        deleted.
      </li>
      <li>You can sign up again with the same email address afterwards, as a new account.</li>
    </ul>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { session } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(deleteAccountInput),
    defaultValues: { password: "", email: "" } satisfies DeleteAccountInput,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (session && values.email.trim().toLowerCase() !== session.user.email.toLowerCase()) {
      form.setError("email", { message: deletionMessages.emailMismatch }, { shouldFocus: true });
      return;
    }
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      if (
        !(
          isApiError(error, "VALIDATION_ERROR") &&
          applyFieldErrors(form.setError, error.fields, ["password", "email"])
        )
      )
        setFormError(errorToText(error));
      return;
    }
    // Off the signed-in page before anything sees the session gone, or its guard would send
    // the browser to sign in instead; to a page that says what went.
    const goodbye: GoodbyeState = {
      applications: queryClient.getQueryData(applicationsQueryOptions().queryKey)?.items.length,
    };
    clearSignedInData(queryClient);
    await navigate(paths.goodbye, { replace: true, flushSync: true, state: goodbye });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent>
        <div>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This deletes everything in your JobTrail account, now and for good.
          </DialogDescription>
        </div>
        <DeletionTerms />
        {formError ? <Alert variant="destructive">{formError}</Alert> : null}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Delete account">
          {/* Tells the browser's password manager whose password this is. */}
          <input type="email" autoComplete="username" value={session?.user.email ?? ""} readOnly hidden />
          <FormField id="delete-password" label="Your password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <FormField
            id="delete-email"
            label="Type your email address to confirm"
            hint={session ? session.user.email : undefined}
            error={errors.email?.message}
          >
            <EmailInput autoComplete="off" {...form.register("email")} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {isSubmitting ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The danger zone of the privacy settings. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/50 p-6" role="region" aria-labelledby="delete-account-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-destructive/50 bg-destructive/10">
          <TriangleAlertIcon aria-hidden className="size-5 text-destructive-text" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="delete-account-title" className="text-lg font-semibold">
            Delete your account
          </h2>
          <div className="mt-2">
            <DeletionTerms />
          </div>
        </div>
      </div>
      <div className="mt-5 flex justify-end">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account...
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
