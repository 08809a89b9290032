import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { href, useFetcher } from "react-router";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { useToast } from "#app/components/ui/toast";
import { PasswordField } from "#app/features/accounts/components/account-fields";
import { ChangePasswordSchema } from "#app/features/accounts/schema";

const FAILURE = { title: "Error", fallback: "Your password could not be changed. Please try again." };

/** Changing the password ends every other session of the account (posts to /my-account's action). */
export function ChangePassword() {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: "change-password" });
  const { form, fields, formMessage } = useValidatedForm(ChangePasswordSchema, fetcher.data, {
    id: "change-password",
    failure: FAILURE,
  });
  const { toast } = useToast();
  const changed = fetcher.state === "idle" && fetcher.data?.status === "success";

  useEffect(() => {
    if (changed) {
      toast({ title: "Password changed", description: "Other devices have been signed out.", variant: "success" });
    }
  }, [changed, toast]);

  return (
    <section
      aria-labelledby="security-title"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="security-title" className="font-semibold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">This signs you out on every other device.</p>
      <FormMessage
        message={
          formMessage && !firstError(fields.currentPassword) && !firstError(fields.newPassword) ? formMessage : null
        }
      />
      {changed ? (
        <p role="status" className="mt-4 text-sm font-medium text-brand-800">
          Password changed. Other devices have been signed out.
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        action={href("/my-account")}
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <PasswordField
          key={`current-${form.key}`}
          label="Current password"
          field={fields.currentPassword}
          autoComplete="current-password"
        />
        <PasswordField
          key={`new-${form.key}`}
          label="New password"
          field={fields.newPassword}
          autoComplete="new-password"
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {fetcher.state !== "idle" ? "Saving..." : "Change password"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
