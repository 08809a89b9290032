/**
 * `npm run bench:scale`: the public pages and APIs at the library's size (162 formulations) and at
 * 10,000 engine-generated ones (2,000 of them in one category), side by side, with the target
 * "each p50 within 1.2× of the small library". Then EXPLAIN QUERY PLAN for every statement those
 * requests ran at scale (the worker logs them with SQL_TRACE=1), flagging any full-table scan.
 *
 * Each run uses its own state folders under .wrangler/ (never the developer's state), seeded fresh.
 * BENCH_SCALE (default 10000), BENCH_SAMPLES (requests per target and round, default 60), BENCH_PORT (default 8823; the large
 * library uses the next port), BENCH_SKIP_BUILD=1 to reuse build/.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { seededId, sqlLiteral } from "../app/server/seed/seed-sql";
import {
  analyseFormula,
  CATEGORY_SLUGS,
  type CategorySlug,
  formulationFacets,
  generateBulkVariant,
} from "../formulation";
import { migrate, seed } from "./lib/local-db";
import { childEnv, ROOT, run } from "./lib/proc";

const SCALE = Number(process.env.BENCH_SCALE ?? 10_000);
/** Sequential requests per target, library and round. */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const ROUNDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 8823);
const BIG_CATEGORY: CategorySlug = "skin-care-formulations";
const BIG_CATEGORY_COUNT = Math.min(2_000, SCALE);
/** Uncached renders: a session cookie bypasses the edge cache (as in `npm run bench`). */
const UNCACHED = { Cookie: "formulab_session=bench" };

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("▶ building the production bundle");
  run("react-router", ["build"], { quiet: true });
}

type Server = { origin: string; child: ChildProcess; log: string[] };

function prepareState(name: string): string {
  const persistTo = join(ROOT, ".wrangler", name);
  rmSync(persistTo, { recursive: true, force: true });
  migrate({ persistTo });
  seed({ persistTo });
  return persistTo;
}

/** `wrangler dev` on the production build with SQL_TRACE on; its output is kept for the EXPLAIN pass. */
async function startServer(port: number, persistTo: string): Promise<Server> {
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo];
  const child = spawn("wrangler", [...args, "--var", "SQL_TRACE:1", "--log-level", "log"], {
    cwd: ROOT,
    env: childEnv(),
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.on("exit", () => child.kill("SIGTERM"));
  const log: string[] = [];
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) if (line.includes("SQL_TRACE ")) log.push(line.slice(line.indexOf("SQL_TRACE ") + 10));
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/stats`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 90 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, child, log };
}

function stop(server: Server) {
  server.child.kill("SIGTERM");
}

/** 10,000 formulations from the engine, each passing its checks, as SQL files of 500 rows each. */
function writeGeneratedLibrary(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const others = CATEGORY_SLUGS.filter((c) => c !== BIG_CATEGORY);
  const plan: CategorySlug[] = [
    ...Array.from({ length: BIG_CATEGORY_COUNT }, () => BIG_CATEGORY),
    ...Array.from({ length: SCALE - BIG_CATEGORY_COUNT }, (_, i) => others[i % others.length] as CategorySlug),
  ];
  const variants = new Map<CategorySlug, number>();
  const rows: string[] = [];
  const facets: string[] = [];
  const now = Date.now();
  let rejected = 0;
  for (const [i, category] of plan.entries()) {
    for (;;) {
      const v = variants.get(category) ?? 0;
      variants.set(category, v + 1);
      const { formulation: f, notices } = generateBulkVariant({ category, variant: v, seed: "bench-scale" });
      const analysis = analyseFormula(
        { ingredients: f.ingredients, instructions: f.instructions, phLevel: f.phLevel },
        { category, productType: f.productType, leaveOn: f.leaveOn },
      );
      if (analysis.findings.some((x) => x.severity === "error")) {
        rejected++;
        continue;
      }
      const slug = `${f.slug}-scale-${i}`;
      const id = seededId("bench-scale", slug);
      const at = now - i * 1000;
      rows.push(
        `(${[
          id,
          f.name,
          slug,
          f.description,
          f.seoTitle,
          f.metaDescription,
          f.keywords,
          JSON.stringify(
            f.ingredients.map((r) => ({ name: r.name, inci: r.inci, percentage: r.percentage, function: r.function })),
          ),
          JSON.stringify(f.instructions),
          f.usageInstructions,
          f.phLevel,
          f.shelfLife,
          f.viscosity,
          f.storageConditions,
          f.batchSize,
          f.processingTime,
          f.temperature,
          f.equipment,
          f.certification,
          f.productType,
          f.leaveOn,
          JSON.stringify(notices),
          at,
          at,
        ]
          .map(sqlLiteral)
          .join(", ")}, (SELECT id FROM categories WHERE slug = ${sqlLiteral(category)}))`,
      );
      const facet = formulationFacets({ ...f, category });
      facets.push(
        `(${[id, facet.phMin, facet.phMax, facet.leaveOn, facet.sulfateFree, facet.siliconeFree, facet.fragranceFree, facet.preservativeFree, facet.vegan].map(sqlLiteral).join(", ")})`,
      );
      break;
    }
  }
  // D1 caps a statement at 100 KB: a few rows per INSERT, many INSERTs per file.
  const insert = (head: string, values: string[]) => {
    const out: string[] = [];
    for (let i = 0; i < values.length; i += 10) out.push(`${head}\n${values.slice(i, i + 10).join(",\n")};`);
    return out.join("\n");
  };
  const files: string[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const file = join(dir, `scale-${String(start).padStart(5, "0")}.sql`);
    writeFileSync(
      file,
      `${insert(
        "INSERT INTO formulations (id, name, slug, description, seo_title, meta_description, keywords, ingredients, instructions, usage_instructions, ph_level, shelf_life, viscosity, storage_conditions, batch_size, processing_time, temperature, equipment, certification, product_type, leave_on, notices, created_at, updated_at, category_id) VALUES",
        rows.slice(start, start + 500),
      )}\n${insert(
        "INSERT INTO formulation_facets (formulation_id, ph_min, ph_max, leave_on, sulfate_free, silicone_free, fragrance_free, preservative_free, vegan) VALUES",
        facets.slice(start, start + 500),
      )}\n`,
    );
    files.push(file);
  }
  console.log(`  generated ${rows.length} formulations (${rejected} engine rejections regenerated)`);
  return files;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function p50(url: string) {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers: UNCACHED })).arrayBuffer();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: UNCACHED });
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

/** What is measured: each page a visitor opens and the APIs behind the search box and clients. */
async function targets(origin: string) {
  const [first] = (await (await fetch(`${origin}/api/formulations?categoryId=${BIG_CATEGORY}&limit=1`)).json()) as {
    slug: string;
  }[];
  return [
    ["home", "/"],
    ["/browse", "/browse"],
    ["/browse search", "/browse?search=cream"],
    ["/browse filters", "/browse?free=sulfate&vegan=1&use=leave-on"],
    ["category page", `/category/${BIG_CATEGORY}`],
    ["category search", `/category/${BIG_CATEGORY}?search=serum`],
    ["formulation page", `/formulation/${first?.slug}`],
    ["suggestions", "/api/search/suggestions?q=crea"],
    ["/api/formulations", "/api/formulations"],
    ["/api/formulations search", "/api/formulations?search=cream&limit=20"],
  ] as const;
}

type Timing = Awaited<ReturnType<typeof p50>>;
const results = new Map<string, { small: Timing[]; large: Timing[] }>();

console.log(`▶ the library as seeded (port ${PORT})`);
const smallState = prepareState("bench-scale-small");
console.log(
  `▶ ${SCALE} engine-generated formulations on top (${BIG_CATEGORY_COUNT} in ${BIG_CATEGORY}, port ${PORT + 1})`,
);
const largeState = prepareState("bench-scale-large");
const sqlDir = join(ROOT, ".wrangler", "bench-scale-sql");
rmSync(sqlDir, { recursive: true, force: true });
for (const file of writeGeneratedLibrary(sqlDir))
  run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", largeState, "--file", file], { quiet: true });
// Both libraries are served at once and measured in alternating rounds, so each ratio compares
// requests made under the same load (run one after the other, machine drift alone moved a page
// whose answer is byte for byte the same at both sizes by 0.9–1.2×).
const small = await startServer(PORT, smallState);
const large = await startServer(PORT + 1, largeState);
let statements: string[] = [];
try {
  const stats = (await (await fetch(`${large.origin}/api/stats`)).json()) as Record<string, number>;
  console.log(`  library now: ${JSON.stringify(stats)}`);
  const smallList = await targets(small.origin);
  const largeList = await targets(large.origin);
  // One uncached request per target with the trace on: the statements each page runs.
  large.log.length = 0;
  for (const [, path] of largeList) await (await fetch(large.origin + path, { headers: UNCACHED })).arrayBuffer();
  statements = [...large.log];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [label, path]] of largeList.entries()) {
      const entry = results.get(label) ?? { small: [], large: [] };
      entry.small.push(await p50(small.origin + (smallList[i]?.[1] ?? path)));
      entry.large.push(await p50(large.origin + path));
      results.set(label, entry);
    }
  }
} finally {
  stop(small);
  stop(large);
}

console.log(
  `\n▶ p50 / p99 of sequential uncached requests (loopback, workerd): ${ROUNDS} alternating rounds of ${SAMPLES} each, medians of the rounds`,
);
// A search finds more at scale ("serum": 5 formulations, then a full page), so its answer grows:
// the KB column shows both sizes next to the ratio.
console.log(
  `what | 162 formulations | ${SCALE + 162} formulations | ratio of p50 (target ≤ 1.2×) | KB small → at scale`,
);
const middle = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
for (const [label, r] of results) {
  const ratio = middle(r.large.map((t, i) => t.p50 / (r.small[i]?.p50 ?? Number.NaN)));
  const of = (timings: Timing[], pick: (t: Timing) => number) => middle(timings.map(pick)).toFixed(2);
  console.log(
    `${label} | ${of(r.small, (t) => t.p50)} / ${of(r.small, (t) => t.p99)} ms | ${of(r.large, (t) => t.p50)} / ${of(r.large, (t) => t.p99)} ms | ${ratio.toFixed(2)}× ${ratio <= 1.2 ? "✓" : "✗"} | ${((r.small[0]?.bytes ?? 0) / 1024).toFixed(0)} → ${((r.large[0]?.bytes ?? 0) / 1024).toFixed(0)}`,
  );
}

explain(largeState, statements);

/** EXPLAIN QUERY PLAN of each distinct statement, run on the large library's own SQLite file. */
function explain(persistTo: string, traced: string[]) {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  const seen = new Map<string, unknown[]>();
  for (const line of traced) {
    const { query, params } = JSON.parse(line) as { query: string; params: unknown[] };
    if (!seen.has(query)) seen.set(query, params);
  }
  console.log(`\n▶ EXPLAIN QUERY PLAN for the ${seen.size} distinct statements those requests ran (at scale)`);
  let scans = 0;
  for (const [query, params] of seen) {
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${query}`)
      .all(...(params as (string | number | null)[]))
      .map((row) => String((row as { detail: string }).detail));
    // A scan of a whole table is what to look at; FTS5 virtual-table lookups and covering
    // index scans are how these queries are meant to run.
    // A scan of a subquery's few rows (a CO-ROUTINE or MATERIALIZE step) is not one either.
    const subqueries = new Set(plan.flatMap((d) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(d)?.[1] ?? []));
    const fullScans = plan.filter(
      (d) => /^SCAN (?!.*(USING (COVERING )?INDEX|VIRTUAL TABLE))/.test(d) && !subqueries.has(d.split(" ")[1] ?? ""),
    );
    scans += fullScans.length;
    console.log(`\n${query.length > 400 ? `${query.slice(0, 400)}…` : query}`);
    for (const d of plan) console.log(`  ${fullScans.includes(d) ? "⚠" : "·"} ${d}`);
  }
  console.log(`\n${scans} full-table scan step(s) in ${seen.size} statements`);
  db.close();
}
