/**
 * A generated formulation keeps what the engine changed and why, and the public
 * formulation shows it — the engine's notices, not the back office's LLM bookkeeping.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import * as formulationApi from "#app/features/formulation/routes/api/formulation";
import * as formulationPage from "#app/features/formulation/routes/formulation";
import { getDb } from "#app/server/db/client.server";
import { formulations } from "#app/server/db/schema";
import { call, get, runSeed } from "./helpers";

const SLUG = "aha-exfoliating-toner-glycolic-lactic";
const NOTICES = [
  {
    code: "ph-adjusted",
    message: "pH set to 3.8 so the glycolic acid stays free.",
    citation: "CosIng Annex III/1",
  },
  { code: "llm-fallback", message: "Engine used instead of the LLM: timeout" },
];

beforeAll(async () => {
  await runSeed();
  await getDb()
    .update(formulations)
    .set({ notices: JSON.stringify(NOTICES) })
    .where(eq(formulations.slug, SLUG));
});

test("the JSON API carries the engine's notices, without the LLM fallback reason", async () => {
  const res = await call(formulationApi.loader, get(`/api/formulations/${SLUG}`), { id: SLUG });
  const body = (await res.json()) as { notices: { code: string; message: string; citation?: string }[] };
  expect(body.notices).toEqual([NOTICES[0]]);
});

test("the formulation page shows 'What we changed and why' with the notice and its source", async () => {
  const data = (await formulationPage.loader({
    request: get(`/formulation/${SLUG}`),
    params: { id: SLUG },
    context: {},
  } as never)) as { sections: { notices: string } };
  expect(data.sections.notices).toContain("What we changed and why");
  expect(data.sections.notices).toContain("pH set to 3.8 so the glycolic acid stays free.");
  expect(data.sections.notices).toContain("Source: CosIng Annex III/1");
  expect(data.sections.notices).not.toContain("Engine used instead of the LLM");
});

test("a formulation without notices shows no notices section", async () => {
  await getDb().update(formulations).set({ notices: "not json" }).where(eq(formulations.slug, SLUG));
  const data = (await formulationPage.loader({
    request: get(`/formulation/${SLUG}`),
    params: { id: SLUG },
    context: {},
  } as never)) as { sections: { notices: string } };
  expect(data.sections.notices).toBe("");
});
