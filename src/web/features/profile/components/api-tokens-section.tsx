import { zodResolver } from "@hookform/resolvers/zod";
import { CopyIcon, KeyRoundIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type ApiToken,
  apiTokenMessages,
  type CreateApiTokenInput,
  createApiTokenInput,
  type NewApiToken,
} from "@/domain/api-tokens";
import { LoadFailure } from "@/web/components/load-failure";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { LoadingState, Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "../api/api-tokens";
import { SettingsSection } from "./settings-section";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * Personal API tokens, for a script or another app to call the documented API as the user:
 * named, read or read-write, shown once when made, revocable, with their last use.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<NewApiToken | null>(null);
  return (
    <SettingsSection
      title="API tokens"
      description={
        <>
          For scripts and other apps: a token calls the{" "}
          <a href="/api/openapi.json" className="font-medium text-primary underline underline-offset-4">
            documented API
          </a>{" "}
          as you. Read tokens only read. No token can manage tokens or your account.
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {created ? <NewToken token={created} /> : null}
        <TokenForm onCreated={setCreated} />
        {tokens.data ? (
          <TokenList tokens={tokens.data.items} />
        ) : tokens.isError ? (
          <LoadFailure
            title="Could not load your tokens"
            error={tokens.error}
            onRetry={() => void tokens.refetch()}
            retrying={tokens.isFetching}
          />
        ) : (
          <LoadingState label="Loading tokens..." />
        )}
      </div>
    </SettingsSection>
  );
}

function TokenForm({ onCreated }: { onCreated: (token: NewApiToken) => void }) {
  const create = useCreateApiToken();
  const form = useForm<CreateApiTokenInput>({
    resolver: zodResolver(createApiTokenInput),
    defaultValues: { name: "", scope: "read" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
      toast({ title: apiTokenMessages.created, description: values.name, variant: "success" });
      form.reset();
    } catch (error) {
      if (
        !(
          isApiError(error, "VALIDATION_ERROR") &&
          applyFieldErrors(form.setError, error.fields, ["name", "scope"])
        )
      )
        toast({ title: "Could not make the token", description: errorToText(error), variant: "destructive" });
    }
  });
  return (
    <form
      noValidate
      aria-label="New API token"
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <FormField id="api-token-name" label="Name" error={errors.name?.message}>
        <Input placeholder="Spreadsheet sync" maxLength={100} autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField id="api-token-scope" label="Access" error={errors.scope?.message}>
        <NativeSelect {...form.register("scope")}>
          <option value="read">Read only</option>
          <option value="read-write">Read and write</option>
        </NativeSelect>
      </FormField>
      <Button type="submit" className="sm:h-11" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : <KeyRoundIcon aria-hidden />} Make token
      </Button>
    </form>
  );
}

/** The token just made: to copy now, as it is never shown again. */
function NewToken({ token }: { token: NewApiToken }) {
  const id = useId();
  const copy = () =>
    navigator.clipboard.writeText(token.token).then(
      () => toast({ title: "Token copied", variant: "success" }),
      () => toast({ title: "Could not copy: select the token and copy it", variant: "destructive" }),
    );
  return (
    <Alert variant="success" title={`Your token "${token.name}"`}>
      <div className="flex flex-col gap-2">
        <label htmlFor={id}>Copy it now: it is shown only this once.</label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            readOnly
            value={token.token}
            className="min-w-0 flex-1 font-mono text-xs sm:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" className="sm:h-auto" onClick={() => void copy()}>
            <CopyIcon aria-hidden /> Copy
          </Button>
        </div>
        <p className="text-xs text-muted">
          Send it in each request's header: Authorization: Bearer &lt;token&gt;
        </p>
      </div>
    </Alert>
  );
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  if (tokens.length === 0) return <p className="text-sm text-muted">No tokens yet.</p>;
  return (
    <ul aria-label="Your API tokens" className="divide-y divide-border rounded-xl border border-border">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} />
      ))}
    </ul>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {token.name}
          <Badge variant={token.scope === "read" ? "neutral" : "accent"}>
            {token.scope === "read" ? "Read only" : "Read and write"}
          </Badge>
        </p>
        <p className="text-xs text-muted">
          <span className="font-mono">{token.prefix}...</span> · made{" "}
          {dateTime.format(new Date(token.createdAt))} ·{" "}
          {token.lastUsedAt ? `last used ${dateTime.format(new Date(token.lastUsedAt))}` : "never used"}
        </p>
      </div>
      {confirming ? (
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button
            variant="destructive"
            size="sm"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(token.id, {
                onSuccess: () =>
                  toast({ title: apiTokenMessages.revoked, description: token.name, variant: "success" }),
                onError: (error) => toast({ title: errorToText(error), variant: "destructive" }),
              })
            }
          >
            Revoke {token.name}
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={`Revoke ${token.name}...`}
        >
          Revoke...
        </Button>
      )}
    </li>
  );
}
