/**
 * `npm run bench`: the engine micro-benchmarks (Vitest bench), then HTTP latency of the public
 * pages against the local production server, side by side with a static asset of similar size,
 * and the client JavaScript each page loads. Prints numbers; targets are stated next to them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT, run } from "./lib/proc";
import { startProductionServer } from "./lib/server";

const PORT = 8799;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

console.log("▶ engine benchmarks (validator ≤ 1 ms median, generator ≤ 5 ms median)");
run("vitest", ["bench", "--run", "--project", "unit"]);

console.log("\n▶ building the production bundle");
run("react-router", ["build"], { quiet: true });

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    times.push(performance.now() - t0);
    bytes = body.byteLength;
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

async function measurePost(url: string, body: string) {
  const send = () => fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  for (let i = 0; i < 10; i++) await (await send()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await send();
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { min: times[0] ?? Number.NaN, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Client JS a page loads: its module scripts and modulepreloads, gzip-compressed. */
function pageJsGzipKb(html: string) {
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string));
  let total = 0;
  for (const f of files) total += gzipSync(readFileSync(join(ROOT, "build/client", f))).byteLength;
  return total / 1024;
}

const server = await startProductionServer(PORT, "bench-state");
try {
  const origin = server.origin;
  const list = (await (await fetch(`${origin}/api/formulations?categoryId=skin-care-formulations`)).json()) as {
    slug: string;
  }[];
  const pages = ["/", "/browse", "/category/skin-care-formulations", `/formulation/${list[0]?.slug}`];
  const htmlSizes = await Promise.all(
    pages.map(async (p) => (await (await fetch(origin + p)).arrayBuffer()).byteLength),
  );
  const median = htmlSizes.slice().sort((a, b) => a - b)[1] ?? 50_000;
  const assetsDir = join(ROOT, "build/client/assets");
  const asset = readdirSync(assetsDir)
    .map((f) => ({ f, size: statSync(join(assetsDir, f)).size }))
    .sort((a, b) => Math.abs(a.size - median) - Math.abs(b.size - median))[0];
  const staticPath = `/assets/${asset?.f}`;

  // Validation inside the worker: workerd's clock stands still while code runs (it only moves
  // across I/O), so the cost is read as the latency of validating 30 ingredients minus that of
  // validating one, over the same loopback path.
  const kb = (await (await fetch(`${origin}/api/formulations?categoryId=skin-care-formulations`)).json()) as {
    ingredients: { name: string; inci: string }[];
  }[];
  const names = [...new Map(kb.flatMap((f) => f.ingredients).map((i) => [i.inci, i])).values()].slice(0, 29);
  const formula = (rows: { name?: string; inci: string }[]) =>
    JSON.stringify({
      category: "skin-care-formulations",
      productType: "O/W cream",
      leaveOn: true,
      phLevel: 5.5,
      ingredients: [
        { inci: "Aqua", percentage: "q.s." },
        ...rows.map((n) => ({ name: n.name, inci: n.inci, percentage: "0.5%" })),
      ],
    });
  const post = (body: string) => measurePost(`${origin}/api/formulations/validate`, body);
  const thirty = await post(formula(names));
  const one = await post(formula([]));
  console.log(
    `\n▶ POST /api/formulations/validate in the worker: 30 ingredients min ${thirty.min.toFixed(2)} / p50 ${thirty.p50.toFixed(2)} ms, 1 ingredient min ${one.min.toFixed(2)} / p50 ${one.p50.toFixed(2)} ms → the 30-ingredient request costs ≈ ${(thirty.min - one.min).toFixed(2)} ms more (an upper bound for validate(): it includes the larger body, zod, the label and the allergen declaration; the engine benchmark above times validate() itself, target ≤ 1 ms median)`,
  );

  const staticResult = await measure(origin + staticPath);
  console.log(`\n▶ HTTP latency, ${SAMPLES} sequential requests each (loopback, workerd)`);
  console.log(
    `static asset ${staticPath} (${(staticResult.bytes / 1024).toFixed(0)} KB): p50 ${staticResult.p50.toFixed(2)} ms, p99 ${staticResult.p99.toFixed(2)} ms`,
  );
  console.log("page | KB | edge-cached p50 / p99 | × static p50 | uncached render p50 / p99 | client JS (gzip)");
  for (const p of pages) {
    const cached = await measure(origin + p);
    // A session cookie bypasses the edge cache: this is the full server render.
    const uncached = await measure(origin + p, { Cookie: "formulab_session=bench" });
    const html = await (await fetch(origin + p)).text();
    console.log(
      `${p} | ${(cached.bytes / 1024).toFixed(0)} | ${cached.p50.toFixed(2)} / ${cached.p99.toFixed(2)} ms | ${(cached.p50 / staticResult.p50).toFixed(2)}× (target ≤ 3×) | ${uncached.p50.toFixed(2)} / ${uncached.p99.toFixed(2)} ms | ${pageJsGzipKb(html).toFixed(1)} KB (target ≤ 120)`,
    );
  }
} finally {
  server.stop();
}
