import { Form, href, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { AccountCard } from "#app/features/accounts/components/account-card";
import { SubmitButton } from "#app/features/accounts/components/submit-button";
import { verifySecondFactor } from "#app/features/accounts/mfa.server";
import { RecoveryCodeSchema, SecondFactorCodeSchema } from "#app/features/accounts/schema";
import { afterSignIn } from "#app/features/accounts/sign-in-redirect.server";
import { redirectToOf } from "#app/lib/redirect";
import type { RoutePolicy } from "#app/lib/route-policy";
import { readMfaToken, signInCookies } from "#app/server/auth/cookies.server";
import { requireAnonymous } from "#app/server/auth/guards.server";
import { getDb } from "#app/server/db/client.server";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/login-mfa";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

/** The log-in page, keeping the page the visitor was on its way to. */
function loginAgain(request: Request): string {
  const back = redirectToOf(request);
  return back ? `${href("/login")}?${new URLSearchParams({ redirectTo: back })}` : href("/login");
}

/** Without the step's cookie (it lasts five minutes) there is nothing to ask: back to the password. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(getDb(), request);
  if (!readMfaToken(request)) throw redirect(loginAgain(request));
  return { login: loginAgain(request) };
}

/** `?recovery=1` is the recovery-code form; both post here and keep `redirectTo`. */
export async function action({ request }: Route.ActionArgs) {
  const recovery = new URL(request.url).searchParams.get("recovery") === "1";
  const schema = recovery ? RecoveryCodeSchema : SecondFactorCodeSchema;
  return submitForm(request, policy, schema, async (value, { ctx }) => {
    const signedIn = await verifySecondFactor(ctx, { ...value, token: readMfaToken(request) });
    const to = afterSignIn(request, signedIn, "login", { recoveryCodesLeft: signedIn.recoveryCodesLeft });
    return redirect(to, { headers: signInCookies(request, signedIn) });
  });
}

const FAILURE = { title: "Not signed in", fallback: "That code did not work. Please try again." };

export default function LoginSecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const recovery = params.get("recovery") === "1";
  const busy = useNavigation().state !== "idle";
  const other = new URLSearchParams(params);
  if (recovery) other.delete("recovery");
  else other.set("recovery", "1");
  const otherLink = `${href("/login/mfa")}${other.size ? `?${other}` : ""}`;

  return (
    <AccountCard
      title="Two-factor authentication"
      next={{ question: "Not you, or took too long?", to: loaderData.login, label: "Log in again" }}
    >
      {recovery ? (
        <RecoveryCodeForm key="recovery" busy={busy} actionData={actionData} />
      ) : (
        <AuthenticatorCodeForm key="code" busy={busy} actionData={actionData} />
      )}
      <p className="mt-4 text-center text-sm">
        <Link to={otherLink} replace className="font-semibold text-brand-700 hover:underline">
          {recovery ? "Use a code from your authenticator app" : "Use a recovery code instead"}
        </Link>
      </p>
    </AccountCard>
  );
}

type FormProps = { busy: boolean; actionData: Route.ComponentProps["actionData"] };

function AuthenticatorCodeForm({ busy, actionData }: FormProps) {
  const { form, fields, formMessage } = useValidatedForm(SecondFactorCodeSchema, actionData, { failure: FAILURE });
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">Enter the 6-digit code from your authenticator app.</p>
      <FormMessage message={formMessage && !firstError(fields.code) ? formMessage : null} />
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <FormField
          label="Authentication code"
          name={fields.code.name}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          error={firstError(fields.code)}
        />
        <SubmitButton busy={busy} busyLabel="Checking...">
          Verify
        </SubmitButton>
      </Form>
    </>
  );
}

function RecoveryCodeForm({ busy, actionData }: FormProps) {
  const { form, fields, formMessage } = useValidatedForm(RecoveryCodeSchema, actionData, { failure: FAILURE });
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.
      </p>
      <FormMessage message={formMessage && !firstError(fields.recoveryCode) ? formMessage : null} />
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <FormField
          label="Recovery code"
          name={fields.recoveryCode.name}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          error={firstError(fields.recoveryCode)}
        />
        <SubmitButton busy={busy} busyLabel="Checking...">
          Verify
        </SubmitButton>
      </Form>
    </>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor authentication – Formulab" },
  { name: "robots", content: "noindex" },
];
