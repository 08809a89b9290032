/**
 * /browse's filters and the formulations they find. Server-rendered only (static-sections): the
 * filters are a plain GET form, so they cost the page no JavaScript (ADR 0024) and every
 * filtered view is a shareable, cacheable URL.
 */
import { href } from "react-router";
import type { BrowseResult } from "#app/features/catalogue/browse.server";

export type BrowseFilterValues = {
  search: string;
  category: string;
  phMin?: number;
  phMax?: number;
  use?: "leave-on" | "rinse-off";
  free: readonly string[];
  vegan: boolean;
};

export type BrowseResultsData = {
  items: readonly BrowseResult[];
  total: number;
  page: number;
  pages: number;
};

const FREE_FROM_LABELS = [
  ["sulfate", "Sulfate-free"],
  ["silicone", "Silicone-free"],
  ["fragrance", "Fragrance-free"],
  ["preservative", "Preservative-free"],
] as const;

const field = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink";

export function BrowseFilters({
  values,
  categories,
}: {
  values: BrowseFilterValues;
  categories: readonly { slug: string; name: string }[];
}) {
  return (
    <form
      method="get"
      action="/browse#formulation-results"
      aria-label="Filter formulations"
      className="mb-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {values.search ? <input type="hidden" name="search" value={values.search} /> : null}
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Category
          <select name="category" defaultValue={values.category} className={field}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex items-end gap-2">
          <legend className="mb-1 text-sm font-medium">pH range</legend>
          <label className="sr-only" htmlFor="filter-ph-min">
            pH from
          </label>
          <input
            id="filter-ph-min"
            name="phMin"
            type="number"
            min={0}
            max={14}
            step={0.1}
            defaultValue={values.phMin}
            placeholder="from"
            className={`${field} w-20`}
          />
          <span aria-hidden="true" className="pb-2">
            –
          </span>
          <label className="sr-only" htmlFor="filter-ph-max">
            pH to
          </label>
          <input
            id="filter-ph-max"
            name="phMax"
            type="number"
            min={0}
            max={14}
            step={0.1}
            defaultValue={values.phMax}
            placeholder="to"
            className={`${field} w-20`}
          />
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Use
          <select name="use" defaultValue={values.use ?? ""} className={field}>
            <option value="">Leave-on or rinse-off</option>
            <option value="leave-on">Leave-on</option>
            <option value="rinse-off">Rinse-off</option>
          </select>
        </label>
        <fieldset className="flex flex-wrap items-center gap-3 text-sm">
          <legend className="mb-1 text-sm font-medium">Free from</legend>
          {FREE_FROM_LABELS.map(([value, label]) => (
            <label key={value} className="flex items-center gap-1.5">
              <input type="checkbox" name="free" value={value} defaultChecked={values.free.includes(value)} />
              {label}
            </label>
          ))}
          <label className="flex items-center gap-1.5">
            <input type="checkbox" name="vegan" value="1" defaultChecked={values.vegan} />
            Vegan
          </label>
        </fieldset>
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Apply filters
        </button>
      </div>
    </form>
  );
}

function pageHref(values: BrowseFilterValues, page: number) {
  const params = new URLSearchParams();
  if (values.search) params.set("search", values.search);
  if (values.category) params.set("category", values.category);
  if (values.phMin !== undefined) params.set("phMin", String(values.phMin));
  if (values.phMax !== undefined) params.set("phMax", String(values.phMax));
  if (values.use) params.set("use", values.use);
  for (const f of values.free) params.append("free", f);
  if (values.vegan) params.set("vegan", "1");
  if (page > 1) params.set("page", String(page));
  return `${href("/browse")}?${params}#formulation-results`;
}

export function BrowseResults({ values, results }: { values: BrowseFilterValues; results: BrowseResultsData }) {
  const { items, total, page, pages } = results;
  return (
    <section id="formulation-results" className="mt-6 scroll-mt-20" aria-labelledby="formulation-results-heading">
      <h3 id="formulation-results-heading" className="text-xl font-bold">
        Matching formulations
      </h3>
      <p className="mt-1 text-sm text-slate-600" data-testid="formulation-count">
        {total} {total === 1 ? "formulation" : "formulations"} found
      </p>
      {items.length ? (
        <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {items.map((f) => (
            <li key={f.id}>
              <a
                href={href("/formulation/:id", { id: f.slug })}
                data-testid="formulation-result"
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md"
              >
                <span className="font-semibold text-ink">{f.name}</span>
                <span className="mt-1 text-xs text-slate-500">
                  {f.categoryName}
                  {f.phLevel ? ` · pH ${f.phLevel}` : ""}
                </span>
                <span className="mt-2 line-clamp-2 text-sm text-slate-600">{f.description}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {values.search ? "No formulations match this search." : "No formulations match these filters."}
        </p>
      )}
      {pages > 1 ? (
        <nav aria-label="Result pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
          {page > 1 ? (
            <a href={pageHref(values, page - 1)} rel="prev" className="font-semibold text-brand-700 hover:underline">
              Previous
            </a>
          ) : null}
          <span className="text-slate-600">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <a href={pageHref(values, page + 1)} rel="next" className="font-semibold text-brand-700 hover:underline">
              Next
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
