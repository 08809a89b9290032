import { data, Form, Link, redirect } from "react-router";
import { FormField } from "~/components/auth/form-field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { LoginSchema } from "~/lib/auth-schemas";
import { originOf, seoMeta } from "~/lib/seo";
import { logIn } from "~/server/auth/auth.server";
import { formFailure, invalidForm } from "~/server/auth/form.server";
import { getProvider } from "~/server/auth/providers.server";
import { getDb } from "~/server/db/client.server";
import { getConfig } from "~/server/env.server";
import type { Route } from "./+types/login";

export function loader({ request }: Route.LoaderArgs) {
  const provider = getProvider(getConfig().PUBLIC_ORIGIN || new URL(request.url).origin);
  return { providerLabel: provider?.label ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = LoginSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data(invalidForm(parsed.error), { status: 400 });
  try {
    const { setCookie } = await logIn(getDb(), request, parsed.data);
    return redirect("/my-account?welcome=login", { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    const failure = await formFailure(error);
    return data(failure, { status: failure.status });
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { busy, errors, onSubmit } = useAuthForm(LoginSchema, actionData, {
    title: "Login failed",
    fallback: "Invalid email or password.",
  });

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold">Log In</h1>
        {actionData?.message && !Object.keys(actionData.fields).length ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {actionData.message}
          </p>
        ) : null}
        <Form method="post" noValidate className="mt-6 space-y-4" onSubmit={onSubmit}>
          <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? "Logging in..." : "Log In"}
          </button>
        </Form>
        {loaderData.providerLabel ? (
          <a
            href="/api/login"
            className="mt-4 block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold hover:bg-slate-100"
          >
            Continue with {loaderData.providerLabel}
          </a>
        ) : null}
        <p className="mt-6 text-center text-sm text-slate-600">
          No account yet?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </p>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Log In – Formulab",
    description: "Log in to Formulab to download formulation PDFs and see your favourites.",
    origin: originOf(matches),
    path: "/login",
  });
