/**
 * Hazard data per knowledge-base ingredient, each with its source. Where CLP Annex VI harmonises
 * the substance (data/harmonised.json) its classes, specific concentration limits, M-factors and
 * acute toxicity estimates apply to the substance's share of the raw material; every hazard class
 * the harmonised entry leaves open, and every ingredient Annex VI does not list, is read from the
 * hazard statements the knowledge base records for the raw material as supplied (the supplier's
 * self-classification), with the generic limits of CLP Annex I.
 */
import { z } from "zod";
import { INGREDIENTS, type Ingredient, ingredientById } from "../knowledge";
import flashData from "./data/flash-points.json";
import harmonisedData from "./data/harmonised.json";
import statementData from "./data/statements.json";

export const HAZARD_CLASSES = [
  "Flam. Gas",
  "Flam. Liq.",
  "Flam. Sol.",
  "Water-react.",
  "Ox. Liq.",
  "Press. Gas",
  "Met. Corr.",
  "Acute Tox.",
  "Skin Corr.",
  "Skin Irrit.",
  "Eye Dam.",
  "Eye Irrit.",
  "Resp. Sens.",
  "Skin Sens.",
  "Muta.",
  "Carc.",
  "Repr.",
  "Lact.",
  "STOT SE",
  "STOT RE",
  "Asp. Tox.",
  "Aquatic Acute",
  "Aquatic Chronic",
] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];

const ClassSchema = z
  .object({ hazardClass: z.enum(HAZARD_CLASSES), category: z.string().min(1), code: z.string() })
  .strict();
const SclSchema = z
  .object({
    hazardClass: z.union([z.enum(HAZARD_CLASSES), z.literal("EUH")]),
    category: z.string().min(1),
    code: z.string(),
    /** From this % of the substance in the mixture, the row applies. */
    from: z.number().positive().max(100),
  })
  .strict();
const InhalationSchema = z
  .object({ value: z.number().positive(), form: z.enum(["gas", "vapour", "dust-mist"]) })
  .strict();
const AteSchema = z
  .object({
    oral: z.number().positive().optional(),
    dermal: z.number().positive().optional(),
    inhalation: InhalationSchema.optional(),
  })
  .strict();
const SubstanceSchema = z
  .object({
    name: z.string().min(3),
    index: z.string().regex(/^\d{3}-\d{3}-\d{2}-[\dX]$/, "an Annex VI index number such as 011-002-00-6"),
    cas: z.string().regex(/^\d{2,7}-\d{2}-\d$/),
    classes: z.array(ClassSchema).min(1),
    scl: z.array(SclSchema).optional(),
    m: z
      .object({ acute: z.number().int().positive(), chronic: z.number().int().positive() })
      .partial()
      .strict()
      .optional(),
    ate: AteSchema.optional(),
    flashPointC: z.number().min(-60).max(100).optional(),
    lowerAlcohol: z.boolean().optional(),
    activeChlorine: z.boolean().optional(),
  })
  .strict();
const HarmonisedSchema = z
  .object({
    $comment: z.string(),
    substances: z.record(z.string(), SubstanceSchema),
    ingredients: z.record(
      z.string(),
      z.object({ substance: z.string(), percent: z.number().positive().max(100), basis: z.string().min(3) }).strict(),
    ),
  })
  .strict();

const harmonised = HarmonisedSchema.parse(harmonisedData);
for (const [id, entry] of Object.entries(harmonised.ingredients)) {
  if (!harmonised.substances[entry.substance])
    throw new Error(`hazard data ${id}: unknown substance ${entry.substance}`);
  if (!ingredientById(id)) throw new Error(`hazard data ${id}: not a knowledge-base ingredient`);
}

export const STATEMENTS = z
  .object({
    $comment: z.string(),
    hazard: z.record(z.string(), z.string()),
    precautionary: z.record(z.string(), z.string()),
  })
  .parse(statementData);

export const ETHANOL_WATER_FLASH = z
  .object({
    $comment: z.string(),
    source: z.string(),
    ethanolWater: z.array(z.tuple([z.number().min(0).max(100), z.number()])).min(2),
  })
  .parse(flashData);

export type Substance = z.infer<typeof SubstanceSchema>;
export type ClassRow = z.infer<typeof ClassSchema>;
export type SclRow = z.infer<typeof SclSchema>;
export type Ate = z.infer<typeof AteSchema>;
export type InhalationForm = z.infer<typeof InhalationSchema>["form"];
export type Route = "oral" | "dermal" | "inhalation";

/**
 * One source of hazard in a raw material. The classification counts it at `fraction` of the row's
 * level: the substance's share for a harmonised substance, 1 for the raw material's own label.
 */
export type HazardPart = {
  fraction: number;
  /** The name EUH208 and the drivers give it. */
  name: string;
  classes: readonly ClassRow[];
  scl: readonly SclRow[];
  m: { acute: number; chronic: number };
  ate: Ate;
  /** EUH statements the raw material's own label carries (kept for what the mixture may need). */
  euh: readonly string[];
  flashPointC?: number;
  lowerAlcohol?: boolean;
  activeChlorine?: boolean;
  source: string;
  /** Annex VI index number, for harmonised parts. */
  index?: string;
};

export type IngredientHazard = { id: string; parts: readonly HazardPart[] };

const ROUTE_OF: Record<string, Route> = {
  H300: "oral",
  H301: "oral",
  H302: "oral",
  H310: "dermal",
  H311: "dermal",
  H312: "dermal",
  H330: "inhalation",
  H331: "inhalation",
  H332: "inhalation",
};

/** The route of an acute toxicity hazard statement. */
export function routeOf(code: string): Route | undefined {
  return ROUTE_OF[code];
}

/**
 * The hazard class and category a hazard statement stands for. Where one statement covers two
 * categories (H300/H310/H330: 1 or 2; H314: 1A, 1B or 1C) the stricter reading is taken.
 */
export function classOfCode(code: string): ClassRow | undefined {
  const simple: Record<string, [HazardClass, string]> = {
    H220: ["Flam. Gas", "1"],
    H224: ["Flam. Liq.", "1"],
    H225: ["Flam. Liq.", "2"],
    H226: ["Flam. Liq.", "3"],
    H228: ["Flam. Sol.", "1"],
    H261: ["Water-react.", "2"],
    H271: ["Ox. Liq.", "1"],
    H272: ["Ox. Liq.", "2"],
    H280: ["Press. Gas", "-"],
    H290: ["Met. Corr.", "1"],
    H300: ["Acute Tox.", "1"],
    H301: ["Acute Tox.", "3"],
    H302: ["Acute Tox.", "4"],
    H310: ["Acute Tox.", "1"],
    H311: ["Acute Tox.", "3"],
    H312: ["Acute Tox.", "4"],
    H330: ["Acute Tox.", "1"],
    H331: ["Acute Tox.", "3"],
    H332: ["Acute Tox.", "4"],
    H304: ["Asp. Tox.", "1"],
    H314: ["Skin Corr.", "1"],
    H315: ["Skin Irrit.", "2"],
    H317: ["Skin Sens.", "1"],
    H318: ["Eye Dam.", "1"],
    H319: ["Eye Irrit.", "2"],
    H334: ["Resp. Sens.", "1"],
    H335: ["STOT SE", "3"],
    H336: ["STOT SE", "3"],
    H340: ["Muta.", "1B"],
    H341: ["Muta.", "2"],
    H350: ["Carc.", "1B"],
    H351: ["Carc.", "2"],
    H362: ["Lact.", "-"],
    H370: ["STOT SE", "1"],
    H371: ["STOT SE", "2"],
    H372: ["STOT RE", "1"],
    H373: ["STOT RE", "2"],
    H400: ["Aquatic Acute", "1"],
    H410: ["Aquatic Chronic", "1"],
    H411: ["Aquatic Chronic", "2"],
    H412: ["Aquatic Chronic", "3"],
    H413: ["Aquatic Chronic", "4"],
  };
  const hit = simple[code];
  if (hit) return { hazardClass: hit[0], category: hit[1], code };
  if (/^H360[FD]*[fd]?$/.test(code)) return { hazardClass: "Repr.", category: "1B", code };
  if (/^H361[fd]*$/.test(code)) return { hazardClass: "Repr.", category: "2", code };
  return undefined;
}

/** Hazard classes one Annex VI entry settles: a harmonised skin class settles the eye class too. */
function coverKeys(row: ClassRow): string[] {
  if (row.hazardClass === "Skin Corr.") return ["skin", "eye"];
  if (row.hazardClass === "Skin Irrit.") return ["skin"];
  if (row.hazardClass === "Eye Dam." || row.hazardClass === "Eye Irrit.") return ["eye"];
  if (row.hazardClass === "Acute Tox.") return [`acute-${routeOf(row.code)}`];
  return [row.hazardClass];
}

/** Converted acute toxicity point estimates of CLP Annex I Table 3.1.2, by route and category. */
export const CONVERTED_ATE: Record<"oral" | "dermal" | InhalationForm, Record<string, number>> = {
  oral: { "1": 0.5, "2": 5, "3": 100, "4": 500 },
  dermal: { "1": 5, "2": 50, "3": 300, "4": 1100 },
  gas: { "1": 10, "2": 100, "3": 700, "4": 4500 },
  vapour: { "1": 0.05, "2": 0.5, "3": 3, "4": 11 },
  "dust-mist": { "1": 0.005, "2": 0.05, "3": 0.5, "4": 1.5 },
};

/** How a raw material is breathed in: gases as gas, volatile solvents as vapour, others as mist. */
function inhalationForm(ingredient: Ingredient): InhalationForm {
  const codes = ingredient.hazards ?? [];
  if (codes.includes("H220") || codes.includes("H280")) return "gas";
  if (ingredient.phase === "solvent" || ingredient.functions.includes("solvent")) return "vapour";
  return "dust-mist";
}

function selfClassified(ingredient: Ingredient, covered: ReadonlySet<string>): HazardPart | undefined {
  const codes = ingredient.hazards ?? [];
  const classes = codes.flatMap((code) => {
    const row = classOfCode(code);
    return row && !coverKeys(row).some((k) => covered.has(k)) ? [row] : [];
  });
  const euh = codes.filter((c) => c.startsWith("EUH") && !covered.has(c));
  if (!classes.length && !euh.length) return undefined;
  const ate: Ate = {};
  for (const row of classes) {
    const route = routeOf(row.code);
    if (route === "oral" || route === "dermal") ate[route] = CONVERTED_ATE[route][row.category];
    if (route === "inhalation") {
      const form = inhalationForm(ingredient);
      ate.inhalation = { value: CONVERTED_ATE[form][row.category] ?? 0, form };
    }
  }
  // The specific CMR limit the knowledge base records for a raw material (CLP Annex VI).
  const scl: SclRow[] =
    ingredient.cmrSpecificLimit !== undefined
      ? classes
          .filter((c) => ["Carc.", "Muta.", "Repr."].includes(c.hazardClass) && c.category !== "2")
          .map((c) => ({ ...c, from: ingredient.cmrSpecificLimit as number }))
      : [];
  return {
    fraction: 1,
    name: ingredient.inci,
    classes,
    scl,
    m: { acute: 1, chronic: 1 },
    ate,
    euh,
    source: `Supplier's self-classification recorded in the knowledge base (${codes.join(", ")}), with the generic limits of CLP Annex I`,
  };
}

function build(ingredient: Ingredient): IngredientHazard | undefined {
  const link = harmonised.ingredients[ingredient.id];
  const parts: HazardPart[] = [];
  const covered = new Set<string>();
  if (link) {
    const s = harmonised.substances[link.substance] as Substance;
    for (const row of s.classes) for (const key of coverKeys(row)) covered.add(key);
    for (const row of s.scl ?? []) if (row.hazardClass === "EUH") covered.add(row.code);
    parts.push({
      fraction: link.percent / 100,
      name: s.name,
      classes: s.classes,
      scl: s.scl ?? [],
      m: { acute: s.m?.acute ?? 1, chronic: s.m?.chronic ?? 1 },
      ate: s.ate ?? {},
      euh: [],
      flashPointC: s.flashPointC,
      lowerAlcohol: s.lowerAlcohol,
      activeChlorine: s.activeChlorine,
      source: `CLP Annex VI, index No ${s.index} (${s.name}); the raw material counted as ${link.percent} % of it (${link.basis})`,
      index: s.index,
    });
  }
  const own = selfClassified(ingredient, covered);
  if (own) parts.push(own);
  return parts.length ? { id: ingredient.id, parts } : undefined;
}

const BY_ID = new Map<string, IngredientHazard>();
for (const ingredient of INGREDIENTS) {
  const hazard = build(ingredient);
  if (hazard) BY_ID.set(ingredient.id, hazard);
}

/** The hazard data of a knowledge-base ingredient, or undefined when it carries no hazard. */
export function ingredientHazard(id: string): IngredientHazard | undefined {
  return BY_ID.get(id);
}

/** Every harmonised substance with its Annex VI index number, for curators and tests. */
export const HARMONISED_SUBSTANCES: Readonly<Record<string, Substance>> = harmonised.substances;
export const HARMONISED_INGREDIENT_IDS: readonly string[] = Object.keys(harmonised.ingredients);
