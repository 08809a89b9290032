/**
 * The assistant as a use case: read the question (the engine's planQuestion), fetch what the
 * plan needs from D1 (the formulations that may use the ingredient, the formulation of the page
 * the user is on), answer from those facts (answerPlan), and — with an LLM configured — let the
 * model phrase the facts, keeping its words only when they add nothing (ADR 0031).
 */
import { and, eq, ne, or } from "drizzle-orm";
import { z } from "zod";
import type { AssistantReply } from "#app/features/assistant/assistant";
import { enforce, LIMITS } from "#app/server/auth/rate-limit.server";
import type { Database } from "#app/server/db/client.server";
import { categories, formulations } from "#app/server/db/schema";
import { getConfig } from "#app/server/env.server";
import { containsText } from "#app/server/fields.server";
import { findFormulation, parseIngredients } from "#app/server/formulations.server";
import { createOpenAiClient } from "#app/server/llm/openai-client.server";
import { completeStructured, logFallback } from "#app/server/llm/structured.server";
import { defineUseCase, type ServiceContext } from "#app/server/use-case.server";
import {
  type AssistantAnswer,
  answerPlan,
  type LibraryItem,
  type LlmClient,
  PHRASING_JSON_SCHEMA,
  PhrasingSchema,
  type Plan,
  phrasingMessages,
  planQuestion,
  ungroundedReason,
} from "#formulation";

export const QUESTION_MAX = 500;

export const AskSchema = z.object({
  question: z
    .string({ error: "Ask a question" })
    .trim()
    .min(2, "Ask a question")
    .max(QUESTION_MAX, `Keep the question under ${QUESTION_MAX} characters`),
  context: z
    .object({
      path: z
        .string({ error: "context.path must be the page's path" })
        .max(300, "context.path is too long")
        .regex(/^\/[^\s]*$/, "context.path must be the page's path, e.g. /formulation/hydrating-serum")
        .optional(),
    })
    .optional(),
});

/** The assistant answers while the user waits: a slow model loses to the template answer. */
export const ASSISTANT_LLM_TIMEOUT_MS = 6000;
/** Formulations fetched for the engine to check; enough for any ingredient in a 10,000-formula library's first page. */
const LIBRARY_CANDIDATES = 200;

const live = and(ne(formulations.isActive, false), ne(categories.isActive, false));

/**
 * Formulations whose ingredient text mentions the ingredient's name or INCI name, taken literally;
 * the engine then keeps only real uses.
 */
async function candidatesFor(db: Database, plan: Plan): Promise<LibraryItem[]> {
  const i = plan.ingredient;
  if (!i) return [];
  const terms = [...new Set([i.name, i.inci].map((t) => t.toLowerCase()))];
  const rows = await db
    .select({
      slug: formulations.slug,
      name: formulations.name,
      ingredients: formulations.ingredients,
      categoryName: categories.name,
    })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(and(live, or(...terms.map((t) => containsText(formulations.ingredients, t)))))
    .orderBy(formulations.name)
    .limit(LIBRARY_CANDIDATES);
  return rows.map((r) => ({ ...r, ingredients: parseIngredients(r.ingredients) }));
}

/** The formulation of the page, when the answer depends on it: scaling "this", or annex limits for "it". */
async function currentFormulation(db: Database, plan: Plan): Promise<LibraryItem | undefined> {
  const needed = plan.intent === "scale" || (plan.intent === "regulation" && !plan.productNamed);
  if (!needed || !plan.formulationSlug) return undefined;
  const f = await findFormulation(db, plan.formulationSlug);
  if (!f) return undefined;
  const { slug, name, categoryName, categorySlug, ingredients, productType, leaveOn } = f;
  return { slug, name, categoryName, categorySlug, ingredients, productType, leaveOn };
}

async function phrase(llm: LlmClient, question: string, answer: AssistantAnswer): Promise<string | undefined> {
  const reply = await completeStructured(llm, phrasingMessages(question, answer), PHRASING_JSON_SCHEMA, PhrasingSchema);
  const reason = reply.ok ? ungroundedReason(reply.value.text, answer) : reply.reason;
  if (reason) {
    logFallback("assistant", reason);
    return undefined;
  }
  return reply.ok ? reply.value.text : undefined;
}

/** The answer with an explicit model (tests pass the fake server's), or none for the template only. */
export async function answerQuestion(
  db: Database,
  input: z.output<typeof AskSchema>,
  llm?: LlmClient,
): Promise<AssistantReply> {
  const plan = planQuestion(input.question, input.context);
  const [library, current] = await Promise.all([
    plan.intent === "formulations-with" ? candidatesFor(db, plan) : undefined,
    currentFormulation(db, plan),
  ]);
  const answer = answerPlan(plan, { ...(library ? { library } : {}), ...(current ? { current } : {}) });
  const phrased = llm && answer.answered ? await phrase(llm, input.question, answer) : undefined;
  const { facts: _facts, ...shown } = answer;
  return { ...shown, ...(phrased ? { text: phrased } : {}), source: phrased ? "llm" : "engine" };
}

function configuredLlm(): LlmClient | undefined {
  const config = getConfig().llm;
  return config ? createOpenAiClient({ ...config, timeoutMs: ASSISTANT_LLM_TIMEOUT_MS }) : undefined;
}

/** POST /api/assistant: limited per client address like the other generation endpoints. */
export const askAssistant = defineUseCase(AskSchema, async ({ db, caller }: ServiceContext, input) => {
  await enforce(db, `assistant:ip:${caller.ip}`, LIMITS.assistantPerIp, caller);
  return answerQuestion(db, input, configuredLlm());
});
