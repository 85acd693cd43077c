import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon, UnplugIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  type Mailbox,
  type MailboxSecurity,
  mailboxLimits,
  mailboxMessages,
  usualPorts,
} from "@/domain/inbox/mailbox";
import { LoadFailure } from "@/web/components/load-failure";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { PasswordInput } from "@/web/components/ui/password-input";
import { LoadingState, Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useConnectMailbox, useDisconnectMailbox, useMailbox } from "../api/mail-in";
import { SettingsSection } from "./settings-section";

const title = "Your mailbox";
const description =
  "Connect the mailbox you apply from (IMAP, with an app password): JobTrail reads it every few minutes for mail about your applications. It never marks, moves or deletes anything, and nothing changes in JobTrail until you apply it in your Inbox.";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The form as typed: the folders as one line, the password empty to keep the saved one. */
const formSchema = z.object({
  host: z.string().trim().min(1, { error: mailboxMessages.host }),
  port: z.coerce
    .number<string>({ error: mailboxMessages.port })
    .int({ error: mailboxMessages.port })
    .min(1, { error: mailboxMessages.port })
    .max(65535, { error: mailboxMessages.port }),
  security: z.enum(["tls", "starttls"]),
  username: z.string().trim().min(1, { error: mailboxMessages.username }),
  password: z.string(),
  folders: z.string().trim().min(1, { error: mailboxMessages.folders }),
  lookBackDays: z.coerce
    .number<string>({ error: mailboxMessages.lookBackDays })
    .int({ error: mailboxMessages.lookBackDays })
    .min(mailboxLimits.lookBackDays.min, { error: mailboxMessages.lookBackDays })
    .max(mailboxLimits.lookBackDays.max, { error: mailboxMessages.lookBackDays }),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

export function MailboxSection() {
  const mailbox = useMailbox();
  return (
    <SettingsSection title={title} description={description}>
      {mailbox.isError ? (
        <LoadFailure
          title="Could not load your mailbox settings"
          error={mailbox.error}
          onRetry={() => void mailbox.refetch()}
          retrying={mailbox.isFetching}
        />
      ) : mailbox.isPending ? (
        <LoadingState label="Loading your mailbox..." />
      ) : (
        <MailboxForm mailbox={mailbox.data} />
      )}
    </SettingsSection>
  );
}

function MailboxForm({ mailbox }: { mailbox: Mailbox | null }) {
  const id = useId();
  const connect = useConnectMailbox();
  const disconnect = useDisconnectMailbox();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    values: {
      host: mailbox?.host ?? "",
      port: String(mailbox?.port ?? usualPorts.tls),
      security: mailbox?.security ?? "tls",
      username: mailbox?.username ?? "",
      password: "",
      folders: (mailbox?.folders ?? ["INBOX"]).join(", "),
      lookBackDays: String(mailbox?.lookBackDays ?? mailboxLimits.lookBackDays.usual),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!mailbox && values.password === "") {
      form.setError("password", { message: mailboxMessages.password }, { shouldFocus: true });
      return;
    }
    try {
      await connect.mutateAsync({
        host: values.host,
        port: values.port,
        security: values.security,
        username: values.username,
        ...(values.password ? { password: values.password } : {}),
        folders: values.folders
          .split(",")
          .map((folder) => folder.trim())
          .filter(Boolean),
        lookBackDays: values.lookBackDays,
      });
      toast({
        title: mailboxMessages.connected,
        description: mailbox
          ? "Your changes are saved."
          : `Mail from the last ${values.lookBackDays} days is being read.`,
        variant: "success",
      });
    } catch (error) {
      if (isApiError(error, "VALIDATION_ERROR"))
        applyFieldErrors(form.setError, error.fields, [
          "host",
          "port",
          "security",
          "username",
          "password",
          "folders",
          "lookBackDays",
        ]);
      toast({
        title: "Could not connect the mailbox",
        description: errorToText(error),
        variant: "destructive",
      });
    }
  });

  const forget = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: mailboxMessages.disconnected, variant: "success" });
      },
      onError: (error) => toast({ title: errorToText(error), variant: "destructive" }),
    });

  return (
    <div className="flex flex-col gap-5">
      {mailbox ? (
        mailbox.lastError ? (
          <Alert variant="destructive" title="The last look at your mailbox failed">
            {mailbox.lastError}
          </Alert>
        ) : (
          <p className="text-sm text-muted" role="status">
            Connected since {dateTime.format(new Date(mailbox.connectedAt))}.{" "}
            {mailbox.lastCheckedAt
              ? `Last looked at ${dateTime.format(new Date(mailbox.lastCheckedAt))}.`
              : "The first look is under way."}
          </p>
        )
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-6">
        <FormField
          id={`${id}-host`}
          label="Mail server"
          error={errors.host?.message}
          className="sm:col-span-3"
        >
          <Input
            placeholder="imap.gmail.com"
            autoComplete="off"
            spellCheck={false}
            {...form.register("host")}
          />
        </FormField>
        <FormField
          id={`${id}-security`}
          label="Security"
          error={errors.security?.message}
          className="sm:col-span-2"
        >
          <NativeSelect
            {...form.register("security", {
              onChange: (event: { target: { value: MailboxSecurity } }) =>
                form.setValue("port", String(usualPorts[event.target.value])),
            })}
          >
            <option value="tls">TLS (port 993)</option>
            <option value="starttls">STARTTLS (port 143)</option>
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-port`} label="Port" error={errors.port?.message} className="sm:col-span-1">
          <Input inputMode="numeric" {...form.register("port")} />
        </FormField>
        <FormField
          id={`${id}-username`}
          label="User name"
          error={errors.username?.message}
          className="sm:col-span-3"
        >
          <Input autoComplete="off" spellCheck={false} {...form.register("username")} />
        </FormField>
        <FormField
          id={`${id}-password`}
          label="App password"
          error={errors.password?.message}
          hint={
            mailbox
              ? "Saved. Type a new one only to change it."
              : "Make one for JobTrail in your mail account's security settings."
          }
          className="sm:col-span-3"
        >
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField
          id={`${id}-folders`}
          label="Folders to read"
          error={errors.folders?.message}
          hint="Separated by commas, such as INBOX, Job search"
          className="sm:col-span-4"
        >
          <Input spellCheck={false} {...form.register("folders")} />
        </FormField>
        <FormField
          id={`${id}-days`}
          label="Look back (days)"
          error={errors.lookBackDays?.message}
          hint="On connecting"
          className="sm:col-span-2"
        >
          <Input inputMode="numeric" {...form.register("lookBackDays")} />
        </FormField>
        <div className="flex flex-wrap gap-2 sm:col-span-6">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <MailCheckIcon aria-hidden />}
            {isSubmitting ? "Checking..." : mailbox ? "Save changes" : "Connect mailbox"}
          </Button>
          {mailbox && !confirming ? (
            <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
              <UnplugIcon aria-hidden /> Disconnect
            </Button>
          ) : null}
        </div>
      </form>
      {confirming ? (
        <Alert variant="destructive" role="group" title="Disconnect your mailbox?">
          <p>JobTrail stops reading it and forgets its settings and app password at once.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" size="sm" onClick={forget} disabled={disconnect.isPending}>
              Disconnect
            </Button>
          </div>
        </Alert>
      ) : null}
    </div>
  );
}
