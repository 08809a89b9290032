/**
 * Drafting a formulation with an LLM, made trustworthy: the model may only use knowledge-base
 * ingredients (anything else is rejected, never shown as real), its draft is validated, the
 * findings are fed back for up to two repair rounds, and on malformed output, timeout, error or
 * a draft that stays invalid the deterministic engine's formulation is used — with the reason.
 */
import { z } from "zod";
import type { CategorySlug } from "../categories";
import type { GeneratedFormulation } from "../generator/build";
import { slugify, truncate } from "../generator/text";
import { findIngredient, type Ingredient, ingredientById } from "../knowledge";
import { formatPercentage } from "../percent";
import { citation, findRegulatoryMatches } from "../regulatory";
import { TEMPLATES } from "../templates";
import { validate } from "../validate";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** What the generator needs from a model: one structured completion. */
export interface LlmClient {
  complete(messages: ChatMessage[], schema: { name: string; schema: Record<string, unknown> }): Promise<string>;
}

export const DraftSchema = z.object({
  name: z.string().min(2).max(120),
  description: z.string().min(10).max(1200),
  productType: z.string().min(2).max(60),
  leaveOn: z.boolean(),
  ingredients: z
    .array(
      z.object({
        name: z.string().min(1).max(120),
        inci: z.string().max(200),
        percentage: z.number().positive().max(100),
        function: z.string().max(80),
        reason: z.string().max(300),
      }),
    )
    .min(2)
    .max(40),
  phases: z
    .array(z.object({ phase: z.string().min(1).max(120), steps: z.array(z.string().min(1).max(600)).min(1) }))
    .min(1),
  usageInstructions: z.string().min(10).max(3000),
  phLevel: z.string().max(40),
  shelfLifeMonths: z.number().int().min(1).max(60),
  viscosity: z.string().max(80),
  storageConditions: z.string().max(200),
  processingTime: z.string().max(60),
  temperature: z.string().max(80),
  equipment: z.string().max(600),
});
export type Draft = z.infer<typeof DraftSchema>;

const str = { type: "string" } as const;
/** JSON Schema for structured output (strict mode: every property required, no extras). */
export const DRAFT_JSON_SCHEMA = {
  name: "formulation_draft",
  schema: {
    type: "object",
    additionalProperties: false,
    required: [
      "name",
      "description",
      "productType",
      "leaveOn",
      "ingredients",
      "phases",
      "usageInstructions",
      "phLevel",
      "shelfLifeMonths",
      "viscosity",
      "storageConditions",
      "processingTime",
      "temperature",
      "equipment",
    ],
    properties: {
      name: str,
      description: str,
      productType: str,
      leaveOn: { type: "boolean" },
      ingredients: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["name", "inci", "percentage", "function", "reason"],
          properties: { name: str, inci: str, percentage: { type: "number" }, function: str, reason: str },
        },
      },
      phases: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["phase", "steps"],
          properties: { phase: str, steps: { type: "array", items: str } },
        },
      },
      usageInstructions: str,
      phLevel: str,
      shelfLifeMonths: { type: "integer" },
      viscosity: str,
      storageConditions: str,
      processingTime: str,
      temperature: str,
      equipment: str,
    },
  },
} as const;

/** The knowledge-base ingredients the category's products are built from: the model's whole palette. */
export function allowedIngredients(category: CategorySlug): Ingredient[] {
  const ids = new Set<string>();
  for (const a of TEMPLATES) {
    if (!a.categories.includes(category)) continue;
    ids.add(a.balance.id);
    for (const slot of a.slots) for (const id of slot.candidates) ids.add(id);
  }
  return [...ids].map((id) => ingredientById(id)).filter((i): i is Ingredient => Boolean(i));
}

/** Surfactants are weighed as supplied: the prompt says how active the grade is. */
function activeNote(i: Ingredient): string {
  const am = i.activeMatter;
  return am !== undefined && am < 0.995 ? ` as supplied, ${Math.round(am * 100)} % active` : "";
}

export function buildPrompt(args: {
  categoryName: string;
  category: CategorySlug;
  description: string;
}): ChatMessage[] {
  const palette = allowedIngredients(args.category)
    .map(
      (i) =>
        `- ${i.name} | INCI: ${i.inci} | ${i.functions.slice(0, 3).join(", ")} | ${i.typicalMin}–${i.typicalMax}% (max ${i.maxUse}%)${activeNote(i)}`,
    )
    .join("\n");
  return [
    {
      role: "system",
      content: [
        `You are an industrial formulation chemist writing production-ready ${args.categoryName} formulations for small manufacturers.`,
        "Use ONLY ingredients from the list below, by their exact name; never invent an ingredient.",
        "Percentages are % w/w of the finished product, as supplied (a 30 % active surfactant solution is weighed as the solution), and must total exactly 100. Respect each maximum.",
        "Water-based cosmetics and household products need a preservative effective at the product's pH;",
        "creams and lotions need an emulsifier; nothing prohibited by EU Regulation 1223/2009 Annex II;",
        "heat-sensitive ingredients go in a cool-down phase below 40°C, and every ingredient is named in a step.",
        "",
        "Allowed ingredients (name | INCI | functions | typical range):",
        palette,
      ].join("\n"),
    },
    { role: "user", content: `Write a formulation for: ${args.description}` },
  ];
}

export type MappedDraft = { formulation: GeneratedFormulation; rejected: string[]; feedback: string[] };

/** Why a drafted ingredient was refused: prohibited outright, or simply not one we know. */
function rejectionReason(row: { name: string; inci: string }): string {
  const banned = findRegulatoryMatches({ name: row.name, inci: row.inci }).find(
    (m) => m.entry.annex === "II" && m.matchedBy.some((k) => k !== "identified"),
  );
  return banned
    ? `${row.name} is prohibited in cosmetic products (${citation(banned.entry)}); remove it`
    : `${row.name} is not in the allowed ingredient list; use only listed ingredients`;
}

/** Maps a draft onto the knowledge base: known ingredients take their real names; unknown ones are dropped. */
export function mapDraft(draft: Draft, category: CategorySlug): MappedDraft {
  const rejected: string[] = [];
  const feedback: string[] = [];
  const ingredients = draft.ingredients.flatMap((row) => {
    const known = findIngredient({ name: row.name, inci: row.inci });
    if (!known) {
      rejected.push(row.name);
      feedback.push(rejectionReason(row));
      return [];
    }
    return [
      {
        id: known.id,
        name: known.name,
        inci: known.inci,
        percentage: formatPercentage(Math.round(row.percentage * 100)),
        function: row.function,
        reason: row.reason || `${row.function}.`,
      },
    ];
  });
  const name = draft.name.trim();
  return {
    rejected,
    feedback,
    formulation: {
      name,
      slug: slugify(name),
      description: draft.description,
      seoTitle: truncate(`${name} Formulation`, 60),
      metaDescription: truncate(
        `${name}: professional ${draft.productType} formula with percentages and step-by-step manufacturing.`,
        160,
      ),
      keywords: [name.toLowerCase(), `${draft.productType} formulation`].join(", "),
      category,
      archetype: "llm-draft",
      productType: draft.productType,
      leaveOn: draft.leaveOn,
      ingredients,
      instructions: draft.phases,
      usageInstructions: draft.usageInstructions,
      phLevel: draft.phLevel,
      shelfLife: `${draft.shelfLifeMonths} months`,
      viscosity: draft.viscosity,
      storageConditions: draft.storageConditions,
      batchSize: "5 kg (laboratory batch)",
      processingTime: draft.processingTime,
      temperature: draft.temperature,
      equipment: draft.equipment,
      certification: "",
      costPerKg: 0,
    },
  };
}

function errorsOf(f: GeneratedFormulation): string[] {
  return validate(
    {
      ingredients: f.ingredients,
      instructions: f.instructions,
      temperature: f.temperature,
      processingTime: f.processingTime,
      phLevel: f.phLevel,
    },
    { category: f.category, productType: f.productType, leaveOn: f.leaveOn },
  )
    .findings.filter((x) => x.severity === "error")
    .map((x) => x.message);
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export type DraftOutcome = {
  formulation: GeneratedFormulation;
  source: "llm" | "engine";
  /** Why the engine was used instead of the model's draft. */
  fallbackReason?: string;
  /** Repair rounds the model needed. */
  repairs: number;
  /** Invented ingredients that were rejected along the way. */
  rejected: string[];
};

export const MAX_REPAIR_ROUNDS = 2;

export async function draftFormulation(args: {
  llm: LlmClient;
  category: CategorySlug;
  categoryName: string;
  description: string;
  fallback: () => GeneratedFormulation;
  timeoutMs?: number;
}): Promise<DraftOutcome> {
  const messages = buildPrompt(args);
  const rejectedAll: string[] = [];
  const fallback = (reason: string, repairs: number): DraftOutcome => ({
    formulation: args.fallback(),
    source: "engine",
    fallbackReason: reason,
    repairs,
    rejected: rejectedAll,
  });
  for (let round = 0; round <= MAX_REPAIR_ROUNDS; round++) {
    let raw: string;
    try {
      raw = await withTimeout(args.llm.complete(messages, DRAFT_JSON_SCHEMA), args.timeoutMs ?? 20_000);
    } catch (error) {
      return fallback(
        error instanceof TimeoutError
          ? `LLM timeout: ${error.message}`
          : `LLM error: ${String(error instanceof Error ? error.message : error)}`,
        round,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fallback("LLM returned malformed JSON", round);
    }
    const parsed = DraftSchema.safeParse(json);
    if (!parsed.success)
      return fallback(`LLM draft did not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}`, round);
    const { formulation, rejected, feedback } = mapDraft(parsed.data, args.category);
    rejectedAll.push(...rejected);
    const errors = [...feedback, ...errorsOf(formulation)];
    if (!errors.length) return { formulation, source: "llm", repairs: round, rejected: rejectedAll };
    if (round === MAX_REPAIR_ROUNDS) {
      return fallback(
        `LLM draft still invalid after ${MAX_REPAIR_ROUNDS} repair rounds: ${errors.slice(0, 3).join("; ")}`,
        round,
      );
    }
    messages.push(
      { role: "assistant", content: raw },
      { role: "user", content: `Fix these problems and return the whole formulation again:\n- ${errors.join("\n- ")}` },
    );
  }
  return fallback("unreachable", MAX_REPAIR_ROUNDS);
}
