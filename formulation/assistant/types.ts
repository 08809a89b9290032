/**
 * The assistant's answer shape, shared by the engine (which writes it), the API (which sends it)
 * and the widget (which shows it; type-only imports keep the knowledge base out of the browser).
 */
import type { BatchUnit } from "../batch";
import type { IngredientRow } from "../library-schema";

export type AssistantIntent = "regulation" | "formulations-with" | "scale" | "ingredient" | "unknown";

/** Where a fact comes from: an EU CosIng annex entry, or a source the knowledge base records. */
export type Citation =
  | { kind: "cosing"; annex: string; ref: string; entry: string; label: string }
  | { kind: "knowledge"; ingredient: string; label: string };

export type AssistantLink = { label: string; href: string };

export type AssistantAnswer = {
  intent: AssistantIntent;
  /** False when retrieval found nothing: the widget then offers the human chat. */
  answered: boolean;
  /** What the user reads: the template's sentences, or the LLM's phrasing of the same facts. */
  text: string;
  /** Each retrieved fact as one sentence; the LLM may phrase these and nothing else. */
  facts: string[];
  citations: Citation[];
  links: AssistantLink[];
};

/** The page the question was asked on: a formulation page gives "this" a meaning. */
export type PageContext = { path?: string };

/** A library formulation as the assistant reads it (D1 rows mapped by the server). */
export type LibraryItem = {
  slug: string;
  name: string;
  categoryName: string | null;
  ingredients: readonly IngredientRow[];
  /** What the formulation is, for reading the annexes on its page ("shampoo", rinse-off). */
  categorySlug?: string | null;
  productType?: string | null;
  leaveOn?: boolean | null;
};

export type ScaleRequest = { size: number; unit: BatchUnit };
