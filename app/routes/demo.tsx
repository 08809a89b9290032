import { useId, useState } from "react";
import { Link } from "react-router";
import { type DemoResult, DemoResultCard } from "~/components/demo/demo-result";
import { useToast } from "~/components/ui/toast";
import { originOf, seoMeta } from "~/lib/seo";
import { DEMO_CATEGORIES } from "../../formulation/generator/demo-categories";
import type { Route } from "./+types/demo";

export function loader() {
  return {
    categories: DEMO_CATEGORIES.map(({ id, name, description, samplePrompt }) => ({
      id,
      name,
      description,
      samplePrompt,
    })),
  };
}

export default function Demo({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const [category, setCategory] = useState("");
  const [description, setDescription] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DemoResult | null>(null);
  const { toast } = useToast();
  const categoryId = useId();
  const descriptionId = useId();
  const selected = categories.find((c) => c.id === category);

  async function generate() {
    if (!category || !description.trim()) {
      toast({
        title: "Missing Information",
        description: "Please select a category and enter a product description",
        variant: "destructive",
      });
      return;
    }
    setBusy(true);
    try {
      const res = await fetch("/api/demo-formulation", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ category, description }),
      });
      if (!res.ok) {
        toast({
          title: "Generation Failed",
          description: `HTTP ${res.status}: ${res.statusText}`,
          variant: "destructive",
        });
        return;
      }
      const data = (await res.json()) as DemoResult;
      setResult(data);
      if (data.validation.isValid) {
        toast({
          title: "✅ Valid Formulation Generated",
          description: `Generated in ${(data.processingTimeMs / 1000).toFixed(1)}s`,
          variant: "success",
        });
      } else {
        toast({
          title: "⚠️ Invalid Formulation Generated",
          description: `${data.validation.errors.length} validation errors found`,
          variant: "destructive",
        });
      }
    } catch (error) {
      toast({
        title: "Generation Failed",
        description: error instanceof Error ? error.message : "Unknown error occurred",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link to="/" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">AI Formulation System Demo</h1>
      <p className="mt-2 text-slate-600">
        Describe a product, and the generator builds a complete formulation from real ingredients and validates it.
      </p>

      <div className="mt-8 grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div>
          <label htmlFor={categoryId} className="block text-sm font-medium text-slate-700">
            Category
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="">Select a category…</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} — {c.description}
              </option>
            ))}
          </select>
          {selected ? <p className="mt-1 text-xs text-slate-500">{selected.description}</p> : null}
        </div>
        <div>
          <p className="text-sm font-medium text-slate-700">Quick examples</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {categories.map((c) => (
              <button
                key={c.id}
                type="button"
                className="rounded-full border border-slate-300 px-3 py-1 text-xs hover:border-brand-600 hover:bg-brand-50"
                onClick={() => {
                  setCategory(c.id);
                  setDescription(c.samplePrompt);
                }}
              >
                {c.name}
              </button>
            ))}
          </div>
        </div>
        <div>
          <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-700">
            Product description
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            maxLength={1000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="e.g. A lightweight hydrating serum with hyaluronic acid for dry skin"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <button
            type="button"
            disabled={busy || !category || !description.trim()}
            onClick={generate}
            className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? "Generating & Validating..." : "Generate & Test Formulation"}
          </button>
        </div>
      </div>

      {result ? (
        <div className="mt-8">
          <DemoResultCard result={result} />
        </div>
      ) : null}
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
