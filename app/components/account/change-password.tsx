import { useState } from "react";
import { FormField } from "~/components/auth/form-field";
import { useToast } from "~/components/ui/toast";

/** Changing the password ends every other session of the account. */
export function ChangePassword() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  return (
    <section
      aria-labelledby="security-title"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="security-title" className="font-semibold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">This signs you out on every other device.</p>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const body = Object.fromEntries(new FormData(form));
          setBusy(true);
          const res = await fetch("/api/user/password", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
          });
          setBusy(false);
          const result = (await res.json()) as { message: string; fieldErrors?: Record<string, string[]> };
          if (res.ok) {
            form.reset();
            setErrors({});
            toast({
              title: "Password changed",
              description: "Other devices have been signed out.",
              variant: "success",
            });
          } else {
            setErrors(Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? ""])));
            toast({ title: "Error", description: result.message, variant: "destructive" });
          }
        }}
      >
        <FormField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {busy ? "Saving..." : "Change password"}
          </button>
        </div>
      </form>
    </section>
  );
}
