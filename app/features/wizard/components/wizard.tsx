/**
 * The custom-formula wizard: one form (ADR 0014) in four steps with a progress bar, the
 * auto-fill rules, the required-fields check on step 1, the summary and the captcha on step 4.
 * Every step stays in the form (the ones not shown are hidden), so the form carries all the
 * fields under the schema's own names; Conform validates them with the schema the server parses
 * them with, and the form posts through a fetcher to routes/generate.ts. The reply's PDF is
 * downloaded and handed back, with the engine's notices, to the landing card.
 */

import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { buttonClass } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { loadLogoSettings } from "#app/lib/logo-settings";
import type { GeneratedReply } from "../routes/generate";
import {
  autoProperties,
  consistencyFor,
  DEFAULT_WIZARD_FORM,
  viscosityFor,
  volumeFor,
  WIZARD_STEPS,
  type WizardForm,
} from "../rules";
import { CustomFormulationSchema } from "../schema";
import { CAPTCHA_RETRY_MS } from "./captcha";
import type { GeneratedReport } from "./custom-formula-card";
import { GenerateStep } from "./generate-step";
import { ProductTypeStep, RequirementsStep, SpecificationsStep } from "./steps";
import { useProductProperties } from "./use-product-properties";

const FALLBACK_ERROR = "Failed to generate formulation. Please try again.";
const FAILURE = { title: "Generation Failed", fallback: FALLBACK_ERROR, durationMs: 10_000 };
/** What the wizard's warning toasts report; each goes once its cause is fixed. */
const CAUSE = {
  name: "wizard:product-name",
  verification: "wizard:verification",
  invalid: "wizard:invalid",
} as const;
export const GENERATE_ACTION = "/wizard/generate";

/** The logo settings from the branding panel (local storage), as the schema's `logoSettings` fields. */
function appendLogoSettings(formData: FormData) {
  const logo = loadLogoSettings();
  if (logo.logoUrl) {
    formData.set("logoSettings.logoUrl", logo.logoUrl);
    formData.set("logoSettings.showLogo", "on");
  }
  formData.set("logoSettings.logoSize", String(logo.logoSize));
  if (logo.companyName) formData.set("logoSettings.companyName", logo.companyName);
}

function pdfUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
}

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
  const [values, setValues] = useState<WizardForm>(DEFAULT_WIZARD_FORM);
  const [verified, setVerified] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [turnstileToken, setTurnstileToken] = useState<string>();
  const autoSelected = useRef(false);
  const top = useRef<HTMLDivElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const captchaReset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const properties = useProductProperties(values.productName, values.productType);
  const { toast, resolve } = useToast();
  const fetcher = useFetcher<SubmissionResult<string[]> | GeneratedReply>();
  const reply = fetcher.data && !("report" in fetcher.data) ? fetcher.data : undefined;
  const { form, fields } = useValidatedForm(CustomFormulationSchema, reply, { failure: FAILURE });
  const generating = fetcher.state !== "idle";

  const update = (patch: Partial<WizardForm>) => setValues((f) => ({ ...f, ...patch }));

  // A name change fills in consistency, volume and viscosity.
  function onNameChange(productName: string) {
    const productType = consistencyFor(productName);
    setValues((f) => ({
      ...f,
      productName,
      productType,
      volume: volumeFor(productName),
      viscosity: viscosityFor(productType),
    }));
  }

  // Up to two properties are ticked once, when none are and the list has loaded.
  useEffect(() => {
    if (step !== 2 || autoSelected.current || properties.status !== "ready") return;
    autoSelected.current = true;
    setValues((f) =>
      f.specialRequirements.length
        ? f
        : { ...f, specialRequirements: autoProperties(f.productName, properties.properties) },
    );
  }, [step, properties]);

  useEffect(() => () => clearTimeout(captchaReset.current), []);

  // A warning goes as soon as what it asked for is done.
  useEffect(() => {
    if (values.productName.trim()) resolve(CAUSE.name);
  }, [values.productName, resolve]);
  useEffect(() => {
    if (verified && (!turnstileSiteKey || turnstileToken)) resolve(CAUSE.verification);
  }, [verified, turnstileSiteKey, turnstileToken, resolve]);
  const fieldErrors = Object.values(form.allErrors).flat().length;
  useEffect(() => {
    if (fieldErrors === 0) resolve(CAUSE.invalid);
  }, [fieldErrors, resolve]);

  // The reply: the PDF is saved and handed back; a failure (toasted by the form) resets the checks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per reply
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data) return;
    if ("report" in data) {
      const { report } = data;
      const url = pdfUrl(report.pdf);
      Object.assign(document.createElement("a"), { href: url, download: report.filename }).click();
      toast({
        title: "Success!",
        description: "Your formulation has been generated and downloaded as PDF!",
        variant: "success",
      });
      onGenerated({
        formulationName: report.formulationName || values.productName,
        filename: report.filename,
        notices: report.notices,
        hazard: report.hazard,
        url,
        requestId: report.requestId,
      });
      return;
    }
    resetCaptchaSoon();
    setTurnstileToken(undefined);
  }, [fetcher.data, fetcher.state]);

  function go(next: number) {
    setStep(next);
    top.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }

  function onNext() {
    if (step === 1 && !values.productName.trim()) {
      toast({
        title: "Required Fields Missing",
        description: "Please fill in Product Name and Consistency Type before proceeding",
        variant: "destructive",
        cause: CAUSE.name,
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

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Conform's own intents (validating a field as it loses focus) arrive as submissions too.
    if ((event.nativeEvent as SubmitEvent).submitter !== generateButton.current) return form.onSubmit(event);
    event.preventDefault();
    if (generating) return;
    if (!verified) {
      toast({
        title: "Verification Required",
        description: "Please complete the captcha verification first.",
        variant: "destructive",
        cause: CAUSE.verification,
      });
      return;
    }
    if (turnstileSiteKey && !turnstileToken) {
      toast({
        title: "Verification Required",
        description: "Please complete the security check first.",
        variant: "destructive",
        cause: CAUSE.verification,
      });
      return;
    }
    const formData = new FormData(event.currentTarget);
    appendLogoSettings(formData);
    // The same check the server makes, before anything is sent; its message is the failure toast.
    const submission = parseWithZod(formData, { schema: CustomFormulationSchema });
    if (submission.status !== "success") {
      form.validate();
      const message = Object.values(submission.error ?? {}).flat()[0];
      toast({
        title: FAILURE.title,
        description: message ?? FALLBACK_ERROR,
        variant: "destructive",
        cause: CAUSE.invalid,
      });
      return;
    }
    fetcher.submit(formData, {
      method: "post",
      action: GENERATE_ACTION,
      encType: "multipart/form-data",
      // Nothing on the page changes with a generation: the page's data is not loaded again.
      defaultShouldRevalidate: false,
    });
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

      <fetcher.Form
        id={form.id}
        method="post"
        action={GENERATE_ACTION}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
      >
        <div className="mt-5">
          <div hidden={step !== 1}>
            <ProductTypeStep form={values} update={update} onNameChange={onNameChange} />
          </div>
          <div hidden={step !== 2}>
            <SpecificationsStep
              form={values}
              update={update}
              properties={properties}
              volumeError={firstError(fields.volume)}
            />
          </div>
          <div hidden={step !== 3}>
            <RequirementsStep form={values} update={update} />
          </div>
          {/* Step 4 is drawn when reached: its captcha draws a challenge, and its summary is of the final values. */}
          {step === 4 ? (
            <GenerateStep
              form={values}
              verified={verified}
              captchaKey={captchaKey}
              onVerified={() => setVerified(true)}
              turnstileSiteKey={turnstileSiteKey}
              onTurnstileToken={setTurnstileToken}
            />
          ) : null}
          {turnstileToken ? <input type="hidden" name="turnstileToken" value={turnstileToken} /> : null}
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
            <button ref={generateButton} type="submit" className={buttonClass("primary")} disabled={generating}>
              {generating ? "Generating…" : "Generate Formulation"}
            </button>
          )}
        </div>
      </fetcher.Form>
    </div>
  );
}
