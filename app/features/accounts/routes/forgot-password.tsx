import { Form, href, Link, useNavigation } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { SubmitButton } from "#app/features/accounts/components/submit-button";
import { requestPasswordReset } from "#app/features/accounts/password-reset.server";
import { ForgotPasswordSchema } from "#app/features/accounts/schema";
import type { RoutePolicy } from "#app/lib/route-policy";
import { publicOrigin } from "#app/server/env.server";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/forgot-password";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// POST: e-mail a reset link when the address has an account; the same answer either way.
export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, ForgotPasswordSchema, async (value, { ctx }) => {
    const { message } = await requestPasswordReset(ctx, { ...value, origin: publicOrigin(request) });
    return { status: "success" as const, initialValue: null, sent: message };
  });
}

const FAILURE = { title: "Error", fallback: "Please try again." };

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const reply = actionData && "sent" in actionData ? null : actionData;
  const { form, fields, formMessage } = useValidatedForm(ForgotPasswordSchema, reply, { failure: FAILURE });
  const busy = useNavigation().state !== "idle";
  const sent = actionData && "sent" in actionData ? actionData.sent : null;

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold">Forgot your password?</h1>
        {sent ? (
          <p role="status" className="mt-4 text-slate-700">
            {sent}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">
              Enter your account's e-mail address and we'll send you a link to choose a new password.
            </p>
            <FormMessage message={formMessage} />
            <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
              <FormField
                key={fields.email.key}
                label="Email"
                name={fields.email.name}
                type="email"
                autoComplete="email"
                error={firstError(fields.email)}
              />
              <SubmitButton busy={busy} busyLabel="Sending...">
                Send reset link
              </SubmitButton>
            </Form>
          </>
        )}
        <p className="mt-6 text-center text-sm text-slate-600">
          Remembered it?{" "}
          <Link to={href("/login")} className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </p>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password – Formulab" },
  { name: "robots", content: "noindex" },
];
