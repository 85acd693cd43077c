import type { CookieCategory, CookiePreferences } from "@/domain/consent";
import { Switch } from "@/web/components/ui/switch";

type Category = { key: CookieCategory; title: string; description: string; available: boolean };

/** What each switch controls on this deployment: a switch that would control nothing is off and says so. */
function cookieCategories(analyticsHost: string | null): Category[] {
  return [
    {
      key: "essential",
      title: "Essential",
      description:
        "Keep you signed in and protect your session. JobTrail cannot work without them, so they are always on.",
      available: false,
    },
    {
      key: "functional",
      title: "Functional",
      description: "Remember your view preferences on this device, such as which columns the table shows.",
      available: true,
    },
    {
      key: "analytics",
      title: "Analytics",
      description: analyticsHost
        ? `Let ${analyticsHost} count visits, without identifying you, so we learn how JobTrail is used.`
        : "This site runs no analytics: there is nothing to turn on.",
      available: analyticsHost !== null,
    },
    {
      key: "marketing",
      title: "Marketing",
      description: "This site runs no marketing or advertising cookies: there is nothing to turn on.",
      available: false,
    },
  ];
}

/** The four switches, as the banner and the privacy settings show them. */
export function CookiePreferencesList({
  preferences,
  onChange,
  analyticsHost,
  idPrefix,
}: {
  preferences: CookiePreferences;
  onChange: (preferences: CookiePreferences) => void;
  analyticsHost: string | null;
  idPrefix: string;
}) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {cookieCategories(analyticsHost).map((category) => {
        const id = `${idPrefix}-${category.key}`;
        return (
          <li key={category.key} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <label htmlFor={id} className="text-sm font-medium">
                {category.title}
              </label>
              <p id={`${id}-description`} className="text-xs text-muted">
                {category.description}
              </p>
            </div>
            <Switch
              id={id}
              aria-describedby={`${id}-description`}
              checked={category.key === "essential" ? true : category.available && preferences[category.key]}
              disabled={!category.available}
              onCheckedChange={(checked) => onChange({ ...preferences, [category.key]: checked })}
            />
          </li>
        );
      })}
    </ul>
  );
}
