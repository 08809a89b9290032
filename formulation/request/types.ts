/** The parser's public shapes: what a request asks for, as the formulation step consumes it. */
import type { Claim } from "./claims";
import type { SubstanceKind } from "./substances";
import type { ProductFormat, RegimeId } from "./taxonomy";

export type { Claim, PositiveClaim } from "./claims";

export type RequestInput = {
  /** Free text as the user wrote it (demo description, wizard notes). */
  description: string;
  /** Demo category id or name, or system category slug; narrows the reading but never forces a type. */
  category?: string;
  /** A product name typed separately (wizard step 1); its words weigh a little more. */
  productName?: string;
  /** Structured wizard fields, when the request comes from the wizard. */
  wizard?: {
    productName?: string;
    consistencyType?: string;
    specialProperties?: readonly string[];
    phLevel?: number;
    additionalNotes?: string;
    regulatoryRequirements?: readonly string[];
  };
};

export type RequestedLevel = {
  value: number;
  unit: "%" | "ppm";
  /** The level in percent w/w (ppm / 10 000). */
  percent: number;
  min?: number;
  max?: number;
  qualifier?: "max" | "min" | "about";
  /** What the level is counted as: "F" for fluoride ppm. */
  basis?: string;
  /** The request says the level counts the substance itself ("HEDP 10 % active"), not the grade as supplied. */
  active?: true;
  /** "2 % sodium hyaluronate solution (1 % active)": the level weighs a dilution holding this share of the substance. */
  strength?: number;
};

export type NamedIngredient = {
  /** Knowledge-base id, when the knowledge base knows the substance. */
  id?: string;
  /** Id of a notable substance outside the knowledge base (substances.ts), e.g. "icaridin". */
  substance?: string;
  name: string;
  inci?: string;
  /** The words of the request that named it. */
  matched: string;
  source: "knowledge-base" | "cas" | "substance" | "element" | "product-type";
  kind?: SubstanceKind;
  level?: RequestedLevel;
};

export type ProhibitedSubstance = {
  /** CosIng entry id, "II/1339". */
  entryId: string;
  annex: "II";
  ref: string;
  name: string;
  matched: string;
  via: "name" | "cas" | "ingredient";
  /** "EU CosIng Annex II ref. 1339, data of …". */
  citation: string;
  /** True when the product is (or may be) a cosmetic, where the ban applies. */
  appliesToProduct: boolean;
  level?: RequestedLevel;
};

export type TypeSuggestion = { id: string; name: string; confidence: number };

export type ProductTypeReading = {
  id: string;
  name: string;
  /** Demo category id of the type. */
  category: string;
  confidence: number;
  alternatives: TypeSuggestion[];
  matched: string;
  via: "synonym" | "refinement" | "weak";
  /** The request was made in a category the type does not belong to. */
  outsideCategory: boolean;
  format: ProductFormat;
  area: readonly string[];
  use?: "leave-on" | "rinse-off";
  audience?: readonly string[];
  regime: RegimeId;
  biocideType?: string;
};

export type ParsedRequest = {
  /** False when the product type is not understood (low confidence, nonsense, out of scope). */
  understood: boolean;
  productType: ProductTypeReading | null;
  /** The closest supported types, when the request is not understood. */
  suggestions: TypeSuggestion[];
  /** Demo categories the request's category resolved to. */
  categories: string[];
  regime?: { id: RegimeId; name: string; formulated: boolean; biocideType?: string };
  /** Medicinal and veterinary products are recognised but not formulated. */
  refusal?: { kind: "human-medicinal" | "veterinary-medicinal"; message: string };
  ingredients: NamedIngredient[];
  prohibited: ProhibitedSubstance[];
  claims: Claim[];
  ph?: { min: number; max: number; source: "text" | "wizard" };
  spf?: number;
  formats: string[];
  colours: string[];
  /** Scents asked for ("lemon" from "lemon scent"): a fragrance that gives them. */
  scents: string[];
  audience: string[];
  /** True when the request rules water out ("anhydrous", "waterless", "water-free"). */
  anhydrous?: boolean;
  /** Wording only a medicine may use ("cures acne"). */
  medicinalClaims: string[];
  warnings: string[];
};
