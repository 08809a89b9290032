/**
 * The blog's trending-formulations widget: fetched after the page has loaded (its data
 * changes with every download, so it stays out of the edge-cached page; the browser keeps it for
 * an hour), one retry, then the spec's error text. A region filter built from the regions
 * present in the data; cards with region, popularity, category, description, the first three key
 * ingredients and '+N more', and the details in a native <details>. While nothing is trending the
 * list holds the library's newest formulations, and the cards say so.
 *
 * The cards sit in one row that scrolls sideways, at every width, in a box whose height every
 * state keeps (loading, empty, error, loaded): the data arrives after the page is drawn, and a
 * grid growing from one line to eighteen cards pushed the articles down under the reader's eyes
 * (a layout shift of 0.28 on a phone) and them 5,000 px down the page (ADR 0060). The subtitle
 * is the same in every state for the same reason.
 */
import { useEffect, useState } from "react";
import type { TrendingFormulation } from "#app/features/blog/trending.server";
import { REGIONS, type Region } from "#app/lib/region-names";

const ALL = "All Regions" as const;
/** The row's height in every state: a card with its longest name, description and ingredients. */
const ROW_HEIGHT = "min-h-[20rem]";
/** Loading, empty and error fill the row's place, in a frame where the cards will be. */
const NOTICE =
  "flex min-h-[20rem] items-center justify-center rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm";
const ENDPOINT = "/api/ai-blog/trending-formulations";

type State = { status: "loading" } | { status: "error" } | { status: "ready"; items: TrendingFormulation[] };

async function load(): Promise<TrendingFormulation[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(ENDPOINT, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
      return (await response.json()) as TrendingFormulation[];
    } catch (error) {
      if (attempt >= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export function TrendingWidget() {
  const [state, setState] = useState<State>({ status: "loading" });
  const [region, setRegion] = useState<Region | typeof ALL>(ALL);

  useEffect(() => {
    let live = true;
    load().then(
      (items) => live && setState({ status: "ready", items }),
      () => live && setState({ status: "error" }),
    );
    return () => {
      live = false;
    };
  }, []);

  const items = state.status === "ready" ? state.items : [];
  const regions = REGIONS.filter((r) => items.some((i) => i.region === r));
  const shown = region === ALL ? items : items.filter((i) => i.region === region);

  return (
    <section
      aria-labelledby="trending-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="trending-heading" className="text-xl font-bold text-ink">
            Trending Formulations
          </h2>
          <p className="text-sm text-slate-600">
            What makers downloaded, saved and asked for in the last 90 days; until there is some, the newest
            formulations in the library.
          </p>
        </div>
        {/* One line that scrolls if it must: the regions arrive with the data, and a second line of them would push the articles down. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a fieldset of inputs */}
        <div role="group" aria-label="Filter by region" className="flex shrink-0 gap-2 overflow-x-auto">
          {([ALL, ...regions] as const).map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={region === r}
              onClick={() => setRegion(r)}
              className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-semibold ${
                region === r
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 text-slate-700 hover:bg-slate-100"
              }`}
            >
              {r}
            </button>
          ))}
        </div>
      </div>

      <div className={`mt-6 ${ROW_HEIGHT}`} data-testid="trending-row">
        {state.status === "loading" ? (
          <p role="status" className={`${NOTICE} text-slate-600`}>
            Loading trending formulations...
          </p>
        ) : state.status === "error" ? (
          <p role="alert" className={`${NOTICE} text-danger-600`}>
            Unable to load trending formulations at the moment.
          </p>
        ) : shown.length === 0 ? (
          <p className={`${NOTICE} text-slate-600`}>No trending formulations available for the selected region.</p>
        ) : (
          <ul
            className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-3"
            aria-label="Trending formulations"
          >
            {shown.map((item) => (
              <TrendingCard key={`${item.slug}-${item.region}`} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TrendingCard({ item }: { item: TrendingFormulation }) {
  const first = item.keyIngredients.slice(0, 3);
  const more = item.keyIngredients.length - first.length;
  return (
    <li
      className="flex min-h-[19rem] w-72 shrink-0 snap-start flex-col rounded-xl border border-slate-200 p-4"
      data-testid="trending-card"
    >
      <div className="flex items-center justify-between gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-brand-800">
          {item.region ?? "New in the library"}
        </span>
        {item.popularityScore === null ? null : (
          <span className="text-slate-600">Popularity {item.popularityScore}/100</span>
        )}
      </div>
      <h3 className="mt-3 line-clamp-2 font-bold text-ink">
        <a href={`/formulation/${item.slug}`} className="hover:text-brand-700">
          {item.name}
        </a>
      </h3>
      <p className="truncate text-xs text-slate-600">{item.category}</p>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700">{item.description}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5 text-xs" aria-label="Key ingredients">
        {first.map((name) => (
          <li key={name} className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
            {name}
          </li>
        ))}
        {more > 0 ? <li className="px-1 py-0.5 text-slate-600">+{more} more</li> : null}
      </ul>
      <details className="mt-auto pt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Details</summary>
        <dl className="mt-2 space-y-2 text-slate-700">
          {item.targetMarket ? (
            <div>
              <dt className="font-semibold">Target market</dt>
              <dd>{item.targetMarket}</dd>
            </div>
          ) : null}
          <div>
            <dt className="font-semibold">{item.basis === "new" ? "Why it is listed" : "Why it is trending"}</dt>
            <dd>{item.trendReason}</dd>
          </div>
          <div>
            <dt className="font-semibold">All ingredients</dt>
            <dd>{item.keyIngredients.join(", ")}</dd>
          </div>
        </dl>
      </details>
    </li>
  );
}
