/**
 * POST /api/admin/generate-alt-text: the engine's honest phrase offline; with an LLM
 * configured, its sentence when it keeps the rules (≤ 125 characters, no "image of", no markup),
 * else the engine's. The category may be sent as a name, a slug or an id; ids and slugs are read
 * as the category's name.
 */
import { eq, or } from "drizzle-orm";
import { z } from "zod";
import type { LlmClient } from "#formulation";
import type { Database } from "../db/client.server";
import { categories } from "../db/schema";
import { getConfig } from "../env.server";
import { createOpenAiClient } from "../llm/openai-client.server";
import { defineUseCase, type UserContext } from "../use-case.server";
import { ALT_TEXT_MAX, cleanText, engineAltText, isGoodAltText, MISSING_NAME } from "./alt-text";

const AltTextSchema = z.object({
  name: z.string({ error: MISSING_NAME }).trim().min(1, MISSING_NAME).max(200, "Name is too long"),
  category: z.string().trim().max(200, "Category is too long").nullish(),
});

const ALT_TEXT_SCHEMA = {
  name: "alt_text",
  schema: {
    type: "object",
    properties: { altText: { type: "string" } },
    required: ["altText"],
    additionalProperties: false,
  },
};

/** The LLM's alt text, or undefined when it fails, times out or breaks a rule. */
export async function llmAltText(llm: LlmClient, name: string, category?: string): Promise<string | undefined> {
  try {
    const content = await llm.complete(
      [
        {
          role: "system",
          content: `You write alt text for product images in a library of chemical and cosmetic formulations. Write one plain sentence of at most ${ALT_TEXT_MAX} characters describing the product from its name and category only. Do not invent colours, packaging, people or settings. Do not start with "image of", "picture of" or "photo of". Answer as JSON: {"altText": "..."}`,
        },
        { role: "user", content: JSON.stringify({ name, category: category ?? null }) },
      ],
      ALT_TEXT_SCHEMA,
    );
    const raw = String((JSON.parse(content) as { altText?: unknown }).altText ?? "");
    // Markup is refused, not stripped: a model that answers with tags did not follow the brief.
    if (/[<>]/.test(raw)) return undefined;
    const altText = cleanText(raw).replace(/^["'“]|["'”]$/g, "");
    return isGoodAltText(altText) ? altText : undefined;
  } catch (error) {
    console.warn(JSON.stringify({ at: "alt-text", fallback: String(error) }));
    return undefined;
  }
}

/** The alt text for a validated input; `llm` is the configured client (tests pass a fake one). */
export async function altTextFor(
  db: Database,
  input: z.output<typeof AltTextSchema>,
  llm: LlmClient | undefined,
): Promise<{ altText: string; source: "llm" | "engine" }> {
  const known = input.category
    ? await db
        .select({ name: categories.name })
        .from(categories)
        .where(or(eq(categories.id, input.category), eq(categories.slug, input.category)))
        .get()
    : undefined;
  const category = known?.name ?? input.category ?? undefined;
  const fromLlm = llm ? await llmAltText(llm, input.name, category) : undefined;
  if (fromLlm) return { altText: fromLlm, source: "llm" };
  return { altText: engineAltText(input.name, category), source: "engine" };
}

export const generateAltText = defineUseCase(AltTextSchema, ({ db }: UserContext, input) =>
  altTextFor(db, input, configuredLlm()),
);

function configuredLlm(): LlmClient | undefined {
  const config = getConfig().llm;
  return config ? createOpenAiClient({ ...config, timeoutMs: 8000 }) : undefined;
}
