import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Draft, draftFormulation, generateFromDemo, validate } from "#formulation";
import { type FakeOpenAi, startFakeOpenAi } from "../../../test-support/fake-openai-server";
import { createOpenAiClient } from "./openai-client.server";

/** A sound, simple O/W cream using knowledge-base names. */
const GOOD: Draft = {
  name: "Daily Moisture Cream",
  description: "A light daily moisturiser for normal skin with glycerin and squalane.",
  productType: "O/W face cream",
  leaveOn: true,
  ingredients: [
    { name: "Water (deionised)", inci: "Aqua", percentage: 77.9, function: "Solvent", reason: "base" },
    { name: "Glycerin", inci: "Glycerin", percentage: 4, function: "Humectant", reason: "hydration" },
    { name: "Squalane", inci: "Squalane", percentage: 8, function: "Emollient", reason: "softness" },
    {
      name: "Glyceryl Stearate SE",
      inci: "Glyceryl Stearate SE",
      percentage: 5,
      function: "Emulsifier",
      reason: "emulsion",
    },
    { name: "Cetearyl Alcohol", inci: "Cetearyl Alcohol", percentage: 3, function: "Co-emulsifier", reason: "body" },
    { name: "Xanthan Gum", inci: "Xanthan Gum", percentage: 0.3, function: "Thickener", reason: "stability" },
    { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: 0.9, function: "Preservative", reason: "protection" },
    { name: "Tocopherol", inci: "Tocopherol", percentage: 0.5, function: "Antioxidant", reason: "protects oils" },
    { name: "Citric Acid", inci: "Citric Acid", percentage: 0.4, function: "pH adjuster", reason: "pH" },
  ],
  phases: [
    { phase: "Phase A", steps: ["Disperse Xanthan Gum in Glycerin, add to Water (deionised) and heat to 75°C."] },
    { phase: "Phase B", steps: ["Melt Squalane, Glyceryl Stearate SE and Cetearyl Alcohol at 75°C."] },
    {
      phase: "Phase C",
      steps: ["Emulsify B into A with a homogeniser.", "Cool to below 40°C and add Phenoxyethanol and Tocopherol."],
    },
    { phase: "Phase D", steps: ["Adjust pH to 5.5 with Citric Acid."] },
  ],
  usageInstructions: "**1. How to Use**\n- Apply to clean skin morning and evening.",
  phLevel: "5.5",
  shelfLifeMonths: 24,
  viscosity: "20,000 cP",
  storageConditions: "Room temperature",
  processingTime: "3 hours",
  temperature: "75°C",
  equipment: "Homogeniser, water bath",
};

const content = (draft: unknown) => ({ content: JSON.stringify(draft) });
const withRow = (row: Draft["ingredients"][number], water = 77.9) => ({
  ...GOOD,
  ingredients: [
    { ...GOOD.ingredients[0], percentage: water } as Draft["ingredients"][number],
    ...GOOD.ingredients.slice(1),
    row,
  ],
});

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({
    good: () => content(GOOD),
    malformed: () => ({ content: "{ this is not json" }),
    "wrong-shape": () => content({ name: "X" }),
    // Zinc pyrithione (banned in EU cosmetics since 2022, Annex II) — the model never drops it.
    prohibited: () =>
      content(
        withRow(
          { name: "Zinc Pyrithione", inci: "Zinc Pyrithione", percentage: 1, function: "Anti-dandruff", reason: "x" },
          76.9,
        ),
      ),
    // Totals 97 % on the first answer, fixed after the validator's feedback.
    "short-then-fixed": ({ call }) =>
      content(
        call === 1
          ? { ...GOOD, ingredients: [{ ...GOOD.ingredients[0], percentage: 74.9 }, ...GOOD.ingredients.slice(1)] }
          : GOOD,
      ),
    "always-short": () =>
      content({ ...GOOD, ingredients: [{ ...GOOD.ingredients[0], percentage: 74.9 }, ...GOOD.ingredients.slice(1)] }),
    invented: () =>
      content(
        withRow(
          {
            name: "Unicorn Tear Extract",
            inci: "Unicornis Lacrima",
            percentage: 2,
            function: "Active",
            reason: "magic",
          },
          75.9,
        ),
      ),
    stall: () => ({ stall: true }),
    "server-error": () => ({ status: 500, body: "overloaded" }),
  });
});
afterAll(async () => fake.close());

function engineCream() {
  const outcome = generateFromDemo({ category: "skin-care", description: "a light daily face cream" });
  if (outcome.status !== "formulated") throw new Error("the engine should formulate a face cream");
  return outcome.formulation;
}

function run(model: string, timeoutMs = 2000) {
  return draftFormulation({
    llm: createOpenAiClient({ apiKey: "test-key", baseURL: fake.url, model, timeoutMs }),
    category: "skin-care-formulations",
    categoryName: "Skin Care",
    description: "a light daily face cream",
    fallback: () => engineCream(),
    timeoutMs,
  });
}

const isValid = (o: Awaited<ReturnType<typeof run>>) =>
  validate(
    {
      ingredients: o.formulation.ingredients,
      instructions: o.formulation.instructions,
      phLevel: o.formulation.phLevel,
    },
    { category: "skin-care-formulations", productType: o.formulation.productType, leaveOn: true },
  ).isValid;

describe("LLM drafting against an OpenAI-compatible server", () => {
  test("a good draft is used, with knowledge-base names", async () => {
    const outcome = await run("good");
    expect(outcome.source).toBe("llm");
    expect(outcome.repairs).toBe(0);
    expect(outcome.formulation.name).toBe("Daily Moisture Cream");
    expect(outcome.formulation.ingredients.map((i) => i.inci)).toContain("Squalane");
    expect(isValid(outcome)).toBe(true);
  });

  test("malformed JSON falls back to the engine and says why", async () => {
    const outcome = await run("malformed");
    expect(outcome).toMatchObject({ source: "engine", fallbackReason: "LLM returned malformed JSON" });
    expect(isValid(outcome)).toBe(true);
    const shape = await run("wrong-shape");
    expect(shape.source).toBe("engine");
    expect(shape.fallbackReason).toMatch(/did not match the schema/);
  });

  test("a total of 97% is fed back and repaired", async () => {
    const outcome = await run("short-then-fixed");
    expect(outcome.source).toBe("llm");
    expect(outcome.repairs).toBe(1);
    const always = await run("always-short");
    expect(always.source).toBe("engine");
    expect(always.fallbackReason).toMatch(/still invalid after 2 repair rounds: Ingredients total 97%, not 100%/);
    expect(fake.calls.get("always-short")).toBe(3);
  });

  test("a prohibited ingredient never reaches the user", async () => {
    const outcome = await run("prohibited");
    expect(outcome.source).toBe("engine");
    expect(outcome.fallbackReason, outcome.fallbackReason).toMatch(
      /zinc pyrithione.* is prohibited in cosmetic products/i,
    );
    expect(outcome.formulation.ingredients.map((i) => i.inci)).not.toContain("Zinc Pyrithione");
    expect(fake.calls.get("prohibited")).toBe(3);
  });

  test("an invented ingredient is rejected, never shown as real", async () => {
    const outcome = await run("invented");
    expect(outcome.rejected).toContain("Unicorn Tear Extract");
    expect(outcome.formulation.ingredients.map((i) => i.name)).not.toContain("Unicorn Tear Extract");
    expect(outcome.source).toBe("engine");
    expect(outcome.fallbackReason).toMatch(/Unicorn Tear Extract is not in the allowed ingredient list/);
  });

  test("a stalled or failing server falls back within the timeout", async () => {
    const started = Date.now();
    const stalled = await run("stall", 300);
    expect(stalled.source).toBe("engine");
    expect(stalled.fallbackReason).toMatch(/timeout/i);
    expect(Date.now() - started).toBeLessThan(3000);
    const failing = await run("server-error");
    expect(failing.source).toBe("engine");
    expect(failing.fallbackReason).toMatch(/LLM error/);
  });

  test("the prompt lists only knowledge-base ingredients of the category", async () => {
    await run("good");
    // The recorded request is the first message of the conversation.
    const { buildPrompt } = await import("#formulation");
    const [system] = buildPrompt({ category: "skin-care-formulations", categoryName: "Skin Care", description: "x" });
    expect(system?.content).toMatch(/Glycerin \| INCI: Glycerin/);
    expect(system?.content).not.toMatch(/Portland cement/i);
  });
});
