/**
 * The category and suggestion LLM paths against a real OpenAI-compatible server on loopback:
 * a good answer is used; malformed, wrong-shaped, slow, rate-limited (429) and failing (500)
 * answers each give a reason the engine fallback reports.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createOpenAiClient } from "#app/server/llm/openai-client.server";
import { type FakeOpenAi, startFakeOpenAi } from "../../../test-support/fake-openai-server";
import { readCategoryDescription, type SystemCategory } from "./engine-reading.server";
import { draftCategoryWithLlm } from "./llm-proposal.server";
import { rephraseWithLlm } from "./llm-rephrase.server";

const CATEGORIES: SystemCategory[] = [
  { id: "c1", slug: "hair-enrichment-solutions-formulations", name: "Hair Enrichment Solutions", icon: "fas fa-wind" },
  { id: "c2", slug: "salon-base-innovations-formulations", name: "Salon Base Innovations", icon: "fas fa-pump-soap" },
  { id: "c3", slug: "pet-care-formulations", name: "Pet Care", icon: "fas fa-paw" },
];

const PROPOSAL = {
  name: "Kombucha Drinks",
  description: "Fermented tea drinks brewed with a SCOBY.",
  icon: "fas fa-flask",
  seoTitle: "Kombucha Drink Formulations",
  metaDescription: "Kombucha drink formulations for small breweries.",
  keywords: "kombucha, fermented tea",
  matchedCategorySlug: null,
  reasoning: "None of the system categories covers beverages.",
};

let fake: FakeOpenAi;
let lastPrompt = "";
beforeAll(async () => {
  const answer = (body: unknown) => ({ content: JSON.stringify(body) });
  fake = await startFakeOpenAi({
    good: ({ messages }) => {
      lastPrompt = messages.map((m) => m.content).join("\n");
      return answer(PROPOSAL);
    },
    malformed: () => ({ content: "{ not json" }),
    "wrong-shape": () => answer({ ...PROPOSAL, metaDescription: "x".repeat(161) }),
    markup: () => answer({ ...PROPOSAL, name: "<script>x</script>" }),
    slow: () => ({ stall: true }),
    "rate-limited": () => ({ status: 429, body: "Rate limit reached" }),
    "server-error": () => ({ status: 500, body: "overloaded" }),
    rephrase: ({ messages }) => {
      const { items } = JSON.parse(messages[1]?.content ?? "{}") as { items: unknown[] };
      return answer({ items: items.map((_, i) => ({ title: `Better title ${i}`, text: "A clearer sentence." })) });
    },
  });
});
afterAll(async () => fake.close());

const client = (model: string, timeoutMs = 2000) =>
  createOpenAiClient({ apiKey: "test-key", baseURL: fake.url, model, timeoutMs });
const draft = (model: string, timeoutMs?: number) => {
  const description = "Kombucha drinks";
  return draftCategoryWithLlm(
    client(model, timeoutMs),
    description,
    CATEGORIES,
    readCategoryDescription(description, CATEGORIES),
  );
};

describe("category proposal from an OpenAI-compatible model", () => {
  test("a good answer passes the schema, and the prompt carries the 22's slugs and the engine's reading", async () => {
    const outcome = await draft("good");
    expect(outcome).toEqual({ ok: true, value: PROPOSAL });
    expect(lastPrompt).toContain("pet-care-formulations: Pet Care");
    expect(lastPrompt).toMatch(/places it in none of them/);
  });

  test("malformed, wrong-shaped and marked-up answers are refused with the reason", async () => {
    expect(await draft("malformed")).toEqual({ ok: false, reason: "LLM returned malformed JSON" });
    expect(await draft("wrong-shape")).toMatchObject({ ok: false, reason: expect.stringMatching(/metaDescription/) });
    expect(await draft("markup")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/name: must be plain text/),
    });
  });

  test("a slow, rate-limited or failing server gives a reason within the time limit", async () => {
    const started = Date.now();
    expect(await draft("slow", 300)).toMatchObject({ ok: false, reason: expect.stringMatching(/timed out/i) });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await draft("rate-limited")).toMatchObject({ ok: false, reason: expect.stringMatching(/LLM error: 429/) });
    expect(await draft("server-error")).toMatchObject({ ok: false, reason: expect.stringMatching(/LLM error: 500/) });
  });
});

describe("rewording suggestions", () => {
  const items = [
    { title: "Kombucha Starter Kit", text: "Formulations for kombucha starter kits.", evidence: "3 wizard requests" },
    { title: "Sunscreen Lotion", text: "Sun protection.", evidence: "2 notes" },
  ];

  test("keeps one answer per item, in order", async () => {
    expect(await rephraseWithLlm(client("rephrase"), "category suggestions", items)).toEqual({
      ok: true,
      value: [
        { title: "Better title 0", text: "A clearer sentence." },
        { title: "Better title 1", text: "A clearer sentence." },
      ],
    });
  });

  test("any failure is a reason, never an exception", async () => {
    for (const model of ["malformed", "rate-limited", "server-error", "good"]) {
      const outcome = await rephraseWithLlm(client(model), "category suggestions", items);
      expect(outcome.ok, model).toBe(false);
    }
  });
});
