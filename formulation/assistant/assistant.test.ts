import { describe, expect, test } from "vitest";
import { getRegulatoryEntry } from "../regulatory";
import { answerPlan, I_DONT_KNOW } from "./answers";
import { ungroundedReason } from "./grounding";
import { planQuestion, readQuantity } from "./question";
import type { LibraryItem } from "./types";

const ask = (question: string, path?: string, data: Parameters<typeof answerPlan>[1] = {}) =>
  answerPlan(planQuestion(question, path ? { path } : {}), data);
const cosingRefs = (a: ReturnType<typeof ask>) =>
  a.citations.flatMap((c) => (c.kind === "cosing" ? [`${c.annex}/${c.ref}`] : []));

const SERUM: LibraryItem = {
  slug: "brightening-serum",
  name: "Brightening Serum",
  categoryName: "Skin Care",
  ingredients: [
    { name: "Water (deionised)", inci: "Aqua", percentage: "88.5%", function: "Solvent" },
    { name: "Niacinamide", inci: "Niacinamide", percentage: "5%", function: "Active" },
    { name: "Glycerin", inci: "Glycerin", percentage: "5%", function: "Humectant" },
    { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "1%", function: "Preservative" },
    { name: "Xanthan Gum", inci: "Xanthan Gum", percentage: "0.5%", function: "Thickener" },
  ],
};
const CLEANER: LibraryItem = {
  slug: "glass-cleaner",
  name: "Glass Cleaner",
  categoryName: "Cleaning Products",
  ingredients: [
    { name: "Water", inci: "Aqua", percentage: "90%", function: "Solvent" },
    { name: "Isopropyl Alcohol", inci: "Isopropyl Alcohol", percentage: "10%", function: "Solvent" },
  ],
};

describe("the annex facts behind the fixed questions (checked against the CosIng data)", () => {
  test("phenoxyethanol is Annex V ref. 29 at 1 %; salicylic acid Annex III ref. 98 (2 % in other products) and Annex V ref. 3 (0.5 %)", () => {
    expect(getRegulatoryEntry("V/29")?.rules[0]?.maxPercent).toBe(1);
    expect(getRegulatoryEntry("III/98")?.rules.find((r) => r.letter === "b")?.maxPercent).toBe(2);
    expect(getRegulatoryEntry("V/3")?.rules[0]?.maxPercent).toBe(0.5);
  });
});

describe("regulatory questions are answered from the annexes, with the entry cited", () => {
  test("maximum phenoxyethanol in a leave-on cream: 1 %, Annex V ref. 29", () => {
    const a = ask("What's the maximum phenoxyethanol in a leave-on cream?");
    expect(a.intent).toBe("regulation");
    expect(a.answered).toBe(true);
    expect(a.text).toContain("EU CosIng Annex V (preservatives) ref. 29");
    expect(a.text).toContain("allowed in a leave-on skin product up to 1 %");
    expect(cosingRefs(a)).toEqual(["V/29"]);
    expect(a.citations.find((c) => c.kind === "cosing")?.label).toBe("EU CosIng Annex V ref. 29, data of 28/08/2026");
    // The knowledge base's own source is cited too.
    expect(a.citations.some((c) => c.kind === "knowledge" && c.ingredient === "Phenoxyethanol")).toBe(true);
  });

  test("salicylic acid in EU rinse-off products: both entries, each with its limit", () => {
    const a = ask("Is salicylic acid allowed in EU rinse-off products?");
    expect(a.intent).toBe("regulation");
    expect(cosingRefs(a)).toEqual(["III/98", "V/3"]);
    expect(a.text).toContain("Annex III (restricted substances) ref. 98");
    expect(a.text).toContain("allowed in a rinse-off skin product up to 2 %");
    expect(a.text).toContain("Annex V (preservatives) ref. 3");
    expect(a.text).toContain("up to 0.5 % (acid)");
  });

  test("salicylic acid in a rinse-off shampoo reads the hair rule: 3 %", () => {
    const a = ask("Max salicylic acid in a shampoo?");
    expect(a.text).toContain("allowed in a rinse-off hair product up to 3 %");
  });

  test("a substance outside the knowledge base is still found in the annexes: hydroquinone", () => {
    const a = ask("Is hydroquinone allowed in a face cream?");
    expect(a.answered).toBe(true);
    expect(cosingRefs(a)).toEqual(["II/1339", "III/14"]);
    expect(a.text).toContain("prohibited in cosmetic products");
    expect(a.text).toContain("not allowed in a leave-on face product");
  });

  test("a substance Annex II bans is named as banned: butylphenyl methylpropional (Lilial)", () => {
    const a = ask("Is butylphenyl methylpropional allowed?");
    expect(a.answered).toBe(true);
    expect(cosingRefs(a)).toEqual(["II/1666"]);
    expect(a.text).toContain(
      "EU CosIng Annex II (prohibited substances) ref. 1666, 2-(4-tert-butylbenzyl) propionaldehyde: prohibited in cosmetic products.",
    );
  });

  test("a preservative the annex reserves for rinse-off products is refused in a leave-on lotion: MIT", () => {
    const a = ask("Is methylisothiazolinone allowed in a leave-on lotion?");
    expect(cosingRefs(a)).toEqual(["V/57"]);
    expect(a.text).toContain(
      "not allowed in a leave-on skin product; the annex allows it in: only in rinse-off products",
    );
  });

  test("on a formulation's page, a question that names no product is read for that formulation", () => {
    const shampoo: LibraryItem = {
      slug: "anti-dandruff-shampoo",
      name: "Anti-Dandruff Shampoo",
      categoryName: "Hair Care",
      categorySlug: "hair-enrichment-solutions-formulations",
      productType: "anti-dandruff shampoo",
      leaveOn: false,
      ingredients: [],
    };
    const a = ask("What's the maximum salicylic acid?", "/formulation/anti-dandruff-shampoo", { current: shampoo });
    expect(a.text).toMatch(/^Read for Anti-Dandruff Shampoo, a rinse-off hair product\./);
    expect(a.text).toContain("allowed in a rinse-off hair product up to 3 %");
    expect(a.links).toEqual([{ label: "Anti-Dandruff Shampoo", href: "/formulation/anti-dandruff-shampoo" }]);
    expect(a.text).not.toContain("I read the product as");
  });

  test("without a product type it says how it read the product", () => {
    const a = ask("What is the limit for phenoxyethanol?");
    expect(a.text).toContain("I read the product as a leave-on skin product");
  });
});

describe("library and ingredient questions", () => {
  test("which formulations use niacinamide: only those that really do, linked", () => {
    const a = ask("Which formulations use niacinamide?", undefined, { library: [SERUM, CLEANER] });
    expect(a.intent).toBe("formulations-with");
    expect(a.text).toContain("One formulation in the library uses Niacinamide: Brightening Serum (5%).");
    expect(a.links).toEqual([{ label: "Brightening Serum", href: "/formulation/brightening-serum" }]);
    expect(a.text).toContain("typically 2 %–5 %");
  });

  test("an INCI name finds the ingredient: formulations with aqua", () => {
    const a = ask("formulations with aqua", undefined, { library: [SERUM, CLEANER] });
    expect(a.links.map((l) => l.href)).toEqual(["/formulation/brightening-serum", "/formulation/glass-cleaner"]);
  });

  test("a text match that is another ingredient is not a use (alcohol is not isopropyl alcohol)", () => {
    const a = ask("Which formulations contain alcohol?", undefined, { library: [CLEANER] });
    expect(a.links).toEqual([]);
    expect(a.text).toContain("No formulation in the library uses");
  });

  test("what an ingredient is for, with the knowledge base's source", () => {
    const a = ask("What is glycerin used for?");
    expect(a.intent).toBe("ingredient");
    expect(a.text).toContain("Glycerin is used as humectant");
    expect(a.citations[0]?.label).toMatch(/Handbook of Pharmaceutical Excipients/);
  });
});

describe("scaling the formulation of the page the user is on", () => {
  test("'scale this to 20 kg' on a formulation page weighs out that formulation, exactly 20 kg", () => {
    const a = ask("How do I scale this to 20 kg?", "/formulation/brightening-serum", { current: SERUM });
    expect(a.intent).toBe("scale");
    expect(a.text).toContain(
      "For 20 kg (20,000.00 g) of Brightening Serum, weigh:\n• Water (deionised): 17,700.00 g (88.5 %)",
    );
    expect(a.text).toContain("• Niacinamide: 1,000.00 g (5 %)");
    expect(a.text).toContain("The amounts add up to exactly 20,000.00 g.");
    expect(a.links[0]).toEqual({
      label: "Batch record for 20 kg (20,000.00 g)",
      href: "/formulation/brightening-serum/batch-record?size=20&unit=kg",
    });
  });

  test("the page path gives the formulation; other pages ask the user to open one", () => {
    expect(planQuestion("scale this to 5 kg", { path: "/formulation/brightening-serum" }).formulationSlug).toBe(
      "brightening-serum",
    );
    const a = ask("How do I scale this to 20 kg?", "/browse");
    expect(a.text).toMatch(/^Open the formulation you want to scale/);
    expect(a.links).toEqual([{ label: "Browse formulations", href: "/browse" }]);
  });

  test("batch sizes are read in g, kg, lb and tonnes, and out-of-range batches are refused", () => {
    expect(readQuantity("make 500g")).toEqual({ size: 500, unit: "g" });
    expect(readQuantity("2,5 lb please")).toEqual({ size: 2.5, unit: "lb" });
    expect(readQuantity("scale to 2 tonnes")).toEqual({ size: 2000, unit: "kg" });
    const a = ask("scale this to 200 tonnes", "/formulation/brightening-serum", { current: SERUM });
    expect(a.text).toContain("Batch records go from 1 g to 100 t");
  });
});

describe("outside its knowledge it says so", () => {
  for (const question of [
    "What's the weather?",
    "Best stock to buy",
    "Who won the football last night?",
    "tell me a joke",
  ])
    test(question, () => {
      const a = ask(question);
      expect(a.answered).toBe(false);
      expect(a.text).toBe(I_DONT_KNOW);
      expect(a.citations).toEqual([]);
    });
});

describe("an LLM's phrasing must keep to the facts", () => {
  const a = ask("What's the maximum phenoxyethanol in a leave-on cream?");

  test("a faithful rephrasing passes", () => {
    expect(
      ungroundedReason(
        "You can use up to 1 % Phenoxyethanol in a leave-on skin product, as EU CosIng Annex V ref. 29 allows; typical levels are 0.5 % to 1 %.",
        a,
      ),
    ).toBeUndefined();
  });

  test("a number, a name or an ingredient not in the facts is refused", () => {
    expect(ungroundedReason("You can use up to 1.5 % phenoxyethanol.", a)).toMatch(/"1.5"/);
    expect(ungroundedReason("Up to 1 % is fine, says the FDA as well.", a)).toMatch(/"FDA"/);
    expect(ungroundedReason("Up to 1 %; pair it with sodium benzoate for moulds.", a)).toMatch(/sodium benzoate/);
    expect(ungroundedReason("See https://example.com for 1 %.", a)).toMatch(/link/);
  });
});
