/**
 * The product-type taxonomy: what people ask for, as reviewable data (data/product-types.json),
 * validated once at load. Each type names its demo category, format, body area or surface, the
 * regulatory regime it falls under and the plain words people use for it.
 */
import { z } from "zod";
import { CATEGORY_SLUGS } from "../categories";
import { DEMO_CATEGORIES } from "../generator/demo-categories";
import raw from "./data/product-types.json";

export const DEMO_CATEGORY_IDS = DEMO_CATEGORIES.map((d) => d.id) as [string, ...string[]];

/** Regimes a request can fall under. Medicinal products are recognised but never formulated. */
export const REGIMES = [
  { id: "eu-cosmetics-1223-2009", name: "EU Cosmetics Regulation (EC) No 1223/2009", formulated: true },
  { id: "eu-detergents-648-2004", name: "EU Detergents Regulation (EC) No 648/2004", formulated: true },
  { id: "eu-biocides-528-2012", name: "EU Biocidal Products Regulation (EU) No 528/2012", formulated: true },
  {
    id: "eu-plant-protection-1107-2009",
    name: "EU Plant Protection Products Regulation (EC) No 1107/2009",
    formulated: true,
  },
  { id: "eu-fertilisers-2019-1009", name: "EU Fertilising Products Regulation (EU) 2019/1009", formulated: true },
  { id: "eu-food-additives-1333-2008", name: "EU Food Additives Regulation (EC) No 1333/2008", formulated: true },
  { id: "reach-clp", name: "REACH (EC) No 1907/2006 and CLP (EC) No 1272/2008", formulated: true },
  { id: "veterinary-medicinal", name: "Veterinary medicinal product (Regulation (EU) 2019/6)", formulated: false },
  { id: "human-medicinal", name: "Medicinal product for human use (Directive 2001/83/EC)", formulated: false },
] as const;
export type RegimeId = (typeof REGIMES)[number]["id"];
const REGIME_IDS = REGIMES.map((r) => r.id) as unknown as [RegimeId, ...RegimeId[]];

export const FORMATS = [
  "o/w-emulsion",
  "w/o-emulsion",
  "gel",
  "solution",
  "solvent-solution",
  "powder",
  "pressed-powder",
  "granules",
  "anhydrous",
  "stick",
  "bar",
  "aerosol",
  "tablet",
  "capsule",
  "two-component",
  "paste",
  "suspension",
  "dispersion",
  "foam",
  "wipe",
  "compound",
  "resin",
  "dry-mix",
] as const;
export type ProductFormat = (typeof FORMATS)[number];

/** Body areas for cosmetics (as the annexes read them), surfaces and materials for the rest. */
export const AREAS = [
  "face",
  "body",
  "eye",
  "lip",
  "oral",
  "hair",
  "scalp",
  "nail",
  "hands",
  "feet",
  "intimate",
  "underarm",
  "beard",
  "surfaces",
  "fabric",
  "dishes",
  "floor",
  "glass",
  "car",
  "engine",
  "leather",
  "footwear",
  "plants",
  "soil",
  "water",
  "pool",
  "textile",
  "building",
  "wood",
  "metal",
  "animal",
  "electronics",
  "food",
  "packaging",
  "air",
  "machine",
  "drains",
  "printed-part",
] as const;

/** Who a product is inherently for; "children-under-3" is what the annexes' child rules mean. */
export const AUDIENCES = ["children-under-3", "children", "pregnant", "men", "professional", "animals"] as const;

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case id");
const words = z.string().trim().min(2).max(60);

export const ProductTypeSchema = z
  .object({
    id: kebab,
    name: z.string().min(3).max(80),
    /** Demo category (one of the demo page's 25) the type belongs to; `alsoIn` lists others where it is equally at home. */
    category: z.enum(DEMO_CATEGORY_IDS),
    alsoIn: z.array(z.enum(DEMO_CATEGORY_IDS)).optional(),
    format: z.enum(FORMATS),
    area: z.array(z.enum(AREAS)).min(1),
    /** Cosmetics only: how the annexes classify the product. */
    use: z.enum(["leave-on", "rinse-off"]).optional(),
    audience: z.array(z.enum(AUDIENCES)).optional(),
    regime: z.enum(REGIME_IDS),
    /** Biocides only: the product type of Regulation (EU) 528/2012, Annex V ("PT1" … "PT22"). */
    biocideType: z
      .string()
      .regex(/^PT([1-9]|1\d|2[0-2])$/)
      .optional(),
    /** What people type. Plurals, spelling variants and typos are handled by normalisation. */
    synonyms: z.array(words).min(1),
    /** Generic heads ("cream", "lotion") that point here only when nothing more specific does. */
    weakSynonyms: z.array(words).optional(),
    /** Words that, next to a synonym, make this type a better fit than its neighbours. */
    cues: z.array(words).optional(),
    /**
     * A more specific form of another type: chosen when that type's words match and one of `when`
     * is in the text (or, with inCategory, when the request is made in this type's category).
     */
    refines: z.object({ type: kebab, when: z.array(words).min(1), inCategory: z.boolean().optional() }).optional(),
    /** Knowledge-base ingredients the product's very name asks for ("aloe vera gel"). */
    implies: z.array(kebab).optional(),
  })
  .refine((t) => t.regime !== "eu-cosmetics-1223-2009" || t.use !== undefined, {
    message: "cosmetics state leave-on or rinse-off",
  })
  .refine((t) => (t.regime === "eu-biocides-528-2012") === (t.biocideType !== undefined), {
    message: "biocides, and only biocides, name their biocidal product type",
  });

export type ProductType = z.infer<typeof ProductTypeSchema>;

export const PRODUCT_TYPES: readonly ProductType[] = z.array(ProductTypeSchema).parse(raw);

const byId = new Map(PRODUCT_TYPES.map((t) => [t.id, t]));

export function productTypeById(id: string): ProductType | undefined {
  return byId.get(id);
}

export function regimeById(id: string) {
  return REGIMES.find((r) => r.id === id);
}

/** Demo category ids a type is at home in. */
export function typeCategories(type: ProductType): string[] {
  return [type.category, ...(type.alsoIn ?? [])];
}

/**
 * The demo categories a request's category means. Accepts a demo id or name ("skin-care",
 * "Skin Care") or a system category slug, which several demo categories may share
 * ("3d-printing-materials-formulations" → electronic-chemicals and 3d-printing).
 */
export function resolveCategory(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  const direct = DEMO_CATEGORIES.filter((d) => d.id === key || d.name.toLowerCase().replace(/\s+/g, "-") === key);
  if (direct.length) return direct.map((d) => d.id);
  if ((CATEGORY_SLUGS as readonly string[]).includes(key))
    return DEMO_CATEGORIES.filter((d) => d.category === key).map((d) => d.id);
  return [];
}
