/**
 * What a request says the product looks and smells like: a colour ("black shoe polish", "grey
 * resin", "classic red") and a scent ("lemon scent", "smells of pine"). A template brings its own
 * colourant and fragrance; when the request names others, the template's give way to ones that
 * give what was asked, or a notice says why none could.
 */
import { z } from "zod";
import { INGREDIENTS, ingredientById } from "../knowledge";
import data from "../knowledge/data/appearance.json";
import type { Ingredient } from "../knowledge/types";
import type { ParsedRequest } from "../request";
import type { RequiredIngredient } from "./build";
import { capitalise, type Notice } from "./notices";
import type { Archetype } from "./types";

const Data = z.object({
  $comment: z.string(),
  shades: z.record(z.string(), z.array(z.string()).min(1)),
  mixes: z.record(z.string(), z.array(z.string()).min(2)),
});
const DATA = Data.parse(data);

/** Knowledge-base ids of the colourants of each shade, as the data lists them. */
export const SHADES: Readonly<Record<string, readonly string[]>> = DATA.shades;
/** Shades that together make a colour no single colourant gives, the base shade first. */
export const MIXES: Readonly<Record<string, readonly string[]>> = DATA.mixes;

const PERSONAL_DOMAINS = new Set(["cosmetic", "hair", "oral", "baby", "aromatherapy", "pet"]);

export function isSkinCategory(c: string): boolean {
  return /skin|beauty|baby|organic|mens|grooming|hair|saloon|salon|oral/.test(c);
}

/** A product used on people or animals (cosmetics, oral care, pet care). */
export function forPeople(template: Archetype): boolean {
  return template.categories.some(isSkinCategory) || /pet/.test(template.categories.join(" "));
}

/** Jobs that personal-care raw materials do (humectant, emollient), as opposed to technical ones. */
const PERSONAL_FUNCTIONS: ReadonlySet<string> = new Set(
  INGREDIENTS.filter((i) => i.domains.every((d) => PERSONAL_DOMAINS.has(d))).flatMap((i) => i.functions),
);

/**
 * The job an ingredient does in this product: its slot's role where the template names one, else
 * its first function that suits the product (urea in a hand cream is a humectant, not a
 * fertiliser nutrient).
 */
export function roleIn(ingredient: Ingredient, template: Archetype): string {
  // Another grade of the same substance takes its slot's role (solid citric acid where the
  // template descales with a citric acid solution).
  const inci = ingredient.inci.trim().toLowerCase();
  const slot =
    template.slots.find((s) => s.candidates.includes(ingredient.id)) ??
    template.slots.find((s) => s.candidates.some((id) => ingredientById(id)?.inci.trim().toLowerCase() === inci));
  if (slot) return slot.role;
  // A hydroxide named for a soap ("KOH/NaOH mix") is lye for the soap, as the template's is.
  const lye = template.slots.find((s) => /saponif/i.test(s.role));
  if (lye && /\bhydroxide\b/i.test(ingredient.inci)) return lye.role;
  const people = forPeople(template);
  // "Food additive" is a regime, not a job, outside a food product: citric acid in a cleaner is its acid.
  const food = template.categories.some((c) => /food/.test(c));
  const jobs = ingredient.functions.filter((x) => food || x !== "food-additive");
  const f = jobs.find((x) => PERSONAL_FUNCTIONS.has(x) === people) ?? jobs[0] ?? ingredient.functions[0] ?? "active";
  // "ph-adjuster" reads "pH adjuster", as chemists write it.
  return capitalise(f.replace(/-/g, " ")).replace(/^Ph\b/, "pH");
}

/** Personal-care raw materials go into products for people and animals; the rest into the rest. */
export function belongsIn(ingredient: Ingredient, template: Archetype): boolean {
  const personal = ingredient.domains.some((d) => PERSONAL_DOMAINS.has(d));
  const technical = ingredient.domains.some((d) => !PERSONAL_DOMAINS.has(d));
  return forPeople(template) ? personal : technical || ingredient.domains.includes("aromatherapy");
}

export type Appearance = {
  required: RequiredIngredient[];
  /** The template's own colourants or fragrances that would give something else. */
  excluded: Set<string>;
  notices: Notice[];
};

const COLOUR_SLOT = /colou?r|pigment|shade|dye|tint/i;
const SCENT_SLOT = /fragrance|perfume|scent|essential oil|flavou?r|aroma/i;

/** Colourants and fragrances for what the request says the product looks and smells like. */
export function appearanceFor(request: ParsedRequest, template: Archetype, excluded: ReadonlySet<string>): Appearance {
  const out: Appearance = { required: [], excluded: new Set(), notices: [] };
  colour(request, template, excluded, out);
  pearl(request, template, excluded, out);
  scent(request, template, excluded, out);
  return out;
}

/**
 * "Pearly": a shampoo or wash is pearlised with glycol distearate, which crystallises into
 * platelets as the hot surfactant base cools; a cream, balm or powder takes a mica pearl.
 */
function pearl(request: ParsedRequest, template: Archetype, excluded: ReadonlySet<string>, out: Appearance) {
  if (!request.colours.includes("pearl")) return;
  const own = template.slots.find((s) =>
    s.candidates.some((id) => ingredientById(id)?.functions.includes("pearlizer")),
  );
  if (own) return;
  const washes =
    template.process === "surfactant" || (template.process === "aqueous" && template.consistency === "liquid");
  const ingredient = ingredientById(washes ? "glycol-distearate" : "mica-titanium-dioxide");
  if (!ingredient || excluded.has(ingredient.id) || !belongsIn(ingredient, template)) {
    out.notices.push({
      code: "ingredient-unavailable",
      message: `A pearly look was asked for, but our knowledge base has no pearlising agent for this product, so it could not be given.`,
    });
    return;
  }
  out.required.push({
    ingredient,
    hundredths: Math.round(
      ((ingredient.typicalMin + Math.min(ingredient.typicalMax, ingredient.typicalMin * 3)) / 2) * 100,
    ),
    role: "Pearlising agent",
    reason: washes
      ? "crystallises into platelets as the hot surfactant base cools and gives the pearly look asked for"
      : "gives the pearly lustre asked for",
    exact: false,
  });
}

/** Bulk materials whose own colour is the product's: grey Portland cement, black carbon or bitumen. */
const OWN_COLOURS: Record<string, RegExp> = {
  grey: /\b(?:portland|cement|clinker)\b/i,
  black: /\b(?:carbon black|bitumen|asphalt|graphite|charcoal)\b/i,
};

/** Colours a product's working ingredient gives the goods it treats: nitrite cures meat pink. */
const GIVES_COLOUR: Record<string, RegExp> = {
  pink: /\bnitrite\b/i,
};

function colour(request: ParsedRequest, template: Archetype, excluded: ReadonlySet<string>, out: Appearance) {
  // "Clear" asks for no colourant at all; a hair shade ("blonde", a dye's "dark brown") is the
  // dyes' business, not a pigment's.
  const asked = request.colours.filter((c) => c !== "clear" && c !== "blonde" && c !== "pearl");
  const dyesHair = template.slots.some((s) =>
    s.candidates.some((id) => ingredientById(id)?.functions.includes("hair-dye")),
  );
  const slots = template.slots.filter((s) => COLOUR_SLOT.test(s.role));
  // "Clear", "colourless": none of the template's own colourants either.
  if (request.colours.includes("clear") && !asked.length && !dyesHair) {
    for (const id of slots.flatMap((s) => s.candidates)) {
      const i = ingredientById(id);
      if (i && (i.functions.includes("colorant") || i.functions.includes("pigment"))) out.excluded.add(id);
    }
    return;
  }
  if (!asked.length || dyesHair) return;
  // A colour the product's bulk already gives (grey tile adhesive from its grey cement) needs no colourant.
  const bulk = template.slots.filter((s) => !s.optional && s.percent[0] >= 10);
  const ownColour = (c: string) =>
    OWN_COLOURS[c] !== undefined &&
    bulk.some((s) =>
      s.candidates.every((id) => {
        const i = ingredientById(id);
        return i !== undefined && (OWN_COLOURS[c] as RegExp).test(`${i.name} ${i.inci}`);
      }),
    );
  // …and one its working ingredient gives in use (the pink of nitrite-cured ham).
  const givenInUse = (c: string) =>
    GIVES_COLOUR[c] !== undefined &&
    template.slots.some((s) =>
      s.candidates.some((id) => {
        const i = ingredientById(id);
        return i !== undefined && (GIVES_COLOUR[c] as RegExp).test(`${i.name} ${i.inci}`);
      }),
    );
  if (asked.every((c) => ownColour(c) || givenInUse(c))) return;
  const inSlots = new Set(slots.flatMap((s) => s.candidates));
  const inTemplate = new Set(template.slots.flatMap((s) => s.candidates));
  const usable = (id: string) => {
    const i = ingredientById(id);
    return i && !excluded.has(id) && (inTemplate.has(id) || (belongsIn(i, template) && suits(i, template)))
      ? i
      : undefined;
  };
  // The template's own candidates first, then any colourant of the shade that suits the product.
  const pick = (shade: string) => {
    const ids = SHADES[shade] ?? [];
    // A colourant the request names ("black pigment (carbon black) 3 %") gives the colour first.
    const named = ids.filter((id) => request.ingredients.some((i) => i.id === id));
    const ordered = [
      ...named,
      ...ids.filter((id) => inSlots.has(id)),
      ...ids.filter((id) => inTemplate.has(id)),
      ...ids,
    ];
    for (const id of ordered) {
      const i = usable(id);
      if (i) return i;
    }
    return undefined;
  };
  const chosen = new Set<string>();
  const [low, high] = slots.length
    ? [Math.min(...slots.map((s) => s.percent[0])), Math.max(...slots.map((s) => s.percent[1]))]
    : [undefined, undefined];
  for (const c of asked) {
    const options = [...(SHADES[c] ? [[c]] : []), ...(MIXES[c] ? [MIXES[c]] : [])];
    const picks = options.map((shades) => shades.map(pick)).find((p) => p.every(Boolean)) as Ingredient[] | undefined;
    if (!picks) {
      out.notices.push({
        code: "ingredient-unavailable",
        message: `A ${c} colour was asked for, but our knowledge base has no ${c} colourant for this product, so the colour could not be set.`,
      });
      continue;
    }
    picks.forEach((ingredient, k) => {
      chosen.add(ingredient.id);
      // A mix is mostly its base shade, toned with the others; the shade is matched at the bench.
      const share = picks.length === 1 ? 1 : k === 0 ? 0.8 : 0.2 / (picks.length - 1);
      // The slot's level suits its own pigments; a dye of another strength (phloxine, a lake)
      // stays within the range it is used at.
      const slotLevel = low !== undefined && high !== undefined ? ((low + high) / 2) * share : undefined;
      // A dye dissolved in a clear liquid tints at a trace: the bottom of its range.
      const dissolved = template.consistency === "liquid" && ingredient.solubility !== "dispersible";
      // A product with no colour of its own (a toothpaste, a cream) is tinted, not coloured
      // through: a pigment's range is for make-up, a tint takes a tenth of a percent at most.
      const tint = Math.min(ingredient.typicalMin, 0.1) * share;
      const percent = dissolved
        ? ingredient.typicalMin * share
        : slotLevel === undefined
          ? tint
          : Math.min(Math.max(slotLevel, ingredient.typicalMin * share), ingredient.typicalMax);
      out.required.push({
        ingredient,
        hundredths: Math.max(1, Math.round(percent * 100)),
        role: "Colourant",
        reason:
          picks.length === 1
            ? `gives the ${c} colour asked for (shade matched at the bench)`
            : `with ${picks
                .filter((p) => p !== ingredient)
                .map((p) => p.name)
                .join(" and ")} gives the ${c} colour asked for (shade matched at the bench)`,
        exact: false,
      });
    });
  }
  for (const id of inSlots) if (!chosen.has(id) && chosen.size) out.excluded.add(id);
}

function scent(request: ParsedRequest, template: Archetype, excluded: ReadonlySet<string>, out: Appearance) {
  if (!request.scents.length) return;
  if (excluded.has("fragrance")) {
    // An oil named for the scent ("lavender scent") is already said to break the claim.
    const said = request.scents.every((s) =>
      request.ingredients.some((n) => n.id && new RegExp(`\\b${s}\\b`, "i").test(n.name)),
    );
    if (said) return;
    out.notices.push({
      code: "free-from",
      message: `A ${request.scents.join(" and ")} scent was asked for in a fragrance-free product: the fragrance-free claim is what the label promises, so no fragrance is added.`,
    });
    return;
  }
  const slots = template.slots.filter((s) => SCENT_SLOT.test(s.role));
  const inSlots = slots.flatMap((s) => s.candidates);
  // In a toothpaste or a food the scent asked for is a flavour.
  const fragrance = (i: Ingredient | undefined): i is Ingredient => Boolean(i && isScent(i) && !excluded.has(i.id));
  const fits = (i: Ingredient) => inSlots.includes(i.id) || belongsIn(i, template);
  const chosen = new Set<string>();
  for (const s of request.scents) {
    // An oil named after the scent ("Lemon Essential Oil"), else the template's or a general
    // fragrance compound in the scent (a perfume house supplies the accord).
    const word = new RegExp(`\\b${s}\\b`, "i");
    const named = [...inSlots.map((id) => ingredientById(id)), ...ALL_FRAGRANCES]
      .filter(fragrance)
      .find((i) => word.test(i.name) && fits(i));
    const general = [...inSlots.map((id) => ingredientById(id)), ...GENERAL_FRAGRANCES.map((id) => ingredientById(id))]
      .filter(fragrance)
      .find((i) => !/essential oil/i.test(i.name) && fits(i));
    const ingredient = named ?? general;
    const flavour = Boolean(
      ingredient &&
        ((ingredient.functions as readonly string[]).includes("flavour") ||
          slots.some((x) => x.candidates.includes(ingredient.id) && /flavou?r|aroma/i.test(x.role))),
    );
    if (!ingredient) {
      out.notices.push({
        code: "ingredient-unavailable",
        message: `A ${s} scent was asked for, but no fragrance in our knowledge base may go into this product, so it is unscented.`,
      });
      continue;
    }
    if (chosen.has(ingredient.id)) continue;
    chosen.add(ingredient.id);
    const slot = slots.find((x) => x.candidates.includes(ingredient.id)) ?? slots[0];
    const percent = slot
      ? Math.min(ingredient.maxUse, (slot.percent[0] + slot.percent[1]) / 2)
      : (ingredient.typicalMin + ingredient.typicalMax) / 2;
    if (!named) {
      // The oil itself may be known but kept out (essential oils in a product for pregnancy).
      const kept = ALL_FRAGRANCES.find((i) => word.test(i.name) && excluded.has(i.id));
      const why = kept
        ? `${kept.name} is left out of this product`
        : `our knowledge base holds no ${s} oil for this product`;
      out.notices.push({
        code: "ingredient-added",
        message: flavour
          ? `${capitalise(s)} flavour: ${ingredient.name} here is a ${s} flavour chosen with a flavour house, since ${why.replace(" oil for", " flavouring for")}.`
          : `${capitalise(s)} scent: ${ingredient.name} here is a ${s} fragrance compound chosen with a perfume supplier, since ${why}.`,
      });
    }
    out.required.push({
      ingredient,
      hundredths: Math.max(1, Math.round(percent * 100)),
      role: flavour ? "Flavour" : "Fragrance",
      reason: named
        ? `gives the ${s} ${flavour ? "flavour" : "scent"} asked for`
        : flavour
          ? `a ${s} flavour, as asked (from the flavour house)`
          : `a ${s} fragrance compound, as asked (${capitalise(s)} accord from the perfume supplier)`,
      exact: false,
    });
  }
  for (const id of inSlots) if (!chosen.has(id) && chosen.size) out.excluded.add(id);
}

/** General fragrance compounds, the cosmetic grade first. */
const GENERAL_FRAGRANCES = ["fragrance", "home-fragrance-oil", "perfume-compound", "oral-care-flavour"];

function isScent(i: Ingredient): boolean {
  const functions = i.functions as readonly string[];
  return functions.includes("fragrance") || functions.includes("flavour");
}

/** Every fragrance material of the knowledge base, essential oils included. */
const ALL_FRAGRANCES: readonly Ingredient[] = INGREDIENTS.filter(isScent);

/** A colourant the product's base can carry: a dissolved dye in a clear water-based liquid. */
function suits(ingredient: Ingredient, template: Archetype): boolean {
  const balance = ingredientById(template.balance.id);
  if (template.consistency === "liquid" && balance?.solubility === "water") return ingredient.solubility === "water";
  if (balance?.solubility === "oil") return ingredient.solubility !== "water";
  return true;
}
