import { useState } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Checkbox } from "@/web/components/ui/checkbox";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { PasswordInput } from "@/web/components/ui/password-input";
import { LoadingState } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { UserAvatar } from "@/web/components/user-avatar";

/** Development only: the design system's parts on one page. */
export default function TestPage() {
  const [checked, setChecked] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-10">
      <title>Components · JobTrail (dev)</title>
      <h1 className="text-3xl font-semibold">Component gallery</h1>
      <Card className="flex flex-wrap gap-3 p-6">
        <Button>Primary</Button>
        <Button variant="accent">Accent</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="destructive">Destructive</Button>
        <Button variant="link">Link</Button>
        <Button disabled>Disabled</Button>
      </Card>
      <Card className="grid gap-5 p-6 sm:grid-cols-2">
        <FormField id="dev-input" label="Input" hint="A hint under the field">
          <Input placeholder="Placeholder" />
        </FormField>
        <FormField id="dev-error" label="With an error" error="Please enter a valid email address">
          <Input defaultValue="not-an-email" />
        </FormField>
        <FormField id="dev-password" label="Password">
          <PasswordInput />
        </FormField>
        <div className="flex items-center gap-2.5">
          <Checkbox
            id="dev-checkbox"
            checked={checked}
            onCheckedChange={(value) => setChecked(value === true)}
          />
          <Label htmlFor="dev-checkbox">A checkbox</Label>
        </div>
      </Card>
      <div className="flex flex-col gap-3">
        <Alert variant="info">An informative message.</Alert>
        <Alert variant="success">Something worked.</Alert>
        <Alert variant="destructive" title="Something failed">
          An explanation of what failed.
        </Alert>
      </div>
      <Card className="flex flex-wrap items-center gap-4 p-6">
        <UserAvatar name="Ada Lovelace" avatar={null} avatarColor={null} />
        <UserAvatar name="Grace Hopper" avatar={null} avatarColor="#10B981" className="size-12" />
        <Badge>Neutral</Badge>
        <Badge variant="primary">Primary</Badge>
        <Badge variant="accent">Accent</Badge>
        <Badge variant="success">Success</Badge>
      </Card>
      <Card className="flex flex-wrap gap-3 p-6">
        <Button
          onClick={() =>
            toast({
              title: "Logged Out",
              description: "You have been successfully logged out.",
              variant: "success",
            })
          }
        >
          Success toast
        </Button>
        <Button
          variant="destructive"
          onClick={() =>
            toast({
              title: "Logout Error",
              description: "An unexpected error occurred during logout.",
              variant: "destructive",
            })
          }
        >
          Error toast
        </Button>
      </Card>
      <LoadingState label="Loading Table..." />
    </div>
  );
}
