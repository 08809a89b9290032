import { z } from "zod";

/** What an ingredient does in a formula. One ingredient may have several. */
export const INGREDIENT_FUNCTIONS = [
  "emollient",
  "humectant",
  "emulsifier",
  "co-emulsifier",
  "surfactant",
  "foam-booster",
  "conditioning",
  "thickener",
  "film-former",
  "preservative",
  "ph-adjuster",
  "buffer",
  "chelating-agent",
  "antioxidant",
  "active",
  "exfoliant",
  "soothing",
  "botanical-extract",
  "fragrance",
  "essential-oil",
  "colorant",
  "pigment",
  "uv-filter",
  "solvent",
  "carrier",
  "builder",
  "binder",
  "abrasive",
  "opacifier",
  "pearlizer",
  "absorbent",
  "resin",
  "monomer",
  "oligomer",
  "photoinitiator",
  "crosslinker",
  "filler",
  "plasticiser",
  "wax",
  "polish",
  "fertiliser-nutrient",
  "adjuvant",
  "wetting-agent",
  "coagulant",
  "flocculant",
  "corrosion-inhibitor",
  "scale-inhibitor",
  "biocide",
  "oxidiser",
  "bleach",
  "enzyme",
  "defoamer",
  "dispersant",
  "water-repellent",
  "superplasticiser",
  "retarder",
  "accelerator",
  "flux-activator",
  "biopolymer",
  "tanning-agent",
  "fat-liquor",
  "sweetener",
  "flavour",
  "fluoride-source",
  "anti-caries",
  "desensitiser",
  "hair-dye",
  "reducing-agent",
  "propellant",
  "anti-static",
  "softener",
  "optical-brightener",
  "deodorant",
  "antiperspirant",
  "skin-conditioning",
  "hair-fixative",
  "slip-agent",
  "food-additive",
  "stabiliser",
  "saponifying-agent",
] as const;
export type IngredientFunction = (typeof INGREDIENT_FUNCTIONS)[number];

/** Where the ingredient usually goes when a batch is made. */
export const PHASES = [
  "water",
  "oil",
  "cool-down",
  "powder",
  "solvent",
  "resin",
  "surfactant",
  "active",
  "any",
] as const;
export type Phase = (typeof PHASES)[number];

/**
 * Fields of application. The generator draws ingredients for a product from the domains its
 * archetype names; "cosmetic" covers skin, hair and body products applied to people.
 */
export const DOMAINS = [
  "cosmetic",
  "hair",
  "oral",
  "baby",
  "household",
  "laundry",
  "industrial",
  "automotive",
  "leather",
  "construction",
  "agricultural",
  "water-treatment",
  "3d-printing",
  "packaging",
  "textile",
  "electronics",
  "food",
  "pet",
  "aromatherapy",
] as const;
export type Domain = (typeof DOMAINS)[number];

export const SOLUBILITIES = ["water", "oil", "alcohol", "dispersible", "solvent", "insoluble"] as const;

export const SOURCE_KINDS = ["regulation", "supplier", "reference", "curator"] as const;
export const SourceSchema = z
  .object({
    kind: z.enum(SOURCE_KINDS),
    /** The document: "EU CosIng Annex V ref. 29", a supplier's data sheet, a formulary, or the curator's basis. */
    ref: z.string().min(5),
    /** What the source backs. */
    covers: z.enum(["typical-range", "max-use", "identity"]),
  })
  .strict();
export type Source = z.infer<typeof SourceSchema>;

export const IngredientSchema = z
  .object({
    /** Stable kebab-case id, unique across the knowledge base. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** Common or trade name as a formulator says it. */
    name: z.string().min(2),
    /** INCI name for cosmetic ingredients, else the chemical name (IUPAC or usual). */
    inci: z.string().min(2),
    /** CAS registry number(s) where one exists, "7732-18-5" form; several joined by " / ". */
    cas: z
      .string()
      .regex(/^\d{2,7}-\d{2}-\d( \/ \d{2,7}-\d{2}-\d)*$/)
      .optional(),
    /** Colour Index number for colorants/pigments, e.g. "CI 77891". */
    colorIndex: z
      .string()
      .regex(/^CI \d{5}(:\d)?$/)
      .optional(),
    functions: z.array(z.enum(INGREDIENT_FUNCTIONS)).min(1),
    phase: z.enum(PHASES),
    domains: z.array(z.enum(DOMAINS)).min(1),
    /** Typical use range in % w/w of the finished product. */
    typicalMin: z.number().positive().max(100),
    typicalMax: z.number().positive().max(100),
    /** Practical maximum in % w/w (never above a regulatory limit). */
    maxUse: z.number().positive().max(100),
    /**
     * Surfactants: the fraction of active surfactant in the raw material as supplied (0–1), for
     * the commercial grade named in `grade`. Every level of the ingredient (typical range, maximum,
     * template slots) is as supplied; active matter = level × activeMatter. Required for every
     * ingredient whose functions include "surfactant" (a neat material is 1).
     */
    activeMatter: z.number().positive().max(1).optional(),
    /** The commercial grade the levels refer to: "70 % paste (Texapon N 70 type)". */
    grade: z.string().min(3).optional(),
    /**
     * CMR 1A/1B raw materials: the specific concentration limit (% w/w) of their CMR classification
     * in CLP Annex VI, where one exists; otherwise the generic limit of CLP Annex I applies.
     */
    cmrSpecificLimit: z.number().positive().max(100).optional(),
    /** Effective pH window (preservatives, AHAs, enzymes, …). */
    phMin: z.number().min(0).max(14).optional(),
    phMax: z.number().min(0).max(14).optional(),
    /**
     * The lowest pH a product for consumers holding it may have, by its safety assessment (an AHA
     * at pH 3.5 or more): below it the acid's irritation is no longer that of a cosmetic.
     */
    consumerPhMin: z.number().min(0).max(14).optional(),
    /** Highest processing temperature in °C before it degrades or evaporates. */
    maxTempC: z.number().min(0).max(400).optional(),
    /**
     * Drying window in °C of a polymer before melt processing, from its suppliers' data sheets:
     * below its melting or softening point (PCL melts at 60 °C and is dried at 35–40 °C).
     */
    dryingC: z.tuple([z.number().min(0).max(200), z.number().min(0).max(200)]).optional(),
    /**
     * Melting range in °C of a wax, butter or fatty alcohol as supplied (suppliers' data sheets,
     * pharmacopoeia monographs): a melt or oil phase is heated past the top of it, or it stays specks.
     */
    meltingC: z.tuple([z.number().min(0).max(200), z.number().min(0).max(200)]).optional(),
    solubility: z.enum(SOLUBILITIES),
    /**
     * Density in g/ml at 20 °C of the material as supplied, for liquids whose value is well
     * established (handbooks, suppliers' data sheets); the batch record turns weights into
     * millilitres and drops with it. Absent where it varies by grade or the material is solid.
     */
    density: z.number().min(0.6).max(2.5).optional(),
    /**
     * A fertiliser salt's declared nutrients in % of the material: N, P2O5 and K2O, as its grade
     * is sold ("13-0-46" for potassium nitrate); the formula's NPK analysis is summed from them.
     */
    npk: z.tuple([z.number().min(0).max(100), z.number().min(0).max(100), z.number().min(0).max(100)]).optional(),
    /** Relative cost: 1 commodity, 2 mid-range, 3 premium. */
    costTier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** Indicative price in EUR per kg for small-manufacturer quantities (for cost estimates). */
    pricePerKg: z.number().positive(),
    vegan: z.boolean(),
    naturallyDerived: z.boolean(),
    /** GHS hazard statements a label of the raw material carries, "H314" style codes. */
    hazards: z.array(z.string().regex(/^(H|EUH)\d{3}[A-Za-z]*$/)).optional(),
    /** Other names the ingredient is written as (trade names, synonyms) for matching. */
    aliases: z.array(z.string()).optional(),
    /** One sentence a formulator would find useful (why and how it is used). */
    note: z.string().optional(),
    /**
     * Where the numbers come from: the regulation that caps `maxUse`, the document or the curator
     * behind the typical range. Every ingredient names at least the source of its typical range.
     */
    sources: z.array(SourceSchema).optional(),
  })
  .refine((i) => i.typicalMin <= i.typicalMax && i.typicalMax <= i.maxUse, {
    message: "typicalMin ≤ typicalMax ≤ maxUse",
  })
  .refine((i) => i.phMin === undefined || i.phMax === undefined || i.phMin < i.phMax, {
    message: "phMin < phMax",
  });

export type Ingredient = z.infer<typeof IngredientSchema>;
