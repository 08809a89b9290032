/**
 * parseRequest(): "understand the request". Pure and deterministic: the same input gives the
 * same reading. Order matters: claims first (what is ruled out must not be read as asked for),
 * then named substances, the product type, levels, and what depends on the type (which names
 * belong to the product's own name, whether an Annex II ban applies).
 */
import { ingredientById } from "../knowledge";
import type { Ingredient } from "../knowledge/types";
import { findAudience, findColours, findFormats, findMedicinalClaims, findScents, isWaterFree } from "./attributes";
import { parseClaims } from "./claims";
import { translateRequest } from "./glossary";
import { type ParsedLevel, parseLevels, parsePh, parseSpf } from "./levels";
import { CONFIDENCE_THRESHOLD, claimWordsInTypeNames, matchProductType, type TypeCandidate } from "./match-type";
import {
  attachLevels,
  bracketedGrades,
  findIngredientMentions,
  findNearMentions,
  findProhibitedMentions,
  introduced,
  isPurposeOrReplacement,
  type Mention,
  noteAfter,
  widenMisspeltNames,
} from "./mentions";
import { annexIIByCas, citation, NAME_INDEX, type NameEntry, type NameRef } from "./name-index";
import { PRODUCT_TYPES, type ProductType, productTypeById, regimeById, resolveCategory } from "./taxonomy";
import { foldText, tokenize } from "./text";
import type {
  NamedIngredient,
  ParsedRequest,
  ProhibitedSubstance,
  RequestedLevel,
  RequestInput,
  TypeSuggestion,
} from "./types";

export { CONFIDENCE_THRESHOLD };

const HAIR_DYES = new Set([
  "oxidative-hair-dye",
  "semi-permanent-hair-dye",
  "progressive-hair-dye",
  "henna-hair-colour",
  "hair-bleach",
  "hair-developer",
]);

function joinText(input: RequestInput): { text: string; nameSpan?: [number, number] } {
  const name = [input.productName, input.wizard?.productName].filter((s) => s?.trim()).join(". ");
  const rest = [
    input.description,
    input.wizard?.additionalNotes,
    input.wizard?.specialProperties?.length ? input.wizard.specialProperties.join(", ") : "",
    input.wizard?.regulatoryRequirements?.includes("cruelty-free") ? "cruelty-free" : "",
  ]
    .filter((s) => s?.trim())
    .join(". ");
  if (!name) return { text: rest };
  return { text: rest ? `${name}. ${rest}` : name, nameSpan: [0, name.length] };
}

function level(l: ParsedLevel | undefined, basis?: string): RequestedLevel | undefined {
  if (!l) return undefined;
  return {
    value: l.value,
    unit: l.unit,
    percent: l.percent,
    ...(l.min !== undefined ? { min: l.min, max: l.max } : {}),
    ...(l.qualifier ? { qualifier: l.qualifier } : {}),
    ...(basis ? { basis } : {}),
    ...(l.active ? { active: true as const } : {}),
    ...(l.strength !== undefined ? { strength: l.strength } : {}),
  };
}

const suggestion = (c: TypeCandidate): TypeSuggestion => ({
  id: c.id,
  name: productTypeById(c.id)?.name ?? c.id,
  confidence: c.confidence,
});

/** Reads a request; one written in German, French, Spanish, Italian, Polish, Dutch or Portuguese is first put into English (glossary.ts). */
export function parseRequest(input: RequestInput): ParsedRequest {
  return parseEnglishRequest(translateRequest(input));
}

/** The English reading alone, without the glossary step. */
export function parseEnglishRequest(input: RequestInput): ParsedRequest {
  const { text, nameSpan } = joinText(input);
  const folded = foldText(text);
  const tokens = tokenize(text);
  const categories = resolveCategory(input.category);
  const warnings: string[] = [];
  if (input.category && !categories.length) warnings.push(`Unknown category "${input.category}" ignored.`);

  const { claims, consumed } = parseClaims(text, tokens);
  const ingredientMentions = findIngredientMentions(folded, tokens, consumed);
  const prohibitedMentions = findProhibitedMentions(folded, tokens, consumed, ingredientMentions);
  const audience = findAudience(tokens, folded);

  const nameTokens: [number, number] | undefined = nameSpan
    ? [0, Math.max(0, tokens.findIndex((t) => t.start >= nameSpan[1]) - 1)]
    : undefined;
  // A claim written inside a product's own name ("no-lye relaxer", "organic fertiliser") still names it.
  const inTypeNames = claimWordsInTypeNames(tokens, consumed);
  const typeBlocked = inTypeNames.size ? new Set([...consumed].filter((t) => !inTypeNames.has(t))) : consumed;
  const typeResult = matchProductType(tokens, typeBlocked, {
    categories,
    audience,
    mentionSpans: ingredientMentions.map((m) => [m.from, m.to]),
    ...(nameTokens && nameTokens[1] >= 0 ? { nameSpan: nameTokens } : {}),
  });
  const best = typeResult.best;
  const understood = !!best && best.confidence >= CONFIDENCE_THRESHOLD;
  const type: ProductType | undefined = understood ? best?.type : undefined;
  const typeSpan = understood ? best?.span : undefined;
  const inTypeSpan = (i: number) => !!typeSpan && i >= typeSpan[0] && i <= typeSpan[1];

  // Levels: ppm after "fluoride" or "F" belongs to fluoride counted as F.
  const levels = parseLevels(folded);
  const spoken = [...ingredientMentions, ...prohibitedMentions];
  // A misspelt material next to a level reads as its ingredient, or as the banned substance it names.
  for (const near of findNearMentions(
    tokens,
    levels,
    (i) => consumed.has(i) || inTypeSpan(i) || spoken.some((m) => i >= m.from && i <= m.to),
  ))
    (near.annex ? prohibitedMentions : ingredientMentions).push(near);
  prohibitedMentions.sort((a, b) => a.from - b.from);
  ingredientMentions.sort((a, b) => a.from - b.from);
  widenMisspeltNames(tokens, ingredientMentions);
  const allMentions: Mention[] = [...ingredientMentions, ...prohibitedMentions].sort((a, b) => a.from - b.from);
  addFluorideBasis(tokens, levels, ingredientMentions, allMentions);
  attachLevels(tokens, allMentions, levels, inTypeSpan);
  // "2 % sodium hyaluronate solution (1 % active)": a level before the name weighs the dilution
  // the note after it describes, which holds that share of the substance.
  for (const m of allMentions) {
    // The note may follow the grade's own word: "sodium hyaluronate solution (1 % active)".
    const end = /^(?:solution|soln|dispersion|gel|paste|emulsion|concentrate)$/.test(tokens[m.to + 1]?.norm ?? "")
      ? m.to + 1
      : m.to;
    const note = noteAfter(tokens, end);
    const first = tokens[m.from];
    if (!m.level || note < 0 || !first || m.level.end > first.start || m.level.active) continue;
    const inside = folded.slice(tokens[end + 1]?.start ?? 0, tokens[note]?.start ?? 0);
    const strength =
      /(\d+(?:[.,]\d+)?)\s*%\s*(?:active|actives|a\.?\s?i\b|solids?|strength|w\/w|sol\b|soln\b|solution)/.exec(inside);
    const share = strength ? Number((strength[1] ?? "").replace(",", ".")) / 100 : Number.NaN;
    if (share > 0 && share < 1) m.level = { ...m.level, strength: share };
  }
  // "esterquat (TEA-based, 90 % active)": what a material's note says it is made from is no
  // ingredient of the product.
  for (const m of [...ingredientMentions]) {
    if (tokens[m.to + 1]?.norm !== "based") continue;
    const describes = ingredientMentions.some((n) => n !== m && n.to < m.from && noteAfter(tokens, n.to) > m.to);
    if (describes) ingredientMentions.splice(ingredientMentions.indexOf(m), 1);
  }

  for (const m of bracketedGrades(tokens, ingredientMentions))
    ingredientMentions.splice(ingredientMentions.indexOf(m), 1);

  const ingredients = collectIngredients(text, tokens, ingredientMentions, typeSpan, type);
  const prohibited = collectProhibited(text, tokens, prohibitedMentions, ingredients, type);

  const ph = parsePh(folded);
  const spf = parseSpf(folded);
  const inIngredient = (i: number) => ingredientMentions.some((m) => i >= m.from && i <= m.to);
  const formats = findFormats(folded, tokens, (i) => consumed.has(i) || inIngredient(i));
  const colours = findColours(tokens, (i) => consumed.has(i) || inIngredient(i));
  const scents = findScents(folded);
  const medicinalClaims = findMedicinalClaims(folded);
  const anhydrous = isWaterFree(formats) || undefined;

  const regime = type ? regimeById(type.regime) : undefined;
  let refusal: ParsedRequest["refusal"];
  if (type && (type.regime === "human-medicinal" || type.regime === "veterinary-medicinal")) {
    refusal = {
      kind: type.regime,
      message:
        type.regime === "human-medicinal"
          ? `${article(type.name)} ${type.name.toLowerCase()} is a medicinal product: it needs a marketing authorisation and is not formulated here.`
          : `${article(type.name)} ${type.name.toLowerCase()} is a veterinary medicinal product: it needs a marketing authorisation and is not formulated here.`,
    };
  }
  if (type?.regime === "eu-cosmetics-1223-2009" && medicinalClaims.length)
    warnings.push(`A cosmetic may not claim to treat or cure disease ("${medicinalClaims[0]}").`);
  if (prohibited.some((p) => p.appliesToProduct))
    warnings.push("The request names a substance prohibited in cosmetics (Annex II); it will not be used.");
  if (best?.outsideCategory && understood)
    warnings.push(`"${best.type.name}" belongs to another category than the one chosen.`);

  const wizardPh = input.wizard?.phLevel;
  const phOut: ParsedRequest["ph"] = ph
    ? { min: ph.min, max: ph.max, source: "text" }
    : wizardPh !== undefined && Number.isFinite(wizardPh)
      ? { min: wizardPh, max: wizardPh, source: "wizard" }
      : undefined;

  return {
    understood,
    productType:
      understood && best && type
        ? {
            id: type.id,
            name: type.name,
            category: type.category,
            confidence: best.confidence,
            alternatives: best.alternatives.map(suggestion),
            matched: best.matched,
            via: best.via,
            outsideCategory: best.outsideCategory,
            format: type.format,
            area: type.area,
            ...(type.use ? { use: type.use } : {}),
            ...(type.audience ? { audience: type.audience } : {}),
            regime: type.regime,
            ...(type.biocideType ? { biocideType: type.biocideType } : {}),
          }
        : null,
    suggestions: understood ? [] : suggestionsFor(typeResult.suggestions, categories),
    categories,
    ...(regime
      ? {
          regime: {
            id: regime.id,
            name: regime.name,
            formulated: regime.formulated,
            ...(type?.biocideType ? { biocideType: type.biocideType } : {}),
          },
        }
      : {}),
    ...(refusal ? { refusal } : {}),
    ingredients,
    prohibited,
    claims,
    ...(phOut ? { ph: phOut } : {}),
    ...(spf ? { spf: spf.value } : {}),
    formats,
    colours,
    scents,
    audience: [...new Set([...audience, ...(type?.audience ?? [])])],
    ...(anhydrous ? { anhydrous } : {}),
    medicinalClaims,
    warnings,
  };
}

function suggestionsFor(list: readonly TypeCandidate[], categories: readonly string[]): TypeSuggestion[] {
  if (list.length) return list.map(suggestion);
  // Nothing in the text resembles a product: offer the category's first types.
  return PRODUCT_TYPES.filter((t) => categories.includes(t.category))
    .slice(0, 5)
    .map((t) => ({ id: t.id, name: t.name, confidence: 0.1 }));
}

/** "1450 ppm fluoride", "225 ppm F": fluoride counted as F, whichever fluoride salt supplies it. */
function addFluorideBasis(
  tokens: ReturnType<typeof tokenize>,
  levels: readonly ParsedLevel[],
  ingredients: Mention[],
  all: Mention[],
) {
  for (const l of levels) {
    if (l.unit !== "ppm") continue;
    const next = tokens.findIndex((t) => t.start >= l.end);
    const t = tokens[next];
    if (t && (t.raw === "f" || t.raw === "fluorine") && !ingredients.some((m) => m.from === next)) {
      const m: Mention = {
        from: next,
        to: next,
        key: "fluoride",
        via: "name",
        entry: {
          ref: { kind: "element", id: "fluoride", name: "fluoride", basis: "F" },
          generic: false,
          acronym: false,
        },
      };
      ingredients.push(m);
      all.push(m);
    }
  }
  all.sort((a, b) => a.from - b.from);
}

function collectIngredients(
  text: string,
  tokens: ReturnType<typeof tokenize>,
  mentions: readonly Mention[],
  typeSpan: [number, number] | undefined,
  type: ProductType | undefined,
): NamedIngredient[] {
  const out: NamedIngredient[] = [];
  const seen = new Map<string, NamedIngredient>();
  const matchedText = (m: Mention) => text.slice(tokens[m.from]?.start ?? 0, tokens[m.to]?.end ?? 0);
  let previous: Mention | undefined;
  for (const m of mentions) {
    const entry = m.entry;
    if (!entry) continue;
    // A generic word right after a named ingredient describes it: "hydrogen peroxide bleach" is
    // peroxide used as the bleach, not hypochlorite besides it.
    const describes =
      entry.generic && previous !== undefined && previous.to === m.from - 1 && !tokens[m.from]?.punctBefore?.trim();
    previous = m;
    if (describes) continue;
    // "cetearil alcohol", "stearil alcohol": a generic word after a chemical-looking word the
    // index does not know is the end of that unknown name (a fatty alcohol misspelt), not ethanol.
    const before = tokens[m.from - 1];
    if (
      entry.generic &&
      before &&
      !tokens[m.from]?.punctBefore?.trim() &&
      /^[a-z]{4,}(?:yl|il|ic)$/.test(before.raw) &&
      !NAME_INDEX.has(before.raw)
    )
      continue;
    // "Surfactants (coco-glucoside, betaine)": in a list of surfactants a name shared with another
    // material (trimethylglycine, the humectant) is the surfactant.
    // …and so is a betaine named for a product that washes (a shampoo's, a washing-up liquid's).
    const amongSurfactants =
      tokens
        .slice(Math.max(0, m.from - 6), m.from)
        .some((t) => /^(?:surfactants?|tensides?|cleansers?|foaming agents?|matter)$/.test(t.norm)) ||
      (!!type && /shampoo|wash|dish|detergent|soap|cleanser|bath|shower|foam/i.test(`${type.id} ${type.name}`));
    const ref = pickRef(entry, type, amongSurfactants ? "surfactant" : undefined);
    // A name that is the product's own name ("oxygen bleach", "pH minus", "developer") is not an
    // ingredient request; a substance named in front of it ("PAC coagulant") is.
    if (typeSpan && m.from >= typeSpan[0] && m.to <= typeSpan[1] && ref.kind !== "element") {
      if (entry.generic || (m.from === typeSpan[0] && m.to === typeSpan[1])) continue;
    }
    if (!m.level && isPurposeOrReplacement(tokens, m.from)) continue;
    // "Mix with water", "dilute in water", "add to water": how the product is used, not what it holds.
    if (
      !m.level &&
      ref.kind === "kb" &&
      ref.id === "water" &&
      tokens
        .slice(Math.max(0, m.from - 3), m.from)
        .some((t) =>
          /^(?:mix|mixed|mixing|dilute|diluted|diluting|add|added|adding|dissolve|dissolved|stir|stirred|reconstitute|activate|activated)$/.test(
            t.norm,
          ),
        )
    )
      continue;
    // "jam low in sugar", "reduced-salt": what the product it goes into has little of, not a material.
    const lowIn = tokens.slice(Math.max(0, m.from - 2), m.from).map((t) => t.norm);
    if (
      !m.level &&
      (/^(?:low|reduced|less|lower)$/.test(lowIn.at(-1) ?? "") ||
        (lowIn.at(-1) === "in" && /^(?:low|reduced|poor)$/.test(lowIn.at(-2) ?? "")))
    )
      continue;
    if (entry.generic && !m.level && !introduced(tokens, m.from)) continue;
    let item: NamedIngredient;
    if (ref.kind === "kb") {
      const ing = ingredientById(ref.id);
      if (!ing) continue;
      item = {
        id: ing.id,
        name: ing.name,
        inci: ing.inci,
        matched: matchedText(m),
        source: m.via === "cas" ? "cas" : "knowledge-base",
      };
    } else if (ref.kind === "substance") {
      item = {
        substance: ref.id,
        name: ref.name,
        matched: matchedText(m),
        source: "substance",
        kind: ref.substanceKind,
      };
    } else {
      item = { name: ref.name, matched: matchedText(m), source: "element" };
    }
    const lvl = level(m.level, ref.kind === "element" && m.level?.unit === "ppm" ? ref.basis : undefined);
    if (lvl) item.level = lvl;
    const key = item.id ?? item.substance ?? item.name;
    const prior = seen.get(key);
    if (prior) {
      if (!prior.level && item.level) prior.level = item.level;
      continue;
    }
    seen.set(key, item);
    out.push(item);
  }
  for (const id of type?.implies ?? []) {
    if (seen.has(id)) continue;
    const ing = ingredientById(id);
    if (ing) out.push({ id, name: ing.name, inci: ing.inci, matched: "", source: "product-type" });
  }
  return out;
}

/** Demo category → knowledge-base domains, to choose between ingredients written the same way. */
const CATEGORY_DOMAINS: Record<string, string[]> = {
  "baby-care": ["baby", "cosmetic"],
  "hair-enrichment": ["hair", "cosmetic"],
  "salon-base": ["hair", "cosmetic"],
  "salon-hair-treatment": ["hair", "cosmetic"],
  "oral-care": ["oral", "cosmetic"],
  cleaning: ["household"],
  detergent: ["laundry", "household"],
  "electronic-chemicals": ["electronics", "industrial"],
  "food-additives": ["food"],
  leather: ["leather"],
  "shoe-care": ["leather", "household"],
  construction: ["construction"],
  "pet-care": ["pet"],
  "3d-printing": ["3d-printing"],
  "agricultural-chemicals": ["agricultural"],
  aromatherapy: ["aromatherapy", "cosmetic"],
  "automotive-coating": ["automotive"],
  "biodegradable-packaging": ["packaging"],
  "smart-textile-coatings": ["textile"],
  "water-treatment": ["water-treatment"],
};

function pickRef(entry: NameEntry, type: ProductType | undefined, job?: Ingredient["functions"][number]): NameRef {
  if (!entry.others?.length) return entry.ref;
  const all = [entry.ref, ...entry.others];
  const doing = job ? all.filter((r) => r.kind === "kb" && ingredientById(r.id)?.functions.includes(job)) : [];
  const candidates = doing.length ? doing : all;
  if (!type) return candidates[0] ?? entry.ref;
  const domains = CATEGORY_DOMAINS[type.category] ?? ["cosmetic"];
  // The grade that shares most of the product's domains: a laundry liquid's "nonionic" is the
  // laundry ethoxylate before a cosmetic glucoside that is also sold for household use.
  const overlap = (r: NameRef) =>
    r.kind === "kb" ? (ingredientById(r.id)?.domains ?? []).filter((d) => domains.includes(d as string)).length : 0;
  // Of two that share as much, the one made more for this field: a bathroom cleaner's "nonionic"
  // is the household ethoxylate before the skin-care glucoside also sold for cleaners.
  const elsewhere = (r: NameRef) =>
    r.kind === "kb" ? (ingredientById(r.id)?.domains ?? []).filter((d) => !domains.includes(d as string)).length : 0;
  // Grades of one substance (citric acid and its 50 % solution) keep the primary on a tie.
  const inci = (r: NameRef) => (r.kind === "kb" ? ingredientById(r.id)?.inci.toLowerCase() : undefined);
  const substances = new Set(candidates.map(inci));
  const score = (r: NameRef) => overlap(r) - (substances.size > 1 ? 0.1 * elsewhere(r) : 0);
  const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a));
  return overlap(best) > 0 || doing.length ? best : entry.ref;
}

function collectProhibited(
  text: string,
  tokens: ReturnType<typeof tokenize>,
  mentions: readonly Mention[],
  ingredients: readonly NamedIngredient[],
  type: ProductType | undefined,
): ProhibitedSubstance[] {
  const out: ProhibitedSubstance[] = [];
  const seen = new Set<string>();
  const cosmetic = !type || type.regime === "eu-cosmetics-1223-2009";
  const hairDye = !!type && HAIR_DYES.has(type.id);
  const push = (
    rule: { entry: { id: string; ref: string; name: string }; hairDyeOnly: boolean },
    matched: string,
    via: ProhibitedSubstance["via"],
    lvl?: RequestedLevel,
  ) => {
    if (seen.has(rule.entry.id)) return;
    // "when used as a substance in hair dye products": not a ban elsewhere.
    if (rule.hairDyeOnly && !hairDye) return;
    seen.add(rule.entry.id);
    const entry = rule.entry as Parameters<typeof citation>[0];
    out.push({
      entryId: rule.entry.id,
      annex: "II",
      ref: rule.entry.ref,
      name: rule.entry.name.split("\n")[0] ?? rule.entry.name,
      matched,
      via,
      citation: citation(entry),
      appliesToProduct: cosmetic,
      ...(lvl ? { level: lvl } : {}),
    });
  };
  for (const m of mentions) {
    for (const rule of m.annex ?? []) {
      push(
        rule,
        text.slice(tokens[m.from]?.start ?? 0, tokens[m.to]?.end ?? 0),
        m.via === "cas" ? "cas" : "name",
        level(m.level),
      );
    }
  }
  for (const i of ingredients) {
    if (!i.id) continue;
    for (const cas of ingredientById(i.id)?.cas?.split(" / ") ?? []) {
      for (const rule of annexIIByCas(cas)) push(rule, i.matched, "ingredient", i.level);
    }
  }
  return out;
}

/** "A" or "An", by the sound of the first letter. */
function article(name: string): string {
  return /^[aeiou]/i.test(name) ? "An" : "A";
}
