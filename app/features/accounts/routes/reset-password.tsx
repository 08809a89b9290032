import { Form, href, redirect, useNavigation, useSearchParams } from "react-router";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { AccountCard } from "#app/features/accounts/components/account-card";
import { PasswordField } from "#app/features/accounts/components/account-fields";
import { SubmitButton } from "#app/features/accounts/components/submit-button";
import { resetPassword } from "#app/features/accounts/password-reset.server";
import { ResetPasswordSchema } from "#app/features/accounts/schema";
import { afterSignIn } from "#app/features/accounts/sign-in-redirect.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { signInCookies } from "#app/server/auth/cookies.server";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/reset-password";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

// GET only shows the form: opening the link (or a mail scanner fetching it) spends nothing.
// POST spends the token, sets the password, ends every session and signs this browser in.
export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, resetPassword.input, async (value, { ctx }) => {
    const signedIn = await resetPassword(ctx, value);
    return redirect(afterSignIn(request, signedIn, "reset"), { headers: signInCookies(request, signedIn) });
  });
}

const FAILURE = { title: "Password not changed", fallback: "Please try again." };

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { form, fields, formMessage } = useValidatedForm(ResetPasswordSchema, actionData, { failure: FAILURE });
  const busy = useNavigation().state !== "idle";
  return (
    <AccountCard
      title="Choose a new password"
      next={{ question: "Link expired?", to: href("/forgot-password"), label: "Ask for a new one" }}
    >
      <p className="mt-1 text-sm text-slate-600">
        At least 8 characters; a few unrelated words make a strong one. You'll be signed out everywhere else.
      </p>
      <FormMessage message={formMessage && !firstError(fields.password) ? formMessage : null} />
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <input type="hidden" name={fields.token.name} value={params.get("token") ?? ""} />
        <PasswordField label="New password" field={fields.password} autoComplete="new-password" />
        <PasswordField label="Confirm new password" field={fields.confirmPassword} autoComplete="new-password" />
        <SubmitButton busy={busy} busyLabel="Saving...">
          Set new password
        </SubmitButton>
      </Form>
    </AccountCard>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password – Formulab" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
