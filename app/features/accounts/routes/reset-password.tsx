import { Form, href, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { SubmitButton } from "#app/features/accounts/components/submit-button";
import { resetPassword } from "#app/features/accounts/password-reset.server";
import { ResetPasswordSchema } from "#app/features/accounts/schema";
import type { RoutePolicy } from "#app/lib/route-policy";
import { signInCookies } from "#app/server/auth/cookies.server";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/reset-password";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET only shows the form: opening the link (or a mail scanner fetching it) spends nothing.
// POST spends the token, sets the password, ends every session and signs this browser in.
export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, resetPassword.input, async (value, { ctx }) => {
    const signedIn = await resetPassword(ctx, value);
    return redirect(`${href("/my-account")}?welcome=reset`, { headers: signInCookies(request, signedIn) });
  });
}

const FAILURE = { title: "Password not changed", fallback: "Please try again." };

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { form, fields, formMessage } = useValidatedForm(ResetPasswordSchema, actionData, { failure: FAILURE });
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        <p className="mt-1 text-sm text-slate-600">
          At least 8 characters; a few unrelated words make a strong one. You'll be signed out everywhere else.
        </p>
        <FormMessage message={formMessage && !firstError(fields.password) ? formMessage : null} />
        <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
          <input type="hidden" name={fields.token.name} value={params.get("token") ?? ""} />
          <FormField
            label="New password"
            name={fields.password.name}
            type="password"
            autoComplete="new-password"
            error={firstError(fields.password)}
          />
          <FormField
            label="Confirm new password"
            name={fields.confirmPassword.name}
            type="password"
            autoComplete="new-password"
            error={firstError(fields.confirmPassword)}
          />
          <SubmitButton busy={busy} busyLabel="Saving...">
            Set new password
          </SubmitButton>
        </Form>
        <p className="mt-6 text-center text-sm text-slate-600">
          Link expired?{" "}
          <Link to={href("/forgot-password")} className="font-semibold text-brand-700 hover:underline">
            Ask for a new one
          </Link>
        </p>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password – Formulab" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
