import { data, Form, Link, redirect } from "react-router";
import { FormField } from "~/components/auth/form-field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { SignupSchema } from "~/lib/auth-schemas";
import { COUNTRIES } from "~/lib/countries";
import { originOf, seoMeta } from "~/lib/seo";
import { signUpAndSignIn } from "~/server/auth/auth.server";
import { formFailure, invalidForm } from "~/server/auth/form.server";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/signup";

export async function action({ request }: Route.ActionArgs) {
  const parsed = SignupSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data(invalidForm(parsed.error), { status: 400 });
  try {
    const { setCookie } = await signUpAndSignIn(getDb(), request, parsed.data);
    return redirect("/my-account?welcome=signup", { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    const failure = await formFailure(error);
    return data(failure, { status: failure.status });
  }
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const { busy, errors, onSubmit } = useAuthForm(SignupSchema, actionData, {
    title: "Signup failed",
    fallback: "Failed to create account. Please try again.",
  });

  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold">Create Your Account</h1>
        <p className="mt-1 text-sm text-slate-600">Free forever: download PDFs and keep your favourite formulations.</p>
        <Form method="post" noValidate className="mt-6 space-y-4" onSubmit={onSubmit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" name="firstName" autoComplete="given-name" error={errors.firstName} />
            <FormField label="Last Name" name="lastName" autoComplete="family-name" error={errors.lastName} />
          </div>
          <FormField label="Country" name="country" error={errors.country}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                name="country"
                defaultValue=""
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
          <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
          />
          <FormField
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? "Creating Account..." : "Create Account"}
          </button>
        </Form>
        <p className="mt-6 text-center text-sm text-slate-600">
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </p>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Create Your Account – Formulab",
    description: "Create a free Formulab account to download formulation PDFs and save favourites.",
    origin: originOf(matches),
    path: "/signup",
  });
