/**
 * Step 4: the summary of what will be asked for (four special properties, then '+N'),
 * the report branding (the logo settings), the captcha and, when configured, Turnstile.
 */
import { LogoSettingsPanel } from "#app/components/account/logo-settings";
import { CONSISTENCY_CARDS, COST_LEVELS, REGULATORY_LABELS, summarisedProperties, type WizardForm } from "../rules";
import { Captcha } from "./captcha";
import { TurnstileWidget } from "./turnstile-widget";

export function GenerateStep({
  form,
  verified,
  captchaKey,
  onVerified,
  turnstileSiteKey,
  onTurnstileToken,
}: {
  form: WizardForm;
  verified: boolean;
  captchaKey: number;
  onVerified: () => void;
  turnstileSiteKey?: string;
  onTurnstileToken: (token: string | undefined) => void;
}) {
  const { shown, more } = summarisedProperties(form.specialRequirements);
  const consistency = CONSISTENCY_CARDS.find((c) => c.id === form.productType)?.label ?? form.productType;
  const rows: [string, React.ReactNode][] = [
    ["Product", form.productName],
    ["Consistency", consistency],
    ["Viscosity", form.viscosity],
    ["Volume", form.volume],
    [
      "Special properties",
      shown.length ? (
        <span key="properties" className="flex flex-wrap gap-1.5">
          {shown.map((p) => (
            <span key={p} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
              {p}
            </span>
          ))}
          {more ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">+{more}</span> : null}
        </span>
      ) : (
        "None"
      ),
    ],
    ["pH", form.phLevel.toFixed(1)],
    ["Shelf life", `${form.shelfLife} months`],
    ["Storage", form.storageTemperature],
    ["Budget", COST_LEVELS[form.costLevel]],
    ["Production volume", form.productionVolume],
    [
      "Regulatory",
      form.regulatoryRequirements.length
        ? form.regulatoryRequirements.map((r) => REGULATORY_LABELS[r].label).join(", ")
        : "None",
    ],
  ];
  if (form.productDescription.trim()) rows.push(["Notes", form.productDescription.trim()]);

  return (
    <div className="space-y-5">
      <h3 className="text-lg font-semibold text-ink">Generate</h3>
      <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="mb-2 break-words text-ink sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer text-sm font-semibold text-ink">Report branding (optional)</summary>
        <div className="mt-3">
          <LogoSettingsPanel embedded />
        </div>
      </details>
      <Captcha key={captchaKey} verified={verified} onVerified={onVerified} />
      {turnstileSiteKey ? <TurnstileWidget siteKey={turnstileSiteKey} onToken={onTurnstileToken} /> : null}
    </div>
  );
}
