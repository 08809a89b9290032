/**
 * generate(): the deterministic, offline formulation generator. Three request shapes —
 * the wizard (spec §3), the demo (spec §7) and bulk generation — end in the same builder, so
 * every result passes the validator with zero errors.
 */
import type { CategorySlug } from "../categories";
import { type BuildInput, buildFormulation, type GeneratedFormulation } from "./build";
import { archetypesFor, chooseArchetype } from "./choose";
import { findDemoCategory } from "./demo-categories";
import { DEFAULT_PROPERTIES } from "./properties";
import { canonicalJson, hashString, seededRandom } from "./random";
import {
  type BulkRequest,
  BulkRequestSchema,
  type DemoRequest,
  DemoRequestSchema,
  PRODUCTION_VOLUMES,
  type WizardRequest,
  WizardRequestSchema,
} from "./requests";
import type { ScaleInfo, ScaleTier } from "./text";
import type { Archetype, ViscosityLevel } from "./types";

export type { GeneratedFormulation, GeneratedIngredient } from "./build";
export { DEMO_CATEGORIES, findDemoCategory } from "./demo-categories";
export { BulkRequestSchema, DEMO_MISSING_MESSAGE, DemoRequestSchema, WizardRequestSchema } from "./requests";

function viscosityLevel(text: string | undefined): ViscosityLevel {
  const t = (text ?? "").toLowerCase();
  if (/very low|low|thin|water|spray/.test(t)) return "low";
  if (/medium|lotion/.test(t)) return "medium";
  return "high";
}

function scaleOf(productionVolume: string | undefined, volume: string | undefined, archetype: Archetype): ScaleInfo {
  const index = Math.max(0, (PRODUCTION_VOLUMES as readonly string[]).indexOf(productionVolume ?? ""));
  const units = [100, 1000, 10_000, 50_000][index] ?? 100;
  const tier: ScaleTier = (["lab", "pilot", "production", "industrial"] as const)[index] ?? "lab";
  const match = /(\d+(?:\.\d+)?)\s*(ml|l|g|kg)/i.exec(volume ?? "");
  const powdery =
    archetype.consistency === "powder" || archetype.process === "dry-mix" || archetype.process === "compound";
  const size = match ? Number(match[1]) * (/^(l|kg)$/i.test(match[2] ?? "") ? 1000 : 1) : powdery ? 1000 : 100;
  return { units, unitSize: size, unitLabel: powdery || /g/i.test(match?.[2] ?? "") ? "g" : "ml", tier };
}

function clampPh(archetype: Archetype, ph: number | undefined): number | undefined {
  if (!archetype.ph) return undefined;
  const [low, high] = archetype.ph;
  const target = ph ?? (low + high) / 2;
  return Math.round(Math.min(high, Math.max(low, target)) * 10) / 10;
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

export function generateFromWizard(request: WizardRequest): GeneratedFormulation {
  const req = WizardRequestSchema.parse(request);
  const random = seededRandom(hashString(canonicalJson({ kind: "wizard", ...req })));
  const archetype = chooseArchetype({
    candidates: archetypesFor({ category: req.category }),
    text: `${req.productName} ${req.additionalNotes}`,
    consistency: req.consistencyType,
    random,
  });
  return buildFormulation({
    archetype,
    category: req.category ?? archetype.categories[0] ?? "skin-care-formulations",
    random,
    name: titleCase(req.productName),
    properties: req.specialProperties,
    targetPh: clampPh(archetype, req.phLevel),
    shelfLifeMonths: req.shelfLife,
    storage: req.storageTemperature,
    budget: req.budgetCategory,
    regulatory: req.regulatoryRequirements,
    viscosity: viscosityLevel(req.viscosity),
    scale: scaleOf(req.productionVolume, req.volume, archetype),
    notes: req.additionalNotes || undefined,
  });
}

export function generateFromDemo(request: DemoRequest): GeneratedFormulation & { demoCategory: string } {
  const req = DemoRequestSchema.parse(request);
  const demo = findDemoCategory(req.category);
  if (!demo) throw new Error(`Unknown demo category "${req.category}"`);
  const random = seededRandom(hashString(canonicalJson({ kind: "demo", ...req })));
  const archetype = chooseArchetype({
    candidates: archetypesFor({ category: demo.category, demo: demo.id }),
    text: req.description,
    random,
  });
  const properties = archetype.properties.filter((p) => new RegExp(`\\b${p.split(" ")[0]}`, "i").test(req.description));
  const name = `${properties[0] ? `${titleCase(properties[0])} ` : ""}${archetype.name}`;
  return {
    ...buildFormulation(baseInput(archetype, demo.category, random, name, properties)),
    demoCategory: demo.name,
  };
}

function baseInput(
  archetype: Archetype,
  category: CategorySlug,
  random: ReturnType<typeof seededRandom>,
  name: string,
  properties: readonly string[],
): BuildInput {
  return {
    archetype,
    category,
    random,
    name,
    properties,
    targetPh: clampPh(archetype, undefined),
    budget: "Medium Quality",
    regulatory: ["eu-compliant", "gmp-certified"],
    viscosity: "medium",
    scale: scaleOf(undefined, undefined, archetype),
  };
}

/** `count` distinct formulations for a category: different archetypes and property sets, unique names. */
export function generateBulk(request: BulkRequest): GeneratedFormulation[] {
  const req = BulkRequestSchema.parse(request);
  const random = seededRandom(hashString(canonicalJson({ kind: "bulk", ...req })));
  const keywords = req.keywords ?? "";
  const archetypes = archetypesFor({ category: req.category })
    .map((a, order) => ({ a, score: (keywords && a.keywords.test(keywords) ? 10 : 0) - order * 0.01 }))
    .sort((x, y) => y.score - x.score)
    .map((x) => x.a);
  if (!archetypes.length) throw new Error(`no archetype for ${req.category}`);
  const results: GeneratedFormulation[] = [];
  const names = new Set<string>();
  for (let i = 0; results.length < req.count && i < req.count * 20; i++) {
    const archetype = archetypes[i % archetypes.length] as Archetype;
    const round = Math.floor(i / archetypes.length);
    const props = archetype.properties;
    const chosen =
      round === 0 ? [] : [props[(round - 1 + random.int(0, props.length)) % props.length] ?? ""].filter(Boolean);
    const base = `${chosen[0] ? `${titleCase(chosen[0])} ` : ""}${archetype.name}`;
    const name = names.has(base) ? `${base} No. ${round + 1}` : base;
    if (names.has(name)) continue;
    names.add(name);
    results.push(
      buildFormulation({
        ...baseInput(archetype, req.category, random, name, chosen),
        budget: (["Cost-Effective", "Medium Quality", "Premium"] as const)[i % 3] ?? "Medium Quality",
      }),
    );
  }
  return results;
}

/**
 * Special properties that fit a product (wizard step 2): those of the archetype the name points
 * to; the spec's four defaults when the name matches nothing we know.
 */
export function propertiesForProduct(productName: string, consistency?: string): string[] {
  const text = productName.toLowerCase();
  const matches = archetypesFor({}).filter((a) => new RegExp(a.keywords.source, "i").test(text));
  const best = matches.find((a) => !consistency || a.consistency === consistency) ?? matches[0];
  return best ? [...best.properties] : [...DEFAULT_PROPERTIES];
}

export type GenerateRequest =
  | ({ kind: "wizard" } & WizardRequest)
  | ({ kind: "demo" } & DemoRequest)
  | ({ kind: "bulk" } & BulkRequest);

/** One entry point for all three shapes; bulk returns several formulations, the others one. */
export function generate(request: GenerateRequest): GeneratedFormulation[] {
  switch (request.kind) {
    case "wizard":
      return [generateFromWizard(request)];
    case "demo":
      return [generateFromDemo(request)];
    case "bulk":
      return generateBulk(request);
  }
}
