import { useEffect, useId, useState } from "react";
import { buttonClass } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import {
  DEFAULT_LOGO_SETTINGS,
  LOGO_SIZE,
  type LogoSettings,
  loadLogoSettings,
  resetLogoSettings,
  saveLogoSettings,
} from "#app/lib/logo-settings";
import { logoFileProblem } from "#app/lib/report-logo";

/** Company name and logo for the PDF reports, kept in this browser. */
export function LogoSettingsPanel({ embedded = false }: { embedded?: boolean }) {
  const [settings, setSettings] = useState<LogoSettings>(DEFAULT_LOGO_SETTINGS);
  const { toast } = useToast();
  const fileId = useId();
  const nameId = useId();
  const sizeId = useId();
  const titleId = useId();

  useEffect(() => setSettings(loadLogoSettings()), []);

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = await logoFileProblem(file);
    if (problem) return toast({ ...problem, variant: "destructive" });
    const reader = new FileReader();
    reader.onload = () => setSettings((s) => ({ ...s, logoUrl: String(reader.result) }));
    reader.readAsDataURL(file);
  }

  return (
    <section
      aria-labelledby={titleId}
      className={embedded ? "" : "mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"}
      data-testid="logo-settings"
    >
      <h2 id={titleId} className="font-semibold">
        Report branding
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your company name and logo at the top of every PDF report you download. Kept in this browser only.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={nameId} className="block text-sm font-medium text-slate-700">
            Company name
          </label>
          <input
            id={nameId}
            value={settings.companyName ?? ""}
            maxLength={120}
            onChange={(e) => setSettings((s) => ({ ...s, companyName: e.target.value }))}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            Logo (PNG or JPEG, at most 2 MB)
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => void choose(e.target.files?.[0])}
            className="mt-1 block w-full text-sm"
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={sizeId} className="block text-sm font-medium text-slate-700">
            Logo size: {settings.logoSize} px
          </label>
          <input
            id={sizeId}
            type="range"
            min={LOGO_SIZE.min}
            max={LOGO_SIZE.max}
            step={LOGO_SIZE.step}
            value={settings.logoSize}
            onChange={(e) => setSettings((s) => ({ ...s, logoSize: Number(e.target.value) }))}
            className="mt-1 w-full"
          />
        </div>
        {settings.logoUrl ? (
          <div className="sm:col-span-2">
            <p className="text-sm font-medium text-slate-700">Preview</p>
            <img
              src={settings.logoUrl}
              alt="Your logo"
              style={{ height: Math.round(settings.logoSize / 3) }}
              className="mt-1 w-auto max-w-full rounded border border-slate-200"
            />
          </div>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass("primary", "sm")}
          onClick={() => {
            saveLogoSettings(settings);
            toast({
              title: "Logo settings saved",
              description: "Your next PDF reports will carry them.",
              variant: "success",
            });
          }}
        >
          Save
        </button>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={() => {
            resetLogoSettings();
            setSettings(DEFAULT_LOGO_SETTINGS);
            toast({ title: "Logo settings reset" });
          }}
        >
          Reset
        </button>
      </div>
    </section>
  );
}
