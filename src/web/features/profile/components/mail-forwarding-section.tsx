import { RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { LoadFailure } from "@/web/components/load-failure";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { LoadingState } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import { useDeploymentConfig } from "@/web/lib/deployment-config";
import { useInboxAddress, useReplaceInboxAddress } from "../api/mail-in";
import { CopyField } from "./copy-field";
import { SettingsSection } from "./settings-section";

/**
 * The private address mail is forwarded to: shown whenever the user looks, with a copy button
 * and a way to replace it (the old one stops at once). On a server that takes no mail, the
 * section says how mail gets in instead.
 */
export function MailForwardingSection() {
  const config = useDeploymentConfig();
  const forwarding = config.data?.mailForwarding === true;
  const address = useInboxAddress(forwarding);
  return (
    <SettingsSection
      title="Mail forwarding"
      description="Forward mail about your applications (confirmations, rejections, invitations, offers) to your private address: it shows in your Inbox, read for what it means, and nothing changes until you apply it."
    >
      {!config.data ? (
        <LoadingState label="Loading..." />
      ) : !forwarding ? (
        <p className="text-sm text-muted">
          This JobTrail server does not take forwarded mail. Save a mail as .eml from your mail app and add it
          in your{" "}
          <Link to={paths.inbox} className="font-medium text-primary underline underline-offset-4">
            Inbox
          </Link>
          .
        </p>
      ) : address.data ? (
        <AddressControls address={address.data.address} />
      ) : address.isError ? (
        <LoadFailure
          title="Could not load your forwarding address"
          error={address.error}
          onRetry={() => void address.refetch()}
          retrying={address.isFetching}
        />
      ) : (
        <LoadingState label="Loading your forwarding address..." />
      )}
    </SettingsSection>
  );
}

function AddressControls({ address }: { address: string }) {
  const replace = useReplaceInboxAddress();
  const [confirming, setConfirming] = useState(false);
  const makeNew = () =>
    replace.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: "New forwarding address",
          description: "Mail to the old one is refused.",
          variant: "success",
        });
      },
      onError: (error) => toast({ title: errorToText(error), variant: "destructive" }),
    });
  return (
    <div className="flex flex-col gap-4">
      <CopyField
        label="Your forwarding address"
        value={address}
        hint="Keep it private: anyone with it can send mail to your Inbox (never read it). In Gmail, add it under Settings, Forwarding, or forward single mails to it; a filter can forward mail from the companies you apply to."
      />
      {confirming ? (
        <Alert variant="destructive" role="group" title="Replace the forwarding address?">
          <p>
            Mail sent to the current address is refused from now on: update any forwarding rule that uses it.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" size="sm" onClick={makeNew} disabled={replace.isPending}>
              Create a new address
            </Button>
          </div>
        </Alert>
      ) : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            <RefreshCwIcon aria-hidden /> New address
          </Button>
        </div>
      )}
    </div>
  );
}
