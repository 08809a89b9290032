/**
 * The custom-formula wizard: four steps with a progress bar, the auto-fill rules,
 * the required-fields check on step 1, the summary and the captcha on step 4. Generating posts
 * the notes first (failure ignored), then the form to /api/ai/custom-formulation, downloads the
 * PDF and hands the result (with the engine's notices) back to the landing card.
 */
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import {
  autoProperties,
  consistencyFor,
  customFormulationBody,
  DEFAULT_WIZARD_FORM,
  readNoticesHeader,
  reportFilename,
  viscosityFor,
  volumeFor,
  WIZARD_STEPS,
  type WizardForm,
} from "#app/features/wizard/rules";
import { loadLogoSettings } from "#app/lib/logo-settings";
import { CAPTCHA_RETRY_MS } from "./captcha";
import type { GeneratedReport } from "./custom-formula-card";
import { GenerateStep } from "./generate-step";
import { ProductTypeStep, RequirementsStep, SpecificationsStep } from "./steps";
import { useProductProperties } from "./use-product-properties";

const FALLBACK_ERROR = "Failed to generate formulation. Please try again.";

export default function Wizard({
  turnstileSiteKey,
  onClose,
  onGenerated,
}: {
  turnstileSiteKey?: string;
  onClose: () => void;
  onGenerated: (report: GeneratedReport) => void;
}) {
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<WizardForm>(DEFAULT_WIZARD_FORM);
  const [verified, setVerified] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [turnstileToken, setTurnstileToken] = useState<string>();
  const [generating, setGenerating] = useState(false);
  const autoSelected = useRef(false);
  const top = useRef<HTMLDivElement>(null);
  const captchaReset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const properties = useProductProperties(form.productName, form.consistencyType);
  const { toast } = useToast();

  const update = (patch: Partial<WizardForm>) => setForm((f) => ({ ...f, ...patch }));

  // A name change fills in consistency, volume and viscosity.
  function onNameChange(productName: string) {
    const consistencyType = consistencyFor(productName);
    setForm((f) => ({
      ...f,
      productName,
      consistencyType,
      volume: volumeFor(productName),
      viscosity: viscosityFor(consistencyType),
    }));
  }

  // Up to two properties are ticked once, when none are and the list has loaded.
  useEffect(() => {
    if (step !== 2 || autoSelected.current || properties.status !== "ready") return;
    autoSelected.current = true;
    setForm((f) =>
      f.specialProperties.length
        ? f
        : { ...f, specialProperties: autoProperties(f.productName, properties.properties) },
    );
  }, [step, properties]);

  useEffect(() => () => clearTimeout(captchaReset.current), []);

  function go(next: number) {
    setStep(next);
    top.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }

  function onNext() {
    if (step === 1 && !form.productName.trim()) {
      toast({
        title: "Required Fields Missing",
        description: "Please fill in Product Name and Consistency Type before proceeding",
        variant: "destructive",
      });
      return;
    }
    go(step + 1);
  }

  function resetCaptchaSoon() {
    clearTimeout(captchaReset.current);
    captchaReset.current = setTimeout(() => {
      setVerified(false);
      setCaptchaKey((k) => k + 1);
    }, CAPTCHA_RETRY_MS);
  }

  async function generate() {
    if (!verified) {
      toast({
        title: "Verification Required",
        description: "Please complete the captcha verification first.",
        variant: "destructive",
      });
      return;
    }
    if (turnstileSiteKey && !turnstileToken) {
      toast({
        title: "Verification Required",
        description: "Please complete the security check first.",
        variant: "destructive",
      });
      return;
    }
    setGenerating(true);
    try {
      const notes = form.additionalNotes.trim();
      if (notes) {
        await fetch("/api/user-notes", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ productType: form.productName.trim(), additionalNote: notes }),
        }).catch(() => undefined);
      }
      const res = await fetch("/api/ai/custom-formulation", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(customFormulationBody(form, loadLogoSettings(), turnstileToken)),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
        toast({
          title: "Generation Failed",
          description: typeof body?.message === "string" && body.message ? body.message : FALLBACK_ERROR,
          variant: "destructive",
          durationMs: 10_000,
        });
        resetCaptchaSoon();
        setTurnstileToken(undefined);
        return;
      }
      const filename = reportFilename(form.productName);
      const url = URL.createObjectURL(await res.blob());
      Object.assign(document.createElement("a"), { href: url, download: filename }).click();
      toast({
        title: "Success!",
        description: "Your formulation has been generated and downloaded as PDF!",
        variant: "success",
      });
      onGenerated({
        formulationName: decodeURIComponent(res.headers.get("X-Formulation-Name") ?? "") || form.productName,
        filename,
        notices: readNoticesHeader(res.headers.get("X-Formulation-Notices")),
        url,
        requestId: res.headers.get("X-Formulation-Request") ?? undefined,
      });
    } catch {
      toast({ title: "Generation Failed", description: FALLBACK_ERROR, variant: "destructive" });
      resetCaptchaSoon();
    } finally {
      setGenerating(false);
    }
  }

  const percent = Math.round((step / WIZARD_STEPS.length) * 100);
  return (
    <div ref={top} className="mt-4 scroll-mt-24" data-testid="wizard">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-medium text-ink">
          Step {step} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step - 1]}
        </p>
        <button type="button" className="text-sm text-slate-600 hover:text-ink hover:underline" onClick={onClose}>
          Cancel
        </button>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-2 hidden grid-cols-4 gap-2 text-xs text-slate-500 sm:grid">
        {WIZARD_STEPS.map((name, i) => (
          <li key={name} className={i + 1 === step ? "font-semibold text-brand-700" : undefined}>
            {i + 1}. {name}
          </li>
        ))}
      </ol>

      <div className="mt-5">
        {step === 1 ? <ProductTypeStep form={form} update={update} onNameChange={onNameChange} /> : null}
        {step === 2 ? <SpecificationsStep form={form} update={update} properties={properties} /> : null}
        {step === 3 ? <RequirementsStep form={form} update={update} /> : null}
        {step === 4 ? (
          <GenerateStep
            form={form}
            verified={verified}
            captchaKey={captchaKey}
            onVerified={() => setVerified(true)}
            turnstileSiteKey={turnstileSiteKey}
            onTurnstileToken={setTurnstileToken}
          />
        ) : null}
      </div>

      <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          className={buttonClass("secondary")}
          disabled={step === 1 || generating}
          onClick={() => go(step - 1)}
        >
          {step === 4 ? "Back" : "Previous"}
        </button>
        {step < 4 ? (
          <button type="button" className={buttonClass("primary")} onClick={onNext}>
            Next
          </button>
        ) : (
          <button type="button" className={buttonClass("primary")} disabled={generating} onClick={generate}>
            {generating ? "Generating…" : "Generate Formulation"}
          </button>
        )}
      </div>
    </div>
  );
}
