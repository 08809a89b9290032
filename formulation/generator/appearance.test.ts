import { describe, expect, test } from "vitest";
import { ingredientById } from "../knowledge";
import { findScents } from "../request/attributes";
import { generateFromDemo } from ".";
import { MIXES, SHADES } from "./appearance";

function make(category: string, description: string) {
  const outcome = generateFromDemo({ category, description });
  if (outcome.status !== "formulated") throw new Error(`refused: ${outcome.notices.map((n) => n.message).join(" ")}`);
  return outcome;
}

const shadeOf = (id: string) => Object.keys(SHADES).filter((shade) => SHADES[shade]?.includes(id));

describe("the colour asked for", () => {
  test("a black shoe polish is coloured black, and the template's other colourants give way", () => {
    const { formulation } = make("shoe-care", "black shoe polish wax in tins, high shine");
    const shades = formulation.ingredients.flatMap((r) => shadeOf(r.id));
    expect(shades).toContain("black");
    expect(shades.filter((s) => s !== "black")).toEqual([]);
  });

  test("a grey resin is a white base toned with black, mostly white", () => {
    const { formulation } = make("3d-printing", "UV curable resin for SLA/LCD printer, grey, low odour, 405nm");
    const white = formulation.ingredients.find((r) => shadeOf(r.id).includes("white"));
    const black = formulation.ingredients.find((r) => shadeOf(r.id).includes("black"));
    expect(white && black).toBeTruthy();
    expect(Number.parseFloat(white?.percentage ?? "0")).toBeGreaterThan(Number.parseFloat(black?.percentage ?? "0"));
    expect(black?.reason).toMatch(/grey colour asked for/);
  });

  test("a colour no colourant of the product can give is said, not silently ignored", () => {
    // Chromium oxide green and the other greens are cosmetic or food colourants, not shoe-care ones.
    const outcome = make("shoe-care", "green shoe polish wax in tins");
    const greens = outcome.formulation.ingredients.filter((r) => shadeOf(r.id).includes("green"));
    if (greens.length === 0) {
      expect(outcome.notices.map((n) => n.message).join(" ")).toMatch(/green colour was asked for/);
    } else {
      expect(greens[0]?.reason).toMatch(/green/);
    }
  });

  test("every colourant the data lists is in the knowledge base, and every mix names known shades", () => {
    for (const ids of Object.values(SHADES)) {
      for (const id of ids) {
        const ingredient = ingredientById(id);
        expect(ingredient, id).toBeDefined();
        expect(
          ingredient?.functions.some((f) => /colou?rant|pigment|opacifier|uv-filter/.test(f)),
          id,
        ).toBe(true);
      }
    }
    for (const shades of Object.values(MIXES)) for (const shade of shades) expect(SHADES[shade], shade).toBeDefined();
  });
});

describe("the scent asked for", () => {
  test("a lemon-scented cleaner holds lemon oil, added after the surfactants that carry it", () => {
    const { formulation } = make(
      "cleaning",
      "all purpose kitchen spray cleaner, lemon scent, 500ml trigger, safe on granite",
    );
    const lemon = formulation.ingredients.find((r) => /lemon/i.test(r.name));
    expect(lemon?.reason).toMatch(/lemon scent asked for/);
    const phases = formulation.instructions.map((p) => p.steps.join(" "));
    const surfactants = phases.findIndex((s) => /surfactant|Secondary alkane/i.test(s));
    const added = phases.findIndex((s) => s.includes(lemon?.name.replace(/ \(.*\)$/, "") ?? "?"));
    expect(added).toBeGreaterThan(surfactants);
  });

  test("a fragrance-free claim beats a scent in the same request, and the answer says so", () => {
    const outcome = make("skin-care", "fragrance-free body wash with a lavender scent");
    expect(
      outcome.formulation.ingredients.filter((r) => /fragrance|parfum|lavand/i.test(`${r.name} ${r.inci}`)),
    ).toEqual([]);
    expect(outcome.notices.map((n) => n.message).join(" ")).toMatch(/fragrance-free/);
  });

  test("scents are read from the ways people ask for them, and not from a refusal", () => {
    expect(findScents("all purpose cleaner, lemon scent")).toEqual(["lemon"]);
    expect(findScents("lavender-scented candle")).toEqual(["lavender"]);
    expect(findScents("a floor cleaner that smells of pine")).toEqual(["pine"]);
    expect(findScents("green tea scented lotion")).toEqual(["green tea"]);
    expect(findScents("no lemon scent please")).toEqual([]);
    expect(findScents("strong scent, unscented version too")).toEqual([]);
  });
});

describe("the format asked for", () => {
  test("an aerosol the library cannot make yet is said, with the form it is made in", () => {
    const outcome = make("shoe-care", "suede waterproofing spray with silicone, aerosol can");
    const gassed = outcome.formulation.ingredients.some((r) => /propellant/i.test(r.function ?? ""));
    if (!gassed)
      expect(outcome.notices.map((n) => n.message).join(" ")).toMatch(/An aerosol .* is not in the library yet/);
  });
});

describe("what people write, in any of our languages", () => {
  test("every note of a scent list, and scents named in French, German or Spanish", () => {
    expect(findScents("beard oil, cedarwood + bergamot scent")).toEqual(["cedarwood", "bergamot"]);
    expect(findScents("lemon and lime fragrance")).toEqual(["lemon", "lime"]);
    expect(findScents("shampooing bebe, parfum vanille")).toEqual(["vanilla"]);
    expect(findScents("duft nach lavendel")).toEqual(["lavender"]);
  });

  test("a beard oil made in the grooming category with the cedarwood and bergamot asked for, and no false category notice", () => {
    const outcome = make("grooming", "beard oil, cedarwood + bergamot scent, 30ml dropper, argan + jojoba base");
    const names = outcome.formulation.ingredients.map((r) => r.name).join(" ");
    expect(names).toMatch(/Cedarwood/);
    expect(names).toMatch(/Bergamot/);
    expect(outcome.notices.map((n) => n.code)).not.toContain("outside-category");
  });

  test("an orange serum is tinted orange with a trace of dye, and a note with no oil of its own is said", () => {
    const serum = make("skin-care", "vit C serum 15% L-ascorbic acid, customer wants it orange coloured");
    const dye = serum.formulation.ingredients.find((r) => shadeOf(r.id).includes("orange"));
    expect(Number.parseFloat(dye?.percentage ?? "1")).toBeLessThanOrEqual(0.05);
    const remover = make("beauty", "nail polish remover acetone based with pink colour and strawberry smell");
    expect(remover.notices.map((n) => n.message).join(" ")).toMatch(
      /Strawberry scent: .* strawberry fragrance compound/,
    );
  });
});
