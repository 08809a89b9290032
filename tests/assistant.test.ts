/**
 * POST /api/assistant (ADR 0031): answers from the EU annexes, the knowledge base and
 * the seeded library, with citations and links; "this" on a formulation page is that formulation;
 * outside its knowledge it says "I don't know — ask a formulator"; zod-checked input with clear
 * 4xx messages; a per-address limit; an LLM's phrasing is used only when it keeps to the facts.
 */
import { beforeAll, describe, expect, inject, test } from "vitest";
import type { AssistantReply } from "#app/features/assistant/assistant";
import { answerQuestion } from "#app/features/assistant/assistant.server";
import * as assistantRoute from "#app/features/assistant/routes/api/assistant";
import { LIMITS, RATE_LIMIT_MESSAGE } from "#app/server/auth/rate-limit.server";
import { getDb } from "#app/server/db/client.server";
import { findFormulation } from "#app/server/formulations.server";
import { createOpenAiClient } from "#app/server/llm/openai-client.server";
import { call, runSeed } from "./helpers";

beforeAll(async () => {
  await runSeed();
});

let address = 0;
/** Each request from its own address unless one is given, so the limit only bites where tested. */
function ask(body: unknown, ip = `198.51.100.${++address}`) {
  return call(
    assistantRoute.action,
    new Request("http://localhost/api/assistant", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    }),
  );
}
async function answerOf(body: unknown): Promise<AssistantReply> {
  const res = await ask(body);
  expect(res.status).toBe(200);
  return (await res.json()) as AssistantReply;
}
const cosing = (a: AssistantReply) => a.citations.filter((c) => c.kind === "cosing").map((c) => c.label);

describe("answers with citations", () => {
  test("maximum phenoxyethanol in a leave-on cream: 1 %, EU CosIng Annex V ref. 29", async () => {
    const a = await answerOf({ question: "What's the maximum phenoxyethanol in a leave-on cream?" });
    expect(a.answered).toBe(true);
    expect(a.source).toBe("engine");
    expect(a.text).toContain("allowed in a leave-on skin product up to 1 %");
    expect(cosing(a)).toEqual(["EU CosIng Annex V ref. 29, data of 28/08/2026"]);
  });

  test("salicylic acid in EU rinse-off products: Annex III ref. 98 at 2 % and Annex V ref. 3 at 0.5 %", async () => {
    const a = await answerOf({ question: "Is salicylic acid allowed in EU rinse-off products?" });
    expect(cosing(a)).toEqual([
      "EU CosIng Annex III ref. 98, data of 08/12/2025",
      "EU CosIng Annex V ref. 3, data of 28/08/2026",
    ]);
    expect(a.text).toContain("up to 2 %");
    expect(a.text).toContain("up to 0.5 % (acid)");
  });

  test("which formulations use niacinamide: the seeded formulations that list it, linked to their pages", async () => {
    const a = await answerOf({ question: "Which formulations use niacinamide?" });
    expect(a.intent).toBe("formulations-with");
    expect(a.links.length).toBeGreaterThan(0);
    for (const link of a.links.filter((l) => l.href.startsWith("/formulation/"))) {
      const f = await findFormulation(getDb(), link.href.replace("/formulation/", ""));
      expect(f?.name).toBe(link.label);
      expect(f?.ingredients.some((r) => /niacinamide/i.test(`${r.name} ${r.inci}`))).toBe(true);
    }
  });

  test("'scale this to 20 kg' on a formulation page scales that formulation", async () => {
    const f = await findFormulation(getDb(), "hyaluronic-acid-hydrating-serum");
    const slug = f?.slug ?? "";
    expect(slug).not.toBe("");
    const a = await answerOf({ question: "How do I scale this to 20 kg?", context: { path: `/formulation/${slug}` } });
    expect(a.intent).toBe("scale");
    expect(a.text).toContain(`For 20 kg (20,000.00 g) of ${f?.name}, weigh:`);
    expect(a.text).toContain("The amounts add up to exactly 20,000.00 g.");
    expect(a.links[0]?.href).toBe(`/formulation/${slug}/batch-record?size=20&unit=kg`);
  });

  test("on a shampoo's page, 'maximum salicylic acid' is read for that shampoo (rinse-off hair: 3 %)", async () => {
    const a = await answerOf({
      question: "What's the maximum salicylic acid?",
      context: { path: "/formulation/piroctone-salicylic-anti-dandruff-shampoo" },
    });
    expect(a.text).toContain("a rinse-off hair product");
    expect(a.text).toContain("allowed in a rinse-off hair product up to 3 %");
    expect(cosing(a)).toContain("EU CosIng Annex III ref. 98, data of 08/12/2025");
  });

  test("on a formulation that does not exist it asks for one rather than guessing", async () => {
    const a = await answerOf({ question: "scale this to 20 kg", context: { path: "/formulation/no-such-thing" } });
    expect(a.text).toMatch(/^Open the formulation you want to scale/);
  });
});

describe("refusals outside its knowledge", () => {
  for (const question of ["What's the weather?", "Best stock to buy?"])
    test(question, async () => {
      const a = await answerOf({ question });
      expect(a).toMatchObject({ answered: false, text: "I don't know — ask a formulator.", citations: [], links: [] });
    });
});

describe("bad input gets a clear 4xx", () => {
  test("missing, blank and oversized questions; a context path that is not a path", async () => {
    const cases: [unknown, string][] = [
      [{}, "Ask a question"],
      [{ question: "  " }, "Ask a question"],
      [{ question: "x".repeat(501) }, "Keep the question under 500 characters"],
      [
        { question: "max phenoxyethanol?", context: { path: "https://evil.example" } },
        "context.path must be the page's path",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ask(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
  });

  test("not JSON: 415; GET: 405", async () => {
    const res = await call(
      assistantRoute.action,
      new Request("http://localhost/api/assistant", { method: "POST", body: "question=hi" }),
    );
    expect(res.status).toBe(415);
    expect((await call(assistantRoute.loader, new Request("http://localhost/api/assistant"))).status).toBe(405);
  });
});

test("limited per client address, with the rate-limit message", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < LIMITS.assistantPerIp.max; i++)
    statuses.push((await ask({ question: "what is glycerin?" }, "203.0.113.77")).status);
  expect(statuses.every((s) => s === 200)).toBe(true);
  const over = await ask({ question: "what is glycerin?" }, "203.0.113.77");
  expect(over.status).toBe(429);
  expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
  expect(((await over.json()) as { message: string }).message).toBe(RATE_LIMIT_MESSAGE);
  // Another address is unaffected.
  expect((await ask({ question: "what is glycerin?" }, "203.0.113.78")).status).toBe(200);
});

describe("with an LLM, only phrasing that keeps to the facts is shown", () => {
  const llm = (model: string) =>
    createOpenAiClient({ apiKey: "test-key", baseURL: inject("fakeOpenAiUrl"), model, timeoutMs: 2000 });
  const question = { question: "What's the maximum phenoxyethanol in a leave-on cream?" };

  test("a faithful phrasing is used; citations stay the engine's", async () => {
    const a = await answerQuestion(getDb(), question, llm("assistant-faithful"));
    expect(a.source).toBe("llm");
    expect(a.text).toBe(
      "You can use Phenoxyethanol at up to 1 % in a leave-on skin product, as EU CosIng Annex V ref. 29 allows.",
    );
    expect(cosing(a)).toEqual(["EU CosIng Annex V ref. 29, data of 28/08/2026"]);
  });

  for (const model of ["assistant-invented", "malformed", "broken", "slow"])
    test(`${model}: the template answer instead`, async () => {
      const a = await answerQuestion(getDb(), question, llm(model));
      expect(a.source).toBe("engine");
      expect(a.text).toContain("allowed in a leave-on skin product up to 1 %");
      expect(a.text).not.toContain("1.5");
    });

  test("a question it cannot answer never reaches the model", async () => {
    const a = await answerQuestion(getDb(), { question: "What's the weather?" }, llm("assistant-faithful"));
    expect(a).toMatchObject({ answered: false, source: "engine", text: "I don't know — ask a formulator." });
  });
});
