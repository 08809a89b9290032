/**
 * The LLM's only job in evidence-based suggestions: better words. It receives each suggestion's
 * title, text and evidence, and returns a title and text per item, in order. The evidence itself
 * is never the model's: the caller keeps its own sentence with the counts, so a model can make a
 * suggestion read better but cannot invent a reason for it.
 */
import { z } from "zod";
import { completeStructured, type Structured } from "#app/server/llm/structured.server";
import type { LlmClient } from "#formulation";
import { llmPlainText as plain } from "./schema";

export type Phrasing = { title: string; text: string };

const RephrasedSchema = z.object({ items: z.array(z.object({ title: plain(3, 100), text: plain(10, 400) })) });

const JSON_SCHEMA = {
  name: "rephrased_suggestions",
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["items"],
    properties: {
      items: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["title", "text"],
          properties: { title: { type: "string" }, text: { type: "string" } },
        },
      },
    },
  },
};

export async function rephraseWithLlm(
  llm: LlmClient,
  purpose: string,
  items: readonly (Phrasing & { evidence: string })[],
): Promise<Structured<Phrasing[]>> {
  const answer = await completeStructured(
    llm,
    [
      {
        role: "system",
        content:
          `You edit ${purpose} for Formulab, a library of chemical and cosmetic formulations. ` +
          "For each item, in the same order, return a clearer title (at most 100 characters) and text (one or two sentences, at most 400 characters). " +
          "Keep each item's subject. Do not add numbers, statistics, claims or facts that are not in the item; the evidence is shown separately. Plain text only. Answer as JSON.",
      },
      { role: "user", content: JSON.stringify({ items }) },
    ],
    JSON_SCHEMA,
    RephrasedSchema,
  );
  if (!answer.ok) return answer;
  if (answer.value.items.length !== items.length) {
    return { ok: false, reason: `LLM returned ${answer.value.items.length} items for ${items.length} suggestions` };
  }
  return { ok: true, value: answer.value.items };
}
