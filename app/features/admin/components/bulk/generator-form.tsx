/**
 * The bulk formulation generator: category, count (default 5, 1–50,
 * recommended 5 to 10), optional keywords, and a preview card of what the run will make.
 * Validated as the admin types with the schema the server applies again.
 */
import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FormMessage } from "#app/components/forms/form-message";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import {
  BULK_COUNT_DEFAULT,
  BULK_COUNT_MAX,
  BULK_COUNT_MIN,
  BulkFormulationRequestSchema,
  KEYWORDS_MAX,
} from "#app/features/admin/bulk-formulations";
import type { FormReply } from "#app/server/forms.server";

export type BulkCategoryOption = { slug: string; name: string; description: string; planned: string[] };

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm ${invalid ? "border-danger-600" : "border-slate-300"}`;

export function BulkGeneratorForm({ categories, busy }: { categories: BulkCategoryOption[]; busy: boolean }) {
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";
  const { form, fields, formMessage } = useValidatedForm(BulkFormulationRequestSchema, reply, {
    id: "bulk-generator",
    defaultValue: { categorySlug: "", count: BULK_COUNT_DEFAULT },
    failure: { title: "Bulk generation failed", fallback: "Failed to generate formulations" },
  });
  const [slug, setSlug] = useState("");
  const [count, setCount] = useState(String(BULK_COUNT_DEFAULT));
  const [keywords, setKeywords] = useState("");
  const category = categories.find((c) => c.slug === slug);
  const n = Number(count);
  const validCount = Number.isInteger(n) && n >= BULK_COUNT_MIN && n <= BULK_COUNT_MAX;
  const categoryError = firstError(fields.categorySlug);
  const countError = firstError(fields.count);
  const keywordsError = firstError(fields.keywords);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-4 sm:p-6">
        <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="space-y-4">
          <input type="hidden" name="intent" value="generate" />
          <FormMessage message={formMessage} />
          <div>
            <label htmlFor="bulk-category" className="block text-sm font-medium text-slate-700">
              Category
            </label>
            <select
              id="bulk-category"
              key={fields.categorySlug.key}
              name={fields.categorySlug.name}
              defaultValue={slug}
              onChange={(e) => setSlug(e.target.value)}
              aria-invalid={categoryError ? true : undefined}
              aria-describedby={categoryError ? "bulk-category-error" : undefined}
              className={inputClass(Boolean(categoryError))}
            >
              <option value="">Select a category</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
            {categoryError ? (
              <p id="bulk-category-error" className="mt-1 text-sm text-danger-600">
                {categoryError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="bulk-count" className="block text-sm font-medium text-slate-700">
              Number of formulations
            </label>
            <input
              id="bulk-count"
              key={fields.count.key}
              name={fields.count.name}
              type="number"
              inputMode="numeric"
              min={BULK_COUNT_MIN}
              max={BULK_COUNT_MAX}
              step={1}
              defaultValue={count}
              onChange={(e) => setCount(e.target.value)}
              aria-invalid={countError ? true : undefined}
              aria-describedby={countError ? "bulk-count-hint bulk-count-error" : "bulk-count-hint"}
              className={inputClass(Boolean(countError))}
            />
            <p id="bulk-count-hint" className="mt-1 text-xs text-slate-600">
              {BULK_COUNT_MIN} to {BULK_COUNT_MAX}; recommended 5 to 10.
            </p>
            {countError ? (
              <p id="bulk-count-error" className="mt-1 text-sm text-danger-600">
                {countError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="bulk-keywords" className="block text-sm font-medium text-slate-700">
              Keywords (optional)
            </label>
            <input
              id="bulk-keywords"
              key={fields.keywords.key}
              name={fields.keywords.name}
              defaultValue={keywords}
              onChange={(e) => setKeywords(e.target.value)}
              maxLength={KEYWORDS_MAX}
              placeholder="e.g. serum, vitamin C"
              aria-invalid={keywordsError ? true : undefined}
              aria-describedby={keywordsError ? "bulk-keywords-error" : undefined}
              className={inputClass(Boolean(keywordsError))}
            />
            {keywordsError ? (
              <p id="bulk-keywords-error" className="mt-1 text-sm text-danger-600">
                {keywordsError}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={busy || submitting} className="w-full sm:w-auto">
            {submitting ? "Starting…" : "Generate"}
          </Button>
          {busy ? (
            <p className="text-sm text-slate-600">A run is in progress; wait for it or cancel it first.</p>
          ) : null}
        </Form>
      </Card>

      <Card className="p-4 sm:p-6" role="region" aria-labelledby="bulk-preview-title">
        <h3 id="bulk-preview-title" className="font-semibold text-ink">
          Preview
        </h3>
        {category ? (
          <div className="mt-3 space-y-3 text-sm text-slate-700">
            <p>
              <strong>{validCount ? n : "?"}</strong> {n === 1 ? "formulation" : "formulations"} for{" "}
              <strong>{category.name}</strong>
              {keywords.trim() ? (
                <>
                  , leaning towards “<strong>{keywords.trim()}</strong>”
                </>
              ) : null}
              .
            </p>
            <p className="text-slate-600">{category.description}</p>
            <div>
              <p className="font-medium">Products it draws on, in order:</p>
              <ul className="mt-1 list-inside list-disc text-slate-600">
                {category.planned.slice(0, validCount ? Math.min(n, category.planned.length) : 3).map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
            <p className="text-slate-600">
              Keywords put matching products first. A name or ingredient set the category already has is skipped for the
              next variant; each one is checked by the validator and saved as a <strong>draft</strong> for your review.
            </p>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-600">Choose a category to see what will be generated.</p>
        )}
      </Card>
    </div>
  );
}
