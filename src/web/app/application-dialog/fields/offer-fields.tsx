import { useWatch } from "react-hook-form";
import { limits } from "@/domain/applications";
import { FormField } from "@/web/components/ui/form-field";
import { Input, Textarea } from "@/web/components/ui/input";
import type { ApplicationFormApi } from "../use-application-form";
import { AmountInput, fieldProps, Section } from "./field-parts";

const commonCurrencies = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF", "INR", "JPY", "SEK", "SGD"] as const;

/**
 * An empty number is "not set"; anything else goes to the schema as a number, where NaN is
 * refused with the field's message. Amounts may carry thousands separators ("125,000");
 * a percentage may end in "%", and a comma there stays an error rather than a guess.
 */
function toNumber(text: string): number | null {
  return text === "" ? null : Number(text);
}
const toAmount = (value: unknown) =>
  typeof value === "number" ? value : toNumber(String(value ?? "").replace(/[\s,]/g, ""));
const toPercent = (value: unknown) =>
  typeof value === "number" ? value : toNumber(String(value ?? "").replace(/\s|%$/g, ""));

/** An offer's currency, amounts and benefits, shown once the status is Offer. */
export function OfferFields({ form }: { form: ApplicationFormApi }) {
  const currency = useWatch({ control: form.control, name: "currency" });
  const amountSuffix = currency && /^[A-Z]{3}$/.test(currency) ? currency : "USD";
  return (
    <Section title="Offer" description="Amounts in whole units of the offer's currency.">
      <FormField {...fieldProps(form, "currency")} label="Currency" hint="Three-letter code, e.g. USD.">
        <Input
          list="application-currencies"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={3}
          className="uppercase"
          {...form.register("currency", {
            setValueAs: (value) => String(value).trim().toUpperCase(),
          })}
        />
      </FormField>
      <datalist id="application-currencies">
        {commonCurrencies.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      <FormField {...fieldProps(form, "salaryOffered")} label="Salary">
        <AmountInput suffix={amountSuffix} {...form.register("salaryOffered", { setValueAs: toAmount })} />
      </FormField>
      <FormField {...fieldProps(form, "signOnBonus")} label="Sign-on bonus">
        <AmountInput suffix={amountSuffix} {...form.register("signOnBonus", { setValueAs: toAmount })} />
      </FormField>
      <FormField {...fieldProps(form, "movingStipend")} label="Moving stipend">
        <AmountInput suffix={amountSuffix} {...form.register("movingStipend", { setValueAs: toAmount })} />
      </FormField>
      <FormField
        {...fieldProps(form, "stockOptions")}
        label="Stock options"
        hint="Their value, not their count."
      >
        <AmountInput suffix={amountSuffix} {...form.register("stockOptions", { setValueAs: toAmount })} />
      </FormField>
      <FormField {...fieldProps(form, "equityPercentage")} label="Equity">
        <AmountInput suffix="%" {...form.register("equityPercentage", { setValueAs: toPercent })} />
      </FormField>
      <FormField {...fieldProps(form, "benefitsSummary")} label="Benefits" className="sm:col-span-2">
        <Textarea
          rows={3}
          className="min-h-24"
          placeholder="Health cover, pension, time off, remote budget..."
          maxLength={limits.benefitsSummary}
          {...form.register("benefitsSummary")}
        />
      </FormField>
    </Section>
  );
}
