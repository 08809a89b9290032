/**
 * EU cosmetics regulatory data (Annexes II to VI of Regulation (EC) No 1223/2009, from CosIng).
 *
 * The JSON in data/regulatory/cosing.json is written by scripts/derive-regulatory.ts in a compact
 * form (empty fields left out, see `CompactEntry`); index.ts fills the defaults back in, so code
 * outside this folder only ever sees the full `RegulatoryEntry` shape.
 */

export const ANNEXES = ["II", "III", "IV", "V", "VI"] as const;
export type Annex = (typeof ANNEXES)[number];

/**
 * Scope tags for a rule's "Product Type, body parts" text.
 *
 * - "all": the text gives no product restriction.
 * - "rinse-off" / "leave-on": product type. A rule tagged with only one of them applies only to it.
 * - "hair" | "oral" | "nail" | "eye" | "lip" | "face" | "skin" | "body" | "hand" | "foot": body area
 *   ("skin" covers face, body, hand and foot).
 * - "deodorant" | "makeup" | "toothpaste" | "mouthwash" | "depilatory" | "straightener": product
 *   kinds that some rules name ("Deodorants (non-spray)", "Face powders and blemish concealers",
 *   "Toothpaste", "Mouthwash", "Depilatories", "Hair straightener", "Hair waving or straightening
 *   products"); a rule that names one applies only to products of that kind.
 * - "spray": sprays and aerosols. "professional": professional use only.
 * - "children-under-3": products for young children (the data also says under 6, under 10 and
 *   under 18; all of these include children under 3, which is what `ProductContext.children` means).
 * - "not-mucous": not for products applied on mucous membranes (lips, mouth, eyes).
 * - "hair-dye": hair dye products (oxidative and non-oxidative).
 * - "fragrance": fine fragrance, eau de toilette, hydroalcoholic perfumes, fragrance creams.
 * - "other": "Other products" — whatever the sibling sub-entries of the same entry do not cover.
 */
export const SCOPE_TAGS = [
  "all",
  "rinse-off",
  "leave-on",
  "hair",
  "oral",
  "nail",
  "eye",
  "lip",
  "face",
  "skin",
  "body",
  "hand",
  "foot",
  "deodorant",
  "makeup",
  "toothpaste",
  "mouthwash",
  "depilatory",
  "straightener",
  "spray",
  "professional",
  "children-under-3",
  "not-mucous",
  "hair-dye",
  "fragrance",
  "other",
] as const;
export type ScopeTag = (typeof SCOPE_TAGS)[number];

/**
 * Where a rule applies, derived from free text.
 *
 * `any` lists alternatives (the text "Shampoo and face products" gives two); each alternative is a
 * set of tags that must all hold, except that several area tags in one alternative mean "any of
 * these areas". `except` lists alternatives the text excludes ("except oral care products",
 * "Not to be used in eye products", "Not to be used in applications that may lead to exposure of
 * the end-user's lungs by inhalation" → spray). `tags` is the union of `any`, for display and
 * filtering.
 */
export interface ProductScope {
  tags: ScopeTag[];
  any: ScopeTag[][];
  except: ScopeTag[][];
}

/** One product-type sub-entry of an annex entry: "(a) Rinse-off hair products … 3,0 %". */
export interface RegulatoryRule {
  /** The sub-entry letter ("a", "b", …) when the entry is lettered. */
  letter?: string;
  /** "Product Type, body parts" text for this sub-entry (cleaned, letter removed). */
  productType: string;
  scope: ProductScope;
  /** Maximum concentration in the ready-for-use preparation, in percent, when the text states one. */
  maxPercent?: number;
  /** The qualifier written next to the limit, e.g. "(as acid)", "calculated as F". */
  maxQualifier?: string;
  /** "Maximum concentration in ready for use preparation" text for this sub-entry. */
  maxText: string;
  /** "Other" text for this sub-entry. */
  other: string;
  /** "Wording of conditions of use and warnings" text for this sub-entry. */
  conditions: string;
}

export interface RegulatoryEntry {
  /** Unique key: annex and reference number, with "~2", "~3" for repeated reference numbers. */
  id: string;
  annex: Annex;
  /** Reference number, spaces removed ("12 a" → "12a"). */
  ref: string;
  /** Reference number as written in the file, when it differs from `ref`. */
  refOriginal?: string;
  /** "Chemical name / INN" (Annex IV: "Chemical name"). */
  name: string;
  /** "Name of Common Ingredients Glossary" (INCI) names, split. Empty for Annex II. */
  inci: string[];
  /** "Identified INGREDIENTS or substances e.g.", split, empty items removed. */
  identified: string[];
  cas: string[];
  ec: string[];
  /** Annex IV: colour index numbers, normalised to "CI 77891". */
  ci: string[];
  /** Annex IV: "Color". */
  colour?: string;
  /** Conditions per product type. Empty for Annex II (prohibited substances). */
  rules: RegulatoryRule[];
  /**
   * True when the entry requires the substance to be named in the ingredient list above 0,001 %
   * in leave-on and 0,01 % in rinse-off products (the EU fragrance allergens of Annex III).
   */
  labelAllergen: boolean;
  /**
   * The entry is for the nanomaterial form ("Titanium dioxide (nano)", INCI "Hydroxyapatite
   * (nano)"). CAS numbers do not tell nano and non-nano forms apart; the INCI name does.
   */
  nano: boolean;
  /** "Update Date", DD/MM/YYYY. */
  updated: string;
}

export interface AnnexMeta {
  title: string;
  /** "Last update" from line 2 of the export, DD/MM/YYYY. */
  lastUpdate: string;
  /** "File creation date" from line 1 of the export, DD/MM/YYYY. */
  fileCreated: string;
}

/** "skin" is a skin product with no narrower area (face and body alike). */
export type ProductArea = "skin" | "hair" | "oral" | "nail" | "eye" | "lip" | "body" | "face" | "hand" | "foot";

export const PRODUCT_KINDS = ["toothpaste", "mouthwash", "deodorant", "makeup", "depilatory", "straightener"] as const;
/** Kinds of product that annex rules single out (see the scope tags of the same names). */
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * The product a rule is checked against. `children` means the product is intended for (or may be
 * used on) children under 3. The optional flags default to false; pass them when they hold, or
 * rules written for those products (e.g. "Propellant spray products", "Professional use",
 * "Hair dye substance in oxidative hair dye products", "Fine fragrance") do not apply.
 */
export interface ProductContext {
  leaveOn: boolean;
  area: ProductArea;
  kind?: ProductKind;
  children?: boolean;
  spray?: boolean;
  professional?: boolean;
  hairDye?: boolean;
  fragrance?: boolean;
}

/* ----------------------------------------------------------------------------------------------
 * Compact JSON shape (what scripts/derive-regulatory.ts writes). Empty strings, empty arrays and
 * false booleans are left out; `scope.any` is left out when it is just `[tags]`; the annex and the
 * reference number are read from `id`; when all rules of an entry share the same "Other" or
 * "Wording of conditions" text it is stored once on the entry.
 * -------------------------------------------------------------------------------------------- */

export interface CompactScope {
  tags: ScopeTag[];
  any?: ScopeTag[][];
  except?: ScopeTag[][];
}

export interface CompactRule {
  letter?: string;
  productType?: string;
  scope: CompactScope;
  maxPercent?: number;
  maxQualifier?: string;
  maxText?: string;
  other?: string;
  conditions?: string;
}

export interface CompactEntry {
  /** "V/12a", "II/38~2": annex, reference number, occurrence. */
  id: string;
  refOriginal?: string;
  name: string;
  inci?: string[];
  identified?: string[];
  cas?: string[];
  ec?: string[];
  ci?: string[];
  colour?: string;
  rules?: CompactRule[];
  /** "Other" text shared by every rule. */
  other?: string;
  /** "Wording of conditions of use and warnings" text shared by every rule. */
  conditions?: string;
  labelAllergen?: boolean;
  nano?: boolean;
  updated: string;
}

export interface CompactData {
  attribution: string;
  annexes: Record<Annex, AnnexMeta>;
  entries: CompactEntry[];
}
