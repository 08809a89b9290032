import type { SubmissionResult } from "@conform-to/react";
import { href, useFetcher } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { buttonClass } from "#app/components/ui/button";
import { PasswordField } from "#app/features/accounts/components/account-fields";
import { MfaConfirmSchema, MfaRecoveryCodesSchema, MfaRemoveSchema } from "#app/features/accounts/schema";
import { formatDate, formatDateTime } from "#app/lib/dates";

export type TwoFactorState = {
  enabled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
  /** The key being set up, shown until a first code confirms it (never once it is on). */
  enrolment: { key: string; uri: string; expiresAt: string } | null;
  hasPassword: boolean;
};

/** A reply from /my-account's two-factor actions: Conform's result, and new recovery codes once. */
type Reply = SubmissionResult<string[]> & { recoveryCodes?: string[] };

/** Fetcher keys: the codes a confirm or a renewal returned stay on screen after the page reloads its data. */
const CONFIRM_KEY = "mfa-confirm";
const RENEW_KEY = "mfa-recovery-codes";

/**
 * Two-factor authentication on My Account (ADR 0055): turn it on with any authenticator app (the
 * key to type or the otpauth:// link to open, then a first code), save the ten recovery codes shown
 * once, replace them, or turn it off with the password or a current code. Required for
 * administrators, who cannot turn it off.
 */
export function TwoFactorPanel({ state }: { state: TwoFactorState }) {
  const confirmed = useFetcher<Reply>({ key: CONFIRM_KEY }).data?.recoveryCodes;
  const renewed = useFetcher<Reply>({ key: RENEW_KEY }).data?.recoveryCodes;
  const codes = renewed ?? confirmed;
  return (
    <section
      id="two-factor"
      aria-labelledby="two-factor-title"
      className="mt-12 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="two-factor-title" className="font-semibold">
        Two-factor authentication
      </h2>
      {state.required && !state.enabled ? (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Administrators must turn on two-factor authentication. Your admin rights start once it is on.
        </p>
      ) : null}
      {codes && state.enabled ? <RecoveryCodes codes={codes} /> : null}
      {state.enabled ? (
        <Enabled state={state} />
      ) : state.enrolment ? (
        <Confirm enrolment={state.enrolment} />
      ) : (
        <Begin />
      )}
    </section>
  );
}

function Begin() {
  const fetcher = useFetcher<Reply>({ key: "mfa-begin" });
  const error = fetcher.state === "idle" && fetcher.data?.status === "error" ? fetcher.data.error?.[""]?.[0] : null;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Sign in with a code from an authenticator app on your phone as well as your password, so a stolen password is
        not enough.
      </p>
      <FormMessage message={error} />
      <fetcher.Form method="post" action={href("/my-account")} className="mt-4">
        <input type="hidden" name="intent" value="mfa-begin" />
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("primary", "sm")}>
          {fetcher.state !== "idle" ? "Starting..." : "Turn on two-factor authentication"}
        </button>
      </fetcher.Form>
    </>
  );
}

function Confirm({ enrolment }: { enrolment: NonNullable<TwoFactorState["enrolment"]> }) {
  const fetcher = useFetcher<Reply>({ key: CONFIRM_KEY });
  const { form, fields, formMessage } = useValidatedForm(MfaConfirmSchema, fetcher.data, { id: "mfa-confirm" });
  return (
    <ol className="mt-4 space-y-4 text-sm">
      <li>
        <p className="font-medium">1. Add Formulab to your authenticator app</p>
        <p className="mt-1 text-slate-600">
          On this phone,{" "}
          <a href={enrolment.uri} className="font-semibold text-brand-700 hover:underline">
            open the set-up link in your authenticator app
          </a>
          . Or add an account by hand with this key (time-based, 6 digits):
        </p>
        <p
          data-testid="mfa-key"
          className="mt-2 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider wrap-anywhere"
        >
          {enrolment.key}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          The key works for setting up until {formatDateTime(enrolment.expiresAt)}.
        </p>
      </li>
      <li>
        <p className="font-medium">2. Enter the 6-digit code the app shows</p>
        <FormMessage message={formMessage && !firstError(fields.code) ? formMessage : null} />
        <fetcher.Form
          method="post"
          action={href("/my-account")}
          id={form.id}
          noValidate
          onSubmit={form.onSubmit}
          className="mt-2 flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="intent" value="mfa-confirm" />
          <div className="w-40">
            <CodeField field={fields.code} />
          </div>
          <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("primary", "sm")}>
            {fetcher.state !== "idle" ? "Checking..." : "Turn on"}
          </button>
        </fetcher.Form>
      </li>
    </ol>
  );
}

function CodeField({ field, label = "Code" }: { field: { name: string; errors?: string[] }; label?: string }) {
  return (
    <FormField
      label={label}
      name={field.name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      error={firstError(field)}
    />
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Save these recovery codes now.</p>
      <p className="mt-1">
        If you lose your phone, each code signs you in once instead of a code from the app. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Enabled({ state }: { state: TwoFactorState }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        On since {state.enrolledAt ? formatDate(state.enrolledAt) : "today"}. You have{" "}
        <strong data-testid="recovery-codes-left">{state.recoveryCodesLeft}</strong> unused recovery code
        {state.recoveryCodesLeft === 1 ? "" : "s"}.
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <RenewCodes />
        {state.required ? (
          <p className="text-sm text-slate-600">Administrators keep two-factor authentication on.</p>
        ) : (
          <Remove hasPassword={state.hasPassword} />
        )}
      </div>
    </>
  );
}

function RenewCodes() {
  const fetcher = useFetcher<Reply>({ key: RENEW_KEY });
  const { form, fields, formMessage } = useValidatedForm(MfaRecoveryCodesSchema, fetcher.data, {
    id: "mfa-recovery-codes",
  });
  return (
    <fetcher.Form
      method="post"
      action={href("/my-account")}
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-3"
    >
      <h3 className="text-sm font-semibold">New recovery codes</h3>
      <p className="text-sm text-slate-600">Your old codes stop working.</p>
      <FormMessage message={formMessage && !firstError(fields.code) ? formMessage : null} />
      <input type="hidden" name="intent" value="mfa-recovery-codes" />
      <CodeField field={fields.code} label="Code from your app" />
      <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("secondary", "sm")}>
        {fetcher.state !== "idle" ? "Making codes..." : "Get new recovery codes"}
      </button>
    </fetcher.Form>
  );
}

function Remove({ hasPassword }: { hasPassword: boolean }) {
  const fetcher = useFetcher<Reply>({ key: "mfa-remove" });
  const { form, fields, formMessage } = useValidatedForm(MfaRemoveSchema, fetcher.data, { id: "mfa-remove" });
  const fieldError = firstError(fields.password) ?? firstError(fields.code);
  return (
    <fetcher.Form
      method="post"
      action={href("/my-account")}
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-3"
    >
      <h3 className="text-sm font-semibold">Turn off two-factor authentication</h3>
      <p className="text-sm text-slate-600">
        {hasPassword ? "Enter your password or a code from your app." : "Enter a code from your app."}
      </p>
      <FormMessage message={formMessage && !fieldError ? formMessage : null} />
      <input type="hidden" name="intent" value="mfa-remove" />
      {hasPassword ? <PasswordField label="Password" field={fields.password} autoComplete="current-password" /> : null}
      <CodeField field={fields.code} label={hasPassword ? "or a code from your app" : "Code from your app"} />
      <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("danger", "sm")}>
        {fetcher.state !== "idle" ? "Turning off..." : "Turn off"}
      </button>
    </fetcher.Form>
  );
}
