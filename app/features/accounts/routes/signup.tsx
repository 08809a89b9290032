import { Form, href, redirect, useNavigation } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { signUp } from "#app/features/accounts/accounts.server";
import { AccountCard } from "#app/features/accounts/components/account-card";
import { EmailField, PasswordField } from "#app/features/accounts/components/account-fields";
import { SubmitButton } from "#app/features/accounts/components/submit-button";
import { sendFirstVerification } from "#app/features/accounts/email-verification.server";
import { SignupSchema } from "#app/features/accounts/schema";
import { COUNTRIES } from "#app/lib/countries";
import { accountPageReturningTo, redirectToOf } from "#app/lib/redirect";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { signInCookies } from "#app/server/auth/cookies.server";
import { requireAnonymous } from "#app/server/auth/guards.server";
import { getDb } from "#app/server/db/client.server";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/signup";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(getDb(), request);
  return { back: redirectToOf(request) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, signUp.input, async (value, { ctx }) => {
    const signedIn = await signUp(ctx, value);
    await sendFirstVerification(ctx.db, signedIn.user, request);
    // Back to the page that asked for an account (a download, a favourite), else the welcome.
    const to = redirectToOf(request) ?? `${href("/my-account")}?welcome=signup`;
    return redirect(to, { headers: signInCookies(request, signedIn) });
  });
}

const FAILURE = { title: "Signup failed", fallback: "Failed to create account. Please try again." };

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, formMessage } = useValidatedForm(SignupSchema, actionData, { failure: FAILURE });
  const busy = useNavigation().state !== "idle";
  const text = (field: { initialValue?: unknown }) =>
    typeof field.initialValue === "string" ? field.initialValue : undefined;

  return (
    <AccountCard
      title="Create Your Account"
      wide
      next={{
        question: "Already have an account?",
        to: accountPageReturningTo("/login", loaderData.back ?? undefined),
        label: "Log in",
      }}
    >
      <p className="mt-1 text-sm text-slate-600">Free forever: download PDFs and keep your favourite formulations.</p>
      <FormMessage message={formMessage && !Object.keys(form.allErrors).some(Boolean) ? formMessage : null} />
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            key={fields.firstName.key}
            label="First Name"
            name={fields.firstName.name}
            autoComplete="given-name"
            defaultValue={text(fields.firstName)}
            error={firstError(fields.firstName)}
          />
          <FormField
            key={fields.lastName.key}
            label="Last Name"
            name={fields.lastName.name}
            autoComplete="family-name"
            defaultValue={text(fields.lastName)}
            error={firstError(fields.lastName)}
          />
        </div>
        <FormField label="Country" name={fields.country.name} error={firstError(fields.country)}>
          {({ id, describedBy, invalid }) => (
            <select
              key={fields.country.key}
              id={id}
              name={fields.country.name}
              defaultValue={text(fields.country) ?? ""}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={`mt-1 block w-full rounded-lg border px-3 py-2 text-sm ${invalid ? "border-danger-600" : "border-slate-300"}`}
            >
              <option value="" disabled>
                Select your country
              </option>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <EmailField key={fields.email.key} field={fields.email} refill />
        <PasswordField label="Password" field={fields.password} autoComplete="new-password" />
        <PasswordField label="Confirm Password" field={fields.confirmPassword} autoComplete="new-password" />
        <SubmitButton busy={busy} busyLabel="Creating Account...">
          Create Account
        </SubmitButton>
      </Form>
    </AccountCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Create Your Account – Formulab",
    description: "Create a free Formulab account to download formulation PDFs and save favourites.",
    origin: originOf(matches),
    path: "/signup",
  });
