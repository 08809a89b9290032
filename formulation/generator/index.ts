/**
 * The deterministic, offline formulation generator. The custom-formulation wizard and the demo page
 * go through formulate(): the request is understood, the template chosen by product type and
 * the request's constraints honoured or reported as notices. Bulk generation fills a category
 * with distinct products. All end in the same builder, validated and repaired.
 */

import type { CategorySlug } from "../categories";
import { parseRequest } from "../request";
import { translateRequest } from "../request/glossary";
import { type BuildInput, buildFormulation, type GeneratedFormulation } from "./build";
import { archetypesFor, templatesForType } from "./choose";
import { findDemoCategory } from "./demo-categories";
import { type FormulateOutcome, formulate } from "./formulate";
import { nameWithProperty, titleCase } from "./name";
import type { Notice } from "./notices";
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
import { escapeRegExp } from "./text";
import type { Archetype, ViscosityLevel } from "./types";

export type { GeneratedFormulation, GeneratedIngredient } from "./build";
export { DEMO_CATEGORIES, findDemoCategory } from "./demo-categories";
export type { FormulateOutcome } from "./formulate";
export type { Notice, NoticeCode } from "./notices";
export { BulkRequestSchema, DEMO_MISSING_MESSAGE, DemoRequestSchema, WizardRequestSchema } from "./requests";

function viscosityLevel(text: string | undefined): ViscosityLevel {
  const t = (text ?? "").toLowerCase();
  if (/very low|low|thin|water|spray/.test(t)) return "low";
  if (/medium|lotion/.test(t)) return "medium";
  return "high";
}

/**
 * The body a free-text request describes: "a light lotion" is the low end of a cream's range, "a
 * rich night cream" the high end; anything else the middle.
 */
function describedViscosity(description: string): ViscosityLevel {
  const text = translateRequest({ description }).description;
  if (/\b(?:light(?:weight)?|lotion|fluid|runny|thin|sprayable|milk)\b/i.test(text)) return "low";
  if (/\b(?:rich|thick|heavy|intensive|buttery|night cream)\b/i.test(text)) return "high";
  return "medium";
}

/** A quantity in a request: "5 kg", "2 Liter", "500ml", "1 litre", "50 kilo", "1 ton", "1,5-L-Flasche". */
const QUANTITY =
  /(\d+(?:[.,]\d+)?)\s*-?\s*(kg|g|ml|l|lt|litres?|liters?|litros?|litri|litry|litr|kilos?|kilogram|t|tons?|tonnes?|tonnen|toneladas?|tonnellate|tonnellata|tony|tona)(?![\p{L}])/giu;
/** Words around a quantity that make it a dose in use: "dosage 60 ml", "60 ml per wash", "35 g pro Waschgang". */
const DOSE_BEFORE =
  /\b(?:dose|dosage|dosing|dosierung|dosis|dosering|dosaggio|dosificaci[oó]n|dawka|dawkowanie|dosagem|dilute|diluted|dilution|verd[uü]nnen|verd[uü]nnung|diluer|dilu[ée]|dilution|diluir|diluido|diluire|diluito|rozcie[nń]czy[cć]|verdunnen|verdund)\s*(?:of\s+|:\s*|ca\.?\s*|about\s*|approx\.?\s*|circa\s*|ok\.?\s*)?$/iu;
const DOSE_AFTER =
  /^\s*(?:per|pro|par|por|na|je)\s+(?:wash|load|laundry|cycle|machine|litre|liter|l\b|bucket|w[aä]sche|waschgang|lavage|lavaggio|lavado|pranie|wasbeurt|lavagem|dose|application|use)/iu;
/** Words after a quantity that make it a pack, not the batch: "25 kg bags", "latas de 100 g", "bisnaga de 50 g". */
const PACK_AFTER =
  /^\s*-?\s*(?:x\s*\d|(?:(?:refill|glass|amber|plastic|hdpe|pet|airless|trigger|spray|pump|dropper|squeeze|tottle|twist|screw|cap|metal|aluminium|aluminum|tin|flip|top)\s+){0,2}(?:kits?|refills?|jugs?|canisters?|containers?|cartridges?|totes?|ibcs?|bags?|sacks?|tins?|cans?|jars?|tubes?|bottles?|droppers?|drums?|pails?|buckets?|tubs?|pouch(?:es)?|sachets?|pucks?|bars?|sticks?|pumps?|triggers?|sprays?|rollers?|pods?|units?|pcs|dosen?|flaschen?|s[aä]cke?|eimer|kanister|worki|butelk\w*|puszk\w*|flacons?|pots?|bidons?|sacs?|botes?|latas?|frascos?|barattoli|flaconi|sacchi|fles|flessen|flesjes?|potjes?|potten|doos|dozen|doosjes?|emmers?|zak|zakken|zakjes?|bussen|jerrycans?|garrafas?|garrafões|garrafão|potes?|bisnagas?|tubos?|gal[aã]o|gal[oõ]es|bombonas?|sacos?|baldes?|refil|refis|caixas?|saquetas?|embalage(?:m|ns)|bid[aã]o|bid[oõ]es|tambor(?:es)?|botellas?|bidones|bid[oó]n|envases?|tanicas?|taniche|bottiglie|flacone|vas[oi]|kanistr\w*|słoik\w*|pojemnik\w*|wiadr\w*)\b)/iu;
const PACK_BEFORE =
  /\b(?:butelk[aię]|latas?|botes?|frascos?|flacons?|pots?|sacs?|sacchi|flaconi|flacone|barattoli|vas[oi]|bottiglie|tanich?e|taniche|garrafas?|garrafões|garrafão|potes?|bisnagas?|tubos?|gal[aã]o|gal[oõ]es|bombonas?|sacos?|baldes?|refil|refis|caixas?|sach[eê]s?|saquetas?|embalage(?:m|ns)|bid[aã]o|bid[oõ]es|tambor(?:es)?|botellas?|bid[oó]n|bidones|envases?|worki|słoik\w*|pojemnik\w*|kanistr\w*|dosen|flaschen|flessen|potten|dozen|emmers|zakken|bussen|jerrycans?|bottles? of|tins? of|bags? of|jars? of|kits? of|refills? of)\s+(?:de\s+|di\s+|da\s+|of\s+|à\s+|van\s+|po\s+)?$/iu;
/** The water a dose is diluted in ("5 L water", "5 L de agua", "5 L Wasser"). */
const DILUTION_WATER = /^\s*(?:of\s+|de\s+|di\s+|d'|van\s+)?(?:water|wasser|eau|agua|acqua|wody|water|[aá]gua)\b/iu;

/** "2.5 L for salons": a quantity said to be for the people who buy it is the pack they buy. */
const PACK_FOR =
  /^\s*(?:for|f[uü]r|pour|para|per|dla|voor)\s+(?:the\s+)?(?:salons?|professionals?|professional use|hairdressers?|barbers?|clinics?|spas?|hotels?|restaurants?|kitchens?|retail|consumers?|customers?|shops?|stores?|friseure?|coiffeurs?|salones|saloni|sal[oõ]es|salon[oó]w|kappers)\b/iu;
const BATCH_AFTER = /^[^\d.;,]{0,20}\b(?:batch|lot|charge|ansatz|lote|lotto|partia|partij|proefbatch|run)\b/i;
const BATCH_BEFORE = /\b(?:batch|lot|charge|ansatz|lote|lotto|partia|partij|proefbatch|run)\b[^\d.;,]{0,15}$/i;

function grams(value: string, unit: string): number {
  const n = Number(value.replace(",", "."));
  if (/^(?:t|ton)/i.test(unit)) return n * 1_000_000;
  return /^(?:kg|l|lt|lit|kilo)/i.test(unit) ? n * 1000 : n;
}

/**
 * The batch and pack a request names: "5 kg pilot batch", "lot de 10 kg", "2 Liter Ansatz",
 * "partij van 50 kilo", a bare "20 L" at the end, "100 g pucks x 500". A quantity followed by a
 * pack word ("25 kg bags", "30 ml dropper", "flessen van 500 ml") is the unit filled; a count after
 * it ("x 500", "1000 pcs", "200 stuks") makes the batch.
 */
function describedScale(description: string, archetype: Archetype): ScaleInfo | undefined {
  const base = scaleOf(undefined, undefined, archetype);
  let batch: number | undefined;
  let pack: { grams: number; label: string } | undefined;
  for (const m of description.matchAll(QUANTITY)) {
    const amount = grams(m[1] ?? "", m[2] ?? "");
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const after = description.slice(end, end + 25);
    const before = description.slice(Math.max(0, start - 25), start);
    // "0.5 %" is a level, not an amount; "pH 5" never matches a unit.
    if (/^\s*%/.test(after)) continue;
    // "Dosierung 60 ml pro Wäsche", "60 ml per wash": how much is used at a time, not a pack.
    if (DOSE_BEFORE.test(before) || DOSE_AFTER.test(after)) continue;
    // "20 ml in 5 L water", "auf 5 L Wasser": the water a dose goes into is no pack either.
    if (DILUTION_WATER.test(after)) continue;
    // "30 g/L", "50 ml/m²": a use rate, not a pack.
    if (/^\s*\/\s*(?:l|lt|litre|liter|kg|m2|m²|ha|100\s*l)\b/i.test(after)) continue;
    const batchWord = BATCH_AFTER.test(after) || BATCH_BEFORE.test(before);
    if (batchWord) {
      batch = amount;
      continue;
    }
    // A bare "1 L" or "2.5 kg" is the size a customer buys; a batch is said as one or runs larger.
    if (PACK_AFTER.test(after) || PACK_BEFORE.test(before) || PACK_FOR.test(after) || amount <= 5000) {
      pack ??= { grams: amount, label: /^(?:ml|l|lt|lit)/i.test(m[2] ?? "") ? "ml" : "g" };
      const count =
        /^\s*(?:\p{L}+\s*){0,2}(?:x|×)\s*(\d+)|^\s*(?:\p{L}+\s*){0,2}\D{0,3}(\d{2,6})\s*(?:pcs|pieces|units|szt|stück|pz|unités|stuks)\b/iu.exec(
          after,
        );
      const n = Number(count?.[1] ?? count?.[2] ?? "");
      if (Number.isFinite(n) && n > 1) batch ??= amount * n;
      continue;
    }
    batch ??= amount;
  }
  if (batch === undefined && pack === undefined) return undefined;
  const unitSize = pack?.grams ?? base.unitSize;
  const total = batch ?? unitSize * base.units;
  const units = Math.max(1, Math.round(total / unitSize));
  const tier: ScaleTier =
    total <= 2000 ? "lab" : total <= 100_000 ? "pilot" : total <= 1_000_000 ? "production" : "industrial";
  return { units, unitSize, unitLabel: pack?.label ?? base.unitLabel, tier };
}

function scaleOf(productionVolume: string | undefined, volume: string | undefined, archetype: Archetype): ScaleInfo {
  const index = Math.max(0, (PRODUCTION_VOLUMES as readonly string[]).indexOf(productionVolume ?? ""));
  const units = [100, 1000, 10_000, 50_000][index] ?? 100;
  const tier: ScaleTier = (["lab", "pilot", "production", "industrial"] as const)[index] ?? "lab";
  const match = /(\d+(?:\.\d+)?)\s*(ml|l|g|kg)/i.exec(volume ?? "");
  const powdery =
    archetype.consistency === "powder" || archetype.process === "dry-mix" || archetype.process === "compound";
  // A lipstick or lip balm is a few grams, a stick or bar a few tens: not a 100 ml bottle.
  const lip = /\blip(?:stick|s)?\b|lipstick/i.test(archetype.productType);
  const solid = /\b(?:stick|bar|bullet|crayon|pencil|solid)\b/i.test(`${archetype.productType} ${archetype.name}`);
  const size = match
    ? Number(match[1]) * (/^(l|kg)$/i.test(match[2] ?? "") ? 1000 : 1)
    : powdery
      ? 1000
      : lip
        ? 4
        : solid
          ? 50
          : 100;
  const grams = powdery || ((lip || solid) && !match) || /g/i.test(match?.[2] ?? "");
  return { units, unitSize: size, unitLabel: grams ? "g" : "ml", tier };
}

function clampPh(archetype: Archetype, ph: number | undefined): number | undefined {
  if (!archetype.ph) return undefined;
  const [low, high] = archetype.ph;
  const target = ph ?? (low + high) / 2;
  return Math.round(Math.min(high, Math.max(low, target)) * 10) / 10;
}

export function generateFromWizard(request: WizardRequest): FormulateOutcome {
  const req = WizardRequestSchema.parse(request);
  const random = seededRandom(hashString(canonicalJson({ kind: "wizard", ...req })));
  return formulate(
    {
      description: req.additionalNotes,
      productName: req.productName,
      category: req.category,
      wizard: {
        productName: req.productName,
        consistencyType: req.consistencyType,
        specialProperties: req.specialProperties,
        phLevel: req.phLevel,
        additionalNotes: req.additionalNotes,
        regulatoryRequirements: req.regulatoryRequirements,
      },
    },
    {
      random,
      build: (template, targetPh) => ({
        archetype: template,
        category: req.category ?? fileUnder(template),
        random,
        name: titleCase(req.productName),
        properties: req.specialProperties,
        targetPh,
        shelfLifeMonths: req.shelfLife,
        storage: req.storageTemperature,
        budget: req.budgetCategory,
        regulatory: req.regulatoryRequirements,
        viscosity: viscosityLevel(req.viscosity),
        scale: scaleOf(req.productionVolume, req.volume, template),
        notes: req.additionalNotes || undefined,
      }),
    },
  );
}

export function generateFromDemo(request: DemoRequest): FormulateOutcome & { demoCategory: string } {
  const req = DemoRequestSchema.parse(request);
  const demo = findDemoCategory(req.category);
  if (!demo) throw new Error(`Unknown demo category "${req.category}"`);
  const random = seededRandom(hashString(canonicalJson({ kind: "demo", ...req })));
  const outcome = formulate(
    { description: req.description, category: demo.id },
    {
      random,
      build: (template, targetPh) => {
        // A property is asked for when its own words are there ("reinforced" and "concrete" for
        // "for reinforced concrete"); a bare "for" or "with" in the request says nothing.
        // The words must stand together, in order: "fragrance" and the "free" of "paraben free" do
        // not ask for a fragrance-free product.
        const properties = template.properties.filter((p) => {
          const words = p.split(/[\s-]+/).filter((w) => w.length > 2 && !/^(?:for|with|and|the)$/i.test(w));
          const together = words.map((w) => `\\b${escapeRegExp(stem(w))}\\p{L}*`).join("[\\s-]+(?:\\p{L}+[\\s-]+)?");
          return words.length > 0 && new RegExp(together, "iu").test(req.description);
        });
        const name = nameWithProperty(properties[0], template.name);
        // Demo-only products (electronics, food additives) have no system category of their own:
        // they are filed under the demo category's, never defaulted to skin care.
        const category =
          template.categories.includes(demo.category) || template.categories.length === 0
            ? demo.category
            : fileUnder(template);
        return {
          ...baseInput(template, category, random, name, properties),
          targetPh,
          viscosity: describedViscosity(req.description),
          scale: describedScale(req.description, template) ?? scaleOf(undefined, undefined, template),
        };
      },
    },
  );
  return { ...outcome, demoCategory: demo.name };
}

/** The start of a word that its other forms share ("dry" for drying, "reinf" for reinforced). */
function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/i, "").slice(0, 5);
}

/** A template's own system category, for a request made in another one. */
function fileUnder(template: Archetype): CategorySlug {
  return template.categories[0] ?? "skin-care-formulations";
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

/** A bulk run's templates: those of the category, the ones the keywords name first ("serum, vitamin C"). */
function bulkArchetypes(category: CategorySlug, keywords: string | undefined) {
  const asked = keywords ? parseRequest({ description: keywords, category }) : undefined;
  const wantedTypes = new Set(
    asked?.productType ? [asked.productType.id, ...asked.productType.alternatives.map((a) => a.id)] : [],
  );
  const archetypes = archetypesFor({ category })
    .map((a, order) => ({ a, score: (a.productTypes.some((t) => wantedTypes.has(t)) ? 10 : 0) - order * 0.01 }))
    .sort((x, y) => y.score - x.score)
    .map((x) => x.a);
  if (!archetypes.length) throw new Error(`no archetype for ${category}`);
  return { archetypes, asked, wantedTypes };
}

/** `count` distinct formulations for a category: different archetypes and property sets, unique names. */
export function generateBulk(request: BulkRequest): GeneratedFormulation[] {
  const req = BulkRequestSchema.parse(request);
  const random = seededRandom(hashString(canonicalJson({ kind: "bulk", ...req })));
  const { archetypes } = bulkArchetypes(req.category, req.keywords);
  const results: GeneratedFormulation[] = [];
  const names = new Set<string>();
  for (let i = 0; results.length < req.count && i < req.count * 20; i++) {
    const archetype = archetypes[i % archetypes.length] as Archetype;
    const round = Math.floor(i / archetypes.length);
    const props = archetype.properties;
    const chosen =
      round === 0 ? [] : [props[(round - 1 + random.int(0, props.length)) % props.length] ?? ""].filter(Boolean);
    const base = nameWithProperty(chosen[0], archetype.name);
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

/** Variant `v`'s template, special property and name (see generateBulkVariant). */
function variantPlan(archetypes: readonly Archetype[], v: number) {
  const archetype = archetypes[v % archetypes.length] as Archetype;
  const round = Math.floor(v / archetypes.length);
  // Only properties that change the name: the others would repeat the first round's name.
  const props = archetype.properties.filter((p) => nameWithProperty(p, archetype.name) !== archetype.name);
  const cycle = round === 0 || !props.length ? round : Math.floor((round - 1) / props.length);
  const property = round > 0 && props.length ? props[(round - 1) % props.length] : undefined;
  const base = nameWithProperty(property, archetype.name);
  return { archetype, round, property, name: cycle > 0 ? `${base} No. ${cycle + 1}` : base };
}

export const BULK_BUDGETS = ["Cost-Effective", "Medium Quality", "Premium"] as const;

/**
 * One formulation of a bulk run, built on its own (one queue message per item): variant `v` is
 * the category's template `v mod n` (keyword matches first) with no special property in the
 * first round, then each of the template's properties in turn, then numbered repeats — so two
 * variants never share a name. The build is seeded by (seed, v): the same item of the same job
 * always gives the same formulation, whoever runs it and however often.
 */
export function generateBulkVariant(request: {
  category: CategorySlug;
  keywords?: string;
  variant: number;
  seed: string;
}): { formulation: GeneratedFormulation; notices: Notice[] } {
  const { archetypes, asked, wantedTypes } = bulkArchetypes(request.category, request.keywords);
  const v = Math.max(0, Math.floor(request.variant));
  const { archetype, round, property, name } = variantPlan(archetypes, v);
  const random = seededRandom(hashString(canonicalJson({ kind: "bulk-item", ...request, variant: v })));
  const formulation = buildFormulation({
    ...baseInput(archetype, request.category, random, name, property ? [property] : []),
    budget: BULK_BUDGETS[(v + round) % BULK_BUDGETS.length] ?? "Medium Quality",
  });
  // What the keywords asked for that a bulk run cannot honour is said, never silently dropped.
  const notices: Notice[] = (asked?.prohibited ?? [])
    .filter((p) => p.appliesToProduct)
    .map((p) => ({
      code: "prohibited" as const,
      message: `${titleCase(p.matched)} is prohibited in cosmetic products (Annex II/${p.ref}) — not used.`,
      citation: p.citation,
    }));
  if (asked?.productType && !archetypes.some((a) => a.productTypes.some((t) => wantedTypes.has(t)))) {
    notices.push({
      code: "outside-category",
      message: `The keywords name ${asked.productType.name.toLowerCase()}, which this category has no template for; its own products were generated instead.`,
    });
  }
  return { formulation, notices };
}

/** The names the first `count` variants of a bulk run would have (the generator's preview). */
export function bulkVariantNames(request: { category: CategorySlug; keywords?: string; count: number }): string[] {
  const { archetypes } = bulkArchetypes(request.category, request.keywords);
  return Array.from({ length: request.count }, (_, v) => {
    return variantPlan(archetypes, v).name;
  });
}

/**
 * Special properties that fit a product (wizard step 2): those of the templates of the product
 * type the name points to; the spec's four defaults when the name matches nothing we know.
 */
export function propertiesForProduct(productName: string, consistency?: string): string[] {
  const type = parseRequest({ description: productName }).productType;
  const matches = type ? templatesForType(type.id) : [];
  const best = matches.find((a) => !consistency || a.consistency === consistency) ?? matches[0];
  return best ? [...best.properties] : [...DEFAULT_PROPERTIES];
}
