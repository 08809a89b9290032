/**
 * What a formulation template is, as data a formulator can edit (formulation/templates/data/*.json).
 * Validated with this schema by the tests and by `npm run check:templates`; the runtime trusts
 * the validated files and does not re-parse them on every cold start.
 */
import { z } from "zod";
import { CATEGORY_SLUGS } from "../categories";
import { CONSISTENCIES } from "../generator/types";

export const PROCESS_KINDS = [
  "emulsion",
  "aqueous",
  "surfactant",
  "anhydrous",
  "powder",
  "resin",
  "dry-mix",
  "compound",
  "solvent",
  "soap",
] as const;
export const SLOT_PHASES = ["main", "heated", "surfactant", "active", "adjust"] as const;

const range = z
  .tuple([z.number().min(0).max(100), z.number().min(0).max(100)])
  .refine(([low, high]) => low <= high, "a range runs from low to high");

export const SlotSchema = z
  .object({
    role: z.string().min(2),
    candidates: z.array(z.string().min(1)).min(1),
    pick: z.union([z.number().int().min(1), z.tuple([z.number().int().min(1), z.number().int().min(1)])]).optional(),
    percent: range,
    phase: z.enum(SLOT_PHASES),
    reason: z.string().min(5),
    optional: z.boolean().optional(),
    viscosityDriven: z.boolean().optional(),
    /** "active": the slot's percent is active surfactant; each pick is weighed as supplied (÷ its activeMatter). */
    basis: z.enum(["active"]).optional(),
  })
  .strict();

export const TemplateSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(3),
    /** Taxonomy ids (formulation/request/data/product-types.json) this template builds. */
    productTypes: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
    /** System categories it belongs to; demo-only products (electronics, food additives) name `demo` instead. */
    categories: z.array(z.enum(CATEGORY_SLUGS)),
    demo: z.array(z.string()).optional(),
    consistency: z.enum(CONSISTENCIES),
    productType: z.string().min(3),
    leaveOn: z.boolean(),
    process: z.enum(PROCESS_KINDS),
    balance: z
      .object({ id: z.string(), role: z.string(), reason: z.string(), minPercent: z.number().min(0).max(100) })
      .strict(),
    slots: z.array(SlotSchema),
    ph: range.optional(),
    viscosity: z.union([z.string(), z.object({ low: z.string(), medium: z.string(), high: z.string() }).strict()]),
    shelfLifeMonths: z.number().int().min(1).max(120),
    processingTime: z.string(),
    processTemperatureC: z.number().optional(),
    equipment: z.array(z.string()).min(1),
    usage: z.string().min(10),
    storage: z.string().optional(),
    properties: z.array(z.string()),
    purpose: z.string().min(10),
    safety: z.string().optional(),
    granular: z.boolean().optional(),
    /** Emulsion type: water-in-oil creams take the water phase into the oil phase. Default o/w. */
    emulsion: z.enum(["o/w", "w/o"]).optional(),
    /** Pastes that trap air while the abrasive goes in (toothpaste) are made and finished under vacuum. */
    deaerate: z.boolean().optional(),
    /**
     * Cold-process soap: the sodium hydroxide and the water of the lye solution are computed from
     * the oils' saponification values, less the superfat (fraction of the oils left unsaponified).
     */
    soap: z
      .object({ superfat: z.number().min(0).max(0.2), lyeConcentration: z.number().min(0.25).max(0.45) })
      .strict()
      .optional(),
    /** A pressurised can whose formula is the concentrate only (propellant gassed in on the line). */
    aerosol: z.boolean().optional(),
    /** Compressed tablets (dry blend, granulation, lubrication, compression, tablet checks). */
    tablet: z.boolean().optional(),
    /** Total active surfactant (% active matter) a product of this kind carries, e.g. shampoo [10, 20]. */
    activeMatter: range.optional(),
  })
  .strict()
  .refine((t) => t.categories.length > 0 || (t.demo?.length ?? 0) > 0, {
    message: "a template belongs to at least one system or demo category",
  });

export type Template = z.infer<typeof TemplateSchema>;
