import { CopyIcon, ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { type FollowUpEmail, followUpEmail, mailtoLink } from "@/domain/follow-ups";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput, Input, Textarea } from "@/web/components/ui/input";
import { toast } from "@/web/components/ui/use-toast";

/**
 * A follow-up email drafted for the application's contact, to edit here and send from the
 * user's own mail app (a mailto: link): JobTrail never sends mail in the user's name. Once
 * sent, "Mark as done" clears the follow-up.
 */
export function FollowUpEmailDialog({
  application,
  senderName,
  open,
  onOpenChange,
  onDone,
}: {
  application: Application;
  senderName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Follow up with {application.company}</DialogTitle>
        <DialogDescription>
          A short, polite note about your application for {application.jobTitle}. Edit it, then open it in
          your mail app to send.
        </DialogDescription>
        {/* Drawn afresh each time it opens, so the draft starts from the application as it is now. */}
        {open ? (
          <EmailDraft
            initial={followUpEmail(application, senderName)}
            onDone={() => {
              onOpenChange(false);
              onDone();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EmailDraft({ initial, onDone }: { initial: FollowUpEmail; onDone: () => void }) {
  const [email, setEmail] = useState(initial);
  const edit = (field: keyof FollowUpEmail) => (event: { target: { value: string } }) =>
    setEmail((draft) => ({ ...draft, [field]: event.target.value }));

  async function copy() {
    try {
      await navigator.clipboard.writeText(`Subject: ${email.subject}\n\n${email.body}`);
      toast({ title: "Email copied", variant: "success" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the text and copy it yourself.",
        variant: "destructive",
      });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <FormField
        id="follow-up-to"
        label="To"
        hint={initial.to ? undefined : "No contact email saved for this application: add the recipient here."}
      >
        <EmailInput
          value={email.to}
          onChange={edit("to")}
          autoComplete="off"
          placeholder="name@company.com"
        />
      </FormField>
      <FormField id="follow-up-subject" label="Subject">
        <Input value={email.subject} onChange={edit("subject")} />
      </FormField>
      <FormField id="follow-up-body" label="Message">
        <Textarea rows={11} value={email.body} onChange={edit("body")} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onDone}>
          Mark as done
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => void copy()}>
            <CopyIcon aria-hidden /> Copy
          </Button>
          <Button asChild>
            <a href={mailtoLink(email)}>
              <ExternalLinkIcon aria-hidden /> Open in mail app
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
