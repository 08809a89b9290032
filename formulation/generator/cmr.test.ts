/**
 * CMR 1A/1B raw materials: prohibited in cosmetics at any level; in other consumer mixtures
 * refused at or above their concentration limit (REACH Annex XVII 28–30, CLP Annex I generic
 * limits or the Annex VI specific one), used below it with a notice; professional products
 * are classified and marked instead.
 */
import { describe, expect, test } from "vitest";
import { capHundredths, cmrClassOf } from "../cmr";
import { ingredientById } from "../knowledge";
import type { Ingredient } from "../knowledge/types";
import { parsePercentage } from "../percent";
import { generateFromDemo } from "./index";

function formulated(category: string, description: string) {
  const outcome = generateFromDemo({ category, description });
  if (outcome.status !== "formulated") throw new Error(`"${description}" was refused`);
  return outcome;
}
const level = (o: ReturnType<typeof formulated>, id: string) => {
  const row = o.formulation.ingredients.find((i) => i.id === id);
  const parsed = row ? parsePercentage(row.percentage) : undefined;
  return parsed?.kind === "value" ? parsed.hundredths / 100 : 0;
};
const base = ingredientById("boric-acid") as Ingredient;

describe("concentration limits", () => {
  test("generic limits by hazard class: carcinogens and mutagens 0.1 %, reproductive toxicants 0.3 %", () => {
    expect(cmrClassOf(base)).toMatchObject({ limit: 0.3, reachEntry: 30, sdsAbove: 0.1 });
    expect(cmrClassOf({ ...base, hazards: ["H350"] })).toMatchObject({ limit: 0.1, reachEntry: 28 });
    expect(cmrClassOf({ ...base, hazards: ["H340", "H360FD"] })).toMatchObject({ limit: 0.1, reachEntry: 29 });
    expect(cmrClassOf({ ...base, hazards: ["H361d", "H341", "H351"] })).toBeUndefined();
    // A specific concentration limit in CLP Annex VI replaces the generic one.
    const specific = cmrClassOf({ ...base, cmrSpecificLimit: 5.5 });
    expect(specific).toMatchObject({ limit: 5.5 });
    expect(specific?.basis).toMatch(/specific concentration limit in CLP Annex VI/);
    expect(capHundredths({ label: "", limit: 0.3, basis: "", reachEntry: 30 })).toBe(29);
    expect(capHundredths({ label: "", limit: 0.1, basis: "", reachEntry: 28 })).toBe(9);
  });
});

describe("consumer mixtures outside cosmetics", () => {
  test("a reproductive toxicant that works only above 0.3 % is refused with the basis (TPO in a consumer resin)", () => {
    const o = formulated("3d-printing", "standard grey resin for SLA printers with TPO photoinitiator");
    expect(o.formulation.ingredients.map((i) => i.id)).not.toContain("photoinitiator-tpo");
    const notice = o.notices.find((n) => n.code === "prohibited" && /Photoinitiator TPO/.test(n.message));
    expect(notice?.message).toMatch(/0\.3 % or more/);
    expect(notice?.citation).toMatch(/Annex XVII entry 30/);
  });

  test("one that works below the limit is used, capped under it, and the notice says so (boron in fertilisers)", () => {
    const micro = formulated("agricultural-chemicals", "hydroponic nutrient part B with boric acid");
    expect(level(micro, "boric-acid")).toBeGreaterThan(0);
    expect(level(micro, "boric-acid")).toBeLessThan(0.3);
    const asked = formulated("agricultural-chemicals", "liquid foliar fertiliser with 2% boric acid");
    expect(level(asked, "boric-acid")).toBe(0.29);
    const notice = asked.notices.find((n) => n.code === "cmr-limit" && /Boric acid/.test(n.message));
    expect(notice?.message).toMatch(/below 0\.3 %/);
    expect(notice?.message).toMatch(/EUH210/);
    expect(notice?.citation).toMatch(/Annex XVII entry 30/);
  });

  test("a professional product may hold more, classified and marked for professional users", () => {
    const o = formulated(
      "agricultural-chemicals",
      "chelated micronutrient mix with disodium octaborate tetrahydrate, for professional use only",
    );
    expect(level(o, "disodium-octaborate-tetrahydrate")).toBeGreaterThan(0.3);
    expect(o.notices.find((n) => n.code === "hazard")?.message).toMatch(/Restricted to professional users/);
  });
});

test("cosmetics refuse CMR 1A/1B at any level, professional or not (Art. 15)", () => {
  const o = formulated("beauty", "UV gel nail polish with TPO");
  expect(o.formulation.ingredients.map((i) => i.id)).not.toContain("photoinitiator-tpo");
  expect(o.notices.some((n) => n.code === "prohibited")).toBe(true);
  expect(o.notices.some((n) => n.code === "cmr-limit")).toBe(false);
});
