/**
 * `npm run lighthouse`: Lighthouse (mobile, offline, Debian Chromium) on the public pages of the
 * local production server: the four main ones, About, FAQ, the demo, the blog and a published
 * article. Targets: performance 100 (ADR 0036), accessibility 100, best practices ≥ 95, SEO 100,
 * and a layout shift under 0.05. Exits non-zero when a page misses one. LIGHTHOUSE_PORT picks the
 * server's port (8798 by default), so two runs on one machine do not meet; LIGHTHOUSE_PAGES
 * (comma-separated paths, "article" for the sample article) measures only those.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, run } from "./lib/proc";
import { publishSampleArticle } from "./lib/sample-article";
import { startProductionServer } from "./lib/server";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8798);
/** The layout shift a page may have (Lighthouse counts up to 0.1 as good; we hold it to half). */
const CLS_MAX = 0.05;
const TARGETS = { performance: 100, accessibility: 100, "best-practices": 95, seo: 100 } as const;
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
].join(" ");

type Report = {
  runtimeError?: { code: string };
  categories: Record<string, { score: number; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title?: string;
      score?: number | null;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: { node?: { snippet?: string }; score?: number }[] };
    }
  >;
};

/** One Lighthouse run on a URL; undefined when Lighthouse could not record the page load. */
function audit(url: string): Report | undefined {
  const out = join(ROOT, ".wrangler", "lighthouse.json");
  try {
    run(
      "lighthouse",
      [
        url,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        `--chrome-flags=${FLAGS}`,
        "--only-categories=performance,accessibility,best-practices,seo",
      ],
      { env: { CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, quiet: true },
    );
  } catch {
    return undefined;
  }
  const report = JSON.parse(readFileSync(out, "utf8")) as Report;
  return report.runtimeError ? undefined : report;
}

run("react-router", ["build"], { quiet: true });
const STATE = `lighthouse-state-${PORT}`;
const server = await startProductionServer(PORT, STATE);
let missed = 0;
try {
  const list = (await (await fetch(`${server.origin}/api/formulations?categoryId=skin-care-formulations`)).json()) as {
    slug: string;
  }[];
  const article = await publishSampleArticle(server.origin, STATE);
  const all = [
    "/",
    "/browse",
    "/category/skin-care-formulations",
    `/formulation/${list[0]?.slug}`,
    "/about",
    "/faq",
    "/demo",
    "/blog",
    article,
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => (p === "article" ? article : p));
  const pages = only ?? all;
  for (const page of pages) {
    // Chromium's trace now and then lacks its navigation start (Lighthouse's NO_NAVSTART); that run
    // says nothing about the page, so it is run again, once.
    const report = audit(server.origin + page) ?? audit(server.origin + page);
    if (!report) throw new Error(`Lighthouse could not record ${page} twice in a row`);
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((k) => [k, Math.round((report.categories[k]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof TARGETS, number>;
    if (process.env.LIGHTHOUSE_DEBUG) {
      for (const item of report.audits["layout-shifts"]?.details?.items ?? [])
        console.log("  shift", item.score, item.node?.snippet);
    }
    const misses: string[] = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).filter((k) => scores[k] < TARGETS[k]);
    const cls = report.audits["cumulative-layout-shift"]?.numericValue ?? 0;
    if (cls >= CLS_MAX) misses.push(`layout shift ${cls.toFixed(3)}`);
    missed += misses.length;
    const metrics = [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
    ]
      .map(
        (k) =>
          `${k
            .split("-")
            .map((w) => w[0])
            .join("")
            .toUpperCase()} ${report.audits[k]?.displayValue ?? "?"}`,
      )
      .join(", ");
    console.log(
      `${page} (${metrics}): performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores["best-practices"]}, SEO ${scores.seo}${misses.length ? `  ✘ below target: ${misses.join(", ")}` : "  ✔"}`,
    );
    // What cost the points: every scored audit that did not pass, in each category that missed.
    for (const k of Object.keys(TARGETS)) {
      if (scores[k as keyof typeof TARGETS] === 100) continue;
      for (const ref of report.categories[k]?.auditRefs ?? []) {
        const a = report.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score !== undefined && a.score < 1)
          console.log(`  ${k}: ${ref.id} ${a.displayValue ?? ""} (score ${a.score})`);
      }
    }
  }
} finally {
  server.stop();
}
process.exit(missed ? 1 : 0);
