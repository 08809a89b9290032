/**
 * The CLP hazard shown where a formula is shown: the library page of a corrosive cleaner and of a
 * cosmetic, its batch record's protective equipment, the demo's answer and the wizard's reply.
 */
import { beforeAll, expect, test } from "vitest";
import * as demoRoute from "#app/features/demo/routes/api/demo-formulation";
import * as batchPage from "#app/features/formulation/routes/batch-record";
import * as formulationPage from "#app/features/formulation/routes/formulation";
import * as generateRoute from "#app/features/wizard/routes/generate";
import type { HazardAnswer } from "#formulation";
import { call, get, runSeed } from "./helpers";

const OVEN_CLEANER = "amine-alkaline-oven-grill-cleaner-gel";
const FACE_CREAM = "niacinamide-daily-hydrating-face-cream";

beforeAll(async () => {
  await runSeed();
});

async function hazardSection(slug: string): Promise<string> {
  const data = (await formulationPage.loader({
    request: get(`/formulation/${slug}`),
    params: { id: slug },
    context: {},
  } as never)) as { sections: { hazard: string } };
  return data.sections.hazard;
}

test("a corrosive library cleaner's page shows the corrosion diamond, Danger and H314 in full", async () => {
  const html = await hazardSection(OVEN_CLEANER);
  expect(html).toContain("Hazard classification (CLP)");
  expect(html).toContain('role="img" aria-label="GHS05: Corrosion"');
  expect(html).toContain(">Danger<");
  expect(html).toContain("Causes severe skin burns and eye damage.");
  expect(html).toContain("Child-resistant fastening required");
});

test("a library cosmetic's page says the cosmetic label applies instead", async () => {
  const html = await hazardSection(FACE_CREAM);
  expect(html).toContain("the cosmetic label of Regulation (EC) No 1223/2009 (Article 19) applies instead");
  expect(html).not.toContain('role="img"');
});

test("the oven cleaner's batch record names the protective equipment its classification calls for", async () => {
  const out = (await batchPage.loader({
    request: get(`/formulation/${OVEN_CLEANER}/batch-record?size=2&unit=kg`),
    params: { id: OVEN_CLEANER },
    context: {},
  } as never)) as { page: { protection: { measures: { kind: string; text: string }[] } } };
  expect(out.page.protection.measures.map((m) => m.kind)).toEqual(["gloves", "eyes", "face"]);
  expect(out.page.protection.measures[0]?.text).toMatch(/^Chemical-resistant gloves/);
});

test("the demo answers a caustic oven cleaner with its CLP classification", async () => {
  const res = await call(
    demoRoute.action,
    new Request("http://localhost/api/demo-formulation", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.140" },
      body: JSON.stringify({ category: "cleaning", description: "caustic oven and grill cleaner gel" }),
    }),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { status: string; hazard: HazardAnswer };
  expect(body.status).toBe("formulated");
  expect(body.hazard.regime).toBe("clp");
  expect(body.hazard.pictograms).toContain("GHS05");
  expect(body.hazard.signalWord).toBe("Danger");
});

test("the wizard's reply carries the classification its PDF prints", async () => {
  const form = new FormData();
  form.append("productName", "Oven Cleaner");
  form.append("productType", "gel");
  const reply = (await (generateRoute.action as (args: unknown) => unknown)({
    request: new Request("http://localhost/wizard/generate", {
      method: "POST",
      headers: { "CF-Connecting-IP": "203.0.113.141" },
      body: form,
    }),
    params: {},
    context: {},
  })) as { status: string; report: { hazard: HazardAnswer } };
  expect(reply.status).toBe("success");
  expect(reply.report.hazard.pictograms).toEqual(["GHS05"]);
  expect(reply.report.hazard.hazardStatements.map((s) => s.code)).toContain("H314");
});
