import {
  BriefcaseBusinessIcon,
  ChevronRightIcon,
  MailIcon,
  ShieldCheckIcon,
  SparklesIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import type { Profile } from "@/domain/profile";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { LoadingState } from "@/web/components/ui/spinner";
import { UserAvatar } from "@/web/components/user-avatar";
import { errorToText } from "@/web/lib/api-client";
import { useProfile } from "../api/get-profile";

const tierLabels = { free: "Free plan", pro: "Pro plan" } as const;

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-4">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-raised text-subtle [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-subtle uppercase">{label}</dt>
        <dd className="mt-1 break-words text-foreground">{children}</dd>
      </div>
    </div>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="overflow-hidden">
        <div className="h-24 bg-gradient-to-r from-yinmn via-yinmn/70 to-orange-peel/60" aria-hidden />
        <div className="px-6 pb-6">
          <div className="-mt-12 flex flex-col gap-4 sm:flex-row sm:items-start">
            <UserAvatar
              name={profile.displayName}
              avatar={profile.avatar}
              avatarColor={profile.avatarColor}
              className="size-24 ring-4 ring-surface"
              textClassName="text-3xl"
            />
            <div className="min-w-0 sm:pt-14">
              <h2 className="truncate text-2xl font-semibold tracking-tight">{profile.displayName}</h2>
              {profile.jobTitle ? <p className="text-muted">{profile.jobTitle}</p> : null}
            </div>
          </div>

          <dl className="mt-6 divide-y divide-border border-t border-border">
            <Detail icon={<SparklesIcon aria-hidden />} label="Name">
              {fullName || <span className="text-muted">Not set</span>}
            </Detail>
            <Detail icon={<MailIcon aria-hidden />} label="Email">
              {profile.email}
            </Detail>
            <Detail icon={<BriefcaseBusinessIcon aria-hidden />} label="Job title">
              {profile.jobTitle || <span className="text-muted">Not set</span>}
            </Detail>
            <Detail icon={<ShieldCheckIcon aria-hidden />} label="Plan">
              {profile.tier ? (
                <Badge variant={profile.tier === "pro" ? "primary" : "accent"}>
                  {tierLabels[profile.tier]}
                </Badge>
              ) : (
                <span className="text-muted">Not set</span>
              )}
            </Detail>
          </dl>
        </div>
      </Card>

      <Card className="h-fit p-6">
        <h2 className="font-semibold">Privacy</h2>
        <p className="mt-1 text-sm text-muted">
          See how JobTrail handles your data and the policies behind it.
        </p>
        <Button variant="secondary" className="mt-4 w-full justify-between" asChild>
          <Link to={paths.privacySettings}>
            Privacy settings <ChevronRightIcon aria-hidden />
          </Link>
        </Button>
      </Card>
    </div>
  );
}

/** The signed-in user's profile, read-only. */
export function ProfileOverview() {
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-8">
        <h1 className="text-3xl font-semibold tracking-tight">Profile & Settings</h1>
        <p className="mt-1 text-muted">Your account details as JobTrail has them.</p>
      </div>
      {profile.isPending ? <LoadingState label="Loading profile..." /> : null}
      {profile.isError ? (
        <Alert variant="destructive" title="Could not load your profile">
          {errorToText(profile.error)}{" "}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => void profile.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : null}
      {profile.data ? <ProfileDetails profile={profile.data} /> : null}
    </div>
  );
}
