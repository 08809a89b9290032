/**
 * The product label and the draft safety data sheet in the worker, with real D1 and R2 and the
 * seeded library: a corrosive cleaner's CLP label, a cosmetic's INCI list and PAO, the messages
 * for a bad pack size, unit or UFI, and an SDS refused for a cosmetic.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import type { LabelPageData } from "#app/features/labelling/labelling.server";
import * as customLabelPdf from "#app/features/labelling/routes/api/custom-formulation-label";
import * as customSds from "#app/features/labelling/routes/api/custom-formulation-sds";
import * as labelPdf from "#app/features/labelling/routes/api/formulation-label";
import * as sdsPdf from "#app/features/labelling/routes/api/formulation-sds";
import * as customPage from "#app/features/labelling/routes/custom-label";
import * as labelPage from "#app/features/labelling/routes/label";
import { call, get, runSeed } from "./helpers";

const CLEANER = "heavy-duty-kitchen-degreaser";
const COSMETIC = "sensitive-baby-wipes-lotion";

beforeAll(async () => {
  await runSeed();
});

async function page(module: typeof labelPage | typeof customPage, path: string, id: string) {
  const out = (await module.loader({ request: get(path), params: { id }, context: {} } as never)) as unknown as {
    data: LabelPageData;
    init?: { status?: number } | null;
  };
  return { data: out.data, status: out.init?.status ?? 200 };
}

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

test("a corrosive cleaner's label shows GHS05, Danger and H314 in full, with the UFI given", async () => {
  const { data, status } = await page(
    labelPage,
    `/formulation/${CLEANER}/label?size=500&unit=ml&ufi=n4e3-y0m2-v00k-p2dt`,
    CLEANER,
  );
  expect(status).toBe(200);
  const label = data.page?.label;
  if (label?.kind !== "clp") throw new Error("the cleaner's label is not a CLP label");
  expect(data.page?.quantity).toBe("500 ml");
  expect(label.pictograms).toContain("GHS05");
  expect(label.signalWord).toBe("Danger");
  expect(label.hazardStatements).toContainEqual({ code: "H314", text: "Causes severe skin burns and eye damage." });
  expect(label.precautionaryStatements.length).toBeLessThanOrEqual(6);
  expect(label.packaging.join(" ")).toMatch(/Child-resistant fastening/);
  expect(data.page?.ufi).toBe("N4E3-Y0M2-V00K-P2DT");
  expect(data.page?.sds).toBe(true);

  const res = await call(labelPdf.loader, get(`/api/formulations/${CLEANER}/label.pdf?size=1&unit=l`), { id: CLEANER });
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/pdf");
  expect(res.headers.get("Content-Disposition")).toBe(`inline; filename="heavy-duty-kitchen-degreaser-label-1l.pdf"`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
});

test("a cosmetic's label lists its INCI names and the period after opening, with no UFI and no SDS", async () => {
  const { data, status } = await page(labelPage, `/formulation/${COSMETIC}/label?size=200&unit=ml`, COSMETIC);
  expect(status).toBe(200);
  const label = data.page?.label;
  if (label?.kind !== "cosmetic") throw new Error("the cosmetic's label is not a cosmetic label");
  expect(label.ingredients[0]).toBe("Aqua");
  expect(label.durability).toEqual({ kind: "best-before", shelfLifeMonths: 24, paoMonths: 3 });
  expect(data.page?.bestBefore).toMatch(/^\d{2}\/\d{4}$/);
  expect(data.page?.sds).toBe(false);

  const sds = await call(sdsPdf.loader, get(`/api/formulations/${COSMETIC}/sds.pdf`), { id: COSMETIC });
  expect(sds.status).toBe(409);
  expect(await message(sds)).toMatch(/Cosmetic products need no safety data sheet: REACH Article 31 does not apply/);
});

test("a bad pack size, unit or UFI is a 400 that says what to fix; an unknown formulation a 404", async () => {
  const cases: [string, RegExp][] = [
    ["?unit=ml", /Enter a pack size/],
    ["?size=big&unit=ml", /Pack size must be a number such as 500/],
    ["?size=500&unit=oz", /Unknown unit: use ml, l, g or kg/],
    ["?size=0.5&unit=ml", /Pack too small/],
    ["?size=2000&unit=l", /Pack too large/],
    ["?size=500&unit=ml&ufi=ABCD-1234", /UFI must be 16 characters in the form XXXX-XXXX-XXXX-XXXX/],
    ["?size=500&unit=ml&ufi=BBBB-1234-5678-9ACD", /except B, I, L, O and Z/],
  ];
  for (const [query, expected] of cases) {
    const res = await call(labelPdf.loader, get(`/api/formulations/${CLEANER}/label.pdf${query}`), { id: CLEANER });
    expect(res.status, query).toBe(400);
    expect(await message(res), query).toMatch(expected);
    // The page fills in a size left out (500 ml), so it is asked only what it cannot mend.
    if (!query.includes("size=")) continue;
    const shown = await page(labelPage, `/formulation/${CLEANER}/label${query}`, CLEANER);
    expect(shown.status, query).toBe(400);
    expect(shown.data.error, query).toMatch(expected);
  }
  const missing = await call(labelPdf.loader, get("/api/formulations/no-such-formulation/label.pdf?size=1&unit=l"), {
    id: "no-such-formulation",
  });
  expect(missing.status).toBe(404);
  expect((await page(labelPage, "/formulation/no-such-formulation/label", "no-such-formulation")).status).toBe(404);
  const noSds = await call(sdsPdf.loader, get("/api/formulations/no-such-formulation/sds.pdf"), {
    id: "no-such-formulation",
  });
  expect(noSds.status).toBe(404);
});

test("the cleaner's SDS is a PDF; a wizard formulation has its label and SDS under its request id", async () => {
  const res = await call(sdsPdf.loader, get(`/api/formulations/${CLEANER}/sds.pdf`), { id: CLEANER });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/pdf");
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(5_000);

  const row = await env.DB.prepare("SELECT ingredients, ph_level AS ph FROM formulations WHERE slug = ?")
    .bind(CLEANER)
    .first<{ ingredients: string; ph: string }>();
  const id = crypto.randomUUID();
  await env.MEDIA.put(
    `custom-formulations/${id}.json`,
    JSON.stringify({
      name: "Oven Blaster",
      ingredients: JSON.parse(row?.ingredients ?? "[]"),
      phLevel: row?.ph,
      category: "cleaning-products-formulations",
      productType: "alkaline degreaser",
      shelfLife: "24 months",
    }),
  );
  const custom = await page(customPage, `/custom-formulations/${id}/label?size=750&unit=ml`, id);
  expect(custom.status).toBe(200);
  expect(custom.data.page?.formulation.name).toBe("Oven Blaster");
  expect(custom.data.page?.label.kind === "clp" && custom.data.page.label.signalWord).toBe("Danger");
  const pdf = await call(customLabelPdf.loader, get(`/api/custom-formulations/${id}/label.pdf?size=750&unit=ml`), {
    id,
  });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("Cache-Control")).toBe("private, no-store");
  expect((await call(customSds.loader, get(`/api/custom-formulations/${id}/sds.pdf`), { id })).status).toBe(200);

  // Kept before labels existed: no category to decide the label, and it says so.
  const old = crypto.randomUUID();
  await env.MEDIA.put(`custom-formulations/${old}.json`, JSON.stringify({ name: "Old", ingredients: [] }));
  const refused = await call(customSds.loader, get(`/api/custom-formulations/${old}/sds.pdf`), { id: old });
  expect(refused.status).toBe(409);
  expect(await message(refused)).toMatch(/generate it again/);
  const unknown = crypto.randomUUID();
  expect(
    (
      await call(customLabelPdf.loader, get(`/api/custom-formulations/${unknown}/label.pdf?size=1&unit=l`), {
        id: unknown,
      })
    ).status,
  ).toBe(404);
});
