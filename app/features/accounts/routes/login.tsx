import { Form, href, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { FormMessage } from "#app/components/forms/form-message";
import { useValidatedForm } from "#app/components/forms/use-validated-form";
import { logIn } from "#app/features/accounts/accounts.server";
import { AccountCard } from "#app/features/accounts/components/account-card";
import { EmailField, PasswordField } from "#app/features/accounts/components/account-fields";
import { SubmitButton } from "#app/features/accounts/components/submit-button";
import { PROVIDER_ACCOUNT_EXISTS } from "#app/features/accounts/provider-messages";
import { getProvider } from "#app/features/accounts/providers.server";
import { LoginSchema } from "#app/features/accounts/schema";
import { afterSignIn } from "#app/features/accounts/sign-in-redirect.server";
import { accountPageReturningTo, redirectToOf } from "#app/lib/redirect";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { signInCookies } from "#app/server/auth/cookies.server";
import { requireAnonymous } from "#app/server/auth/guards.server";
import { getDb } from "#app/server/db/client.server";
import { publicOrigin } from "#app/server/env.server";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/login";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(getDb(), request);
  return { providerLabel: getProvider(publicOrigin(request))?.label ?? null, back: redirectToOf(request) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, logIn.input, async (value, { ctx }) => {
    const signedIn = await logIn(ctx, value);
    // Back to the page that asked for a sign-in, through the second step when the account has one.
    return redirect(afterSignIn(request, signedIn, "login"), { headers: signInCookies(request, signedIn) });
  });
}

const FAILURE = { title: "Login failed", fallback: "Invalid email or password." };

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, formMessage } = useValidatedForm(LoginSchema, actionData, { failure: FAILURE });
  const [params] = useSearchParams();
  // Back from the identity provider, whose e-mail belongs to a password account (see /api/callback).
  const providerNotice = params.get("provider") === "exists" ? PROVIDER_ACCOUNT_EXISTS : null;
  const busy = useNavigation().state !== "idle";

  return (
    <AccountCard
      title="Log In"
      next={{
        question: "No account yet?",
        // Signing up instead keeps the page that asked for a sign-in.
        to: accountPageReturningTo("/signup", loaderData.back ?? undefined),
        label: "Sign up",
      }}
    >
      <FormMessage message={formMessage} />
      {providerNotice ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {providerNotice}
        </p>
      ) : null}
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <EmailField key={fields.email.key} field={fields.email} refill />
        <PasswordField label="Password" field={fields.password} autoComplete="current-password" />
        <SubmitButton busy={busy} busyLabel="Logging in...">
          Log In
        </SubmitButton>
      </Form>
      <p className="mt-3 text-center text-sm">
        <Link to={href("/forgot-password")} className="font-semibold text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </p>
      {loaderData.providerLabel ? (
        <a
          // The provider's round trip keeps the page that asked for a sign-in as well.
          href={accountPageReturningTo("/api/login", loaderData.back ?? undefined)}
          className="mt-4 block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold hover:bg-slate-100"
        >
          Continue with {loaderData.providerLabel}
        </a>
      ) : null}
    </AccountCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Log In – Formulab",
    description: "Log in to Formulab to download formulation PDFs and see your favourites.",
    origin: originOf(matches),
    path: "/login",
  });
