import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, CircleCheckIcon, SendIcon } from "lucide-react";
import { Slot } from "radix-ui";
import { type ReactElement, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import {
  type ContactInput,
  contactCategories,
  contactCategoryLabels,
  contactInput,
  contactMessages,
} from "@/domain/contact";
import { paths } from "@/domain/paths";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput, Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { useTypedBeforeStart } from "@/web/lib/typed-before-start";
import { useSendContactMessage } from "../api/send-contact-message";

// While sending, these cycle every 0.8 s, so a slow send still shows it is under way.
export const sendingMessages = [
  "Sending your message...",
  "Connecting you with our team...",
  "Your message is on its way...",
  "Almost there...",
  "Processing your request...",
] as const;
const sendingMessageInterval = 800;
const messageMaxLength = 5000;

const requiredFields = ["name", "email", "subject", "category", "message"] as const;

const emptyForm = {
  name: "",
  email: "",
  company: "",
  subject: "",
  category: "" as ContactInput["category"],
  message: "",
} satisfies ContactInput;

function useCyclingMessage(active: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) {
      setIndex(0);
      return;
    }
    const timer = setInterval(
      () => setIndex((value) => (value + 1) % sendingMessages.length),
      sendingMessageInterval,
    );
    return () => clearInterval(timer);
  }, [active]);
  return sendingMessages[index]!;
}

/**
 * A control with a check mark once it holds a valid value. The field's id and aria props
 * pass through to the control itself, not this wrapper.
 */
function WithCheck({ valid, children, ...controlProps }: { valid: boolean; children: ReactElement }) {
  return (
    <div className="relative">
      <Slot.Root {...controlProps}>{children}</Slot.Root>
      {valid ? (
        <CheckIcon aria-hidden className="pointer-events-none absolute top-3.5 right-3 size-4 text-success" />
      ) : null}
    </div>
  );
}

/** `signedIn`: the success screen leads back to the dashboard, else to the home page. */
export function ContactForm({ signedIn }: { signedIn: boolean }) {
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm({ resolver: zodResolver(contactInput), mode: "onChange", defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;
  useTypedBeforeStart(form, "contact-form");
  // The form's own watch: it also hears what was typed before the app took the page over.
  const values = form.watch();
  const sendingMessage = useCyclingMessage(isSubmitting);

  const filled = requiredFields.filter((name) => String(values[name] ?? "").trim() !== "").length;
  const progress = Math.round((filled / requiredFields.length) * 100);
  const isValid = (name: keyof ContactInput) => String(values[name] ?? "").trim() !== "" && !errors[name];

  const onSubmit = form.handleSubmit(async (input) => {
    setFailed(false);
    try {
      await send.mutateAsync(input);
      form.reset(emptyForm);
      setSent(true);
    } catch {
      setFailed(true);
    }
  });

  if (sent) {
    return (
      <Card className="flex flex-col items-center p-8 text-center sm:p-12">
        <span className="mb-5 flex size-14 items-center justify-center rounded-2xl border border-success/40 bg-success/10">
          <CircleCheckIcon aria-hidden className="size-7 text-success" />
        </span>
        <h2 role="status" className="text-2xl font-semibold tracking-tight">
          {contactMessages.sent}
        </h2>
        <p className="mt-3 max-w-md text-muted">{contactMessages.thanks}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            {signedIn ? (
              <Link to={paths.dashboard}>Return to Dashboard</Link>
            ) : (
              <Link to={paths.landing}>Return to Home</Link>
            )}
          </Button>
          <Button variant="secondary" onClick={() => setSent(false)}>
            Send Another Message
          </Button>
        </div>
      </Card>
    );
  }

  const messageLength = values.message?.length ?? 0;

  return (
    <Card className="p-6 sm:p-8">
      <form
        id="contact-form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label="Contact us"
      >
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between text-xs text-muted">
            <span id="contact-progress-label">Form progress</span>
            <span>{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="contact-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-1.5 overflow-hidden rounded-full bg-border"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-orange-peel to-light-green transition-[width] duration-300"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>

        {failed ? <Alert variant="destructive">{contactMessages.failed}</Alert> : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="contact-name" label="Name" error={errors.name?.message}>
            <WithCheck valid={isValid("name")}>
              <Input autoComplete="name" className="pr-9" {...form.register("name")} />
            </WithCheck>
          </FormField>
          <FormField id="contact-email" label="Email" error={errors.email?.message}>
            <WithCheck valid={isValid("email")}>
              <EmailInput className="pr-9" {...form.register("email")} />
            </WithCheck>
          </FormField>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="contact-company"
            label={
              <>
                Company <span className="font-normal text-subtle">(optional)</span>
              </>
            }
            error={errors.company?.message}
          >
            <Input autoComplete="organization" {...form.register("company")} />
          </FormField>
          <FormField id="contact-category" label="Category" error={errors.category?.message}>
            <NativeSelect {...form.register("category")}>
              <option value="" disabled>
                Select a category
              </option>
              {contactCategories.map((category) => (
                <option key={category} value={category}>
                  {contactCategoryLabels[category]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>

        <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
          <WithCheck valid={isValid("subject")}>
            <Input className="pr-9" {...form.register("subject")} />
          </WithCheck>
        </FormField>

        <FormField
          id="contact-message"
          label="Message"
          error={errors.message?.message}
          hint={`${messageLength} / ${messageMaxLength} characters`}
        >
          <Textarea rows={6} maxLength={messageMaxLength} {...form.register("message")} />
        </FormField>

        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          className={cn(
            "w-full sm:w-auto sm:self-end",
            progress === 100 && !isSubmitting && "motion-safe:animate-pulse-soft",
          )}
        >
          {isSubmitting ? (
            <>
              <Spinner /> <span aria-live="polite">{sendingMessage}</span>
            </>
          ) : (
            <>
              <SendIcon aria-hidden /> Send Message
            </>
          )}
        </Button>
      </form>
    </Card>
  );
}
