/**
 * `npm run bench:queue` (also the last part of `npm run bench`): 50 formulations for one category
 * through the local JOBS queue of the production build — wall time from the POST to the job's
 * end, items/s, duplicates and invalid drafts (both must be 0), and the consumer's time per item.
 *
 * workerd's clock only moves across I/O, so the in-worker time per item (the handler's own
 * `ms`) is its I/O (D1) time; the engine's CPU for an item — variant build, form check and the
 * validator, what the handler computes between its D1 calls — is timed here in Node on the same
 * code (target ≤ 10 ms).
 */
import { FormulationFormSchema } from "../app/features/admin/formulation-form";
import { analyseFormula, generateBulkVariant } from "../formulation";
import { adminCookie, openDatabase } from "./lib/bench-db";
import { run } from "./lib/proc";
import { startProductionServer } from "./lib/server";

const PORT = 8797;
const COUNT = 50;
const CATEGORY = "skin-care-formulations";
const STATE = "bench-queue-state";

type Progress = {
  status: string;
  done: number;
  failed: number;
  finished: boolean;
  items: { status: string; error: string | null; formulation: { id: string } | null; ms: number | null }[];
};
type Row = {
  name: string;
  ingredients: string;
  instructions: string;
  ph_level: string;
  product_type: string | null;
  leave_on: number | null;
};

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The engine's share of one item, in Node: what the handler computes between its D1 calls. */
function engineCpuPerItem(): { p50: number; p99: number } {
  const times: number[] = [];
  // The first pass warms the JIT (a warm isolate consumes the queue); the second is measured.
  for (let i = 0; i < 2 * COUNT; i++) {
    const t0 = performance.now();
    const { formulation: f } = generateBulkVariant({ category: CATEGORY, variant: i % COUNT, seed: "bench" });
    const form = FormulationFormSchema.parse({ ...f, categoryId: "bench", slug: undefined, isActive: false });
    analyseFormula(form, { category: CATEGORY, productType: f.productType, leaveOn: f.leaveOn });
    if (i >= COUNT) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

if (!process.env.BENCH_SKIP_BUILD) {
  console.log("▶ building the production bundle");
  run("react-router", ["build"], { quiet: true });
}
const server = await startProductionServer(PORT, STATE);
const db = openDatabase(STATE);
try {
  const cookie = adminCookie(db);
  const t0 = performance.now();
  const res = await fetch(`${server.origin}/api/ai/generate-bulk-formulations-with-keywords`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: server.origin },
    body: JSON.stringify({ categorySlug: CATEGORY, count: COUNT }),
  });
  const accepted = performance.now() - t0;
  if (res.status !== 202) throw new Error(`the bulk request answered ${res.status}: ${await res.text()}`);
  const { jobId } = (await res.json()) as { jobId: string };
  let progress: Progress;
  for (;;) {
    const poll = await fetch(`${server.origin}/api/admin/jobs/${jobId}`, { headers: { Cookie: cookie } });
    progress = (await poll.json()) as Progress;
    if (progress.finished) break;
    if (performance.now() - t0 > 300_000) throw new Error("the job did not finish within 5 minutes");
    await new Promise((r) => setTimeout(r, 100));
  }
  const wall = (performance.now() - t0) / 1000;

  const rows = db
    .prepare(
      "SELECT f.name, f.ingredients, f.instructions, f.ph_level, f.product_type, f.leave_on FROM formulations f JOIN categories c ON c.id = f.category_id WHERE c.slug = ?",
    )
    .all(CATEGORY) as Row[];
  const mine = db
    .prepare(
      "SELECT name, ingredients, instructions, ph_level, product_type, leave_on FROM formulations WHERE job_item_key LIKE ?",
    )
    .all(`${jobId}:%`) as Row[];
  const setOf = (r: Row) =>
    (JSON.parse(r.ingredients) as { name: string }[])
      .map((i) => i.name.trim().toLowerCase())
      .sort()
      .join("|");
  const duplicates =
    rows.length - new Set(rows.map((r) => r.name.toLowerCase())).size + (rows.length - new Set(rows.map(setOf)).size);
  const invalid =
    progress.failed +
    mine.filter(
      (r) =>
        !analyseFormula(
          { ingredients: JSON.parse(r.ingredients), instructions: JSON.parse(r.instructions), phLevel: r.ph_level },
          {
            category: CATEGORY,
            productType: r.product_type ?? undefined,
            leaveOn: r.leave_on === null ? undefined : Boolean(r.leave_on),
          },
        ).isValid,
    ).length;
  const io = progress.items.flatMap((i) => (i.ms === null ? [] : [i.ms])).sort((a, b) => a - b);
  const cpu = engineCpuPerItem();
  console.log(
    `\n▶ bulk formulations through the local queue: ${COUNT} for ${CATEGORY} — accepted in ${accepted.toFixed(0)} ms, done in ${wall.toFixed(2)} s wall (${(COUNT / wall).toFixed(1)} items/s), status ${progress.status}, ${progress.done} done / ${progress.failed} failed, ${mine.length} rows`,
  );
  console.log(
    `  duplicates in the category (names + ingredient sets, ${rows.length} rows): ${duplicates} (target 0) · invalid: ${invalid} (target 0)`,
  );
  console.log(
    `  consumer per item: engine CPU p50 ${cpu.p50.toFixed(2)} / p99 ${cpu.p99.toFixed(2)} ms in Node (target ≤ 10) · handler's in-worker time (D1 I/O) p50 ${percentile(io, 50).toFixed(0)} / p99 ${percentile(io, 99).toFixed(0)} ms`,
  );
  if (duplicates || invalid || progress.done !== COUNT) process.exitCode = 1;
} finally {
  db.close();
  server.stop();
}
