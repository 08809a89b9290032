import { href, Link } from "react-router";
import { DemoTester } from "#app/features/demo/components/demo-tester";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { submitForm } from "#app/server/forms.server";
import { demoCategoryOptions, runDemo } from "#app/server/generation.server";
import type { Route } from "./+types/demo";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

export function loader() {
  return { categories: demoCategoryOptions() };
}

// POST: generate and validate (the same use case as POST /api/demo-formulation).
export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, runDemo.input, async (value, { ctx }) => ({
    status: "success" as const,
    result: await runDemo(ctx, value),
    // Without JavaScript the page renders anew: keep what the visitor asked for in the form.
    submitted: value,
  }));
}

export default function Demo({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link to={href("/")} className="text-sm font-semibold text-brand-700 hover:underline">
        ← Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">AI Formulation System Demo</h1>
      <p className="mt-2 text-slate-600">
        Describe a product, and the generator builds a complete formulation from real ingredients and validates it.
      </p>

      <div className="mt-8">
        <DemoTester categories={loaderData.categories} action={href("/demo")} actionData={actionData} />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "AI Formulation System Demo – Formulab",
    description:
      "Describe a cosmetic or chemical product and get a complete formulation built from real ingredients, validated against EU regulation.",
    origin: originOf(matches),
    path: "/demo",
  });
