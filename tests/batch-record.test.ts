/** The batch record in the worker: the PDF route and the page's loader, with real D1 and the seeded library. */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import type { BatchRecordPage } from "#app/features/formulation/batch-record.server";
import * as pdfRoute from "#app/features/formulation/routes/api/formulation-batch-record";
import * as pageRoute from "#app/features/formulation/routes/batch-record";
import { isCacheable } from "../workers/edge-cache";
import { policyResolver } from "../workers/route-policy";
import { call, get, runSeed } from "./helpers";
import { routeManifest } from "./route-table";

const SLUG = "niacinamide-daily-hydrating-face-cream";

beforeAll(async () => {
  await runSeed();
});

function pdf(query: string, slug = SLUG) {
  return call(pdfRoute.loader, get(`/api/formulations/${slug}/batch-record.pdf${query}`), { id: slug });
}

type PageData = {
  page: BatchRecordPage | null;
  query: { size: string; unit: string };
  error: string | null;
  formulation: { slug: string; name: string } | null;
};
type PageResult = { data: PageData; status: number };

/** The page loader's data and status, whether it returned plain data or `data(…, { status })`. */
async function page(query: string, slug = SLUG): Promise<PageResult> {
  const out = (await pageRoute.loader({
    request: get(`/formulation/${slug}/batch-record${query}`),
    params: { id: slug },
    context: {},
  } as never)) as unknown;
  if (out && typeof out === "object" && "init" in out && "data" in out) {
    const wrapped = out as { data: PageResult["data"]; init?: { status?: number } | null };
    return { data: wrapped.data, status: wrapped.init?.status ?? 200 };
  }
  return { data: out as PageResult["data"], status: 200 };
}

test("GET batch-record.pdf for 2.5 kg is a PDF named after the formulation and the batch", async () => {
  const res = await pdf("?size=2.5&unit=kg");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/pdf");
  expect(res.headers.get("Content-Disposition")).toBe(`inline; filename="${SLUG}-batch-record-2-5kg.pdf"`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  expect(bytes.byteLength).toBeGreaterThan(5_000);
  // A decimal comma means the same batch.
  expect((await pdf("?size=2,5&unit=kg")).status).toBe(200);
});

test("bad queries are a 400 with a message that says what to fix; unknown formulations a 404", async () => {
  const cases: [string, RegExp][] = [
    ["?unit=kg", /Enter a batch size/],
    ["?size=abc&unit=kg", /Batch size must be a number/],
    ["?size=-1&unit=kg", /Batch size must be a number/],
    ["?size=2.5&unit=oz", /Unknown unit: use g, kg or lb/],
    ["?size=2.5", /Unknown unit/],
    ["?size=0.5&unit=g", /Batch too small: enter at least 1 g/],
    ["?size=200&unit=t", /Unknown unit/],
    ["?size=100001&unit=kg", /Batch too large/],
  ];
  for (const [query, message] of cases) {
    const res = await pdf(query);
    expect(res.status, query).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(((await res.json()) as { message: string }).message, query).toMatch(message);
  }
  const missing = await pdf("?size=1&unit=kg", "no-such-formulation");
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ message: "Formulation not found" });
});

test("the page's record for 2.5 kg has the right grams per phase; a bad size shows the form with its message", async () => {
  const row = await env.DB.prepare("SELECT ingredients FROM formulations WHERE slug = ?")
    .bind(SLUG)
    .first<{ ingredients: string }>();
  const stored = JSON.parse(row?.ingredients ?? "[]") as { name: string; percentage: string }[];
  const { data, status } = await page("?size=2.5&unit=kg");
  expect(status).toBe(200);
  const lines = data.page?.record.phases.flatMap((p) => p.lines) ?? [];
  expect(lines.map((l) => l.name).sort()).toEqual(stored.map((s) => s.name).sort());
  for (const s of stored) {
    const expected = Math.round(Number.parseFloat(s.percentage) * 25 * 100) / 100;
    expect(lines.find((l) => l.name === s.name)?.grams, s.name).toBe(expected);
  }
  expect(data.page?.record.totalGrams).toBe(2500);
  expect(data.page?.record.phases[0]?.title).toBe("Phase A – Water phase");

  // No query: a 1 kg record.
  expect((await page("")).data.page?.record.totalGrams).toBe(1000);

  const bad = await page("?size=lots&unit=kg");
  expect(bad.status).toBe(400);
  expect(bad.data).toMatchObject({ page: null, error: "Batch size must be a number such as 2.5" });
  expect(bad.data.formulation?.slug).toBe(SLUG);
  expect((await page("?size=1&unit=kg", "no-such-formulation")).status).toBe(404);
});

test("the batch record page and PDF are public and edge-cached per query", () => {
  const policyOf = policyResolver(routeManifest());
  const cacheable = (path: string) => isCacheable(get(path), policyOf(new URL(`http://localhost${path}`).pathname));
  expect(cacheable(`/formulation/${SLUG}/batch-record?size=2.5&unit=kg`)).toBe(true);
  expect(cacheable(`/api/formulations/${SLUG}/batch-record.pdf?size=2.5&unit=kg`)).toBe(true);
  // Per query: the batch size and unit are the parameters the cache key keeps (ADR 0020).
  expect(pageRoute.policy).toEqual({ access: "public", cache: "edge", query: ["size", "unit"] });
  expect(pdfRoute.policy).toEqual({ access: "public", cache: "edge", query: ["size", "unit"] });
});
