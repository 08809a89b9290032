/**
 * Runs in Node before the runtime tests: a fake OpenAI-compatible server on loopback that the
 * workerd tests reach by URL (`inject("fakeOpenAiUrl")`). The model name picks the behaviour.
 */
import type { TestProject } from "vitest/node";
import { type FakeOpenAi, startFakeOpenAi } from "../test-support/fake-openai-server";

/** A sound O/W cream made of knowledge-base ingredients (the name varies per call). */
const GOOD_DRAFT = {
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

let fake: FakeOpenAi | undefined;

export default async function setup(project: TestProject) {
  fake = await startFakeOpenAi({
    good: ({ call }) => ({
      content: JSON.stringify({ ...GOOD_DRAFT, name: `Bulk Daily Moisture Cream ${call}` }),
      usage: { prompt_tokens: 1200, completion_tokens: 400 },
    }),
    malformed: () => ({ content: "{ this is not json", usage: { prompt_tokens: 1000, completion_tokens: 5 } }),
    slow: () => ({ stall: true }),
    "rate-limited": () => ({ status: 429, body: "Rate limit reached" }),
    broken: () => ({ status: 500, body: "overloaded" }),
    // AI blog prose (app/server/ai-blog/article.server.ts): one that keeps to the facts, one that invents a level.
    "blog-prose": () => ({
      content: JSON.stringify({
        intro: ["A serum is a light, concentrated product; this guide explains how ours are built and why."],
        guidance: [
          "Look first at the humectant and the preservative: together they decide how the serum feels and how long it keeps.",
        ],
        closing: ["Pick the example closest to your product and adjust it within the ranges in the table."],
      }),
      usage: { prompt_tokens: 900, completion_tokens: 120 },
    }),
    "blog-invented": () => ({
      content: JSON.stringify({
        intro: ["Serums sell well, and most good ones carry 37.25% glycerin for a dewy finish that lasts."],
        guidance: ["Look first at the humectant and the preservative, which decide the feel and the keeping."],
        closing: ["Pick the example closest to your product and adjust it within the ranges in the table."],
      }),
    }),
    // The assistant (app/features/assistant): one phrasing that keeps to the facts, one that adds a level.
    "assistant-faithful": () => ({
      content: JSON.stringify({
        text: "You can use Phenoxyethanol at up to 1 % in a leave-on skin product, as EU CosIng Annex V ref. 29 allows.",
      }),
    }),
    "assistant-invented": () => ({
      content: JSON.stringify({ text: "Phenoxyethanol works best at 1.5 % in a leave-on cream." }),
    }),
  });
  project.provide("fakeOpenAiUrl", fake.url);
  return async () => {
    await fake?.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    fakeOpenAiUrl: string;
  }
}
