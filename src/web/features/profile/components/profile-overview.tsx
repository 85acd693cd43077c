import { CameraIcon, ChevronRightIcon, ShieldCheckIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import type { Profile } from "@/domain/profile";
import { EmailAddress } from "@/web/components/email-address";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { LoadingState } from "@/web/components/ui/spinner";
import { UserAvatar } from "@/web/components/user-avatar";
import { errorToText } from "@/web/lib/api-client";
import { useProfile } from "../api/get-profile";
import { ApiTokensSection } from "./api-tokens-section";
import { AvatarDialog } from "./avatar-dialog";
import { BookmarkletSection } from "./bookmarklet-section";
import { CalendarFeedSection } from "./calendar-feed-section";
import { DetailsForm } from "./details-form";
import { EmailForm } from "./email-form";
import { InvitationsSection } from "./invitations-section";
import { MailForwardingSection } from "./mail-forwarding-section";
import { MailboxSection } from "./mailbox-section";
import { PasswordForm } from "./password-form";
import { RemindersSection } from "./reminders-form";
import { SourcesSection } from "./sources-section";

const tierLabels = { free: "Free plan", pro: "Pro plan" } as const;

function ProfileHeader({ profile }: { profile: Profile }) {
  const [editingAvatar, setEditingAvatar] = useState(false);
  return (
    <Card className="overflow-hidden">
      <div className="h-24 bg-gradient-to-r from-yinmn via-yinmn/70 to-orange-peel/60" aria-hidden />
      <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
        <div className="relative -mt-12 w-fit">
          <UserAvatar
            name={profile.displayName}
            avatar={profile.avatar}
            avatarColor={profile.avatarColor}
            className="size-24 ring-4 ring-surface"
            textClassName="text-3xl"
          />
          <Button
            size="icon"
            variant="secondary"
            className="absolute -right-1 -bottom-1 size-9 rounded-full"
            aria-label="Change profile picture"
            onClick={() => setEditingAvatar(true)}
          >
            <CameraIcon aria-hidden />
          </Button>
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-2xl font-semibold tracking-tight">{profile.displayName}</h2>
          <p className="wrap-break-word text-muted">
            {profile.jobTitle || <EmailAddress email={profile.email} />}
          </p>
        </div>
        {profile.tier ? (
          <Badge variant={profile.tier === "pro" ? "primary" : "accent"} className="w-fit">
            {tierLabels[profile.tier]}
          </Badge>
        ) : null}
      </div>
      <AvatarDialog profile={profile} open={editingAvatar} onOpenChange={setEditingAvatar} />
    </Card>
  );
}

function ProfileSettings({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader profile={profile} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-6">
          <DetailsForm profile={profile} />
          <RemindersSection />
          <SourcesSection />
          <MailForwardingSection />
          <MailboxSection />
          <CalendarFeedSection />
          <BookmarkletSection />
          <ApiTokensSection />
          <InvitationsSection email={profile.email} />
          <EmailForm email={profile.email} />
          <PasswordForm email={profile.email} />
        </div>
        <Card className="p-6">
          <ShieldCheckIcon aria-hidden className="size-6 text-primary" />
          <h2 className="mt-3 font-semibold">Privacy</h2>
          <p className="mt-1 text-sm text-muted">
            Your signed-in devices, cookie choices, a copy of all your data, and deleting your account.
          </p>
          <Button variant="secondary" className="mt-4 w-full justify-between" asChild>
            <Link to={paths.privacySettings}>
              Privacy Settings <ChevronRightIcon aria-hidden />
            </Link>
          </Button>
        </Card>
      </div>
    </div>
  );
}

/** The signed-in user's profile: details, picture, email and password. */
export function ProfileOverview() {
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-8">
        <h1 className="text-3xl font-semibold tracking-tight">Profile & Settings</h1>
        <p className="mt-1 text-muted">Who you are in JobTrail, and how you sign in.</p>
      </div>
      {profile.isPending ? <LoadingState label="Loading profile..." /> : null}
      {profile.isError ? (
        <Alert variant="destructive" title="Could not load your profile">
          {errorToText(profile.error)}{" "}
          <button
            type="button"
            className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
            onClick={() => void profile.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : null}
      {profile.data ? <ProfileSettings profile={profile.data} /> : null}
    </div>
  );
}
