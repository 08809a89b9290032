import { Form, href, useNavigation } from "react-router";
import { FormMessage } from "#app/components/forms/form-message";
import { useValidatedForm } from "#app/components/forms/use-validated-form";
import { AccountCard } from "#app/features/accounts/components/account-card";
import { EmailField } from "#app/features/accounts/components/account-fields";
import { SubmitButton } from "#app/features/accounts/components/submit-button";
import { requestPasswordReset } from "#app/features/accounts/password-reset.server";
import { ForgotPasswordSchema } from "#app/features/accounts/schema";
import type { RoutePolicy } from "#app/lib/route-policy";
import { publicOrigin } from "#app/server/env.server";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/forgot-password";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

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
    <AccountCard
      title="Forgot your password?"
      next={{ question: "Remembered it?", to: href("/login"), label: "Log in" }}
    >
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
            <EmailField key={fields.email.key} field={fields.email} />
            <SubmitButton busy={busy} busyLabel="Sending...">
              Send reset link
            </SubmitButton>
          </Form>
        </>
      )}
    </AccountCard>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password – Formulab" },
  { name: "robots", content: "noindex" },
];
