/**
 * The administrator's formulation form: one zod schema shared by the
 * back-office page (checked as the admin types, with Conform) and the server's use cases (checked
 * again, always, for the page action and the JSON API alike). Isomorphic: no server code, and of the engine only its small browser entrance.
 *
 * Ingredients and instructions arrive as lists from the page form and as lists or JSON text from
 * the JSON API (whose contract sends them as JSON text); both become lists here.
 */
import { z } from "zod";
// A relative path, not #app/: scripts/bench-queue.ts loads this module outside the app's build.
import {
  formatPpm,
  isSlug,
  optional,
  PPM_TOTAL,
  parsePercentage,
  required,
  SLUG_RULE,
  slugify,
} from "../../lib/fields";

export const SEO_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const SLUG_MAX = 120;
export const MAX_INGREDIENTS = 100;
export const MAX_PHASES = 20;
export const MAX_STEPS = 30;

/** A formulation's slug from its name: "Crème Légère 2%" → "creme-legere-2". Empty when nothing is left. */
export function formulationSlug(name: string): string {
  return slugify(name, SLUG_MAX);
}

/** The validator accepts a total within ±0.01 % of 100 % (rounding in the amounts as typed). */
const TOTAL_TOLERANCE_PPM = 100;

/**
 * The ingredients' total as the editor shows it while the admin types, counted the way the
 * validator counts on save: "15 ppm" is 0.0015 %, "12,5 %" is 12.5 %, and one q.s. row takes
 * whatever the other rows leave to 100 %. `total` is what to print ("100%"); `note` says what the
 * q.s. row takes, or why the total cannot come to 100 %; `complete` is true when it does.
 */
export type IngredientTotal = { total: string; note: string | null; complete: boolean };

export type IngredientTotalRow = { name?: unknown; inci?: unknown; percentage?: unknown } | undefined;

export function ingredientTotal(rows: readonly IngredientTotalRow[] | undefined): IngredientTotal {
  let fixed = 0;
  let unread = 0;
  const balance: string[] = [];
  (rows ?? []).forEach((row, index) => {
    const text = typeof row?.percentage === "string" ? row.percentage : "";
    // A row still being filled in has no amount yet; it is not a mistake to point out.
    if (!text.trim()) return;
    const parsed = parsePercentage(text);
    if (parsed.kind === "value") fixed += parsed.ppm;
    else if (parsed.kind === "balance") balance.push(rowLabel(row, index));
    else unread++;
  });
  const unreadNote = unread ? `${unread === 1 ? "1 percentage" : `${unread} percentages`} not understood` : null;
  const join = (...notes: (string | null)[]) => notes.filter(Boolean).join("; ") || null;
  if (balance.length > 1) {
    return {
      total: formatPpm(fixed),
      note: join(`${balance.length} rows are q.s.; only one can be`, unreadNote),
      complete: false,
    };
  }
  const [qs] = balance;
  if (qs !== undefined) {
    const left = PPM_TOTAL - fixed;
    return left > 0
      ? { total: formatPpm(PPM_TOTAL), note: join(`${qs} (q.s.) takes ${formatPpm(left)}`, unreadNote), complete: true }
      : { total: formatPpm(fixed), note: join(`nothing is left for ${qs} (q.s.)`, unreadNote), complete: false };
  }
  return { total: formatPpm(fixed), note: unreadNote, complete: Math.abs(fixed - PPM_TOTAL) <= TOTAL_TOLERANCE_PPM };
}

/** What the validator calls a row: its name, else its INCI name, else its place in the list. */
function rowLabel(row: IngredientTotalRow, index: number): string {
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  return text(row?.name) || text(row?.inci) || `Row ${index + 1}`;
}

/** An image the site itself serves (a path such as /media/…) or an https address; never a script URL. */
const imagePath = optional("Image", 500).refine(
  (v) => v === null || /^\/[^/\\]/.test(v) || /^https:\/\/[^\s]+$/.test(v),
  "Image must be a path on this site or an https address",
);

/** JSON text from the JSON API becomes the list it holds; anything else passes through to the list check. */
const fromJsonText = (value: unknown) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

export const IngredientInputSchema = z.object(
  {
    name: required("Ingredient name", 120),
    inci: optional("INCI name", 200).transform((v) => v ?? ""),
    percentage: z
      .string({ error: "Each ingredient needs a percentage, like 12.5%" })
      .trim()
      .min(1, "Each ingredient needs a percentage, like 12.5%")
      .max(30, "Percentage must be at most 30 characters"),
    function: optional("Function", 120).transform((v) => v ?? ""),
  },
  { error: "Each ingredient needs a name and a percentage" },
);

export const PhaseInputSchema = z.object(
  {
    phase: required("Phase name", 120),
    steps: z
      .array(required("Step", 600), { error: "Each phase needs at least one step" })
      .min(1, "Each phase needs at least one step")
      .max(MAX_STEPS, `At most ${MAX_STEPS} steps per phase`),
  },
  { error: "Each phase needs a name and at least one step" },
);

export const FormulationFormSchema = z.object({
  categoryId: z
    .string({ error: "Please select a category" })
    .trim()
    .min(1, "Please select a category")
    .regex(/^[A-Za-z0-9-]{1,200}$/, "Please select a category"),
  name: required("Name", 120),
  slug: optional("Slug", SLUG_MAX).refine((v) => v === null || isSlug(v), SLUG_RULE),
  description: required("Description", 2000),
  seoTitle: optional("SEO title", SEO_TITLE_MAX),
  metaDescription: optional("Meta description", META_DESCRIPTION_MAX),
  keywords: optional("Keywords", 300),
  image: imagePath,
  imageAlt: optional("Alt text", 200),
  imageFilename: optional("Image file name", 200),
  phLevel: required("pH level", 40),
  shelfLife: required("Shelf life", 40),
  viscosity: optional("Viscosity", 80),
  storageConditions: required("Storage conditions", 200),
  batchSize: required("Batch size", 60),
  processingTime: required("Processing time", 60),
  temperature: optional("Temperature", 80),
  equipment: optional("Equipment", 600),
  certification: optional("Certification", 200),
  usageInstructions: required("Usage instructions", 5000),
  ingredients: z.preprocess(
    fromJsonText,
    z
      .array(IngredientInputSchema, { error: "Ingredients must be a list of rows (name, inci, percentage, function)" })
      .min(1, "Add at least one ingredient")
      .max(MAX_INGREDIENTS, `At most ${MAX_INGREDIENTS} ingredients per formulation`),
  ),
  instructions: z.preprocess(
    fromJsonText,
    z
      .array(PhaseInputSchema, { error: "Instructions must be a list of phases, each with its steps" })
      .min(1, "Add at least one phase with its steps")
      .max(MAX_PHASES, `At most ${MAX_PHASES} phases`),
  ),
  /** A new formulation is a draft unless the active switch is on (approval makes it live). */
  isActive: z.boolean({ error: "isActive must be true or false" }).default(false),
});
export type FormulationForm = z.output<typeof FormulationFormSchema>;
export type FormulationFormInput = z.input<typeof FormulationFormSchema>;

const FormulationId = z
  .string({ error: "Formulation id is required" })
  .regex(/^[A-Za-z0-9-]{1,200}$/, "Formulation id must be a uuid or a slug");

/**
 * What the back-office page's one action accepts: save the form (create, or update with an id),
 * approve/deactivate, or delete — told apart by `intent`.
 */
export const FormulationPageActionSchema = z.discriminatedUnion(
  "intent",
  [
    FormulationFormSchema.extend({ intent: z.literal("save"), id: FormulationId.optional() }),
    z.object({
      intent: z.literal("status"),
      id: FormulationId,
      isActive: z.enum(["true", "false"], { error: "isActive must be true or false" }),
    }),
    z.object({ intent: z.literal("delete"), id: FormulationId }),
  ],
  { error: "Unknown action" },
);

/** The save variant alone: what the editor's Conform form validates with. */
export const FormulationEditorSchema = FormulationFormSchema.extend({
  intent: z.literal("save"),
  id: FormulationId.optional(),
});
