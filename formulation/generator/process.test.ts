/**
 * Formats whose manufacture is its own craft: aerosols (concentrate, crimp, gas, hot-water bath),
 * tablets (dry blend, granulation, lubricant last, compression and tablet checks) and cold-process
 * soap (lye from saponification values with a superfat, lye into water, trace, 4–6 weeks' cure).
 */
import { describe, expect, test } from "vitest";
import { ingredientById } from "../knowledge";
import { parsePercentage } from "../percent";
import { TEMPLATES } from "../templates";
import { checkArchetype } from "./archetype-check";
import { generateFromDemo } from "./index";
import { buildInstructions } from "./process";
import { LYE_ID, naohPerGram } from "./soap";

function formulated(category: string, description: string) {
  const outcome = generateFromDemo({ category, description });
  if (outcome.status !== "formulated") throw new Error(`"${description}" was refused`);
  return outcome.formulation;
}
const percent = (text: string) => {
  const parsed = parsePercentage(text);
  return parsed.kind === "value" ? parsed.hundredths / 100 : Number.NaN;
};
const allSteps = (f: ReturnType<typeof formulated>) => f.instructions.flatMap((p) => p.steps);

describe("aerosols", () => {
  test("the propellant is gassed through the crimped valve, never mixed into the batch; every can is leak-tested", () => {
    const f = formulated("hair-enrichment", "aerosol hairspray");
    const propellants = f.ingredients.filter((i) => ingredientById(i.id)?.functions.includes("propellant"));
    expect(propellants.length).toBeGreaterThan(0);
    const steps = allSteps(f);
    for (const p of propellants) {
      const name = p.name.replace(/\s+\(.*\)$/, "");
      const naming = steps.filter((s) => s.includes(name));
      expect(naming.length, name).toBe(1);
      expect(naming[0], name).toMatch(/through the valve/);
    }
    const filling = f.instructions.at(-1);
    expect(filling?.phase).toBe("Aerosol filling & testing");
    const order = [
      "concentrate by weight",
      "crimp",
      "through the valve",
      "hot-water bath",
      "pressure of samples at 20°C",
    ];
    const at = order.map((word) => filling?.steps.findIndex((s) => s.includes(word)) ?? -1);
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(filling?.steps.join(" ")).toMatch(/50°C/);
    expect(steps.join(" ")).not.toMatch(/fill into clean, sanitised containers/);
  });

  test("a concentrate-only aerosol (shaving foam) is still crimped, gassed and leak-tested", () => {
    const template = TEMPLATES.find((t) => t.id === "syndet-shaving-foam-aerosol");
    expect(template?.aerosol).toBe(true);
    const f = formulated("men-care", "aerosol shaving foam");
    expect(f.instructions.at(-1)?.phase).toBe("Aerosol filling & testing");
  });
});

describe("tablets", () => {
  test("effervescent tablets are dry-granulated without water, compressed and checked for hardness and friability", () => {
    const f = formulated("cleaning", "effervescent cleaning tablets for spray bottles");
    expect(f.archetype).toBe("effervescent-cleaning-tablet");
    const steps = allSteps(f).join(" ");
    expect(steps).toMatch(/Dry-granulate without water/);
    expect(steps).toMatch(/tablet press/);
    expect(steps).toMatch(/hardness/);
    expect(steps).toMatch(/friability \(at most 1 % loss/);
    expect(steps).toMatch(/relative humidity/);
    expect(steps).not.toMatch(/hammer mill/);
  });

  test("the lubricant goes in last and briefly", () => {
    const f = formulated("oral-care", "toothpaste tablets with fluoride");
    expect(f.archetype).toBe("fluoride-toothpaste-tablet");
    const phases = f.instructions.map((p) => p.phase);
    const lubrication = phases.findIndex((p) => /Lubrication/.test(p));
    expect(lubrication).toBeGreaterThan(0);
    expect(f.instructions[lubrication]?.steps[0]).toMatch(/Magnesium Stearate.*last.*2–3 minutes/);
    expect(phases[lubrication + 1]).toBe("Compression & quality control");
  });

  test("every tablet template builds without a validator error", () => {
    const tablets = TEMPLATES.filter((t) => t.tablet);
    expect(tablets.length).toBeGreaterThanOrEqual(6);
    for (const t of tablets) expect(checkArchetype(t, 8).errors, t.id).toEqual([]);
  });
});

describe("cold-process soap", () => {
  test("a cold-process soap request gets a lye soap, not a syndet bar", () => {
    expect(formulated("organic-care", "cold process soap with olive oil").archetype).toBe("cold-process-soap-bar");
  });

  test("the lye is the oils' saponification value less the superfat, as a 33 % solution", () => {
    for (let seed = 0; seed < 12; seed++) {
      const f = formulated("organic-care", `handmade cold process soap, batch ${seed}`);
      const rows = f.ingredients.map((i) => ({ id: i.id, percent: percent(i.percentage), fn: i.function }));
      const total = rows.reduce((s, r) => s + r.percent, 0);
      expect(total).toBeCloseTo(100, 5);
      const needed = rows.reduce((s, r) => s + r.percent * (naohPerGram(r.id) ?? 0), 0) * 0.95;
      const lye = rows.find((r) => r.id === LYE_ID)?.percent ?? 0;
      expect(lye).toBeCloseTo(needed, 1);
      const water = rows.find((r) => r.fn === "Lye water")?.percent ?? 0;
      expect(lye / (lye + water)).toBeCloseTo(0.33, 2);
    }
  });

  test("the process puts lye into water, saponifies to trace, cures 4–6 weeks and says the PPE", () => {
    const f = formulated("organic-care", "cold process soap with lavender");
    const steps = allSteps(f);
    const text = steps.join(" ");
    expect(text).toMatch(/goggles or a face shield/);
    expect(text).toMatch(/lye into water, never water into lye/);
    const order = [
      "lye into water",
      "pour the lye solution slowly into the oils",
      "light trace",
      "moulds",
      "4–6 weeks",
      "free alkali",
    ];
    const at = order.map((word) => steps.findIndex((s) => s.includes(word)));
    expect(
      at.every((i) => i >= 0),
      JSON.stringify(at),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(f.phLevel).toBe("9.5–10.5");
  });
});

test("in a coloured stick, pearls are stirred in last and never milled; nothing is stirred 'until clear'", () => {
  const template = TEMPLATES.find((t) => t.id === "tinted-lip-balm");
  if (!template) throw new Error("template missing");
  const steps = buildInstructions({
    archetype: template,
    items: [
      { name: "Castor Oil", role: "Base oil (grinding medium)", phase: "main", isBalance: true },
      { name: "Beeswax", role: "Wax", phase: "heated" },
      { name: "Iron Oxide Red", role: "Colourant", phase: "main" },
      { name: "Bronze Pearl Pigment", role: "Shimmer pigment", phase: "main" },
      { name: "Jojoba Oil", role: "Emollient", phase: "main" },
    ],
    viscosity: "stick",
  }).flatMap((p) => p.steps);
  expect(steps.find((s) => s.includes("Iron Oxide Red"))).toMatch(/three-roll mill|Wet Iron Oxide Red/);
  const pearl = steps.filter((s) => s.includes("Bronze Pearl Pigment"));
  expect(pearl).toHaveLength(1);
  expect(pearl[0]).toMatch(/gently at the end; never mill/);
  expect(steps.join(" ")).not.toMatch(/until clear/);
});

test("a lye-free soap is a syndet bar, and 'without lye' rules out sodium hydroxide in every grade", () => {
  const bar = formulated("organic-care", "lye-free soap bar");
  expect(bar.archetype).toBe("syndet-beauty-bar");
  const relaxer = formulated("salon-base", "relaxer without lye");
  const ids = relaxer.ingredients.map((i) => i.id);
  for (const id of ["sodium-hydroxide", "sodium-hydroxide-relaxer", LYE_ID]) expect(ids).not.toContain(id);
});

test("with a partial neutraliser and a pH adjuster, the pH is measured once, with the last, to the printed target", () => {
  const template = TEMPLATES.find((t) => t.process === "aqueous" && t.ph);
  if (!template) throw new Error("template missing");
  const steps = buildInstructions({
    archetype: template,
    items: [
      { name: "Water", role: "Solvent", phase: "main", isBalance: true },
      { name: "Glycolic Acid", role: "Exfoliant", phase: "main" },
      { name: "Potassium Hydroxide", role: "pH adjuster (partial neutralisation)", phase: "adjust" },
      { name: "Sodium Hydroxide", role: "pH adjuster", phase: "adjust" },
    ],
    targetPh: "4.5",
    viscosity: "water-thin",
  }).flatMap((p) => p.steps);
  const measured = steps.filter((s) => s.startsWith("Measure the pH"));
  expect(measured).toEqual([
    "Measure the pH and adjust to 4.5 with Sodium Hydroxide, added in small portions with stirring.",
  ]);
  expect(steps.join(" ")).toContain("pH (target 4.5)");
});

test("a request at the top of a weak-acid preservative's window is brought into it, with room to spare", () => {
  // Potassium sorbate works as sorbic acid up to about pH 6; at 5.7 it would be mostly ionised.
  const shampoo = formulated(
    "salon-base",
    "sulfate free shampoo base for salons, 5L, low viscosity, unfragranced so we can add our own actives",
  );
  const ph = Number(shampoo.phLevel);
  const windows = shampoo.ingredients
    .map((row) => ingredientById(row.id))
    .filter((i) => i?.functions.includes("preservative") && i.phMax !== undefined);
  expect(windows.length).toBeGreaterThan(0);
  for (const ingredient of windows) expect(ph, ingredient?.name).toBeLessThanOrEqual((ingredient?.phMax ?? 0) - 0.5);
});

test("a wash preserved by a multifunctional booster alone gets an Annex V partner that works at its pH", () => {
  for (const [category, description] of [
    ["baby-care", "gentle baby wash for newborns, tear free, no fragrance, 250ml pump"],
    ["baby-care", "tear-free baby shampoo"],
    ["skin-care", "mild body wash for sensitive skin"],
    ["baby-care", "baby bubble bath, gentle"],
  ] as const) {
    const preservatives = formulated(category, description).ingredients.filter((r) =>
      /preserv/i.test(r.function ?? ""),
    );
    const annexV = preservatives.filter((r) =>
      ingredientById(r.id)?.sources?.some((s) => s.kind === "regulation" && /Annex V\b/.test(s.ref)),
    );
    expect(annexV.length, `${description}: ${preservatives.map((r) => r.name).join(", ")}`).toBeGreaterThan(0);
  }
});

describe("pigments", () => {
  test("a pigment in an emulsion's oil phase is dispersed after the waxes melt, never melted 'clear'", () => {
    const f = formulated("shoe-care", "black shoe cream with carnauba and beeswax, jar");
    const oil = f.instructions.find((p) => p.phase === "Phase B – Oil phase");
    const pigment = f.ingredients.find((i) => /iron oxide|carbon black/i.test(i.name));
    expect(pigment).toBeDefined();
    const name = pigment?.name ?? "";
    expect(oil?.steps.find((s) => s.includes("until fully melted and clear"))).toBeDefined();
    expect(oil?.steps[0]).not.toContain(name);
    expect(oil?.steps.find((s) => s.startsWith("Disperse"))).toContain(name);
  });
});

describe("water bases", () => {
  test("a gum is wetted in part of a glycol before it meets water, and an oil is dispersed, never 'dissolved'", () => {
    const f = formulated("skin-care", "hydrating serum with 1% hyaluronic acid, pH 5.5");
    const steps = allSteps(f);
    const gum = f.ingredients.find(
      (i) => ingredientById(i.id)?.functions.includes("thickener") && i.id !== "hyaluronic-acid",
    );
    expect(gum).toBeDefined();
    const gumStep = steps.find((s) => s.includes(gum?.name ?? "?"));
    expect(gumStep).toMatch(/first dispersed in part of the .*(Glycol|Glycerin|Propanediol)/);
    expect(steps.find((s) => s.includes("Hyaluronic Acid"))).toMatch(/hydrates without lumps/);
    const oil = f.ingredients.find((i) => ingredientById(i.id)?.solubility === "oil");
    if (oil) expect(steps.find((s) => s.includes(oil.name))).toMatch(/does not dissolve in water/);
    for (const s of steps) expect(s).not.toMatch(/Dimethicone[^.]*dissolved/);
  });

  test("an emulsion's gum is dispersed in part of its glycerin before the water phase is weighed", () => {
    const f = formulated("skin-care", "face cream with vitamin E and xanthan gum, pH 5.5");
    const water = f.instructions.find((p) => p.phase === "Phase A – Water phase");
    const gum = f.ingredients.find((i) => /xanthan/i.test(i.name));
    expect(gum).toBeDefined();
    expect(water?.steps[0]).toMatch(/^(Disperse|Weigh)/);
    const gumStep = water?.steps.find((s) => s.includes(gum?.name ?? "?"));
    expect(gumStep).toMatch(/^Disperse .* in part of the|^Sprinkle/);
    expect(water?.steps.join(" ")).not.toMatch(new RegExp(`Weigh [^.]*${gum?.name}`));
  });
});

describe("alcohol-free splashes", () => {
  test("made without its alcohol, a splash warns of no flammability, and its menthol and oils go through the solubiliser", () => {
    const f = formulated(
      "grooming",
      "Barber aftershave splash, alcohol-free, with 0.5% menthol and witch hazel, soothing, 1 L refill bottle",
    );
    const steps = allSteps(f).join(" ");
    expect(steps).not.toMatch(/flammable/i);
    expect(f.usageInstructions).not.toMatch(/flammable/i);
    const premix = f.instructions.find((p) => /Solubiliser premix/.test(p.phase))?.steps[0] ?? "";
    expect(premix).toMatch(/Menthol/);
    const solubiliser = f.ingredients.find((i) => /solubil/i.test(i.function));
    const oils = f.ingredients.filter(
      (i) =>
        ["oil", "alcohol"].includes(ingredientById(i.id)?.solubility ?? "") && !/preserv|solubil/i.test(i.function),
    );
    const load = oils.reduce((sum, i) => sum + percent(i.percentage), 0);
    expect(percent(solubiliser?.percentage ?? "0%")).toBeGreaterThanOrEqual(Math.min(3 * load, 10) - 0.01);
  });

  test("with its alcohol, a splash keeps its flammability warning", () => {
    const f = formulated("grooming", "Barber aftershave splash, 40% ethanol, 0.5% menthol");
    expect(`${allSteps(f).join(" ")} ${f.usageInstructions}`).toMatch(/flammable/i);
  });
});

describe("oils in a water serum", () => {
  test("1 % tocopherol in a water serum brings a solubiliser at three times its weight, and goes into the water through it", () => {
    const f = formulated(
      "skin-care",
      "Vitamin C serum with 15% L-ascorbic acid, 1% vitamin E and 0.5% ferulic acid, pH around 3.2, light watery texture, fragrance-free",
    );
    const solubiliser = f.ingredients.find((i) => /solubil/i.test(i.function));
    expect(solubiliser).toBeDefined();
    expect(percent(solubiliser?.percentage ?? "0%")).toBeGreaterThanOrEqual(3);
    const premix = f.instructions.find((p) => p.phase === "Phase B – Premix")?.steps[0] ?? "";
    expect(premix).toMatch(new RegExp(`${solubiliser?.name}.*Tocopherol`));
    expect(allSteps(f).filter((s) => s.includes("Tocopherol"))).toHaveLength(1);
  });
});

test("a W/O nappy cream's salt is dissolved, not wetted like a gum, and its zinc oxide is dispersed after the oils melt", () => {
  const f = formulated(
    "baby-care",
    "Baby nappy cream with 15% zinc oxide, lanolin, fragrance-free, paraben-free, 100 g tube",
  );
  const steps = allSteps(f).join(" ");
  expect(steps).not.toMatch(/Disperse Sodium Chloride|part of gum/);
  expect(f.ingredients.some((i) => i.name === "Zinc Oxide")).toBe(true);
  const oil = f.instructions.find((p) => /Oil phase/.test(p.phase))?.steps ?? [];
  expect(oil.find((s) => / combine /.test(s))).not.toMatch(/Zinc Oxide/);
  expect(oil.find((s) => s.startsWith("Disperse"))).toMatch(/Zinc Oxide/);
});
