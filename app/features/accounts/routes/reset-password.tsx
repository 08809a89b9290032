import { Form, href, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { buttonClass } from "#app/components/ui/button";
import { AccountCard } from "#app/features/accounts/components/account-card";
import { PasswordField } from "#app/features/accounts/components/account-fields";
import { SubmitButton } from "#app/features/accounts/components/submit-button";
import { RESET_LINK_INVALID, resetLinkIsLive, resetPassword } from "#app/features/accounts/password-reset.server";
import { ResetPasswordSchema } from "#app/features/accounts/schema";
import { afterSignIn } from "#app/features/accounts/sign-in-redirect.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { signInCookies } from "#app/server/auth/cookies.server";
import { getDb } from "#app/server/db/client.server";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/reset-password";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

// GET only reads whether the link still works: opening it (or a mail scanner fetching it) spends
// nothing, and a used or expired link says so at once instead of after the form is filled in.
// POST spends the token, sets the password, ends every session and signs this browser in.
export async function loader({ request }: Route.LoaderArgs) {
  const live = await resetLinkIsLive(getDb(), new URL(request.url).searchParams.get("token"));
  return { live, problem: live ? null : RESET_LINK_INVALID };
}

export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, resetPassword.input, async (value, { ctx }) => {
    const signedIn = await resetPassword(ctx, value);
    return redirect(afterSignIn(request, signedIn, "reset"), { headers: signInCookies(request, signedIn) });
  });
}

const FAILURE = { title: "Password not changed", fallback: "Please try again." };

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { form, fields, formMessage } = useValidatedForm(ResetPasswordSchema, actionData, { failure: FAILURE });
  const busy = useNavigation().state !== "idle";
  if (loaderData.problem)
    return (
      <AccountCard
        title="This link no longer works"
        next={{ question: "Remembered it?", to: href("/login"), label: "Log in" }}
      >
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {loaderData.problem}
        </p>
        <Link to={href("/forgot-password")} className={buttonClass("primary", "md", "mt-6 w-full")}>
          Ask for a new link
        </Link>
      </AccountCard>
    );
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
