/**
 * formulate(): a request in, the formulation it asks for out — or a plain refusal. The request
 * is read by the parser (product type, named ingredients with levels, free-from claims, pH,
 * prohibited substances, regime); the template is chosen by product type; the request's
 * constraints go into the build (exclusions, named ingredients at their level); and the result
 * is checked against every constraint afterwards. Whatever could not be honoured is a notice.
 */

import { analyseGenerated } from "../analyse";
import { annexPhCaps, type PhCap } from "../annex-findings";
import { applicableMatches } from "../annex-matches";
import { allowedUses, describeProduct, displayName } from "../annex-wording";
import type { CategorySlug } from "../categories";
import { CHEMISTRY_RULES, chemistryConflicts, REACTIVE_ROLES, roleLabel, rolesOf } from "../chemistry/gate";
import { modelPh, modelPhOf, UNBUFFERED_MOLAL } from "../chemistry/model-ph";
import { acidBaseOf } from "../chemistry/ph";
import { CMR_INGREDIENTS, capHundredths, formatLimit } from "../cmr";
import { findIngredient, INGREDIENTS, ingredientById } from "../knowledge";
import type { Ingredient } from "../knowledge/types";
import { parsePercentage } from "../percent";
import { productProfile } from "../profiles";
import { citation, findRegulatoryMatches, type RegulatoryEntry, verdictFor } from "../regulatory";
import {
  freeFromClaims,
  type NamedIngredient,
  type ParsedRequest,
  PRODUCT_TYPES,
  parseRequest,
  productTypeById,
  type RequestInput,
  type TypeSuggestion,
} from "../request";
import { translateRequest } from "../request/glossary";
import { treatedWaterPh } from "../request/levels";
import { distance } from "../request/name-index";
import { MEDICINAL_DEFAULT, MEDICINAL_REGIMES, RESTRICTED_REGIMES, SUBSTANCES } from "../request/substances";
import { resolveFormula } from "../resolve";
import type { Finding } from "../validate";
import { activeHundredths } from "./active-matter";
import { appearanceFor, belongsIn, forPeople, roleIn, SHADES } from "./appearance";
import {
  type BlendRatio,
  type BuildInput,
  balanceFor,
  buildFormulation,
  type ClassLevel,
  doesWorkAt,
  type GeneratedFormulation,
  type RequiredIngredient,
  sameSubstance,
  type UsageContext,
  worksAt,
} from "./build";
import { chooseTemplate, templatesForType } from "./choose";
import { findDemoCategory } from "./demo-categories";
import { capitalise, formatLevel, type Notice, regimeNotice } from "./notices";
import { listNames } from "./process";
import type { Random } from "./random";
import { LYE_ID } from "./soap";
import { LEAST_CLAIMABLE_SPF, spfReach, spfWithinReach } from "./spf";
import { escapeRegExp } from "./text";
import type { Archetype } from "./types";
import { exclusionsForUse, productNotForAudience, surfacesToWarnOf, type UseExclusion } from "./use-exclusions";

export type FormulateOutcome =
  | { status: "formulated"; formulation: GeneratedFormulation; notices: Notice[]; request: ParsedRequest }
  | { status: "refused"; notices: Notice[]; suggestions: TypeSuggestion[]; request: ParsedRequest };

/** What the caller decides beyond the request text: seed, naming, budget, scale… */
export type FormulateOptions = {
  random: Random;
  /** System category to file the result under when the type does not say. */
  category?: CategorySlug;
  build: (template: Archetype, targetPh: number | undefined) => Omit<BuildInput, "constraints">;
};

const SKIN_LEAVE_ON_PH: readonly [number, number] = [3, 8.5];

/**
 * The share of highly flammable solvents above which a mixture's flash point is, in practice,
 * below 23 °C (20 % isopropanol in water already flashes at about 30 °C; half the batch makes
 * it certain).
 */
const FLAMMABLE_SOLVENT_PERCENT = 50;
/** …and above which, even in water, it is below 60 °C (20 % ethanol flashes at about 36 °C). */
const FLAMMABLE_IN_WATER_PERCENT = 20;

/** Words for the job an ingredient does, which name no material of their own. */
const ROLE_WORD =
  /^(?:activators?|boosters?|thickeners?|preservatives?|emulsifiers?|solvents?|humectants?|emollients?|stabili[sz]ers?|chelators?|buffers?|binders?|fillers?|carriers?|plastici[sz]ers?|catalysts?|hardeners?|defoamers?|antifoams?)$/i;

/** Claims no product can truthfully make. */
const MISLEADING_CLAIM =
  /\b(?:chemicals?|toxins?|toxic)[- ]free\b|\bfree (?:of|from) (?:chemicals|toxins)\b|\bno (?:chemicals|toxins)\b|\bnon[- ]?toxic\b/i;

/** Environmental claims that say nothing measurable: "eco-friendly", "environmentally friendly", "green". */
const GENERIC_GREEN_CLAIM =
  /\beco[- ]?friendly\b|\benvironment(?:ally)?[- ]friendly\b|\bkind to the (?:planet|environment)\b|\bplanet[- ]friendly\b|\bearth[- ]friendly\b|\bclimate[- ](?:neutral|friendly|positive)\b|\bgreen (?:product|formula|label)\b/i;

/** "Non-flammable", "not flammable": a promise the product does not catch fire. */
const NON_FLAMMABLE_CLAIM =
  /\bnon[- ]?flammable\b|\bnot (?:flammable|inflammable)\b|\bnon[- ]?combustible\b|\bwon'?t (?:burn|catch fire)\b/i;

/** Words that promise a product is kind to skin. */
const GENTLE =
  /\b(?:gentle|mild|kind to (?:the )?(?:skin|hands)|skin[- ]friendly|hand[- ]friendly|for (?:babies|baby|infants|sensitive skin)|safe (?:for|on|to) (?:the )?(?:skin|hands|touch)|skin[- ]safe|harmless|non[- ]?(?:corrosive|irritating|hazardous|harmful)|no hazard label(?:l?ing)?|(?:without|no) hazard (?:pictograms?|symbols?|labels?)|food[- ]safe|(?:child|kid|pet|family)[- ](?:safe|friendly)|safe (?:around|for|with) (?:the )?(?:kids|children|babies|pets|animals|families)(?: and (?:kids|children|pets|animals))?|no (?:need for |)gloves(?: (?:needed|required|necessary))?|gloves? (?:not|never) (?:needed|required|necessary)|without gloves)\b/i;

/**
 * Text in a script the glossary has no language for (Chinese, Cyrillic, Greek, Arabic …), or
 * with the letters only Turkish, Romanian, Czech and their neighbours write (ğ, ş, ı, ă, ř, ő):
 * the words the parser could not read are most of the request, not a typo.
 */
function unreadLanguage(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (!letters) return false;
  const foreignScript = text.match(/[^\p{Script=Latin}\P{L}]/gu)?.length ?? 0;
  if (foreignScript / letters > 0.3) return true;
  if (/[ğşıİăřőűťďňěơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/u.test(text)) return true;
  // Languages in Latin letters without marks of their own (Indonesian and Malay, Turkish typed
  // without its letters, Swahili) show in their everyday small words.
  const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  return UNREAD_WORDS.filter((w) => words.has(w)).length >= 2;
}

const UNREAD_WORDS = [
  // Indonesian and Malay
  "dengan",
  "untuk",
  "yang",
  "dalam",
  "tidak",
  "biar",
  "campur",
  "atau",
  "satu",
  "wadah",
  "bahan",
  "pembersih",
  "sabun",
  "kolam",
  // Turkish typed without its letters
  "icin",
  "olmadan",
  "sisesi",
  "temizleyici",
  // Swahili
  "kwa",
  "sabuni",
  "maji",
];

/** "No allergy test needed", "sin prueba de alergia": a claim no oxidation hair dye may make. */
const NO_ALLERGY_TEST =
  /\b(?:no (?:need for (?:an? )?)?(?:allergy|patch|skin|sensitivity|sensitivit(?:y|ies)) tests?(?: (?:needed|required|necessary))?|without (?:an? )?(?:allergy|patch|skin) tests?|(?:allergy|patch|skin) tests? (?:is |are )?(?:not|never) (?:needed|required|necessary))\b/i;

/**
 * An oxidation hair dye (PPD, toluene-2,5-diamine, resorcinol …) can sensitise for life: its
 * Annex III warnings say so on every pack, and its directions ask for an allergy alert test before
 * each use, so "no allergy test needed" is never claimed, however short the processing time.
 */
function allergyTestNotice(formulation: GeneratedFormulation, description: string): Notice | undefined {
  const said = NO_ALLERGY_TEST.exec(description)?.[0];
  if (!said) return undefined;
  const dyes = formulation.ingredients.filter((i) =>
    rolesOf({ id: i.id, names: [i.name, i.inci] }).has("oxidation-dye-precursor"),
  );
  if (!dyes.length) return undefined;
  return {
    code: "misleading-claim",
    message: `“${said}” is not claimed: ${listNames(dyes)} can cause severe allergic reactions, which the Annex III warnings printed on the pack say, and the directions ask for an allergy alert test 48 hours before every colouring, whatever the processing time.`,
    citation: "Regulation (EC) 1223/2009, Annex III (oxidation hair dye warnings); Regulation (EU) 655/2013 (honesty)",
  };
}

/** The concentration of a Skin Corr. 1 substance at which a mixture is classified corrosive (CLP additivity). */
const SKIN_CORROSIVE_PERCENT = 5;
/** Eye Dam. 1 and Skin Corr. 1 substances together at this share make a mixture Eye Dam. 1. */
const EYE_DAMAGE_PERCENT = 3;

const RINSE_OFF_PH: readonly [number, number] = [3, 10];

export function formulate(input: RequestInput, options: FormulateOptions): FormulateOutcome {
  const parsed = parseRequest(input);
  const families = withFamilies(inAskedShade(typeWithBase(parsed)), translateRequest(input).description);
  const { unclear } = families;
  const twoPack = separatePack(
    oneOfAlternatives(
      fragranceOfNamedOils(families.request, translateRequest(input).description),
      translateRequest(input).description,
    ),
    translateRequest(input).description,
  );
  const request = twoPack.request;
  // Made as a kindred product because the base asked for rules the one read out: said.
  const retyped =
    parsed.productType && request.productType && parsed.productType.id !== request.productType.id
      ? { from: parsed.productType.name, to: request.productType.name }
      : undefined;
  type Unclear = (typeof unclear)[number];
  const refused = (notices: Notice[], suggestions = request.suggestions): FormulateOutcome => ({
    status: "refused",
    notices,
    suggestions,
    request,
  });
  // A banned substance is never silently dropped: say so whether or not a formula follows.
  const banned: Notice[] = request.prohibited
    .filter((p) => p.appliesToProduct)
    .map((p) => ({
      code: "prohibited" as const,
      message: `${capitalise(p.matched)} is prohibited in cosmetic products (Annex II/${p.ref}) — not used.`,
      citation: p.citation,
    }));
  // Read in English, as the request is ("Buntwäsche" is coloured laundry).
  const english = translateRequest(input);
  const uses = exclusionsForUse(request, `${english.productName ?? ""} ${english.description ?? ""}`);
  if (request.refusal)
    return refused([
      { code: "refused-medicinal", message: request.refusal.message },
      ...banned,
      ...exclusionNotices(request, uses),
    ]);
  const type = request.productType;
  // A request in a language we do not read is not guessed at from the few words it shares with
  // ours ("TCCA", "tablet"): what else it asks could not be checked.
  const unread = unreadLanguage(input.description ?? "");
  if (!request.understood || !type || unread) {
    const makeable = request.suggestions.filter((suggestion) => templatesForType(suggestion.id).length);
    return refused(
      [
        ...banned,
        ...medicinalNotices(request),
        // "Essential oil capsules for colds" is a medicine whatever the product: said before asking which.
        ...(request.medicinalClaims.length
          ? [
              {
                code: "medicinal-claim" as const,
                message: `“${request.medicinalClaims.join("”, “")}” ${request.medicinalClaims.length > 1 ? "are claims" : "is a claim"} only an authorised medicine may make: a product for ${request.medicinalClaims.length > 1 ? "them" : "it"} is not formulated here.`,
                citation: "Directive 2001/83/EC, Art. 1(2) (medicinal product by presentation)",
              },
            ]
          : []),
        ...namedConflicts(request),
        // What the request names and its users cannot take is said even before the product is clear.
        ...exclusionNotices(request, uses),
        {
          code: "not-understood",
          message: (() => {
            // A product the request names plainly that the library does not make is said as that:
            // "could not tell" would be untrue of "toilet rim block" or "hoof oil".
            // A request in a script or language the glossary does not read is said as that.
            if (unread)
              return `We read requests in English, German, French, Spanish, Italian, Polish, Dutch and Portuguese, and this one seems to be written in another language, so we could not tell which product you want or check what it asks. Write the product, its ingredients and their amounts in one of those languages and try again.`;
            const named = productPhrase(english.description);
            if (named)
              return `We have no formulation for “${named}” in our library yet, so none was generated.${makeable.length ? " If one of the suggested products is what you meant, pick it." : ""}`;
            return makeable.length
              ? "We could not tell which product you want. Name the product type (for example one of the suggestions) and try again."
              : "We could not tell which product you want. Describe the product type, e.g. “a sulfate-free shampoo” or “a glass cleaner”.";
          })(),
        },
      ],
      makeable,
    );
  }
  const templates = templatesForType(type.id);
  // "2K clearcoat with the hardener already mixed in the same can": the two parts react in the
  // can, so no formula is given; the two-pack product and the one-pack chemistries that do keep are.
  const twoComponent =
    /\b2k\b|two[- ](?:component|pack|part)/i.test(english.description) ||
    templates.some((t) => /component [ab]\b|two-component|\b2k\b/i.test(`${t.name} ${t.productType}`));
  if (
    twoComponent &&
    ONE_CAN.test(english.description) &&
    /harden|isocyanate|curing agent|catalyst|activator/i.test(english.description)
  ) {
    return refused(
      [
        ...banned,
        {
          code: "incompatible",
          message:
            "A two-component coating cannot be sold with its hardener already mixed in the same can: the hardener reacts with the base (an isocyanate with the polyol and with moisture, an amine with the epoxy) from the moment they meet, so the can thickens and gels within hours and, sealed, can build pressure. Sell it as a two-pack kit (the base and the hardener in separate cans, mixed just before use), or ask for a one-pack coating that cures by itself: a moisture-curing or a blocked-isocyanate (stoving) polyurethane.",
          citation:
            "Supplier technical data for aliphatic polyisocyanate hardeners (pot life, storage in sealed dry containers)",
        },
      ],
      request.suggestions.filter((sg) => templatesForType(sg.id).length),
    );
  }
  // "Preservative for orange juice": fruit juices are one of the foods no preservative may go into.
  if (
    type.id === "food-preservative-blend" &&
    /\b(?:fruit |orange |apple |grape )?juices?\b/i.test(english.description) &&
    !/\bnectars?\b|soft drinks?|flavoured drinks?/i.test(english.description)
  ) {
    return refused(
      [
        ...banned,
        {
          code: "refused-regime",
          message:
            "Fruit juices may not hold any added preservative in the EU: the juice directive and the food additives regulation allow none in them, so a preservative premix for juice is not formulated. Juice is kept by pasteurisation or high-pressure processing and hygienic (hot or aseptic) filling; nectars and flavoured soft drinks may take sorbates or benzoates within their limits.",
          citation: "Directive 2001/112/EC (fruit juices); Regulation (EC) 1333/2008, Annex II, food category 14.1.1",
        },
      ],
      [],
    );
  }
  const notices: Notice[] = [...banned, ...twoPack.notices];
  if (retyped && !parsed.productType?.alternatives.some((a) => a.id === type.id)) {
    notices.push({
      code: "format",
      message: `A ${baseWord(request)} ${retyped.from.toLowerCase()} is not in the library yet: the nearest product made that way is ${article(type.name)} ${type.name.toLowerCase()}.`,
    });
  }
  if (!templates.length && type.regime === "eu-plant-protection-1107-2009") {
    // Not "not yet": a plant protection product needs an approved active and an authorisation.
    return refused([
      ...notices,
      {
        code: "refused-regime",
        message: `${capitalise(type.name)} is a plant protection product: it needs an approved active substance and a product authorisation under Regulation (EC) 1107/2009, so it is not formulated here.`,
        citation: "Regulation (EC) No 1107/2009",
      },
    ]);
  }
  if (!templates.length) {
    return refused(
      [
        ...notices,
        {
          code: "no-template",
          message: `${capitalise(type.name)} is not in the formulation library yet, so no formula was generated.`,
        },
      ],
      type.alternatives.filter((a) => templatesForType(a.id).length),
    );
  }
  const regime = regimeNotice(request);
  if (regime) notices.push(regime);

  const excluded = new Set<string>();
  const professional =
    !request.audience.includes("consumer") &&
    ((type.audience ?? []).includes("professional") || request.audience.includes("professional"));
  const cosmetic = type.regime === "eu-cosmetics-1223-2009";
  const caps = cmrRules(request, cosmetic, professional, excluded, notices);
  for (const claim of request.claims) {
    if (claim.kind !== "free-from") continue;
    for (const id of claim.excludes) excluded.add(id);
    // "Gypsum free" where no rule names what it rules out: the materials called so by name.
    const word = claim.matched
      .toLowerCase()
      .replace(/[-\s]*free$|^(?:no|without|free of|free from)\s+/g, "")
      .trim();
    const byName =
      !claim.known && word.length >= 4
        ? INGREDIENTS.filter((i) =>
            // "gypsum retarder" is for gypsum, not gypsum.
            [i.name, i.inci, ...(i.aliases ?? [])].some((n) =>
              new RegExp(
                `\\b${escapeRegExp(word)}\\w*(?!\\s+(?:retarders?|accelerators?|plastici[sz]ers?|additives?|primers?|compatible|boards?|remover))`,
                "i",
              ).test(n),
            ),
          )
        : [];
    // …and the other grades of the same substance ("gypsum" is calcium sulfate, anhydrite too).
    const substances = new Set(
      byName.map((i) =>
        i.inci
          .toLowerCase()
          .split(/[\s,(]+/)
          .slice(0, 2)
          .join(" "),
      ),
    );
    for (const i of INGREDIENTS)
      if ([...substances].some((sub) => sub.includes(" ") && i.inci.toLowerCase().startsWith(sub))) excluded.add(i.id);
    for (const i of byName) excluded.add(i.id);
    if (!claim.known && !byName.length) {
      notices.push({
        code: "free-from-unknown",
        message: `“${claim.matched}”: we do not know which ingredients that rules out, so it could not be checked.`,
      });
    }
  }
  // A phosphate the request's own "phosphate-free" rules out is not also said to be capped.
  if (!professional) phosphorusCaps(request, type.id, caps, notices, excluded);
  // "Ethanol max 20 %" is a ceiling on what the template uses, not an amount to weigh.
  for (const n of request.ingredients) {
    if (!n.id || n.level?.qualifier !== "max" || n.level.unit !== "%") continue;
    const most = Math.round(n.level.percent * 100);
    caps.set(n.id, Math.min(caps.get(n.id) ?? most, most));
  }
  // "Chemical-free", "toxin-free": every ingredient, water included, is a chemical, and no product
  // is free of what is toxic at some dose; a label may not say either.
  const misleading = MISLEADING_CLAIM.exec(english.description);
  if (misleading) {
    notices.push({
      code: "misleading-claim",
      message: `“${misleading[0]}” cannot go on the label: every ingredient, water included, is a chemical, and a claim that implies the others are harmful misleads the buyer. Say what the product is free of by name instead.`,
      citation: cosmetic
        ? "Regulation (EU) 655/2013, common criteria (truthfulness, fairness); Technical document on cosmetic claims (2017), Annex III (free-from claims)"
        : "Directive 2005/29/EC on unfair commercial practices, Article 6 (misleading actions)",
    });
  }
  // A generic environmental claim is banned unless the whole product's excellent environmental
  // performance is recognised (an EU Ecolabel, a national ecolabel): the claim must say what is better.
  const green = GENERIC_GREEN_CLAIM.exec(english.description);
  if (green) {
    notices.push({
      code: "misleading-claim",
      message: `“${green[0]}” cannot go on the label or in advertising: a general environmental claim is only allowed for a product with recognised excellent environmental performance (for example the EU Ecolabel). Say instead what is better and by how much (“readily biodegradable surfactants (OECD 301)”, “bottle of 100 % recycled plastic”).`,
      citation:
        "Directive 2005/29/EC, Annex I point 4a, as amended by Directive (EU) 2024/825 (generic environmental claims), applying from 27 September 2026",
    });
  }
  // What its users or surfaces cannot take (xylitol for dogs, acid on marble) is left out, and
  // said where the request named it.
  for (const use of uses) for (const id of use.ids) excluded.add(id);
  notices.push(...exclusionNotices(request, uses));
  // A product for sensitive skin is left unscented unless a scent is asked for: fragrance is the
  // commonest cause of contact allergy to cosmetics. Said, since the template would scent it.
  const scentAsked =
    request.scents.length > 0 ||
    request.ingredients.some((n) => {
      const i = n.id ? ingredientById(n.id) : undefined;
      // Menthol and its esters are named for their cooling, not their scent.
      if (!i || /menth|camphor/i.test(i.id)) return false;
      return i.functions.includes("fragrance") || i.functions.includes("essential-oil");
    });
  // Laundry for babies or sensitive skin is worn against that skin all day: the same rule.
  const worn =
    type.area.includes("fabric") &&
    (request.audience.includes("children-under-3") ||
      /\b(?:bab(?:y|ies)|infants?|newborns?)\b/i.test(english.description));
  if (
    (cosmeticOrPet(type) || type.area.includes("fabric")) &&
    // "sensitve", "senstive": the word as it is often typed.
    (/\bsen[sc]i?t[iy]?ve\b|hypo-?allergen/i.test(english.description) || worn) &&
    !scentAsked
  ) {
    for (const ingredient of INGREDIENTS)
      if (
        (ingredient.functions[0] === "fragrance" || ingredient.functions.includes("essential-oil")) &&
        !/menth|camphor/i.test(ingredient.id)
      )
        excluded.add(ingredient.id);
    notices.push({
      code: "free-from",
      message: type.area.includes("fabric")
        ? "Made without fragrance: perfume left in the washed fabric is worn against the skin all day, and fragrance is the commonest cause of contact allergy, which laundry for babies or sensitive skin avoids."
        : "Made without fragrance or essential oils: fragrance is the commonest cause of contact allergy to cosmetics, which a product for sensitive skin avoids.",
      citation: "SCCS/1459/11, Opinion on fragrance allergens in cosmetic products",
    });
  }
  // A fragrance named for a product claimed hypoallergenic, or left on a newborn's or toddler's
  // skin, is refused with that reason: the claim and the user's skin come before the scent.
  const babySkin = request.audience.includes("children-under-3") || /\bnew-?borns?\b/i.test(english.description);
  if (
    cosmeticOrPet(type) &&
    scentAsked &&
    (/hypo-?allergen/i.test(english.description) || (babySkin && templatesForType(type.id).some((t) => t.leaveOn)))
  ) {
    const named = request.ingredients.filter((n) => {
      const i = n.id ? ingredientById(n.id) : undefined;
      return i !== undefined && i.functions[0] === "fragrance" && !/menth|camphor/i.test(i.id);
    });
    for (const n of named) if (n.id) excluded.add(n.id);
    if (named.length)
      notices.push({
        code: "free-from",
        message: `${listNames(named.map((n) => ({ name: ingredientById(n.id as string)?.name ?? n.name })))} is not used: fragrance is the commonest cause of contact allergy to cosmetics, ${/hypo-?allergen/i.test(english.description) ? "which a product claimed hypoallergenic leaves out" : "and a leave-on product for babies' skin leaves it out"}.`,
        citation: "SCCS/1459/11, Opinion on fragrance allergens in cosmetic products",
      });
  }
  // A vegan product holds nothing of animal origin, named or not.
  const vegan = request.claims.find((c) => c.kind === "positive" && c.subject === "vegan");
  if (vegan) for (const ingredient of INGREDIENTS) if (!ingredient.vegan) excluded.add(ingredient.id);
  // A certified organic or natural cosmetic (COSMOS, NATRUE) leaves out the synthetic families
  // the standards refuse, named or not.
  // "Natural finish" is no certification: only "organic", or a standard's name, is.
  const organic = cosmetic
    ? request.claims.find(
        (c) =>
          c.kind === "positive" &&
          (c.subject === "organic" ||
            (c.subject === "natural" &&
              (/\b(?:cosmos|natrue|ecocert)\b/i.test(input.description) ||
                // "100 % natural" asks for what the standards accept, as a certified product does.
                /\b100 ?% natural\b|\ball[- ]natural\b/i.test(english.description ?? "")))),
      )
    : undefined;
  const organicIds = new Set<string>();
  if (
    organic &&
    /\bcosmos\b/i.test(input.description) &&
    organic.kind === "positive" &&
    organic.subject === "organic"
  ) {
    // The ingredient rules are only half of the standard: its organic share is set on purchase.
    notices.push({
      code: "claim-measured",
      message:
        "COSMOS Organic also counts organic content: at least 95 % of the physically processed agricultural ingredients and at least 20 % of the whole product (10 % for rinse-off products) must be certified organic. Buy the oils, butters, aloe and botanicals as certified organic grades, and have the product certified by an approved body.",
      citation:
        "COSMOS-standard (Cosmetics Organic and Natural Standard), rules for COSMOS ORGANIC certification (organic percentages)",
    });
  }
  // An organic fertiliser or feed holds no synthetic mineral nutrient (urea, ammonium nitrate,
  // phosphates made in a plant): organic farming may not use them.
  if (!cosmetic && /fertili[sz]|biostimul|plant food|foliar/i.test(`${type.id} ${type.name}`)) {
    const organicFeed = request.claims.some((c) => c.kind === "positive" && c.subject === "organic");
    const synthetic = organicFeed
      ? INGREDIENTS.filter((i) => i.functions.includes("fertiliser-nutrient") && !i.naturallyDerived)
      : [];
    for (const i of synthetic) excluded.add(i.id);
    const asked = request.ingredients.filter((n) => synthetic.some((i) => i.id === n.id));
    if (asked.length) {
      notices.push({
        code: "free-from",
        message: `${listNames(asked.map((n) => ({ name: ingredientById(n.id as string)?.name ?? n.name })))} ${asked.length > 1 ? "are synthetic mineral fertilisers" : "is a synthetic mineral fertiliser"}, which organic farming may not use, so ${asked.length > 1 ? "they are" : "it is"} not used in a fertiliser claimed organic; its nitrogen comes from the organic materials, and the label declares the grade they give.`,
        citation:
          "Regulation (EU) 2021/1165, Annex II (fertilisers authorised in organic production); Regulation (EU) 2018/848, Art. 24",
      });
    }
  }
  if (organic) {
    for (const ingredient of INGREDIENTS) {
      if (notForOrganic(ingredient) && !excluded.has(ingredient.id)) organicIds.add(ingredient.id);
    }
    for (const id of organicIds) excluded.add(id);
  }
  for (const n of request.ingredients) {
    if (n.id && request.prohibited.some((p) => p.matched === n.matched && p.appliesToProduct)) excluded.add(n.id);
  }
  // An ingredient named in the same request as a claim it breaks ("methanol-free … with 35 %
  // methanol"): the claim is what the label promises, so the claim wins and the answer says so.
  const standIns: NamedIngredient[] = [];
  for (const n of request.ingredients) {
    if (!n.id || request.prohibited.some((p) => p.matched === n.matched)) continue;
    if (uses.some((u) => u.ids.has(n.id as string))) continue;
    const claim = request.claims.find(
      (c) =>
        (c.kind === "free-from" && c.excludes.includes(n.id as string)) ||
        (c === vegan && excluded.has(n.id as string)) ||
        (c === organic && excluded.has(n.id as string)),
    );
    if (!claim) continue;
    const original = ingredientById(n.id);
    const name = original?.name ?? n.name;
    // What the request wanted it for is kept where the claim allows a material that does the
    // same job ("3 % dimethicone for silky feel" in an organic lotion: a plant-derived light ester).
    const accepted = (i: Ingredient) =>
      claim === vegan
        ? i.vegan
        : claim === organic
          ? i.naturallyDerived && !notForOrganic(i)
          : !(claim.kind === "free-from" && claim.excludes.includes(i.id));
    const substitute = original ? standIn(original, excluded, accepted) : undefined;
    if (substitute) {
      standIns.push({
        id: substitute.id,
        name: substitute.name,
        inci: substitute.inci,
        matched: n.matched,
        source: "knowledge-base",
        ...(n.level ? { level: n.level } : {}),
      });
    }
    const instead = substitute
      ? `; ${substitute.name} does its job instead${n.level ? `, at the ${formatLevel(n.level.percent)} asked` : ""}`
      : original?.functions[0] === "preservative"
        ? "; the product is preserved with what the claim allows instead"
        : "; nothing the claim allows in our knowledge base does its job, so the formula is made without it";
    notices.push({
      code: "free-from",
      message:
        claim === vegan
          ? `${name} is of animal origin, which a vegan product cannot hold, so it is not used${instead}.`
          : claim === organic
            ? `${name} is not accepted in a certified ${organic?.kind === "positive" ? organic.subject : "organic"} cosmetic (COSMOS and NATRUE refuse parabens, phenoxyethanol, silicones, PEGs, mineral oils and EDTA), so it is not used${instead}.`
            : `${name} would break the “${claim.matched}” claim of the same request, so it is not used; the claim is what the label promises${substitute ? `, and ${substitute.name} does its job instead` : ""}.`,
      ...(claim === organic
        ? {
            citation:
              "COSMOS-standard (Cosmetics Organic and Natural Standard), ingredient rules; NATRUE label criteria",
          }
        : {}),
    });
  }

  request.ingredients.push(...standIns.filter((x) => !request.ingredients.some((n) => n.id === x.id)));

  // "Gentle for hands and babies" with 30 % sodium hydroxide: at that level the product burns
  // skin, so the promise to the user wins over the named level, and the answer says so.
  // A product that works by its corrosive pH (an oven cleaner) keeps its alkali: it is the claim
  // that goes, and the answer says so with the product's classification.
  const corrosiveByNature = templatesForType(type.id).every(extremePh);
  if (GENTLE.test(english.description) && !corrosiveByNature) {
    for (const n of request.ingredients) {
      const ingredient = n.id ? ingredientById(n.id) : undefined;
      if (!ingredient || !n.level || excluded.has(ingredient.id) || !ingredient.hazards?.includes("H314")) continue;
      if (n.level.percent < SKIN_CORROSIVE_PERCENT) continue;
      excluded.add(ingredient.id);
      notices.push({
        code: "hazard",
        message: `${formatLevel(n.level.percent)} ${ingredient.name.toLowerCase()} would make the product corrosive to skin (Skin Corr. 1, H314 “Causes severe skin burns and eye damage”), which cannot be called gentle, so it is not used at all.`,
        citation:
          "CLP Regulation (EC) 1272/2008, Annex I 3.2.3.3 (additivity: 5 % or more of a Skin Corr. 1 substance)",
      });
    }
  }

  // A substance ruled out is ruled out in every grade the knowledge base holds ("lye-free" is
  // sodium hydroxide as pH adjuster, relaxer active and soap-making lye alike).
  for (const id of [...excluded]) for (const other of otherGradesOf(id)) excluded.add(other);

  const wantsAnhydrous = Boolean(request.anhydrous);
  // "Water-based" rules out a solvent or silicone base as "anhydrous" rules out water.
  const wantsWater = !wantsAnhydrous && request.formats.includes("water-based");
  // "Solvent-based" asks for a product without a water base (a classic solvent shoe cream).
  const wantsSolvent = !wantsWater && request.formats.includes("solvent-based");
  const wantsFluoride = request.ingredients.some((n) => n.source === "element" && /fluorid/i.test(n.name));
  const fits = (t: Archetype) =>
    balanceFor(t, excluded, Boolean(vegan)) !== undefined &&
    // A template whose essential slot the request rules out entirely ("no-lye" takes the lye
    // relaxer's sodium hydroxide) would be an empty shell: one that works without it wins.
    t.slots.every((slot) => slot.optional || slot.candidates.some((id) => !excluded.has(id))) &&
    // A soap is made with lye: a request that rules lye out gets a soap-free (syndet) bar.
    !(t.soap && excluded.has(LYE_ID)) &&
    (!wantsAnhydrous || t.balance.id !== "water") &&
    (!wantsWater || t.balance.id === "water") &&
    (!wantsSolvent || t.balance.id !== "water") &&
    // A template that can hold what was asked for by name (a fluoride source for "1450 ppm fluoride").
    (!wantsFluoride || fluorideSource(t, excluded) !== undefined);
  // A form asked for (a powder, a tablet, a gel) is a constraint like any other.
  const asked = askedForm(request);
  // A product named for its colour ("Natural Green Food Colour Blend") is another colour than
  // the one asked for: like a form, a colour asked for is a constraint on the template.
  const colourClash = (t: Archetype) => {
    const own = namedColour(t);
    return own !== undefined && request.colours.length > 0 && !request.colours.includes(own);
  };
  // A pH asked for is a constraint too: a kitchen cleaner at pH 9–10 is the alkaline one of its
  // kind, not an acid cleaner pushed up to a pH where its acid no longer works.
  const askedPh = request.ph ? (request.ph.min + request.ph.max) / 2 : undefined;
  const phFits = (t: Archetype) => askedPh === undefined || !t.ph || (askedPh >= t.ph[0] - 1 && askedPh <= t.ph[1] + 1);
  const formFits = (t: Archetype) => (!asked || asked.fits(t)) && !colourClash(t);
  const recoloured = (required: readonly RequiredIngredient[]) => required.some((r) => r.role === "Colourant");
  const closest = closestTemplates(templates, english, request);
  const inForm = (list: readonly Archetype[]) => (list.some(formFits) ? list.filter(formFits) : list);
  // The closest by words, unless none of them can honour the request and another of the type can.
  const closestInForm = inForm(closest);
  const candidates = inForm(
    closestInForm.some(formFits) || !templates.some(formFits)
      ? closestInForm.some(fits) || !templates.some(fits)
        ? closestInForm
        : templates.filter(fits)
      : templates.filter(formFits),
  );
  const inPh = candidates.filter(phFits);
  const otherInPh = inForm(templates.filter((t) => fits(t) && phFits(t)));
  const chosen = chooseTemplate({
    candidates: inPh.length ? inPh : otherInPh.some(phFits) ? otherInPh.filter(phFits) : candidates,
    prefer: fits,
    random: options.random,
  });
  if (!chosen) return refused([{ code: "no-template", message: `No template fits ${type.name.toLowerCase()}.` }]);
  // A two-component kit is two formulations: the base (component A) is made, and the answer
  // names the other part, which is asked for on its own.
  // "2K" alone names the kind of product; a kit, a set or both parts ask for the whole system.
  const kit = /\bkit\b|\bset\b|\bboth (?:components|parts)\b/i.test(english.description);
  const partA = templates.find((t) => /\(component a\)/i.test(t.name));
  const partB = templates.find((t) => /\(component b\)/i.test(t.name));
  const first = kit && partA && partB && (chosen === partA || chosen === partB) ? partA : chosen;
  if (first === partA && partB && kit) {
    notices.push({
      code: "format",
      message: `A two-component kit is two formulations: this is ${partA.name}, ${partA.purpose.replace(/\.$/, "")}. ${partB.name} (${partB.productType}) is made on its own: ask for it by name.`,
    });
  }
  notices.push(...medicinalNotices(request));

  // The gate: what was built is checked as every formula is. When the request's own ingredients
  // clash with the chosen template's working ingredient (bleach named for an acid toilet
  // cleaner), another template of the type that can hold them is tried before refusing.
  const others = templates.filter((t) => t !== first && fits(t) && formFits(t));
  let built: Built | undefined;
  let blocked: { unsafe: Finding[]; notices: Notice[]; stray: number } | undefined;
  // An organic claim's exclusions give way when nothing the standards accept can do a job the
  // product needs (a preservative for a sunscreen lotion): the formula is made and says what
  // stands between it and certification. What the request itself named stays out.
  const named = new Set(request.ingredients.map((n) => n.id));
  // First the preservative alone gives way, then anything.
  const giveWay = (allowed: (id: string) => boolean) =>
    new Set([...excluded].filter((id) => !organicIds.has(id) || named.has(id) || !allowed(id)));
  const passes = organicIds.size
    ? [excluded, giveWay((id) => Boolean(ingredientById(id)?.functions.includes("preservative"))), giveWay(() => true)]
    : [excluded];
  const baseless = new Set<Archetype>();
  const ratios = blendRatios(english.description, request);
  const rest = restNamed(english.description, request);
  const classLevels = classLevelsAsked(english.description);
  for (const [pass, exclusions] of passes.entries()) {
    if (built) break;
    for (const candidate of [first, ...others].slice(0, 4)) {
      const excluded = exclusions;
      // A template whose base the request rules out ("solvent-free" for a solvent-borne
      // impregnation) cannot be made at all: it is passed over, and said if nothing else fits.
      if (balanceFor(candidate, excluded, Boolean(vegan)) === undefined) {
        baseless.add(candidate);
        continue;
      }
      const attempt: Notice[] = [];
      const targetPh = chooseTargetPh(candidate, request, usageOf(type, request));
      const looks = appearanceFor(request, candidate, excluded);
      const required = [
        ...neutralisedAway(
          requiredIngredients(request, candidate, excluded, attempt, usageOf(type, request), rest, english.description),
          targetPh,
          type.name,
          attempt,
        ),
        ...looks.required,
        ...foamControl(candidate, excluded, english.description),
      ];
      attempt.push(...looks.notices);
      const soaps = soapsBelowTheirPh(candidate, targetPh, request, attempt);
      const cancelling = clashingTemplateSlots(candidate, required, targetPh, attempt);
      const formulation = buildFormulation({
        ...namedForColour(namedForClaims(options.build(candidate, targetPh), request), request, recoloured(required)),
        phRequested: request.ph !== undefined,
        constraints: {
          excluded: new Set([...excluded, ...looks.excluded, ...soaps, ...cancelling]),
          required,
          caps,
          // "Jojoba base" for a template whose base is jojoba names that base, as "with jojoba" does.
          balanceNamed:
            (rest === undefined || rest === candidate.balance.id) &&
            request.ingredients.some((n) => n.id === candidate.balance.id),
          ...baseLevel(request, candidate, rest),
          neutralisable: new Set(
            uses
              .flatMap((u) => [...u.ids])
              .filter((id) => !request.claims.some((c) => c.kind === "free-from" && c.excludes.includes(id))),
          ),
          ...(rest !== undefined && rest !== candidate.balance.id ? { rest } : {}),
          ...(surfactantTotal(english.description) !== undefined
            ? { activeSurfactant: surfactantTotal(english.description) }
            : {}),
          ...(ratios.length ? { ratios } : {}),
          ...(classLevels.length ? { classLevels } : {}),
          ...(request.spf !== undefined ? { spf: request.spf } : {}),
        },
        usage: usageFor(candidate, usageOf(type, request)),
      });
      const askedIds = new Set(required.map((r) => r.ingredient.id));
      const unsafe = gateErrors(formulation, askedIds);
      if (!unsafe.length) {
        built = { template: candidate, targetPh, required, formulation, notices: attempt };
        break;
      }
      // The refusal speaks of what the request asked for: the attempt whose problems lie least in
      // the template's own ingredients (a bleach the request never named) gives the reasons.
      const unasked = new Set(formulation.ingredients.filter((i) => !askedIds.has(i.id)).map((i) => i.name));
      const own = unsafe.filter((f) => !namesAsked(f.message, unasked));
      const stray = unsafe.length - own.length;
      if (pass === 0 && (!blocked || stray < blocked.stray))
        blocked = { unsafe: own.length ? own : unsafe, notices: attempt, stray };
    }
  }
  if (built) {
    // A job the template cannot do without, whose every material the request ruled out ("gypsum
    // free" for a screed whose set is controlled by calcium sulfate), is said, not silently skipped.
    const present = new Set(built.formulation.ingredients.map((i) => i.id));
    for (const slot of built.template.slots) {
      if (slot.optional || slot.candidates.some((id) => present.has(id))) continue;
      if (!slot.candidates.length || !slot.candidates.every((id) => excluded.has(id))) continue;
      const names = slot.candidates.map((id) => ingredientById(id)?.name ?? id);
      built.notices.push({
        code: "free-from",
        message: `${capitalise(slot.role)} is left out: the request rules out ${names.join(" and ")}, and nothing else in this formula takes its part (${slot.reason.replace(/\.$/, "")}). Make a test batch and check it before you rely on the product.`,
      });
    }
  }
  if (built && organicIds.size) {
    const kept = built.formulation.ingredients.filter((i) => organicIds.has(i.id));
    if (kept.length) {
      built.notices.push({
        code: "free-from",
        message: `${kept.map((i) => i.name).join(", ")} ${kept.length === 1 ? "is" : "are"} not accepted by the organic standards, but nothing they accept does ${kept.length === 1 ? "its" : "their"} job in this product in our knowledge base: as made, it cannot be certified organic.`,
        citation: "COSMOS-standard (Cosmetics Organic and Natural Standard), ingredient rules; NATRUE label criteria",
      });
    }
  }
  if (!built) {
    // What the build could not settle (the request itself asks for incompatible chemistry) is
    // refused with the reason and what a chemist would make instead — never handed out. Said
    // once per rule, after what still holds of the other notices (bans, regimes): nothing that
    // speaks of a formula, since none is given.
    const reasons = [...new Map((blocked?.unsafe ?? []).map((f) => [f.code, f])).values()];
    // A dangerous pair the request itself spells out ("bleach and ammonia") is the reason, even
    // when the attempts failed on one of the template's own ingredients first.
    const spoken = spokenConflicts(request, english.description);
    return refused(
      [
        ...[...notices, ...(blocked?.notices ?? [])].filter((n) => REFUSAL_KEEPS.has(n.code)),
        ...spoken,
        ...(spoken.length ? [] : reasons).map((f) => ({
          code: f.code.startsWith("chemistry-") ? ("incompatible" as const) : ("refused-unsafe" as const),
          message: f.code === "no-preservative" ? unpreservedMessage(type.name, request) : f.message,
          ...(f.citation ? { citation: f.citation } : {}),
        })),
        ...(!blocked && baseless.size
          ? [
              {
                code: "no-template" as const,
                message: `Every ${type.name.toLowerCase()} in the library is made in ${[...baseless]
                  .map((t) => ingredientById(t.balance.id)?.name.toLowerCase() ?? t.balance.id)
                  .filter((x, i, all) => all.indexOf(x) === i)
                  .join(" or ")}, which the request rules out, so no formula was generated.`,
              },
            ]
          : []),
      ],
      [],
    );
  }
  const { template, targetPh, required, formulation } = built;
  // Sold for home use, a salon template's "For professional use only" is not its label: the
  // general-use wording of its Annex III warnings stands.
  if (request.audience.includes("consumer"))
    formulation.usageInstructions = formulation.usageInstructions
      .replace(/\s*\(professional use only\)/gi, "")
      .replace(/\s*For professional use only\.\s*/gi, " ")
      .replace(/- +/g, "- ")
      .replace(/ +\n/g, "\n");
  unclaimedFreeFrom(formulation, notices);
  // A type filed under another category (beard oil under men's care) is not outside the one
  // selected when the template it was made from belongs there (a barber's beard oil).
  const selected = request.categories.flatMap((c) => {
    const demo = findDemoCategory(c);
    return demo ? [demo.id, demo.category] : [c];
  });
  const inSelected = [...template.categories, ...(template.demo ?? [])].some((c) => selected.includes(c));
  if (type.outsideCategory && !inSelected) {
    notices.push({
      code: "outside-category",
      message: `You asked for ${type.name.toLowerCase()}, which belongs to another category than the one selected; it was formulated as ${type.name.toLowerCase()}.`,
    });
  }
  const use = otherUseNotice(template, english.description);
  if (use) notices.push(use);
  if (colourClash(template) && !recoloured(required)) {
    notices.push({
      code: "format",
      message: `A ${request.colours.join(" and ")} ${type.name.toLowerCase()} is not in the library yet: this version is ${namedColour(template)} (${template.productType}).`,
    });
  }
  // An aerosol or spray asked for with an ingredient the annexes keep out of sprays (aluminium
  // zirconium salts): that is why, said with the entry.
  const sprayBans = asked && /aerosol|spray/.test(asked.word) ? sprayBanned(request, template) : [];
  notices.push(...sprayBans);
  if (asked && !asked.fits(template) && !sprayBans.length) {
    notices.push({
      code: "format",
      message: `${/^[aeiou]/.test(asked.word) ? "An" : "A"} ${asked.word} ${type.name.toLowerCase()} that meets the rest of the request is not in the library yet: this version is ${describeForm(template)}.`,
    });
  }
  if (wantsSolvent && template.balance.id === "water") {
    notices.push({
      code: "format",
      message: `A solvent-based ${type.name.toLowerCase()} is not in the library yet: this version is ${describeForm(template)}.`,
    });
  }
  if (wantsWater && template.balance.id !== "water") {
    notices.push({
      code: "format",
      message: `A water-based ${type.name.toLowerCase()} is not in the library yet: this version is ${describeForm(template)}.`,
    });
  }
  if (wantsAnhydrous && template.balance.id === "water") {
    notices.push({
      code: "format",
      message: `An anhydrous ${type.name.toLowerCase()} is not in the library yet: this version is water-based.`,
    });
  }
  notices.push(...cappedAsMade(built.notices, formulation));
  // What the organic standards refuse and the formula still holds is said once, above.
  checkHonoured(
    formulation,
    request,
    required,
    new Set(
      [...excluded].filter(
        (id) =>
          !organicIds.has(id) &&
          // An acid kept off natural stone that only neutralised the batch to a neutral pH is no acid in it.
          !(
            uses.some((u) => u.ids.has(id)) &&
            formulation.ingredients.some((r) => r.id === id && /ph adjuster/i.test(r.function))
          ),
      ),
    ),
    notices,
    (i) => annexBar(i, template, usageOf(type, request)),
    (i) => annexMax(i, template),
  );
  notices.push(...mentionedConflicts(formulation, `${input.productName ?? ""} ${input.description ?? ""}`));
  const unrecognised = unrecognisedNotices(
    formulation,
    request,
    `${english.productName ?? ""} ${english.description ?? ""}`,
    notices,
  );
  // A form that belongs to the kit's other product ("bleach powder + developer") was not asked of this one.
  const kitForms = unrecognised
    .filter((n) => n.code === "format" && / is a product of its own: /.test(n.message))
    .map((n) => n.message.toLowerCase());
  for (let i = notices.length - 1; i >= 0; i--) {
    const m = /^an? (\S+) .* that meets the rest of the request is not in the library yet/i.exec(
      notices[i]?.message ?? "",
    );
    if (m && kitForms.some((k) => k.includes((m[1] ?? "").toLowerCase()))) notices.splice(i, 1);
  }
  // Read in English, as the parser read it: "2% Salicylsäure und 10% Zinkoxid" names two known materials.
  notices.push(...unrecognised);
  // A family the formula already holds a member of ("a nonionic surfactant") was honoured.
  const holds = (u: Unclear) =>
    formulation.ingredients.some((i) => u.members.has(i.id) || u.words.every((w) => w.test(`${i.function} ${i.name}`)));
  notices.push(...unclear.filter((u) => !holds(u)).map((u) => u.notice));
  notices.push(...cmrNotices(formulation, caps, professional && !cosmetic));
  const oils = essentialOilNotice(formulation, english.description, type.regime, template.leaveOn);
  // One oil already said to be capped, with its own reason, is the whole story.
  const oilCapped = notices.some(
    (n) =>
      n.code === "capped" &&
      formulation.ingredients.some((i) => /essential oil/i.test(i.name) && n.message.startsWith(i.name)),
  );
  if (oils && !oilCapped) notices.push(oils);
  const phMiss = phNotice(
    formulation,
    template,
    request,
    targetPh,
    legalPhCap(template, usageOf(type, request), formulation),
  );
  if (phMiss) notices.push(phMiss);
  const neutraliser = neutraliserNotice(formulation, `${input.productName ?? ""} ${input.description ?? ""}`);
  if (neutraliser) notices.push(neutraliser);
  const hazard = corrosionNotice(formulation, type.regime, professional);
  if (hazard) notices.push(hazard);
  // A product labelled corrosive or eye-damaging cannot also be sold as gentle.
  const gentle = [...new Set([...english.description.matchAll(new RegExp(GENTLE.source, "gi"))].map((m) => m[0]))];
  if (hazard && gentle.length) {
    const claims = gentle.map((g) => `“${g}”`).join(gentle.length > 2 ? ", " : " and ");
    notices.push({
      code: "misleading-claim",
      message: `${claims} ${gentle.length > 1 ? "are" : "is"} not claimed: a product classified ${/H318/.test(hazard.message) && !/H314/.test(hazard.message) ? "for serious eye damage (H318)" : "corrosive (H314)"} cannot be called ${gentle.length > 1 ? "so" : gentle[0]} on its label or in its advertising${/H314/.test(hazard.message) ? ", and whoever uses it wears gloves" : ""}.`,
      citation: "CLP Regulation (EC) 1272/2008, Art. 25(4); Regulation (EU) 528/2012 and 648/2004 claims rules",
    });
  }
  const tan = tanningNotice(formulation, english.description);
  if (tan) notices.push(tan);
  const waterproof = waterproofNotice(template, english.description);
  if (waterproof) notices.push(waterproof);
  const washes = washesNotice(formulation, english.description);
  if (washes) notices.push(washes);
  const water = treatedWaterPh(english.description.toLowerCase());
  if (water) {
    const range = water.min === water.max ? `pH ${water.min}` : `pH ${water.min}–${water.max}`;
    notices.push({
      code: "ph-adjusted",
      message: `${range} is asked of the water this product treats, not of the product: the dose sets it in use, so test the treated water and adjust the dose to keep it there.${formulation.phLevel && formulation.phLevel !== "N/A" ? ` The product itself is at pH ${formulation.phLevel}.` : ""}`,
    });
  }
  const mixing = mixRatioNotice(formulation, english.description);
  if (mixing) notices.push(mixing);
  const lasting = durabilityNotice(template, english.description);
  if (lasting) notices.push(lasting);
  const oily = oilRepellencyNotice(formulation, english.description);
  if (oily) notices.push(oily);
  const scent = STRONG_SCENT.exec(english.description)?.[0];
  const perfume = formulation.ingredients.find((i) => /^fragrance/i.test(i.function));
  if (scent && perfume && request.audience.includes("children-under-3")) {
    notices.push({
      code: "capped",
      message: `The fragrance is kept at ${perfume.percentage.replace("%", " %")}, not made “${scent}”: a product for babies carries as little perfume as will do, since its allergens sensitise young skin and each above 0.01 % must be named on the label of a rinse-off product.`,
      citation:
        "SCCS Notes of Guidance for the safety evaluation of cosmetic ingredients (products for children under 3); Regulation (EC) 1223/2009, Annex III (fragrance allergens)",
    });
  }
  const dose = doseNotice(formulation, english.description);
  if (dose) notices.push(dose);
  const fumes = flammableClaimNotice(formulation, english.description);
  if (fumes) notices.push(fumes);
  const allergyTest = allergyTestNotice(formulation, english.description ?? "");
  if (allergyTest) notices.push(allergyTest);
  notices.push(...naturalAndTearFreeNotices(formulation, request, english.description ?? ""));
  const flammable = flammabilityNotice(formulation, type.regime);
  if (flammable) notices.push(flammable);
  const aerosol = aerosolNotice(formulation);
  if (aerosol) notices.push(aerosol);
  const nonFlammable = NON_FLAMMABLE_CLAIM.exec(english.description);
  if (nonFlammable && (flammable || aerosol)) {
    notices.push({
      code: "misleading-claim",
      message: `“${nonFlammable[0]}” cannot be claimed: ${aerosol ? "its propellant is an extremely flammable gas" : "it holds enough flammable solvent to burn"}, and its label must carry the flammability hazard instead. A product that is to be non-flammable needs a water-based or non-flammable carrier${aerosol ? " and a non-flammable propellant (nitrogen or compressed air), or a pump spray" : ""}.`,
      citation:
        "CLP Regulation (EC) 1272/2008, Art. 25(4) (no statement inconsistent with the classification); Directive 75/324/EEC (aerosol dispensers)",
    });
  }
  notices.push(...healthHazardNotices(formulation, type.regime));
  const eyes = surfactantEyeNotice(formulation, type.regime, notices);
  if (eyes) notices.push(eyes);
  const chlorine = chlorineNotice(formulation, type.regime);
  if (chlorine) notices.push(chlorine);
  const grade = npkNotice(formulation, english.description);
  if (grade) notices.push(grade);
  notices.push(...ratioNotices(formulation, blendRatios(english.description, request)));
  const overfull = amountsOverTheWhole(english.description, formulation, request);
  notices.push(...classLevelNotices(formulation, classLevelsAsked(english.description), Boolean(overfull)));
  if (overfull) notices.push(overfull);
  const underfull = overfull ? undefined : restFromTheRecipe(formulation, request, template, rest);
  if (underfull) notices.push(underfull);
  const base = baseAtAnotherLevel(formulation, request, template);
  if (base) notices.push(base);
  const preservative = preservativeAsked(formulation, english.description, notices);
  if (preservative) notices.push(preservative);
  for (const warn of surfacesToWarnOf(
    english.description,
    formulation.ingredients.map((i) => i.id),
  ))
    notices.push({
      code: "hazard",
      message: `Not for use on ${warn.surface}, as the request says: its label must carry “Do not use on ${warn.surface}”, because ${warn.reason}.`,
      citation: warn.citation,
    });
  const fluoride = fluorideNotice(formulation, type.id);
  if (fluoride) notices.push(fluoride);
  notices.push(...namedOutsideTheirPh(formulation, request, notices));
  const load = surfactantLoadNotice(formulation, template);
  if (load) notices.push(load);
  addClaimNotices(request, type.id, notices, english.description ?? "");
  const protection = spfReachNotice(formulation, request);
  if (protection) notices.push(protection);
  // PLA composts only at industrial-composting heat: a home-compost claim cannot rest on it.
  if (
    /\bhome[- ]?compost/i.test(english.description) &&
    formulation.ingredients.some((i) => /polylact|\bPLA\b/i.test(`${i.name} ${i.inci}`))
  ) {
    notices.push({
      code: "claim-measured",
      message:
        "This compound is made for industrial composting (EN 13432): PLA breaks down only at the 55–60 °C of an industrial composter, not in a garden heap, so it cannot carry a home-compost claim, which needs its own certificate (NF T 51-800, AS 5810).",
      citation: "EN 13432:2000; NF T 51-800:2015 (home composting of plastics); AS 5810-2010",
    });
  }
  const notFor = productNotForAudience(request, type.id);
  if (notFor) {
    const notice: Notice = {
      code: "audience",
      message: `${capitalise(type.name)} is not a product for ${notFor.label}: ${notFor.reason}.`,
      citation: notFor.citation,
    };
    // What would hurt them is not handed out at all; a labelling matter is said beside the formula.
    if (notFor.refuse) return refused([notice], []);
    notices.push(notice);
  }
  return { status: "formulated", formulation, notices: withoutFalseUnknowns(notices, formulation), request };
}

const NOT_A_NAME = new Set(["some", "little", "bit", "liquid", "solid", "powder", "grade", "type", "based", "with"]);

/**
 * "Betaina is not in our knowledge base" beside 14 % coco-betaine, "Fragance …" beside the
 * fragrance: a word read as an unknown material that the formula holds after all (a typo, another
 * language's spelling, a job word) is not said to be missing.
 */
function withoutFalseUnknowns(notices: readonly Notice[], formulation: GeneratedFormulation): Notice[] {
  const held = new Set(
    formulation.ingredients.flatMap((row) =>
      `${row.name} ${row.inci} ${row.function} ${(ingredientById(row.id)?.functions ?? []).join(" ")}`
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 4),
    ),
  );
  const near = (word: string) =>
    held.has(word) ||
    [...held].some(
      (h) => (word.length >= 5 && distance(word, h, 1) <= 1) || (word.length >= 6 && h.startsWith(word.slice(0, 6))),
    );
  return notices.filter((n) => {
    const unknown = /^(.+?) is not in our ingredient knowledge base/.exec(n.message);
    if (n.code !== "ingredient-unavailable" || !unknown) return true;
    const words = (unknown[1] ?? "")
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4 && !NOT_A_NAME.has(w));
    return !words.length || !words.every(near);
  });
}

/**
 * CMR 1A/1B raw materials. In cosmetics they are prohibited at any level (Art. 15(2)). In other
 * mixtures for the public they are restricted at or above their concentration limit (REACH
 * Annex XVII entries 28–30): one that only works above it is left out, one that works below it
 * (a boron micronutrient at a few hundredths of a percent) is capped one step below the limit.
 * Professional products are not restricted by these entries. Returns the caps, by ingredient id.
 */
function cmrRules(
  request: ParsedRequest,
  cosmetic: boolean,
  professional: boolean,
  excluded: Set<string>,
  notices: Notice[],
): Map<string, number> {
  const caps = new Map<string, number>();
  if (professional && !cosmetic) return caps;
  for (const { ingredient, cmr } of CMR_INGREDIENTS) {
    const named = request.ingredients.some((n) => n.id === ingredient.id);
    if (cosmetic) {
      excluded.add(ingredient.id);
      // Already refused by its Annex II entry: one notice is enough.
      const banned = request.prohibited.some(
        (p) => p.appliesToProduct && request.ingredients.some((n) => n.id === ingredient.id && n.matched === p.matched),
      );
      if (named && !banned) {
        notices.push({
          code: "prohibited",
          message: `${ingredient.name} is classified ${cmr.label}: CMR substances of category 1A/1B are prohibited in cosmetic products at any concentration, so it is not used.`,
          citation: "Regulation (EC) 1223/2009, Art. 15(2)",
        });
      }
      continue;
    }
    const cap = capHundredths(cmr);
    // It only does its job at or above the limit (a photoinitiator at 0.5–2 %): leave it out.
    if (ingredient.typicalMin * 100 > cap) {
      excluded.add(ingredient.id);
      if (named) {
        notices.push({
          code: "prohibited",
          message: `${ingredient.name} is classified ${cmr.label}. A mixture for the general public may not contain it at ${formatLimit(cmr.limit)} or more (${cmr.basis}), and it works only above that level, so it is not used.`,
          citation: `REACH Regulation (EC) 1907/2006, Annex XVII entry ${cmr.reachEntry}; CLP Regulation (EC) 1272/2008`,
        });
      }
      continue;
    }
    caps.set(ingredient.id, cap);
  }
  return caps;
}

/**
 * A CMR raw material kept below its limit is said, with the limit and what the label still needs;
 * in a professional product at or above it, the classification and the "professional users" mark.
 */
function cmrNotices(
  formulation: GeneratedFormulation,
  caps: ReadonlyMap<string, number>,
  professional: boolean,
): Notice[] {
  const out: Notice[] = [];
  for (const row of formulation.ingredients) {
    const found = CMR_INGREDIENTS.find((c) => c.ingredient.id === row.id);
    if (!found) continue;
    const { cmr } = found;
    const parsed = parsePercentage(row.percentage);
    const percent = parsed.kind === "value" ? parsed.ppm / 10_000 : 0;
    if (professional && percent >= cmr.limit) {
      out.push({
        code: "hazard",
        message: `${row.name} (${cmr.label}) at ${row.percentage} is at or above ${formatLimit(cmr.limit)} (${cmr.basis}): the mixture is classified for it (GHS08, Danger) and may not be supplied to the general public; mark the packaging "Restricted to professional users".`,
        citation: `REACH Regulation (EC) 1907/2006, Annex XVII entry ${cmr.reachEntry}; CLP Regulation (EC) 1272/2008`,
      });
      continue;
    }
    if (!caps.has(row.id)) continue;
    const sds =
      cmr.sdsAbove !== undefined && percent > cmr.sdsAbove
        ? ` Above ${formatLimit(cmr.sdsAbove)} the label must carry EUH210 ("Safety data sheet available on request").`
        : "";
    out.push({
      code: "cmr-limit",
      message: `${row.name} is classified ${cmr.label}. It is used at ${row.percentage}, below ${formatLimit(cmr.limit)} (${cmr.basis}), so the mixture is not classified for it and may be supplied to the general public.${sds}`,
      citation: `REACH Regulation (EC) 1907/2006, Annex XVII entry ${cmr.reachEntry}; CLP Regulation (EC) 1272/2008`,
    });
  }
  return out;
}

/** Knowledge-base ids by CAS number: grades of one substance. */
const BY_CAS = new Map<string, string[]>();
for (const ingredient of INGREDIENTS) {
  for (const cas of ingredient.cas?.split(" / ") ?? []) BY_CAS.set(cas, [...(BY_CAS.get(cas) ?? []), ingredient.id]);
}

/**
 * "A leave-in hair serum spray, water-based": when the base the request rules in or out ("water-
 * based", "anhydrous") rules out every template of the type read, an alternative reading almost
 * as likely (a leave-in conditioner) that can be made that way is the product meant.
 */
function typeWithBase(request: ParsedRequest): ParsedRequest {
  const type = request.productType;
  const wantsWater = !request.anhydrous && request.formats.includes("water-based");
  const dry = Boolean(request.anhydrous) || (!wantsWater && request.formats.includes("solvent-based"));
  if (!type || (!dry && !wantsWater)) return request;
  const baseFits = (t: Archetype) => (dry ? t.balance.id !== "water" : t.balance.id === "water");
  const own = templatesForType(type.id);
  if (!own.length || own.some(baseFits)) return request;
  // The close readings first, then the products of the same kind for the same surface or body
  // area (a solvent shoe polish for a "solvent-based shoe cream").
  const close = type.alternatives.filter((a) => a.confidence >= type.confidence - 0.1);
  // Only for a base named in so many words: "waterless" also names products (a no-rinse shampoo).
  const named = request.formats.includes("water-based") || request.formats.includes("solvent-based");
  const kin = named
    ? PRODUCT_TYPES.filter(
        (t) => t.id !== type.id && t.category === type.category && t.area.some((a) => type.area.includes(a)),
      ).map((t) => ({ id: t.id, name: t.name, confidence: type.confidence }))
    : [];
  for (const alternative of [...close, ...kin]) {
    const other = productTypeById(alternative.id);
    if (!other || other.regime !== type.regime) continue;
    if (!templatesForType(other.id).some(baseFits)) continue;
    return {
      ...request,
      productType: {
        ...type,
        id: other.id,
        name: other.name,
        category: other.category,
        confidence: alternative.confidence,
        alternatives: [{ id: type.id, name: type.name, confidence: type.confidence }],
        format: other.format,
        area: other.area,
        use: other.use,
        audience: other.audience,
      },
    };
  }
  return request;
}

function baseWord(request: ParsedRequest): string {
  if (request.anhydrous) return "water-free";
  return request.formats.includes("water-based") ? "water-based" : "solvent-based";
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The most skin-corrosive material a template's own slots can hold, in percent. */
/** A fatty-acid soap (potassium cocoate, sodium oleate): the salt of a weak acid. */
/**
 * Below this a soap in a cleaner is mostly fatty acid; a laundry liquid at pH 8–8.5 still holds
 * its soap in the surfactant micelles.
 */
const SOAP_LOWEST_PH = 8;
const SOAP_INCI =
  /^(?:sodium|potassium) (?:cocoate|olivate|oleate|palmate|palm kernelate|tallowate|castorate|stearate|laurate|myristate)$/i;

/**
 * A soap the template adds for care (a floor cleaner's potassium cocoate) turns back into fatty
 * acid below about pH 8.5: the cleaner goes cloudy and leaves a greasy film. Made at a lower pH
 * the request asked for, it is left out, and said; a soap the request names stays, and the pH
 * notice says what happens.
 */
function soapsBelowTheirPh(
  template: Archetype,
  targetPh: number | undefined,
  request: ParsedRequest,
  notices: Notice[],
): string[] {
  if (targetPh === undefined || targetPh >= SOAP_LOWEST_PH || template.soap) return [];
  const named = new Set(request.ingredients.map((n) => n.id));
  const soaps = template.slots
    .flatMap((slot) => slot.candidates)
    .map((id) => ingredientById(id))
    .filter((i): i is Ingredient => i !== undefined && SOAP_INCI.test(i.inci.trim()) && !named.has(i.id));
  if (!soaps.length) return [];
  notices.push({
    code: "ph-adjusted",
    message: `Made at pH ${targetPh.toFixed(1)} as asked, this ${template.productType} leaves out its ${soaps[0]?.name.toLowerCase()}: below about pH ${SOAP_LOWEST_PH} a soap turns back into fatty acid, which clouds the product and leaves a greasy film.`,
  });
  return soaps.map((i) => i.id);
}

/**
 * A template ingredient that would cancel one the request names (an anionic surfactant binds the
 * benzalkonium chloride asked for in a cleaner, and neither cleans nor disinfects) gives way when
 * another of the template's own ingredients does the same job: the slot is left out, and said.
 * Where nothing else does that job, the build settles or refuses the clash as before.
 */
function clashingTemplateSlots(
  template: Archetype,
  required: readonly RequiredIngredient[],
  targetPh: number | undefined,
  notices: Notice[],
): string[] {
  if (!required.length) return [];
  const askedRows = required.map((r) => ({
    id: r.ingredient.id,
    label: r.ingredient.name,
    names: [r.ingredient.name, r.ingredient.inci],
    percent: r.hundredths / 100,
  }));
  const water =
    template.balance.id === "water"
      ? [{ id: "water", label: "Water", names: ["Water"], percent: 50, water: true }]
      : [];
  const job = (i: Ingredient | undefined) => i?.functions[0];
  const clashing = (slot: Archetype["slots"][number], i: Ingredient) =>
    chemistryConflicts(
      [...askedRows, { id: i.id, label: i.name, names: [i.name, i.inci], percent: slot.percent[1] }, ...water],
      { ...(targetPh !== undefined ? { ph: targetPh } : {}), leaveOn: template.leaveOn },
    ).find((c) => c.rows.some((row) => row.id === i.id) && c.rows.some((row) => row.id !== i.id && row.id !== "water"));
  const out: string[] = [];
  for (const slot of template.slots) {
    const picks = slot.candidates.map((id) => ingredientById(id)).filter((i): i is Ingredient => i !== undefined);
    const first = picks[0];
    if (!first || required.some((r) => slot.candidates.includes(r.ingredient.id))) continue;
    const clashes = picks.map((i) => clashing(slot, i));
    const conflict = clashes[0];
    // A slot with a candidate that can serve keeps it (the build passes the others over).
    if (!conflict || clashes.some((c) => c === undefined)) continue;
    const helper = template.slots.find(
      (other) =>
        other !== slot &&
        !other.optional &&
        other.candidates.some((id) => {
          const i = ingredientById(id);
          return i !== undefined && job(i) === job(first) && !clashing(other, i);
        }),
    );
    if (!helper) continue;
    const asked = conflict.rows.find((row) => row.id !== first.id && row.id !== "water");
    notices.push({
      code: "incompatible",
      message: `This ${template.productType} is made without its ${slot.role.toLowerCase()} (${first.name}): ${conflict.message.charAt(0).toLowerCase()}${conflict.message.slice(1)}. Its ${helper.role.toLowerCase()} does that job beside ${asked?.label ?? "what you asked for"}.`,
      citation: conflict.rule.source,
    });
    out.push(...slot.candidates);
  }
  return out;
}

/** Made at a pH that CLP presumes corrosive (2 or below, 11.5 or above). */
function extremePh(template: Archetype): boolean {
  return template.ph !== undefined && (template.ph[0] <= 2 || template.ph[1] >= 11.5);
}

function corrosiveShare(template: Archetype): number {
  return template.slots.reduce((sum, slot) => {
    const first = slot.candidates.map((id) => ingredientById(id)).find((i) => i !== undefined);
    return first?.hazards?.includes("H314") ? sum + slot.percent[1] * (acidBaseOf(first.id)?.active ?? 1) : sum;
  }, 0);
}

/** A raw material that is mostly water: a juice, a floral water, an aqueous extract or solution. */
function aqueous(ingredient: Ingredient): boolean {
  return (
    ingredient.id === "water" ||
    (ingredient.solubility === "water" &&
      /\bjuice\b|\bhydrosol\b|\bfloral water\b|\bdistillate\b|\baqua\b|\bsolution\b/i.test(
        `${ingredient.name} ${ingredient.inci}`,
      ))
  );
}

function dryProduct(template: Archetype): boolean {
  return template.process === "powder" || template.process === "dry-mix";
}

/** A raw material sold as a liquid: a solution, or a grade its name or grade calls liquid. */
function liquidGrade(ingredient: Ingredient): boolean {
  return /\bsolution\b|\bliquid\b|\bsoln\b/i.test(`${ingredient.name} ${ingredient.grade ?? ""}`);
}

/** The template's own dry material for the same job (enzyme granulate for a liquid protease). */
/**
 * The template's solvent that takes a wax melt's heat, when a named solvent does not: one whose
 * flash point (maxTempC, the hottest it may be handled) lies well below the melt temperature.
 */
function lowFlashStandIn(ingredient: Ingredient, template: Archetype): Ingredient | undefined {
  const melt = template.processTemperatureC;
  if (template.process !== "anhydrous" || melt === undefined || melt < 60) return undefined;
  if (
    !ingredient.functions.includes("solvent") ||
    ingredient.maxTempC === undefined ||
    ingredient.maxTempC >= melt - 20
  )
    return undefined;
  const ids = [template.balance.id, ...template.slots.flatMap((slot) => slot.candidates)];
  return ids
    .map((id) => ingredientById(id))
    .find(
      (i): i is Ingredient =>
        i !== undefined && i.id !== ingredient.id && i.functions.includes("solvent") && (i.maxTempC ?? 0) >= melt - 20,
    );
}

function dryStandIn(ingredient: Ingredient, template: Archetype): Ingredient | undefined {
  // The same substance (its INCI name within the stand-in's), not another one for the same job:
  // percarbonate is no dry form of hypochlorite.
  const inci = ingredient.inci.toLowerCase();
  for (const slot of template.slots)
    for (const id of slot.candidates) {
      const candidate = ingredientById(id);
      if (candidate && !liquidGrade(candidate) && candidate.inci.toLowerCase().includes(inci)) return candidate;
    }
  return undefined;
}

/**
 * "Mixed tocopherols" named for an oil antioxidant is the template's own food-grade concentrate,
 * not the cosmetic grade that shares its name: the same substance (INCI name) in the grade the
 * product is made with.
 */
function templateGrade(ingredient: Ingredient | undefined, template: Archetype): Ingredient | undefined {
  if (!ingredient) return undefined;
  const own = template.slots.flatMap((slot) => slot.candidates);
  if (own.includes(ingredient.id)) return ingredient;
  // "Parfum" and "Parfum (air-care fragrance compound)" are one material in two grades.
  const bare = (i: Ingredient) =>
    i.inci
      .replace(/\s*\([^)]*\)/g, "")
      .trim()
      .toLowerCase();
  const inci = bare(ingredient);
  // A solution and the solid are not swapped: "citric acid 20 %" stays the solid acid the user
  // weighs, not 40 % of the template's 50 % solution.
  const solution = (i: Ingredient) => /\bsolution\b|\bsoln\b/i.test(i.name);
  const grade = own
    .map((id) => ingredientById(id))
    .find((i) => i !== undefined && i.id !== ingredient.id && bare(i) === inci && solution(i) === solution(ingredient));
  return grade ?? ingredient;
}

/** Other knowledge-base entries of the same single substance (same and only CAS number). */
function otherGradesOf(id: string): string[] {
  const cas = ingredientById(id)?.cas;
  if (!cas || cas.includes(" / ")) return [];
  return (BY_CAS.get(cas) ?? []).filter((other) => other !== id && ingredientById(other)?.cas === cas);
}

const AREA: Record<string, NonNullable<UsageContext["bodyArea"]>> = {
  face: "face",
  body: "body",
  hands: "hand",
  feet: "foot",
  eye: "eye",
  lip: "lip",
  oral: "oral",
  hair: "hair",
  scalp: "hair",
  beard: "hair",
  nail: "nail",
  underarm: "body",
  intimate: "body",
};

const KIND: Record<string, UsageContext["productKind"]> = {
  deodorant: "deodorant",
  antiperspirant: "deodorant",
  toothpaste: "toothpaste",
  "whitening-toothpaste": "toothpaste",
  "sensitive-toothpaste": "toothpaste",
  "kids-toothpaste": "toothpaste",
  "toothpaste-tablet": "toothpaste",
  mouthwash: "mouthwash",
  "fluoride-mouthwash": "mouthwash",
  "depilatory-cream": "depilatory",
  "hair-relaxer": "straightener",
  "smoothing-treatment": "straightener",
};

/** The product type's areas, audience and format, as the validator's structured context. */
function usageOf(type: NonNullable<ParsedRequest["productType"]>, request: ParsedRequest): UsageContext {
  const areas = [...new Set(type.area.map((a) => AREA[a]).filter((a) => a !== undefined))];
  const audience = [...(type.audience ?? []), ...request.audience];
  const kind = KIND[type.id] ?? (type.area.includes("underarm") ? "deodorant" : undefined);
  return {
    // A product for face and body must meet both sets of rules: "skin" says exactly that.
    ...(areas.length === 1
      ? { bodyArea: areas[0] }
      : areas.length > 1 && areas.every((a) => a === "face" || a === "body")
        ? { bodyArea: "skin" as const }
        : {}),
    ...(type.format === "aerosol" || /spray|mist/.test(type.id) ? { sprayable: true } : {}),
    ...(audience.includes("children-under-3") ? { childrenUnder3: true } : {}),
    // Sold to the public ("for home use kits") beats a type made for salons: the general-use
    // limits apply.
    ...(request.audience.includes("consumer")
      ? { professionalUse: false }
      : audience.includes("professional")
        ? { professionalUse: true }
        : {}),
    ...(kind ? { productKind: kind } : {}),
  };
}

/**
 * Among a type's templates, those whose own words the request uses most ("AHA exfoliating
 * toner" → the AHA toner, not the hydrating one), and that already hold the ingredients it names
 * ("glycolic acid toner" → the AHA toner, built for an acid's pH); all of them when the request
 * names none.
 */
function closestTemplates(templates: readonly Archetype[], input: RequestInput, request: ParsedRequest): Archetype[] {
  const text = ` ${[input.productName, input.description].filter(Boolean).join(" ").toLowerCase()} `;
  const freeOf = (t: string, word: string) =>
    new RegExp(`${word}[- ]free|free (?:of|from) ${word}|without ${word}|no[- ]${word}`).test(t);
  const score = (t: Archetype) => {
    const own = `${t.name} ${t.productType} ${t.id.replace(/-/g, " ")}`.toLowerCase();
    const words = new Set(own.split(/[^a-z0-9]+/).filter((w) => w.length > 2 && text.includes(` ${w}`)));
    // "acetone" and "acetone-free" share a word but mean opposites: a mismatch costs more than a match gains.
    let mismatch = 0;
    for (const w of words) if (w !== "free" && freeOf(own, w) !== freeOf(text, w)) mismatch++;
    const holds = request.ingredients.filter(
      (named) => named.id !== undefined && t.slots.some((slot) => slot.candidates.includes(named.id as string)),
    );
    // "chlorine tablets" are pressed tablets, not the granules of the same product type.
    const form = t.tablet && /\btablets?\b/.test(text) ? 1 : 0;
    return words.size + 2 * holds.length - 3 * mismatch + form;
  };
  const best = Math.max(...templates.map(score));
  return templates.filter((t) => score(t) === best);
}

/**
 * The pH inside a requested range ("pH 5.5–6") where what the request names works too: the middle
 * of the range, moved to the end a named preservative or active needs (sodium benzoate, which
 * works up to pH 5.5, makes a "pH 5.5–6" wash at 5.5).
 */
function withinNamedWindows(request: ParsedRequest, min: number, max: number): number {
  let [low, high] = [min, max];
  for (const named of request.ingredients) {
    const i = named.id ? ingredientById(named.id) : undefined;
    if (!i) continue;
    const [from, to] = [Math.max(low, i.phMin ?? 0), Math.min(high, i.phMax ?? 14)];
    if (from <= to) [low, high] = [from, to];
  }
  return Math.min(high, Math.max(low, (min + max) / 2));
}

/** The requested pH when the product can be made there; else the template's nearest, said plainly. */
function chooseTargetPh(template: Archetype, request: ParsedRequest, usage: UsageContext): number | undefined {
  if (!template.ph) return undefined;
  const [low, high] = template.ph;
  // A soap's pH is the soap's (9–10): an additive named for it never sets the pH, since acid
  // enough to move it would turn the soap back into fatty acid.
  const soapy = Boolean(template.soap) || template.slots.some((slot) => /saponif/i.test(slot.role));
  const asked = request.ph
    ? withinNamedWindows(request, request.ph.min, request.ph.max)
    : soapy
      ? undefined
      : activePh(request, low, high, (i) => annexPermits(i, template, usage), forPeople(template));
  if (asked === undefined) return round1((low + high) / 2);
  // A requested pH outside the template's usual window is honoured when it is safe for the use:
  // e.g. a vitamin C serum at pH 3 (ascorbic acid needs it), never a leave-on skin product at pH 2
  // nor a shampoo at pH 1. Products made to work at extreme pH (relaxers, depilatories) keep theirs.
  // Pet care is worn on skin too: a dog shampoo is held to a rinse-off window, not a cleaner's.
  const people = forPeople(template);
  const onPeople = people || template.categories.length === 0 ? template.leaveOn : false;
  const [baseLow, baseHigh] = people ? (onPeople ? SKIN_LEAVE_ON_PH : RINSE_OFF_PH) : ([1, 13] as const);
  // …and near the template's own window, so its preservatives and actives still work: within 2.5
  // units for products on people (acid serums), 0.5 for household and industrial products, whose
  // pH is what makes them work.
  // A product for babies and toddlers stays in its own window: their skin and eyes take no more.
  const babies = request.audience.includes("children-under-3");
  const margin = babies ? 0 : people ? 2.5 : 0.5;
  const [safeLow, safeHigh] = [
    Math.min(low, Math.max(baseLow, low - margin)),
    Math.max(high, Math.min(baseHigh, high + margin)),
  ];
  // A household or technical product asked at a pH its ingredients tolerate, short of the pH CLP
  // presumes corrosive (2 and 11.5), is made there (an APG cleaner at pH 9 rather than the
  // template's 4.5–6, a citric kitchen-and-bath concentrate at 2.5): the margin guards only
  // those extremes.
  const tolerated =
    !people &&
    asked > 2 &&
    asked < 11.5 &&
    // Each slot has a candidate that takes the pH (a cooling-water package's orthophosphate is
    // monopotassium phosphate at pH 7.5 where phosphoric acid would not be).
    // The acid or alkali that does the work is the first candidate's: a descaler's citric acid
    // is not swapped for a milder one to reach a pH it does not work at.
    template.slots.every((slot) =>
      (/\bacids?\b|alkali|caustic|descal/i.test(slot.role) ? slot.candidates.slice(0, 1) : slot.candidates).some(
        (id) => {
          const i = ingredientById(id);
          // A care soap is left out below its pH (soapsBelowTheirPh): it does not hold the pH up.
          if (i && !template.soap && SOAP_INCI.test(i.inci.trim()) && asked < SOAP_LOWEST_PH) return true;
          return !i || ((i.phMin ?? 0) <= asked && asked <= (i.phMax ?? 14));
        },
      ),
    );
  // An exfoliating acid's safety assessment sets the lowest pH a consumer product may have.
  const floor = request.audience.includes("professional") ? undefined : consumerFloor(template, request);
  const clamped = tolerated ? asked : Math.min(safeHigh, Math.max(safeLow, asked));
  const target = floor !== undefined ? Math.max(floor, clamped) : clamped;
  // The annexes cap the pH a hydroxide may give (a depilatory 12.7): the template's alkalis and
  // the adjusters the build may add are held to it.
  const cap = target > 10.5 ? legalPhCap(template, usage) : undefined;
  return round1(cap ? Math.min(cap.ph, target) : target);
}

/** The highest consumer pH floor among the actives: those named, and the template's working ones (1 % or more). */
function consumerFloor(template: Archetype, request: ParsedRequest): number | undefined {
  // The floor is a cosmetic safety assessment's, for acids left on or rinsed off skin: a
  // descaler's lactic acid is judged by the cleaner's own classification and labelling.
  if (!forPeople(template)) return undefined;
  const ids = [
    ...request.ingredients.flatMap((n) => (n.id ? [n.id] : [])),
    ...template.slots.filter((slot) => slot.percent[0] >= 1).flatMap((slot) => slot.candidates.slice(0, 1)),
  ];
  const floors = ids.flatMap((id) => {
    const floor = ingredientById(id)?.consumerPhMin;
    return floor === undefined ? [] : [floor];
  });
  return floors.length ? Math.max(...floors) : undefined;
}

/** The template's product as the validator sees it: category, type, leave-on and the request's usage. */
function templateProfile(template: Archetype, usage: UsageContext) {
  const category = template.categories[0];
  return productProfile({
    ...(category ? { category } : {}),
    productType: template.productType,
    leaveOn: template.leaveOn,
    ...usageFor(template, usage),
  });
}

/**
 * A type used on face and body alike ("skin") is made as the template's product: a brightening
 * type's face cream is a face product, and the annexes' face-only allowances (kojic acid in face
 * and hand products) apply to it.
 */
function usageFor(template: Archetype, usage: UsageContext): UsageContext {
  if (usage.bodyArea !== "skin") return usage;
  const own = productProfile({ productType: template.productType }).regulatory.area;
  if (own !== "face" && own !== "body") return usage;
  const { bodyArea: _, ...rest } = usage;
  return rest;
}

/** The annexes' maximum for the ingredient in the template's product, with its entry and use. */
function annexMax(
  ingredient: Ingredient,
  template: Archetype,
): { percent: number; entry: RegulatoryEntry; use: string } | undefined {
  const profile = templateProfile(template, {});
  if (profile.regime !== "cosmetic") return undefined;
  const [row] = resolveFormula([{ name: ingredient.name, inci: ingredient.inci, percentage: "1%" }]).rows;
  for (const m of row ? applicableMatches(row) : []) {
    if (!m.strong || m.entry.annex === "II" || m.entry.annex === "IV") continue;
    const max = verdictFor(m.entry, profile.regulatory).max;
    if (max)
      return {
        percent: max.maxPercent,
        entry: m.entry,
        use: max.rule.productType.split("\n")[0]?.trim().toLowerCase() || "this product",
      };
  }
  return undefined;
}

/** Whether the annexes allow the ingredient in the template's product at all. */
function annexPermits(ingredient: Ingredient, template: Archetype, usage: UsageContext): boolean {
  return annexBar(ingredient, template, usage) === undefined;
}

/**
 * Why the annexes keep an ingredient out of the template's product, with the entry: salicylic
 * acid in a cream for children under 3 is allowed only in their shampoos.
 */
function annexBar(
  ingredient: Pick<Ingredient, "name" | "inci">,
  template: Archetype,
  usage: UsageContext,
): Notice | undefined {
  const profile = templateProfile(template, usage);
  if (profile.regime !== "cosmetic") return undefined;
  const [row] = resolveFormula([{ name: ingredient.name, inci: ingredient.inci, percentage: "1%" }]).rows;
  // One entry allowing the use is enough (zinc oxide as a colorant and as a UV filter).
  const governing = row
    ? applicableMatches(row).filter((m) => m.strong && m.entry.annex !== "II" && m.entry.annex !== "IV")
    : [];
  if (!governing.length || governing.some((m) => verdictFor(m.entry, profile.regulatory).permitted)) return undefined;
  const entry = governing[0]?.entry;
  if (!entry) return undefined;
  return {
    code: "capped",
    message: `${ingredient.name} had to be left out: Annex ${entry.annex} allows ${displayName(entry)} ${allowedUses(entry)}, and this is a ${describeProduct(profile.regulatory)}.`,
    citation: citation(entry),
  };
}

/** The strictest pH ceiling the annexes set for the template's alkalis and the adjusters. */
function legalPhCap(template: Archetype, usage: UsageContext, present?: GeneratedFormulation): PhCap | undefined {
  const profile = templateProfile(template, usage);
  const ids = present
    ? present.ingredients.map((i) => i.id)
    : [...template.slots.flatMap((slot) => slot.candidates), "sodium-hydroxide", "potassium-hydroxide"];
  const rows = [...new Set(ids)].flatMap((id) => {
    const i = ingredientById(id);
    return i ? [{ name: i.name, inci: i.inci, percentage: "1%" }] : [];
  });
  return annexPhCaps(resolveFormula(rows).rows, profile)[0];
}

/**
 * The pH a named active needs when it lies outside the template's window: L-ascorbic acid asked
 * for in a serum made at pH 5–6 works only at 3.5 or below, so the serum is made just inside its
 * window rather than turning the acid into its salt. The safety limits of the use still apply.
 */
function activePh(
  request: ParsedRequest,
  low: number,
  high: number,
  permitted: (i: Ingredient) => boolean,
  onSkin = true,
): number | undefined {
  // Where the windows of the actives named overlap the template's, the product is made in the
  // overlap (kojic acid, 3.5–5.5, in a cream made at 5.5–6.5 is made at 5.5 or just under).
  let [from, to] = [low, high];
  for (const named of request.ingredients) {
    const i = named.id ? ingredientById(named.id) : undefined;
    // An active the annexes keep out of this product (salicylic acid in a baby cream) is left out,
    // so it sets no pH: the product is made where what stays works.
    if (!i || !permitted(i)) continue;
    // In a cleaner, a working acid or alkali sets the pH by itself; its window (an AHA's
    // skin-safety floor) is not the product's. On skin it is (vitamin C needs pH 3.5 or below).
    if (!onSkin && (doesWorkAt(i, "acid") || doesWorkAt(i, "alkali"))) continue;
    if (i.phMax !== undefined && i.phMax < low) return i.phMax - 0.2;
    if (i.phMin !== undefined && i.phMin > high) return i.phMin + 0.2;
    // A preservative or a pH adjuster named is no active with a window to meet.
    if (i.functions.includes("preservative") || i.functions.includes("ph-adjuster")) continue;
    const [a, b] = [Math.max(from, i.phMin ?? 0), Math.min(to, i.phMax ?? 14)];
    if (a <= b) [from, to] = [a, b];
  }
  if (from === low && to === high) return undefined;
  // Inside the overlap, with a margin from an edge that lies inside the template's window.
  return Math.min(to - (to < high ? 0.2 : 0), Math.max(from + (from > low ? 0.2 : 0), (from + to) / 2));
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * Named ingredients at their requested level, capped by the practical maximum of the knowledge
 * base (a notice says so).
 */
function requiredIngredients(
  request: ParsedRequest,
  template: Archetype,
  excluded: Set<string>,
  notices: Notice[],
  usage: UsageContext,
  rest?: string,
  text = "",
): RequiredIngredient[] {
  const out: RequiredIngredient[] = [];
  for (const named of request.ingredients) {
    if (named.source === "element" && /fluorid/i.test(named.name)) {
      const source = fluorideSource(template, excluded);
      if (!source) {
        notices.push({
          code: "ingredient-unavailable",
          message: "This product has no fluoride source, so no fluoride level could be set.",
        });
      } else if (named.level) {
        out.push({
          ingredient: source,
          hundredths: Math.max(1, Math.round(levelAsIngredient(named.level.percent, "F", source) * 100)),
          role: "Fluoride source",
          reason: `delivers the ${named.level.value} ppm fluoride asked for`,
          exact: true,
        });
      }
      continue;
    }
    if (named.source === "product-type" || !named.id) {
      // Medicinal and restricted substances are said with their regime (medicinalNotices).
      // A substance whose regime applies here is said by medicinalNotices(), with the law.
      const substance = SUBSTANCES.find((x) => x.id === named.substance);
      const regulated = substance !== undefined && regimeFor(substance, request) !== undefined;
      if (named.substance && !regulated && !request.prohibited.some((p) => p.matched === named.matched)) {
        // A substance the annexes restrict to other products (triclosan, allowed only in soaps,
        // toothpastes and deodorants) is out for that reason, which is the one to give.
        const barred = annexBar({ name: named.name, inci: named.name }, template, usage);
        if (barred) {
          notices.push({ ...barred, message: barred.message.replace(" had to be left out:", " is not used:") });
          continue;
        }
        notices.push({
          code: "ingredient-unavailable",
          message: `${capitalise(named.name)} is not in our ingredient knowledge base, so it could not be used.`,
        });
      }
      continue;
    }
    // The template's own base is the rest, unless the request makes another material the rest
    // ("jojoba 40 %, rest caprylic/capric triglyceride"): then the base is weighed like any other.
    // "Ethanol 70 %" for a sanitiser made up with denatured alcohol names that base, in another grade.
    const isBase = (id: string) => {
      const [a, b] = [ingredientById(id), ingredientById(template.balance.id)];
      return id === template.balance.id || (a !== undefined && b !== undefined && sameSubstance(a, b));
    };
    if (excluded.has(named.id) || (isBase(named.id) && (rest === undefined || rest === named.id))) continue;
    const asNamed = templateGrade(ingredientById(named.id), template);
    if (!asNamed) continue;
    // A material the knowledge base holds that a REACH restriction keeps from this product (methanol
    // in a screenwash for the public) is refused with the rule, as the substance named alone is.
    const restricted = SUBSTANCES.find((x) => x.kind === "restricted" && x.id === asNamed.id);
    const rule = restricted ? regimeFor(restricted, request) : undefined;
    if (rule) {
      notices.push({
        code: "prohibited",
        message: `${rule.message}, so ${asNamed.name.toLowerCase()} is not used.`,
        citation: rule.citation,
      });
      continue;
    }
    // A propellant belongs only in a can: a pump or trigger spray is filled without one.
    if (
      asNamed.functions.includes("propellant") &&
      !template.slots.some((slot) => slot.candidates.some((id) => ingredientById(id)?.functions.includes("propellant")))
    ) {
      notices.push({
        code: "format",
        message: `${asNamed.name} is a propellant, and this ${template.productType} is not filled in aerosol cans: it is made without propellant.`,
      });
      continue;
    }
    // "Anhydrous … with 40 % aloe juice": a water-free product cannot hold what is mostly water
    // without an emulsifier and a preservative, which the request rules out with the water.
    if (request.anhydrous && template.balance.id !== "water" && aqueous(asNamed)) {
      notices.push({
        code: "free-from",
        message: `${asNamed.name} is mostly water, which a water-free product cannot hold: it would separate, and without a preservative grow mould. It is left out; its oil-soluble form (an aloe or plant extract in oil) or a water-based product can carry it.`,
      });
      continue;
    }
    // A powder or tablet cannot take a raw material sold as a liquid (a liquid enzyme, bleach
    // solution): the template's dry grade of the same job is used, or the liquid stays out.
    // Water named for a dry mix ("tile adhesive … with water") is what the user adds on site.
    if (asNamed.id === "water" && dryProduct(template)) {
      notices.push({
        code: "ingredient-unavailable",
        message: `Water is not part of a ${template.productType}: it is a dry product, and the water is added when it is used, as its directions say.`,
      });
      continue;
    }
    const dryGrade = dryProduct(template) && liquidGrade(asNamed) ? dryStandIn(asNamed, template) : asNamed;
    if (!dryGrade) {
      notices.push({
        code: "ingredient-unavailable",
        message: `${asNamed.name} is sold as a liquid, which a ${template.consistency === "powder" ? "powder" : "dry product"} cannot hold without caking or reacting in the pack, and our knowledge base has no dry grade of it for this product, so it was not added.`,
      });
      continue;
    }
    if (dryGrade !== asNamed)
      notices.push({
        code: "level-basis",
        message: `${asNamed.name} is sold as a liquid: ${dryGrade.name}, its dry form, is what goes into a powder.`,
      });
    const ingredient = dryGrade;
    // The template's own choice for a slot belongs in it, whatever its usual domain (zinc oxide in
    // a UV-blocking textile finish).
    const own = template.slots.some((slot) => slot.candidates.includes(ingredient.id));
    if (!own && !belongsIn(ingredient, template)) {
      // What the annexes keep out of this product (MIT in a leave-on baby wipe) is said as that.
      const barred = forPeople(template) ? annexBar(ingredient, template, usage) : undefined;
      if (barred) {
        notices.push(barred);
        continue;
      }
      // A preservative the annexes allow here only at a trace (MIT in a rinse-off, 0.0015 %) is
      // said with that limit: "no grade of it" alone would read as a sourcing gap the maker can fill.
      const limit = forPeople(template) ? annexMax(ingredient, template) : undefined;
      if (limit) {
        const over =
          named.level && named.level.percent > limit.percent
            ? `, far below the ${formatLevel(named.level.percent)} asked`
            : "";
        notices.push({
          code: "capped",
          message: `${ingredient.name} is allowed in ${limit.use} at ${formatLevel(limit.percent)} at most${over}, and our knowledge base holds only a technical grade of it, not one made for this product, so it was not added; the product is preserved with what it already holds.`,
          citation: citation(limit.entry),
        });
        continue;
      }
      // A word read as an ingredient that has no place in this product ("OAT coolant" is not oatmeal).
      notices.push({
        code: "ingredient-unavailable",
        message: (template.demo ?? []).includes("food-additives")
          ? `Our knowledge base holds ${ingredient.name} only as a ${forPeople(template) ? "technical" : "personal-care"} grade, not the food grade this product needs, so it was not added.`
          : `${ingredient.name} is a ${forPeople(template) ? "technical" : "personal-care"} raw material: our knowledge base has no grade of it for this product, so it was not added.`,
      });
      continue;
    }
    // A wax named for a product mixed cold in water cannot be stirred in (carnauba melts at about
    // 83 °C and floats as flakes): its emulsion grade is what such products are made with.
    const cold =
      template.balance.id === "water" && (template.process === "aqueous" || template.process === "surfactant");
    const waxGrade =
      cold && ingredient.solubility === "oil" && ingredient.functions.includes("wax")
        ? emulsionGrade(ingredient)
        : undefined;
    if (waxGrade) {
      notices.push({
        code: "level-basis",
        message: `${ingredient.name} does not mix into a cold water-based product: ${waxGrade.name} is used instead, the form in which it goes into such products${named.level ? `, dosed to give the same amount of wax` : ""}.`,
      });
      const solids = Number(/(\d+(?:\.\d+)?)\s*%/.exec(waxGrade.name)?.[1] ?? "");
      out.push({
        ingredient: waxGrade,
        hundredths: named.level
          ? Math.round((named.level.percent / (Number.isFinite(solids) && solids > 0 ? solids / 100 : 1)) * 100)
          : Math.round(((waxGrade.typicalMin + waxGrade.typicalMax) / 2) * 100),
        role: roleIn(waxGrade, template),
        reason: `the emulsion grade of the ${ingredient.name.toLowerCase()} asked for`,
        exact: Boolean(named.level),
      });
      continue;
    }
    // A solvent with a low flash point (white spirit, about 38 °C) cannot go into waxes melted at
    // 60–85 °C in an open pan: the template's high-flash solvent of the same job stands in, said.
    const hotSolvent = lowFlashStandIn(ingredient, template);
    if (hotSolvent) {
      notices.push({
        code: "hazard",
        message: `${ingredient.name} would go into waxes melted at about ${template.processTemperatureC} °C, above its flash point, where its vapour catches fire in an open mixing pan: ${hotSolvent.name}, which dissolves the waxes as well with a flash point above the melt, is used instead. ${ingredient.name} itself takes a closed, earthed vessel with explosion-proof (ATEX) equipment.`,
        citation: "Directive 1999/92/EC (ATEX workplace); CLP Regulation (EC) 1272/2008, Annex I 2.6 (flash point)",
      });
      continue;
    }
    // "1450 ppm sodium fluoride" for a toothpaste: oral-care strengths are declared as fluoride
    // (F), so a ppm figure given to the salt is read as the fluoride it is to deliver, and said.
    const asFluoride =
      named.level?.unit === "ppm" &&
      named.level.basis !== "F" &&
      template.categories.some((c) => /oral/.test(c)) &&
      levelAsIngredient(1, "F", ingredient) !== 1 &&
      named.level.value >= 250 &&
      named.level.value <= 1500;
    let asked = named.level
      ? levelAsIngredient(named.level.percent, asFluoride ? "F" : named.level.basis, ingredient)
      : undefined;
    if (asFluoride && asked !== undefined) {
      // 1450 ppm F is 0.3204 % sodium fluoride: the salt's 0.32 % step is that strength.
      if (asked > ingredient.maxUse && asked <= ingredient.maxUse * 1.02) asked = ingredient.maxUse;
      notices.push({
        code: "level-basis",
        message: `${named.level?.value} ppm is read as fluoride (F), the way oral-care strengths are declared: it takes ${formatLevel(asked)} ${ingredient.name.toLowerCase()}.`,
        citation: "Regulation (EC) 1223/2009, Annex III (fluorine compounds, concentration calculated as F)",
      });
    }
    // "2 % sodium hyaluronate solution (1 % active)": the substance is 2 % × 1 %, weighed as the
    // knowledge base's own grade of it.
    const diluted = named.level?.strength;
    if (asked !== undefined && diluted !== undefined) {
      const substance = asked * diluted;
      const own = gradeStrength(ingredient) ?? 1;
      asked = Math.round((substance / own) * 10_000) / 10_000;
      notices.push({
        code: "level-basis",
        message: `${formatLevel(named.level?.percent ?? 0)} of a ${formatLevel(diluted * 100)} solution is ${formatLevel(substance)} ${ingredient.inci.toLowerCase()}: it is weighed as ${formatLevel(asked)} of ${ingredient.name}${own < 1 ? ` (${formatLevel(own * 100)} active)` : ""}, or as the same solution at ${formatLevel(named.level?.percent ?? 0)}.`,
      });
    }
    // "4.5 % sodium hypochlorite" means 4.5 % of the substance: a raw material sold as a solution
    // is weighed as supplied, so its amount is divided by the grade's strength, and said.
    // "HEDP 10 % active" says so outright, for any raw material sold diluted.
    const grade = named.level?.active ? gradeStrength(ingredient) : solutionStrength(ingredient);
    let reason = named.level ? "asked for by name at this level" : "asked for by name";
    if (
      asked !== undefined &&
      named.level &&
      !named.level.basis &&
      grade &&
      (named.level.active || !/solution|\bsoln\b/i.test(named.matched))
    ) {
      const substance = asked;
      asked = substance / grade;
      reason = `asked for as ${formatLevel(substance)} ${ingredient.inci.toLowerCase()}: weighed as ${formatLevel(asked)} of the ${formatLevel(grade * 100)} grade`;
      notices.push({
        code: "level-basis",
        message: `${formatLevel(substance)} ${ingredient.inci.toLowerCase()} is read as the substance itself: it is weighed as ${formatLevel(asked)} of ${ingredient.name} (${formatLevel(grade * 100)} active).`,
      });
    }
    // 30 % caustic soda named for a consumer dishwasher tablet: a product its template makes
    // without being corrosive is not turned corrosive for the public. The professional product
    // is another request.
    if (
      named.level &&
      named.level.percent * (acidBaseOf(ingredient.id)?.active ?? 1) >= SKIN_CORROSIVE_PERCENT &&
      ingredient.hazards?.includes("H314") &&
      // A caustic acid or alkali; an oxidiser's own hazards and clashes are said by the gate.
      !ingredient.functions.some((f) => f === "oxidiser" || f === "bleach" || f === "biocide") &&
      !request.audience.includes("professional") &&
      !template.slots.some((slot) => slot.candidates.includes(ingredient.id)) &&
      corrosiveShare(template) < SKIN_CORROSIVE_PERCENT
    ) {
      // A product made at pH 2 or below (a sulfamic descaler) is already presumed corrosive by
      // its pH; what the named acid adds is a classification by its ingredients, which no test of
      // acid reserve or on skin models can lift.
      const why = extremePh(template)
        ? `skin-corrosive by its ingredients (Skin Corr. 1, H314, by additivity), which no test can lift; made with its own ${template.slots.some((x) => /acid/i.test(x.role)) ? "acids" : "actives"} it is presumed corrosive only by its pH, which its ${(template.ph?.[0] ?? 7) <= 2 ? "acid" : "alkaline"} reserve or an in-vitro skin test can settle`
        : "skin-corrosive (Skin Corr. 1, H314), which a product of its kind sold to the public is not";
      notices.push({
        code: "hazard",
        message: `${formatLevel(named.level.percent)} ${ingredient.inci.toLowerCase()} would make this ${template.productType} ${why}: it is made without it, and its own ${extremePh(template) ? "ingredients" : "builders"} do the work. For a professional product, say so in the request.`,
        citation: "CLP Regulation (EC) 1272/2008, Annex I 3.2.3.3 (additivity)",
      });
      continue;
    }
    // Annex maxima for this product type are enforced by the build's validate-and-repair loop;
    // checkHonoured() then says what was lowered.
    // Named without a level, it takes the level its slot in this template gives it (aloe in a
    // dish liquid is a gesture, in an after-sun gel the base), else its usual level.
    const slot = template.slots.find((x) => x.candidates.includes(ingredient.id));
    // "a little aloe", "a touch of silicone": the low end of its usual range.
    const little = !named.level && littleOf(text, named.matched);
    let percent =
      asked ??
      (little
        ? (slot?.percent[0] ?? ingredient.typicalMin)
        : slot
          ? (slot.percent[0] + slot.percent[1]) / 2
          : (ingredient.typicalMin + ingredient.typicalMax) / 2);
    // A maximum the cosmetics annexes set binds cosmetics only: an oven cleaner may hold 8 %
    // sodium hydroxide, which its hazard label then says.
    const cosmeticCap = (ingredient.sources ?? []).some(
      (x) => x.kind === "regulation" && x.covers === "max-use" && /CosIng|1223\/2009/.test(x.ref),
    );
    // An essential oil in an adult's roll-on or massage oil is dosed by the dermal guidelines
    // for local use (up to 5 % of the blend), not by the 1–2 % of a face cream.
    const kind = `${template.name} ${template.productType}`;
    // An oil with a safety assessment's own maximum (cinnamon bark, 0.07 % for its sensitiser) is
    // held to that, not to the general dilution guideline for essential oils.
    const assessed = (ingredient.sources ?? []).some((x) => x.kind === "reference" && x.covers === "max-use");
    const guideline =
      ingredient.functions.includes("essential-oil") &&
      !assessed &&
      !request.audience.some((a) => a === "children-under-3" || a === "children" || a === "pregnant")
        ? /roll-?on/i.test(kind)
          ? { max: 5, use: "a roll-on for local use on adults" }
          : /massage|body oil/i.test(kind)
            ? { max: 3, use: "a massage or body oil for adults" }
            : undefined
        : undefined;
    if (guideline && percent > ingredient.maxUse && percent <= guideline.max) {
      // Within the dermal guideline for this use: the level asked is kept.
    } else if (guideline && percent > guideline.max) {
      notices.push({
        code: "capped",
        message: `${ingredient.name} at ${formatLevel(percent)} is above the ${formatLevel(guideline.max)} that dermal guidelines allow essential oils in ${guideline.use}; it is used at ${formatLevel(guideline.max)}.`,
        citation: "Tisserand R., Young R., Essential Oil Safety, 2nd ed. (2014), ch. 5 (dermal dilution guidelines)",
      });
      percent = guideline.max;
    } else if (percent > ingredient.maxUse && !(cosmeticCap && !forPeople(template))) {
      // A ceiling the law sets is said as the law, with its entry, not as a habit of practice.
      // The cosmetics annexes' ceilings are not a food's or a rust inhibitor's.
      const legal = forPeople(template) ? annexMax(ingredient, template) : undefined;
      // Named without a level, the amount it would have had is nobody's: only a legal cap is said.
      const unasked = !named.level;
      const capped: Notice | undefined =
        legal && legal.percent <= ingredient.maxUse + 1e-9
          ? {
              code: "capped",
              message: unasked
                ? `${ingredient.name} is used at ${formatLevel(Math.min(legal.percent, ingredient.maxUse))}, the most Annex ${legal.entry.annex} allows in ${legal.use}.`
                : `${ingredient.name} at ${formatLevel(percent)} is above the ${formatLevel(legal.percent)} Annex ${legal.entry.annex} allows in ${legal.use}; it is used at ${formatLevel(Math.min(legal.percent, ingredient.maxUse))}.`,
              citation: citation(legal.entry),
            }
          : unasked
            ? undefined
            : (cappedBySource(ingredient, percent) ?? {
                code: "capped",
                message: `${ingredient.name} at ${formatLevel(percent)} is above its practical maximum of ${formatLevel(ingredient.maxUse)}; it is used at ${formatLevel(ingredient.maxUse)}.`,
              });
      if (capped) notices.push(capped);
      percent = ingredient.maxUse;
    }
    out.push({
      ingredient,
      hundredths: Math.max(1, Math.round(percent * 100)),
      role: workingRole(ingredient, template, named.level ? percent : 0) ?? roleIn(ingredient, template),
      reason,
      // A ceiling ("max 20 %") leaves the level to the template, under the cap set for it.
      exact: Boolean(named.level) && named.level?.qualifier !== "max",
    });
  }
  return out;
}

/** "a little aloe", "a bit of decyl glucoside", "a touch of silicone": asked for in a small amount. */
function littleOf(text: string, matched: string): boolean {
  if (!matched) return false;
  const at = text.toLowerCase().indexOf(matched.toLowerCase());
  if (at < 0) return false;
  return /\b(?:a little|a bit of|a touch of|a dash of|a hint of|a small amount of|a trace of|a few drops of)\s+(?:\p{L}+\s+)?$/iu.test(
    text.slice(Math.max(0, at - 30), at),
  );
}

/**
 * "5 % sodium hydroxide" for a degreaser is its alkali, not a pH adjuster: at a working level a
 * strong acid or alkali takes the role of the template's own (so that one gives way to it, and
 * the pH is what it gives, not trimmed back).
 */
function workingRole(ingredient: Ingredient, template: Archetype, percent: number): string | undefined {
  if (percent < 1) return undefined;
  const side = worksAt(ingredient, "alkali") ? "alkali" : worksAt(ingredient, "acid") ? "acid" : undefined;
  if (!side) return undefined;
  const slot = template.slots.find(
    (s) =>
      new RegExp(side === "alkali" ? "\\balkali\\b" : "\\bacid\\b", "i").test(s.role) &&
      !/ph adjust|buffer/i.test(s.role),
  );
  return slot?.role;
}

/**
 * An acid named for a product that works by its alkali (citric acid "for extra grease cut" in a
 * pH 13 oven cleaner), or an alkali named for one that works by its acid, is neutralised the
 * moment it is stirred in: it turns into its salt with heat, uses up the working chemical and
 * does none of its own work. It is left out and the answer says why, rather than weighed in
 * as if it helped. Small amounts (a buffer, a chelator) are left alone.
 */
function neutralisedAway(
  required: RequiredIngredient[],
  targetPh: number | undefined,
  typeName: string,
  notices: Notice[],
): RequiredIngredient[] {
  if (targetPh === undefined || (targetPh > 3 && targetPh < 11)) return required;
  return required.filter((wanted) => {
    const chemistry = acidBaseOf(wanted.ingredient.id);
    if (!chemistry || !wanted.exact || wanted.hundredths < 100) return true;
    // A glucoside's trace of free alkali, a chelator's salt: they do their own work at any pH.
    if (!doesWorkAt(wanted.ingredient, "acid") && !doesWorkAt(wanted.ingredient, "alkali")) return true;
    const acid = chemistry.strongCharge <= 0 && chemistry.z0 === 0 && (chemistry.pKa[0] ?? 14) < 5;
    // An oxidiser (hypochlorite) is not a mere alkali here: the chemistry gate gives its reason.
    const oxidiser = wanted.ingredient.functions.some((f) => f === "oxidiser" || f === "bleach");
    const alkali = !oxidiser && chemistry.strongCharge > 0 && !chemistry.pKa.some((k) => k < 7);
    const spent = (acid && targetPh >= 11 && Math.max(...chemistry.pKa) + 2 < targetPh) || (alkali && targetPh <= 3);
    if (!spent) return true;
    notices.push({
      code: "incompatible",
      message: `${wanted.ingredient.name} is not used: ${/^[aeiou]/i.test(typeName) ? "an" : "a"} ${typeName.toLowerCase()} works at pH ${round1(targetPh)}, where ${acid ? "an acid is neutralised by the alkali" : "an alkali is neutralised by the acid"} as soon as it is added; it would only turn into its salt with heat, use up the ${acid ? "alkali" : "acid"} that does the cleaning and do none of its own work.`,
    });
    return false;
  });
}

/**
 * A maximum a published safety assessment sets (the Cosmetic Ingredient Review's 10 % for
 * glycolic acid in consumer products) is given as that assessment's, with what it says.
 */
function cappedBySource(ingredient: Ingredient, percent: number): Notice | undefined {
  const source = (ingredient.sources ?? []).find(
    (x) => x.covers === "max-use" && (x.kind === "reference" || x.kind === "regulation"),
  );
  if (!source) return undefined;
  // An annex limit the annex check could not apply to the batch itself: an oxidation dye's is a
  // limit on the hair after mixing, which the colour cream meets at any ratio by staying under it.
  if (/CosIng|1223\/2009/.test(source.ref)) {
    const max = formatLevel(ingredient.maxUse);
    const onHair = ingredient.functions.includes("hair-dye")
      ? ` (at most ${max} on the hair after mixing with the developer; at ${max} in the colour cream it stays within that at any mixing ratio)`
      : "";
    return {
      code: "capped",
      message: `${ingredient.name} at ${formatLevel(percent)} is more than the law allows${onHair}; it is used at ${max}.`,
      citation: source.ref,
    };
  }
  const [document, rule] = source.ref.split(/:\s(.+)/s);
  // A law outside the cosmetics annexes (food additives) is said as the law, with its reason.
  const allows = source.kind === "regulation" ? "the law allows" : "its safety assessment allows";
  return {
    code: "capped",
    message: `${ingredient.name} at ${formatLevel(percent)} is more than ${allows}${rule ? ` (${rule})` : ""}; it is used at ${formatLevel(ingredient.maxUse)}.`,
    citation: document ?? source.ref,
  };
}

/** A wax's emulsion grade in the knowledge base ("Carnauba wax emulsion (25%)" for carnauba wax). */
function emulsionGrade(wax: Ingredient): Ingredient | undefined {
  const head = wax.name.split(/\s+/)[0]?.toLowerCase() ?? "";
  return INGREDIENTS.find(
    (i) =>
      i.id !== wax.id &&
      i.solubility === "dispersible" &&
      /emulsion|dispersion/i.test(i.name) &&
      i.name.toLowerCase().startsWith(head),
  );
}

/** The template's fluoride source (its first candidate that supplies fluoride). */
function fluorideSource(template: Archetype, excluded: Set<string>): Ingredient | undefined {
  for (const slot of template.slots) {
    for (const id of slot.candidates) {
      const ingredient = ingredientById(id);
      if (ingredient?.functions.includes("fluoride-source") && !excluded.has(id)) return ingredient;
    }
  }
  return undefined;
}

/** A level stated "as F" (fluoride ppm) converted to the ingredient that supplies it. */
function levelAsIngredient(percent: number, basis: string | undefined, ingredient: Ingredient): number {
  if (basis !== "F") return percent;
  const fluorideShare: Record<string, number> = {
    "sodium-fluoride": 0.4525,
    "sodium-monofluorophosphate": 0.1319,
    "stannous-fluoride": 0.2425,
  };
  const share = fluorideShare[ingredient.id];
  return share ? percent / share : percent;
}

/** After the build: every exclusion held and every named ingredient is in at its level, or a notice says why not. */
function checkHonoured(
  formulation: GeneratedFormulation,
  request: ParsedRequest,
  required: RequiredIngredient[],
  excluded: Set<string>,
  notices: Notice[],
  barred: (ingredient: Ingredient) => Notice | undefined,
  legalMax: (ingredient: Ingredient) => { percent: number } | undefined,
): void {
  for (const row of formulation.ingredients) {
    if (excluded.has(row.id)) {
      notices.push({
        code: "free-from",
        message: `${row.name} could not be left out although the request rules it out.`,
      });
    }
  }
  for (const wanted of required) {
    const row = formulation.ingredients.find((r) => r.id === wanted.ingredient.id);
    const parsed = row ? parsePercentage(row.percentage) : undefined;
    const hundredths = parsed?.kind === "value" ? parsed.hundredths : 0;
    if (!row) {
      notices.push(
        barred(wanted.ingredient) ?? {
          code: "capped",
          message: `${wanted.ingredient.name} is not in this formula: it could not be placed beside the amounts the request sets for the rest.`,
        },
      );
    } else if (wanted.exact && hundredths < wanted.hundredths) {
      // One notice per ingredient: the regulatory cap replaces the practical one said earlier
      // ("35 % … used at 12 %" then "used at 0.09 %" would contradict each other).
      const practical = notices.findIndex(
        (n) => n.code === "capped" && n.message.startsWith(`${wanted.ingredient.name} at `),
      );
      // Already said with the rule that set it (an annex maximum, the detergent phosphorus limit):
      // it keeps its reason and says the amount the formula ended with.
      const cited = practical >= 0 ? notices[practical] : undefined;
      if (cited?.citation) {
        cited.message = cited.message.replace(/it is used at [\d.,]+ ?%/, `it is used at ${row.percentage}`);
        continue;
      }
      const asked = practical >= 0 ? /^.+? at (\S+ ?%)/.exec(notices[practical]?.message ?? "")?.[1] : undefined;
      if (practical >= 0) notices.splice(practical, 1);
      // A quarter or less of the level asked does not do the job the level was asked for (5 %
      // hydrogen peroxide "for whitening" kept at 0.09 % whitens nothing): said, not implied.
      const spent =
        hundredths * 4 <= wanted.hundredths
          ? ` At a fraction of the ${formatLevel(wanted.hundredths / 100)} asked, it will not do the work that level was meant for.`
          : "";
      notices.push({
        code: "capped",
        message: asked
          ? `${wanted.ingredient.name} at ${asked} is above its practical maximum of ${formatLevel(wanted.ingredient.maxUse)}; with the other amounts asked it is used at ${row.percentage}.${spent}`
          : // Only an annex maximum near the level reached is "the regulations"; otherwise the
            // named levels were scaled down together so the base keeps the share it needs.
            // (the build keeps 5 % under an annex maximum, and rounds down to the 0.01 % step)
            hundredths / 100 >= (legalMax(wanted.ingredient)?.percent ?? Number.POSITIVE_INFINITY) * 0.85
            ? `${wanted.ingredient.name} is used at ${row.percentage} instead of ${formatLevel(wanted.hundredths / 100)}, just under the most the regulations allow in this product, so that weighing tolerance cannot take a batch over the limit.${spent}`
            : `${wanted.ingredient.name} is used at ${row.percentage} instead of ${formatLevel(wanted.hundredths / 100)}: together, what the request names would leave the product's base less than it needs, so the named amounts were scaled down in proportion.${spent}`,
      });
    }
  }
  for (const claim of request.claims) {
    if (claim.kind === "free-from" && claim.known && claim.excludes.length) {
      const kept = formulation.ingredients.filter((r) => claim.excludes.includes(r.id));
      if (!kept.length) continue;
      notices.push({
        code: "free-from",
        message: `The “${claim.matched}” claim is not met: ${kept.map((r) => r.name).join(", ")} remained.`,
      });
    }
  }
}

/**
 * A named material that does not work, or does not keep, at the pH the product is made at (an
 * alkaline-stabilised silica sol in a near-neutral spray gels; a sodium percarbonate in an acid
 * cleaner gives up its oxygen in the bottle) is said, with the grade or product change it needs.
 */
function namedOutsideTheirPh(
  formulation: GeneratedFormulation,
  request: ParsedRequest,
  said: readonly Notice[],
): Notice[] {
  const shown = (formulation.phLevel ?? "").match(/\d+(?:[.,]\d+)?/g)?.map((x) => Number(x.replace(",", ".")));
  if (!shown?.length) return [];
  const [low, high] = [Math.min(...shown), Math.max(...shown)];
  const out: Notice[] = [];
  for (const named of request.ingredients) {
    const i = named.id ? ingredientById(named.id) : undefined;
    if (!i || !formulation.ingredients.some((row) => row.id === i.id)) continue;
    if ((i.phMin ?? 0) <= high && low <= (i.phMax ?? 14)) continue;
    // An acid or alkali that does the work sets the pH (an AHA's window is its skin-safety floor,
    // not a descaler's), and a preservative's window is the validator's to say.
    if (doesWorkAt(i, "acid") || doesWorkAt(i, "alkali") || i.functions.includes("preservative")) continue;
    // Soap in a laundry or dish liquid at pH 8–9 is partly fatty acid, as it is meant to be there:
    // it regulates the foam beside the synthetic surfactants rather than washing by itself.
    if (SOAP_INCI.test(i.inci.trim()) && low >= 8 && /detergent|laundry|wash/i.test(formulation.productType ?? ""))
      continue;
    if (said.some((n) => n.code === "ph-adjusted" && n.message.includes(i.name))) continue;
    out.push({
      code: "ph-adjusted",
      message: `${i.name} works at pH ${i.phMin ?? 0}–${i.phMax ?? 14}, and this ${formulation.productType ?? "product"} is made at pH ${formulation.phLevel}: at that pH it will not stay stable or do its work. Use a grade made for this pH (ask the supplier), or leave it out.`,
    });
  }
  return out;
}

const FLUORIDE_SHARE: Record<string, number> = {
  "sodium-fluoride": 0.4525,
  "sodium-monofluorophosphate": 0.1319,
  "stannous-fluoride": 0.2425,
};

/**
 * Fluoride is stated in ppm F, as the label must (Annex III: "contains sodium fluoride"), and a
 * rinse above the daily level (about 250 ppm F, 0.05 % NaF) is labelled for weekly use.
 */
function fluorideNotice(formulation: GeneratedFormulation, typeId: string): Notice | undefined {
  const ppm = formulation.ingredients.reduce((sum, row) => {
    const share = FLUORIDE_SHARE[row.id];
    const parsed = share ? parsePercentage(row.percentage) : undefined;
    return parsed?.kind === "value" && share ? sum + parsed.ppm * share : sum;
  }, 0);
  if (ppm <= 0) return undefined;
  const rinse = /mouthwash|rinse/.test(typeId);
  const weekly = rinse && ppm > 260;
  return {
    code: "fluoride",
    message: `Contains ${Math.round(ppm)} ppm fluoride (as F): the label must say so.${weekly ? " That is a weekly-rinse level: label it for weekly use, not daily (a daily rinse carries about 225 ppm, 0.05 % sodium fluoride)." : ""}`,
    citation: "Regulation (EC) 1223/2009, Annex III (fluorine compounds, max 0.15 % as F)",
  };
}

/**
 * A product designed in active matter (shampoo 10–20 %) that a requested level pushed outside its
 * window says so, with the total: the levels are as supplied, the window is active surfactant.
 */
function surfactantLoadNotice(formulation: GeneratedFormulation, template: Archetype): Notice | undefined {
  const window = template.activeMatter;
  const active = formulation.activeSurfactant;
  if (!window || active === undefined || (active >= window[0] - 0.05 && active <= window[1] + 0.05)) return undefined;
  return {
    code: "surfactant-load",
    message: `This formula carries ${active.toFixed(1)} % active surfactant (levels as supplied, each at its grade's active matter); a ${template.productType} usually carries ${window[0]}–${window[1]} %.`,
  };
}

/**
 * Household and industrial products at extreme pH (≤ 2 or ≥ 11.5) are presumed skin-corrosive
 * under CLP (Annex I 3.2.3.1.2) until tested otherwise: the label and the PPE must say so.
 */
/**
 * A hydroxide (or another fully dissociated base or acid) in a water-based formula the model puts
 * between pH 4 and 10 is spent on the acids it neutralises: the mixture holds their salts, not
 * the caustic, so it does not count towards corrosivity.
 */
function neutralisedIn(formulation: GeneratedFormulation, id: string): boolean {
  const chemistry = acidBaseOf(id);
  if (!chemistry || chemistry.pKa.length > 0 || chemistry.strongCharge === 0) return false;
  const ph = modelPhOf(formulation.ingredients);
  if (ph === undefined) return false;
  // A hydroxide in a product below pH 10 went into the acid's salt; a mineral acid above pH 4
  // into the base's.
  return chemistry.strongCharge > 0 ? ph <= 10 : ph >= 4;
}

function corrosionNotice(formulation: GeneratedFormulation, regime: string, professional: boolean): Notice | undefined {
  if (regime === "eu-cosmetics-1223-2009") return undefined;
  // Sold to the public, a corrosive mixture also needs a child-resistant closure and a tactile
  // warning on the pack.
  const consumer = `${
    professional
      ? ""
      : " Sold to the public, it needs a child-resistant closure and a tactile warning of danger on the pack."
  }${
    // A corrosive mist reaches the eyes and airways of whoever sprays it.
    /\bspray/i.test(`${formulation.productType} ${formulation.viscosity}`)
      ? " As a spray it also carries “Do not breathe spray” (P260) and is safest with a foaming trigger, which gives droplets too coarse to breathe in."
      : ""
  }`;
  const ph = Number.parseFloat(formulation.phLevel);
  if (Number.isFinite(ph) && (ph <= 2 || ph >= 11.5)) {
    return {
      code: "hazard",
      message: `At pH ${ph.toFixed(1)} this mixture is presumed skin-corrosive (Skin Corr. 1, H314 “Causes severe skin burns and eye damage”, GHS05, signal word Danger) unless tested otherwise: label it so, and wear chemical-resistant gloves, goggles and an apron when making and using it.${consumer}`,
      citation: "CLP Regulation (EC) 1272/2008, Annex I 3.2.3.1.2; Annex II 3.1 and 3.2",
    };
  }
  // A powder or tablet has no pH of its own: what it holds classifies it. 5 % or more of
  // substances that are themselves skin-corrosive make the mixture corrosive (additivity).
  const corrosive = formulation.ingredients.filter(
    (row) => ingredientById(row.id)?.hazards?.includes("H314") && !neutralisedIn(formulation, row.id),
  );
  const total = corrosive.reduce((sum, row) => {
    const parsed = parsePercentage(row.percentage);
    const share = acidBaseOf(row.id)?.active ?? 1;
    return sum + (parsed.kind === "value" ? (parsed.hundredths / 100) * share : 0);
  }, 0);
  if (total < SKIN_CORROSIVE_PERCENT) return eyeDamageNotice(formulation);
  return {
    code: "hazard",
    message: `${corrosive.map((r) => r.name).join(", ")} ${corrosive.length > 1 ? "make" : "makes"} up ${formatLevel(Math.round(total * 10) / 10)} of this mixture: at 5 % or more of skin-corrosive substances it is classified skin-corrosive (Skin Corr. 1, H314 “Causes severe skin burns and eye damage”, GHS05, signal word Danger). Label it so, and wear chemical-resistant gloves, goggles and an apron when making and using it.${consumer}`,
    citation: "CLP Regulation (EC) 1272/2008, Annex I 3.2.3.3 (additivity); Annex II 3.1 and 3.2",
  };
}

/**
 * 3 % or more of substances that damage eyes (Eye Dam. 1) or burn skin (Skin Corr. 1) make a
 * mixture Eye Dam. 1 (additivity): a dishwasher tablet with 12 % percarbonate is labelled H318.
 * Surfactants are left out of the sum: their classification depends on specific limits and on
 * the supplier's grade, and the hazard is judged on the surfactant load instead.
 */
function eyeDamageNotice(formulation: GeneratedFormulation): Notice | undefined {
  const damaging = formulation.ingredients.filter((row) => {
    const ingredient = ingredientById(row.id);
    return (
      ingredient !== undefined &&
      !ingredient.functions.includes("surfactant") &&
      !neutralisedIn(formulation, row.id) &&
      (ingredient.hazards?.includes("H318") || ingredient.hazards?.includes("H314"))
    );
  });
  const total = damaging.reduce((sum, row) => {
    const parsed = parsePercentage(row.percentage);
    const share = acidBaseOf(row.id)?.active ?? 1;
    return sum + (parsed.kind === "value" ? (parsed.hundredths / 100) * share : 0);
  }, 0);
  if (total < EYE_DAMAGE_PERCENT) return undefined;
  return {
    code: "hazard",
    message: `${damaging.map((r) => r.name).join(", ")} ${damaging.length > 1 ? "make" : "makes"} up ${formatLevel(Math.round(total * 10) / 10)} of this mixture: at 3 % or more of substances that damage eyes it is classified for serious eye damage (Eye Dam. 1, H318 “Causes serious eye damage”, GHS05, signal word Danger). Label it so, with “Keep out of reach of children” and “IF IN EYES: Rinse cautiously with water for several minutes”, and wear goggles when making it.`,
    citation: "CLP Regulation (EC) 1272/2008, Annex I 3.3.3.3 (additivity: Skin Corr. 1 + Eye Dam. 1 ≥ 3 %)",
  };
}

/**
 * Two claims a formula alone cannot carry. "100 % natural" is untrue while anything in it is made
 * by synthesis (ISO 16128 counts natural and naturally derived shares): said with what is not.
 * "Tear-free" is shown by an eye-irritation test of the finished product, never by the formula.
 */
function naturalAndTearFreeNotices(formulation: GeneratedFormulation, request: ParsedRequest, text: string): Notice[] {
  const out: Notice[] = [];
  if (/\b100 ?% natural\b|\ball[- ]natural\b|\bpurely natural\b/i.test(text)) {
    const synthetic = formulation.ingredients.filter((row) => ingredientById(row.id)?.naturallyDerived === false);
    if (synthetic.length)
      out.push({
        code: "misleading-claim",
        message: `“100 % natural” is not claimed: ${listNames(synthetic)} ${synthetic.length > 1 ? "are" : "is"} not of natural origin. Say what share is natural or naturally derived, calculated by ISO 16128, instead.`,
        citation:
          "ISO 16128-1 and -2 (natural and organic indices); Regulation (EU) 655/2013, common criteria for cosmetic claims (truthfulness)",
      });
  }
  if (request.claims.some((c) => c.subject === "tear-free")) {
    out.push({
      code: "claim-measured",
      message: `“Tear-free” must be shown on the finished product by an eye-irritation test (an in-vitro screen such as HET-CAM, then an in-use test under an ophthalmologist): the formula uses mild surfactants (${listNames(formulation.ingredients.filter((i) => /surfactant/i.test(i.function)))}), the kind such products rely on, but cannot promise it by itself.`,
      citation: "Regulation (EU) 655/2013, common criteria for cosmetic claims (evidential support)",
    });
  }
  return out;
}

/**
 * Bergamot and other expressed citrus oils "for a stronger tan" darken skin through their
 * furocoumarins (bergapten), which cause phototoxic burns and patchy pigmentation in the sun.
 * The formula uses furocoumarin-free grades, which do not speed up tanning: said, so the claim is
 * not printed.
 */
function tanningNotice(formulation: GeneratedFormulation, text: string): Notice | undefined {
  if (!/\btan(?:ning|ned)?\b|\bbronz/i.test(text)) return undefined;
  const citrus = formulation.ingredients.find(
    (i) =>
      /bergamot|\blime\b|grapefruit|bitter orange|lemon/i.test(i.name) &&
      /bergapt\w*-free|furocoumarin-free|\bFCF\b/i.test(i.name),
  );
  if (!citrus) return undefined;
  return {
    code: "misleading-claim",
    message: `${citrus.name} is here for its scent: a citrus oil that deepens a tan does it through its furocoumarins (bergapten), which cause phototoxic burns and patchy dark marks in the sun and must stay below 1 mg/kg in sun and bronzing products. This oil is used in a furocoumarin-free grade and does not speed up tanning, so a stronger tan is not claimed; the product gives no sun protection.`,
    citation: "Regulation (EC) 1223/2009, Annex II/358 (furocoumarins); IFRA Standard, citrus oils and furocoumarins",
  };
}

/**
 * "1 L bottle, 30 washes": the number of washes a pack gives is its volume over the dose for a
 * normal load, which the label must state. A pack that gives another number is said, with the
 * dose that number would take, rather than printed as asked.
 */
function washesNotice(formulation: GeneratedFormulation, text: string): Notice | undefined {
  const asked = Number(/\b(\d{1,3})\s*(?:washes|wash loads|loads|washing loads)\b/i.exec(text)?.[1] ?? Number.NaN);
  if (!Number.isFinite(asked) || asked < 2) return undefined;
  const pack = /×\s*([\d,]+)\s*(ml|g)\)/.exec(formulation.batchSize ?? "");
  const dose = /\b(\d+(?:\.\d+)?)\s*(ml|g)\b[^.|]{0,40}\b(?:normal(?:ly)?|standard|average)\b/i.exec(
    formulation.usageInstructions ?? "",
  );
  if (!pack || !dose) return undefined;
  const size = Number((pack[1] ?? "").replace(/,/g, ""));
  const perWash = Number(dose[1]);
  if (!(size > 0 && perWash > 0)) return undefined;
  const gives = Math.floor(size / perWash);
  if (gives === asked) return undefined;
  const needed = Math.floor(size / asked);
  return {
    code: "claim-measured",
    message: `${asked} washes was asked for: at the ${perWash} ${dose[2]} this formula takes for a normal load, a ${size} ${pack[2]} pack gives ${gives}, and the label states that number. ${gives < asked ? `${asked} washes would take a ${needed} ${dose[2]} dose, which only a more concentrated formula cleans with.` : `A ${needed} ${dose[2]} dose would give ${asked}.`}`,
    citation: "Regulation (EC) 648/2004, Annex VII B (number of standard washes on the pack)",
  };
}

/** A figure with an optional range: "1", "2-3", "0,5–1". */
const FIGURE = String.raw`(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?))?`;
/** A use rate's unit, and how many percent one of it is (1 ml/L is 0.1 %). */
const RATE_UNITS: { pattern: string; percent: number }[] = [
  { pattern: "%", percent: 1 },
  { pattern: String.raw`(?:ml|g)\s*(?:\/|per)\s*(?:l|lt|litre|liter)\b`, percent: 0.1 },
  { pattern: String.raw`(?:ml|g)\s*(?:\/|per)\s*10\s*(?:l|litres?|liters?)\b`, percent: 0.01 },
  { pattern: String.raw`(?:ppm\b|mg\s*(?:\/|per)\s*(?:l|lt|litre|liter|kg)\b)`, percent: 0.0001 },
];

type Rate = { low: number; high: number; said: string };

function ratesIn(text: string, before: string): Rate[] {
  const out: Rate[] = [];
  for (const unit of RATE_UNITS) {
    const re = new RegExp(`${before}${FIGURE}\\s*${unit.pattern}`, "gi");
    for (const m of text.matchAll(re)) {
      const low = Number((m[1] ?? "").replace(",", "."));
      const high = m[2] ? Number(m[2].replace(",", ".")) : low;
      if (!(low > 0) || !(high >= low)) continue;
      out.push({ low: low * unit.percent, high: high * unit.percent, said: m[0].slice(m[0].search(/\d/)).trim() });
    }
  }
  return out;
}

/**
 * "Dose 1 % on flour weight", "use at 2–3 ml/L": the rate the customer will use the product at.
 * The formula's levels are set for the rate its usage text states; where the two differ by more
 * than a quarter, the answer says so and by how much every active is off at the rate asked,
 * rather than printing its own rate as though it were the one asked for.
 */
function doseNotice(formulation: GeneratedFormulation, text: string): Notice | undefined {
  const asked = ratesIn(
    text,
    String.raw`\b(?:dose|dosage|dosing|dosis|dosierung|dosering|dosaggio|dosificaci[oó]n|dawka|dosagem|dosed at|use rate|usage rate|application rate|use at|used at|apply at|applied at|inclusion rate|addition rate)\s*(?:of|:|at|about|approx\.?|around|ca\.?)?\s*`,
  )[0];
  if (!asked) return undefined;
  const usage = formulation.usageInstructions ?? "";
  const own = ratesIn(usage, "").filter((r) => r.high < 50)[0];
  if (!own) return undefined;
  // Ranges that only touch at an end ("20–50 ppm" asked of a "50–150 mg/L" product) are apart.
  const factor = (asked.low + asked.high) / (own.low + own.high);
  if (factor >= 0.67 && factor <= 1.5) return undefined;
  const times =
    factor >= 1
      ? `${factor.toFixed(1).replace(/\.0$/, "")} times the amount`
      : `${Math.round(factor * 100)} % of the amount`;
  return {
    code: "claim-measured",
    message: `This formula is made to be used at ${own.said}, as its directions say, not at the ${asked.said} asked: used at ${asked.said}, every ingredient is dosed at ${times} it is set for${factor > 1 ? ", which over-treats" : ", which under-treats"}. Use it at ${own.said}, or scale its actives by the same factor for a product used at ${asked.said}.`,
  };
}

/** Words of a "for …" phrase that say nothing of the use: audiences, markets, packs, buyers. */
const USE_FILLER =
  /^(?:the|a|an|and|or|of|our|my|your|home|use|used|sale|selling|retail|professional|professionals|salon|salons|kids?|children|men|women|adults?|babies|baby|daily|everyday|all|any|every|small|large|batch|batches|market|shops?|eu|uk|us|use|up|to|in|on|with|made|making|type|types|skin|hair)$/;

/**
 * "A preservative blend for soft drinks" answered by a template made for jams: when both the
 * request and the template say what the product is for, and they share no word, the answer says
 * which product this is and that the use asked has not been formulated for, instead of handing
 * over the jam preservative as though it were the drinks one.
 */
function otherUseNotice(template: Archetype, text: string): Notice | undefined {
  const own = /\bfor ([^,;()]+)/i.exec(template.productType)?.[1];
  const asked = /\bfor ((?:[\p{L}-]+\s*){1,3})/iu.exec(text.split(/[.:;\n]/)[0] ?? "")?.[1];
  if (!own || !asked) return undefined;
  const words = (phrase: string) =>
    phrase
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2 && !USE_FILLER.test(w))
      .map((w) => w.replace(/(?:es|s)$/, ""));
  const wanted = words(asked);
  const made = words(`${own} ${template.name} ${template.purpose}`);
  if (!wanted.length || wanted.some((w) => made.some((m) => m.startsWith(w) || w.startsWith(m)))) return undefined;
  return {
    code: "format",
    message: `A product for ${asked.trim()} is not in the library yet: this is our ${template.productType}. Its levels, directions and label are for that use; check them against the rules for ${asked.trim()} before you use it there.`,
  };
}

/**
 * "Best oil repellency" from a fluorine-free finish: silicone, wax and hydrocarbon repellents
 * keep water out but not oil, which only fluorochemistry repels. Said, rather than left unanswered.
 */
function oilRepellencyNotice(formulation: GeneratedFormulation, text: string): Notice | undefined {
  if (!/\boil[- ]?(?:repellen\w*|resistan\w*|proof)\b/i.test(text)) return undefined;
  if (formulation.ingredients.some((i) => /fluoro|perfluoro|\bc6\b/i.test(`${i.name} ${i.inci}`))) return undefined;
  if (!formulation.ingredients.some((i) => /repellen/i.test(i.function))) return undefined;
  return {
    code: "claim-measured",
    message:
      "Oil repellency is not given: this fluorine-free finish repels water but not oil, which only fluorochemistry (now restricted as PFAS) repels. Claim water repellency only, and show it with the spray test.",
    citation:
      "ISO 4920 (spray test); ISO 14419 (oil repellency); Regulation (EU) 2019/1021 (PFOA) and REACH Annex XVII (PFHxA)",
  };
}

/** "Must survive 20 washes", "durable to 10 launderings": a durability the product has to be tested for. */
const DURABLE =
  /\b(?:survives?|surviving|withstands?|lasts?|lasting|durable (?:to|for)|resists?|holds? up (?:to|for))\s+(?:up to\s+|at least\s+|min(?:imum)?\.?\s+)?(\d{1,3})\s*(?:home\s+|domestic\s+|industrial\s+)?(?:washes|washings|launderings|wash cycles|washing cycles|shampoos|shampooings)\b/i;

/**
 * A wash-durability promise is met by the finish's chemistry (cross-linking, full cure) and shown
 * by washing treated fabric or hair swatches that many times and rating them again: the answer
 * says how, instead of leaving the figure unanswered.
 */
function durabilityNotice(template: Archetype, text: string): Notice | undefined {
  const m = DURABLE.exec(text);
  if (!m) return undefined;
  const textile = template.categories.some((c) => /textile|leather|shoe/.test(c));
  return {
    code: "claim-measured",
    message: textile
      ? `“${m[0]}” depends on the cure as much as the recipe: the cross-linker only fixes the finish when the fabric reaches the full curing temperature for the full time. Show it by washing treated fabric ${m[1]} times (ISO 6330) and rating it again (spray rating, ISO 4920) before you claim it; fluorine-free repellents usually lose a grade or two over that many washes, so state the rating kept.`
      : `“${m[0]}” is a durability claim shown by a test: wash treated swatches ${m[1]} times and measure again before it goes on the label.`,
    citation: textile
      ? "ISO 6330 (domestic washing procedures for textile testing); ISO 4920 (spray test)"
      : "Regulation (EU) 655/2013, common criteria for cosmetic claims (evidential support)",
  };
}

const WATERPROOF = /\b(?:waterproof|water[- ]?proof|water[- ]resistant|sweat[- ]?proof|smudge[- ]?proof)\b/i;

/**
 * "Waterproof mascara" from a template that is not made so (an O/W mascara washes off with
 * water): the claim is said to be unmet rather than printed, with what a waterproof one takes.
 */
function waterproofNotice(template: Archetype, text: string): Notice | undefined {
  const said = WATERPROOF.exec(text)?.[0];
  if (!said) return undefined;
  // The product's own name ("waterproofing spray") or a template made for it.
  if (/waterproof(?:ing|er)\b/i.test(text) && !/\bwaterproof\b/i.test(text.replace(/waterproof(?:ing|er)\b/gi, "")))
    return undefined;
  const own = [template.name, template.productType, template.purpose, ...template.properties, template.usage].join(" ");
  if (/waterproof|water[- ]resistant|water[- ]repellent|sweat[- ]?proof|rain[- ]?proof/i.test(own)) return undefined;
  return {
    code: "claim-measured",
    message: `“${said}” cannot be claimed for this ${template.productType}: it is not made water-resistant and comes off with water. A waterproof version is a different formula (water-free, with film formers water does not dissolve), not in our library yet, and the claim is then shown by a test on the finished product.`,
    citation: "Regulation (EU) 655/2013, common criteria for cosmetic claims (evidential support)",
  };
}

/**
 * Eye-damaging surfactants (LAS, alcohol ethoxylates) at 3 % active or more make a detergent
 * Eye Dam. 1 by CLP's generic limit. Their makers give specific limits that often lower this to
 * Eye Irrit. 2, and a mixture may be tested in vitro: the notice says which applies and what
 * settles it, rather than staying silent or over-claiming either way.
 */
function surfactantEyeNotice(
  formulation: GeneratedFormulation,
  regime: string,
  said: readonly Notice[],
): Notice | undefined {
  if (regime === "eu-cosmetics-1223-2009") return undefined;
  if (said.some((n) => /\bH31[48]\b/.test(n.message))) return undefined;
  const damaging = formulation.ingredients.flatMap((row) => {
    const ingredient = ingredientById(row.id);
    const parsed = parsePercentage(row.percentage);
    if (!ingredient?.functions.includes("surfactant") || !ingredient.hazards?.includes("H318")) return [];
    if (parsed.kind !== "value") return [];
    return [{ name: row.name, active: activeHundredths(ingredient, parsed.hundredths) / 100 }];
  });
  const total = damaging.reduce((sum, r) => sum + r.active, 0);
  if (total < EYE_DAMAGE_PERCENT) return undefined;
  return {
    code: "hazard",
    message: `${damaging.map((r) => r.name).join(", ")} give${damaging.length > 1 ? "" : "s"} ${formatLevel(Math.round(total * 10) / 10)} of eye-damaging surfactant (as active matter): by CLP's generic limit of 3 % this mixture is classified for serious eye damage (Eye Dam. 1, H318, GHS05, Danger). The specific limits in your surfactant suppliers' safety data sheets, or an in-vitro eye test of the finished product (OECD 437 or 492), may lower it to eye irritation (Eye Irrit. 2, H319, Warning): classify it from those before labelling, and keep “IF IN EYES: Rinse cautiously with water for several minutes” on the label either way.`,
    citation: "CLP Regulation (EC) 1272/2008, Annex I 3.3.3.3 (additivity) and Art. 10 (specific concentration limits)",
  };
}

/** Converted acute oral toxicity estimates (mg/kg) of each hazard category, for additivity. */
const ORAL_ATE: Record<string, number> = { H300: 5, H301: 100, H302: 500 };

/**
 * What the raw materials' health hazards make of the mixture (non-cosmetics, which are labelled
 * under their own regulation): acute oral toxicity by the additivity formula on the converted
 * estimates of each category, and repeated-exposure organ damage by the generic limits (a
 * kitchen spray that is a third ethylene glycol is harmful if swallowed and damages kidneys).
 */
function healthHazardNotices(formulation: GeneratedFormulation, regime: string): Notice[] {
  if (regime === "eu-cosmetics-1223-2009") return [];
  const rows = formulation.ingredients.flatMap((row) => {
    const ingredient = ingredientById(row.id);
    const parsed = parsePercentage(row.percentage);
    return ingredient && parsed.kind === "value" ? [{ ingredient, percent: parsed.hundredths / 100 }] : [];
  });
  const out: Notice[] = [];
  // Surfactants are left out: their measured estimates lie well above the converted 500 mg/kg of
  // their category, and a detergent's load would be over-classified by it.
  const toxic = rows.flatMap((r) => {
    if (r.ingredient.functions.includes("surfactant")) return [];
    const code = (r.ingredient.hazards ?? []).find((h) => ORAL_ATE[h] !== undefined);
    return code ? [{ ...r, ate: ORAL_ATE[code] as number }] : [];
  });
  const sum = toxic.reduce((s, r) => s + r.percent / r.ate, 0);
  const ate = sum > 0 ? 100 / sum : Number.POSITIVE_INFINITY;
  const acute =
    ate <= 50
      ? {
          code: "H300",
          text: "Fatal if swallowed",
          category: ate <= 5 ? "Acute Tox. 1" : "Acute Tox. 2",
          signal: "Danger",
        }
      : ate <= 300
        ? { code: "H301", text: "Toxic if swallowed", category: "Acute Tox. 3", signal: "Danger" }
        : ate <= 2000
          ? { code: "H302", text: "Harmful if swallowed", category: "Acute Tox. 4", signal: "Warning" }
          : undefined;
  if (acute) {
    const names = toxic.filter((r) => r.percent / r.ate >= sum * 0.1).map((r) => r.ingredient.name);
    out.push({
      code: "hazard",
      message: `${names.join(", ")} ${names.length > 1 ? "make" : "makes"} this mixture ${acute.text.toLowerCase()}: by the additivity formula its oral toxicity estimate is about ${Math.round(ate)} mg/kg, which classifies it ${acute.category} (${acute.code} “${acute.text}”, signal word ${acute.signal}). Label it so, with “Keep out of reach of children”, and use a child-resistant closure where the law asks for one.`,
      citation:
        "CLP Regulation (EC) 1272/2008, Annex I 3.1.3.6 (additivity formula) and Table 3.1.2 (converted estimates)",
    });
  }
  const organ = rows.filter(
    (r) =>
      (r.ingredient.hazards?.includes("H372") && r.percent >= 1) ||
      (r.ingredient.hazards?.includes("H373") && r.percent >= 10),
  );
  if (organ.length) {
    const severe = organ.some((r) => r.ingredient.hazards?.includes("H372") && r.percent >= 10);
    out.push({
      code: "hazard",
      message: `${organ.map((r) => `${r.ingredient.name} (${formatLevel(r.percent)})`).join(", ")} ${organ.length > 1 ? "are" : "is"} above the generic limit for organ damage through prolonged or repeated exposure: the mixture is ${severe ? "STOT RE 1 (H372 “Causes damage to organs through prolonged or repeated exposure”, signal word Danger)" : "STOT RE 2 (H373 “May cause damage to organs through prolonged or repeated exposure”, signal word Warning)"}. Label it so, or use less of it or a less harmful solvent.`,
      citation: "CLP Regulation (EC) 1272/2008, Annex I Table 3.9.4 (generic concentration limits)",
    });
  }
  return out;
}

/**
 * A mixture made mostly of highly flammable solvents (isopropanol, acetone, ethyl acetate) is a
 * flammable liquid: its flash point, measured, sets the category, and the label says it. Cosmetics
 * are labelled under their own regulation.
 */
/** The highly flammable solvents (H225) a formula holds, and their share in %. */
function flammableSolvents(formulation: GeneratedFormulation) {
  const solvents = formulation.ingredients.filter((row) => ingredientById(row.id)?.hazards?.includes("H225"));
  const total = solvents.reduce((sum, row) => {
    const parsed = parsePercentage(row.percentage);
    return sum + (parsed.kind === "value" ? parsed.hundredths / 100 : 0);
  }, 0);
  return { solvents, total };
}

/**
 * "Non-flammable" or "no fumes" on a product that is mostly a flammable solvent (an acetone nail
 * polish remover): whatever law governs its label, the claim is untrue, so it is refused.
 */
function flammableClaimNotice(formulation: GeneratedFormulation, text: string): Notice | undefined {
  const claims = [
    ...new Set(
      [
        ...text.matchAll(
          /\b(?:non[- ]?flammable|not flammable|won'?t (?:burn|catch fire)|no fumes|fume[- ]free|without fumes|no vapou?rs?|vapou?r[- ]free)\b/gi,
        ),
      ].map((m) => m[0].toLowerCase()),
    ),
  ];
  if (!claims.length) return undefined;
  const { solvents, total } = flammableSolvents(formulation);
  if (total < FLAMMABLE_IN_WATER_PERCENT) return undefined;
  return {
    code: "misleading-claim",
    message: `${claims.map((c) => `“${c}”`).join(" and ")} ${claims.length > 1 ? "are" : "is"} not claimed: ${formatLevel(Math.round(total * 10) / 10)} of this product is ${listNames(solvents)}, ${solvents.length > 1 ? "highly flammable solvents whose vapour rises" : "a highly flammable solvent whose vapour rises"} from the open bottle and catches fire from a flame or spark. Its label warns of that instead.`,
    citation:
      "Directive 2005/29/EC on unfair commercial practices, Article 6; Regulation (EU) 655/2013 (truthfulness); CLP Regulation (EC) 1272/2008, Art. 25(4)",
  };
}

function flammabilityNotice(formulation: GeneratedFormulation, regime: string): Notice | undefined {
  if (regime === "eu-cosmetics-1223-2009") return undefined;
  const { solvents, total } = flammableSolvents(formulation);
  if (total < FLAMMABLE_IN_WATER_PERCENT) return undefined;
  const share = `${formatLevel(Math.round(total * 10) / 10)} of this mixture is highly flammable solvent (${solvents.map((r) => r.name).join(", ")})`;
  const handling =
    "Measure the flash point to classify it, label it so, and make, fill and store it away from ignition sources with earthed equipment.";
  return {
    code: "hazard",
    message:
      total >= FLAMMABLE_SOLVENT_PERCENT
        ? `${share}: expect a flash point below 23 °C, which makes it a highly flammable liquid (Flam. Liq. 2, H225 “Highly flammable liquid and vapour”, GHS02, signal word Danger). ${handling}`
        : `${share}: even in water that much gives a flash point below 60 °C (about 27 °C for a third of ethanol), which makes it a flammable liquid (Flam. Liq. 3, H226 “Flammable liquid and vapour”, GHS02, signal word Warning) unless a flash point above 35 °C and a sustained-combustibility test show otherwise. ${handling}`,
    citation: "CLP Regulation (EC) 1272/2008, Annex I 2.6 (flammable liquids) and 2.6.4.5 (sustained combustibility)",
  };
}

/**
 * An aerosol with a flammable propellant (propane, butane, dimethyl ether) is classified and
 * labelled as a flammable aerosol whatever the product is; cosmetics included, by the aerosol
 * dispensers rules. Category 1 or 2 is settled by the ignition tests of the filled can.
 */
function aerosolNotice(formulation: GeneratedFormulation): Notice | undefined {
  const gases = formulation.ingredients.filter((row) => {
    const i = ingredientById(row.id);
    return i?.functions.includes("propellant") && i.hazards?.some((h) => h === "H220" || h === "H221");
  });
  if (!gases.length) return undefined;
  const total = gases.reduce((sum, row) => {
    const parsed = parsePercentage(row.percentage);
    return sum + (parsed.kind === "value" ? parsed.hundredths / 100 : 0);
  }, 0);
  return {
    code: "hazard",
    message: `${formatLevel(Math.round(total * 10) / 10)} of the fill is flammable propellant (${gases.map((r) => r.name).join(", ")}): the can is a flammable aerosol, Aerosol 1 (H222 “Extremely flammable aerosol”, H229 “Pressurised container: may burst if heated”, GHS02, Danger) unless the ignition-distance and enclosed-space tests place it in Aerosol 2 (H223, H229, Warning). Label it with P210 (keep away from heat and flames), P211 (do not spray on an open flame), P251 (do not pierce or burn) and P410 + P412 (protect from sunlight, do not expose to above 50 °C).`,
    citation:
      "CLP Regulation (EC) 1272/2008, Annex I 2.3 (aerosols); Directive 75/324/EEC, Annex point 2.2 (labelling of aerosol dispensers)",
  };
}

/** "about 25 % total surfactant", "15% surfactants (LAS + AEO7)": the active surfactant asked for. */
function surfactantTotal(text: string): number | undefined {
  const m =
    /(\d+(?:[.,]\d+)?)\s*%\s*(?:of\s+)?(?:total\s+)?(?:active\s+)?(?:surfactants?|tensides?|detergent actives?|active matter)\b/i.exec(
      text,
    ) ??
    /\b(?:total\s+)?(?:surfactants?|tensides?|active matter|active content|actives)\s*(?:content\s*)?(?:of\s*|about\.?\s*|approx\.?\s*|ca\.?\s*|:\s*|=\s*)?(\d+(?:[.,]\d+)?)\s*%/i.exec(
      text,
    ) ??
    // "~8 % active total", "8 % actives in total"
    /(\d+(?:[.,]\d+)?)\s*%\s*(?:active|actives)\s+(?:in\s+)?total\b/i.exec(text);
  const value = m ? Number((m[1] ?? "").replace(",", ".")) : Number.NaN;
  return Number.isFinite(value) && value > 0 && value <= 60 ? value : undefined;
}

/**
 * The material a request makes the rest of the formula: "rest caprylic/capric triglyceride",
 * "balance water", "MCT to 100 %", "glycerin q.s.", "MCT (rest)", "sweet almond balance". It must be a material the
 * request named by those words.
 */
function restNamed(text: string, request: ParsedRequest): string | undefined {
  const segments = [
    ...[
      ...text.matchAll(
        /\b(?:rest|remainder|balance|top(?:ped)? up with|made up with|make up with)\b\s*(?:is\s+|of\s+|with\s+|=\s*|:\s*)?([^,.;()]+)/gi,
      ),
    ].map((m) => m[1] ?? ""),
    ...[
      ...text.matchAll(
        /([^,.;()]+?)\s*\(?\s*(?:q\.?\s?s\.?(?:\s?p\.?)?|ad 100\s?%?|to 100\s?%?|\(rest\)|\(balance\)|(?<=\s)(?:balance|rest|remainder))\s*\)?(?=[\s,.;]|$)/gi,
      ),
    ].map((m) => m[1] ?? ""),
  ];
  // "Aloe vera base": a material named just before "base" is the base, when it can be one.
  const bases = [...text.matchAll(/([^,.;()]+?)\s+base(?=[\s,.;]|$)/gi)].map((m) => (m[1] ?? "").toLowerCase().trim());
  for (const before of bases) {
    const named = request.ingredients.find((n) => n.id && n.matched && before.endsWith(n.matched.toLowerCase()));
    const material = named?.id ? ingredientById(named.id) : undefined;
    if (!named?.id || !material || material.maxUse < REST_LEAST_USE) continue;
    if (material.functions.some((f) => f === "fragrance" || f === "essential-oil")) continue;
    return named.id;
  }
  for (const segment of segments) {
    const lower = segment.toLowerCase();
    // "rest cedarwood + orange EO at max 2 %": materials given their own level are not the rest.
    if (/\d\s*%/.test(lower)) continue;
    const named = request.ingredients.find((n) => n.id && n.matched && lower.includes(n.matched.toLowerCase()));
    const material = named?.id ? ingredientById(named.id) : undefined;
    // The rest is a base material: an essential oil or fragrance, or anything used only at a few
    // percent, cannot make up a whole remainder.
    if (!named?.id || !material) continue;
    if (material.functions.some((f) => f === "fragrance" || f === "essential-oil") || material.maxUse < REST_LEAST_USE)
      continue;
    return named.id;
  }
  return undefined;
}

/** The least a material's highest use level may be for it to make up the rest of a formula. */
const REST_LEAST_USE = 15;

/** Kinds of ingredient a request may give one total for, and the slot roles that are of that kind. */
const CLASS_WORDS: { words: string; kind: string; role: RegExp }[] = [
  {
    words: "(?:light\\s+)?emollients?|oils? phase|oil content|oils",
    kind: "emollient",
    role: /emollient|carrier oil|\\boils?\\b/i,
  },
  {
    words: "hold polymers?|fixatives?|film[- ]?formers?|styling polymers?",
    kind: "hold polymer",
    role: /fixative|hold|film.?former|styling polymer/i,
  },
  { words: "humectants?", kind: "humectant", role: /humectant/i },
  { words: "enzymes?|enzyme blend", kind: "enzymes", role: /enzyme(?!.?stabil)/i },
  // "20 % fragrance oil load": the perfume, with any essential-oil accord the template adds to it.
  {
    words: "fragrance(?: oil)?(?: load)?|perfume(?: oil)?|parfum",
    kind: "fragrance",
    role: /fragrance|perfume|essential.?oil (?:accord|blend)/i,
  },
  { words: "thickeners?", kind: "thickener", role: /thickener|gelling/i },
];

const LEVEL = "(\\d+(?:[.,]\\d+)?)(?:\\s*[-–]\\s*(\\d+(?:[.,]\\d+)?))?\\s*%";
const AT_MOST = "max(?:imum)?\\.?|up to|at most|no more than|not more than|below|under|less than|≤|<=|<";

/**
 * "Light emollient max 5 %", "max 5 % oils", "about 3–4 % hold polymer", "humectants 8 %":
 * one total for a kind of ingredient. A bound ("max", "up to") is a ceiling; a range is a
 * window; a single level is the total.
 */
function classLevelsAsked(text: string): ClassLevel[] {
  const out: ClassLevel[] = [];
  const num = (x: string | undefined) => (x === undefined ? undefined : Number(x.replace(",", ".")));
  for (const c of CLASS_WORDS) {
    const after = new RegExp(
      `\\b(?:${c.words})\\b\\s*(?:content\\s*|total\\s*|:\\s*|=\\s*)?(${AT_MOST})?\\s*(?:about|approx\\.?|ca\\.?|~)?\\s*${LEVEL}`,
      "i",
    );
    const before = new RegExp(
      `(${AT_MOST})?\\s*(?:about|approx\\.?|ca\\.?|~)?\\s*${LEVEL}\\s*(?:of\\s+)?(?:total\\s+)?(?:${c.words})\\b`,
      "i",
    );
    const m = after.exec(text) ?? before.exec(text);
    if (!m) continue;
    const [low, high] = [num(m[2]), num(m[3])];
    if (low === undefined || !(low > 0) || low > 90) continue;
    const bound = Boolean(m[1]);
    out.push(
      high !== undefined
        ? { kind: c.kind, role: c.role, min: low, max: high }
        : bound
          ? { kind: c.kind, role: c.role, max: low }
          : { kind: c.kind, role: c.role, min: low, max: low },
    );
  }
  return out;
}

/** A total asked for a kind of ingredient that the formula does not reach is said, with what it holds. */
function classLevelNotices(
  formulation: GeneratedFormulation,
  levels: readonly ClassLevel[],
  overfull = false,
): Notice[] {
  const out: Notice[] = [];
  for (const level of levels) {
    const rows = formulation.ingredients.filter((i) => level.role.test(i.function));
    if (!rows.length) continue;
    const total = rows.reduce((sum, i) => {
      const parsed = parsePercentage(i.percentage);
      return sum + (parsed.kind === "value" ? parsed.hundredths / 100 : 0);
    }, 0);
    const low = level.min ?? 0;
    const high = level.max ?? Number.POSITIVE_INFINITY;
    if (total >= low - 0.05 && total <= high + 0.05) continue;
    const asked =
      level.min !== undefined && level.max !== undefined && level.min !== level.max
        ? `${formatLevel(level.min)}–${formatLevel(level.max)}`
        : level.max !== undefined && level.min === undefined
          ? `at most ${formatLevel(level.max)}`
          : formatLevel(level.min ?? 0);
    out.push({
      code: "claim-measured",
      message: `${capitalise(level.kind)} at ${asked} ${level.kind.endsWith("s") ? "were" : "was"} asked for; this formula holds ${formatLevel(Math.round(total * 100) / 100)} (${rows.map((r) => r.name).join(", ")}): ${total < low ? (overfull ? "the amounts asked add up to more than the whole formula, so they were scaled down together" : "that is the most their use levels allow") : "the amounts asked for them by name already come to that"}.`,
    });
  }
  return out;
}

/** Percentages a request lists as amounts (not maxima, strengths of a grade, ranges' tops or active matter). */
const AMOUNT =
  /(?<![\d.,])(?<!(?:max(?:imum)?\.?|up to|under|below|less than|at most|no more than|we have|we use|we buy|grade|[<≤])\s*)(\d{1,3}(?:[.,]\d+)?)\s*%(?!\s*(?:[-–]|active|solution|strength|w\/v|available|aqueous|in\b|conc|of\b|more|less|fewer|faster|slower|reduction|off\b|humidity|rh\b|grade|pure|purity))/gi;

/**
 * Amounts that add up to more than the whole ("LAS 25 %, SLES 15 % … water 30 %" = 135 %)
 * cannot all be kept: the answer says so before the levels it changed.
 */
function amountsOverTheWhole(
  text: string,
  formulation: GeneratedFormulation,
  request: ParsedRequest,
): Notice | undefined {
  // "pH 5.5", "SPF 30" and ranges are no amounts; only the amounts listed with % count.
  let sum = 0;
  for (const m of text.matchAll(AMOUNT)) {
    const value = Number((m[1] ?? "").replace(",", "."));
    // "100 % natural", "100% pure": a claim about the whole, not an amount beside the others.
    if (value < 100) sum += value;
  }
  if (sum <= 100.5) return undefined;
  const level = (id: string) => {
    const row = formulation.ingredients.find((i) => i.id === id);
    const parsed = row ? parsePercentage(row.percentage) : undefined;
    return parsed?.kind === "value" ? parsed.hundredths / 100 : undefined;
  };
  const asked = request.ingredients.filter((n) => n.id && n.level?.unit === "%");
  const changed = asked.flatMap((n) => {
    const has = level(n.id as string);
    const want = n.level?.percent ?? 0;
    if (has === undefined) return [`${n.name} (${formatLevel(want)} asked) is not used`];
    return Math.abs(has - want) > 0.005 ? [`${n.name} ${formatLevel(want)} → ${formatLevel(has)}`] : [];
  });
  // A recipe asked to be kept as it is says what was put beside it, too.
  const ids = new Set(asked.map((n) => n.id));
  const added = /\bexact|\bas (?:it is|written|listed)|\bour (?:recipe|formula)\b|\bthese amounts\b/i.test(text)
    ? formulation.ingredients.filter((i) => !ids.has(i.id)).map((i) => `${i.name} ${i.percentage.replace("%", " %")}`)
    : [];
  return {
    code: "capped",
    message: `The amounts in the request add up to ${formatLevel(Math.round(sum * 10) / 10)}, more than the whole formula: they cannot all be kept.${changed.length ? ` Changed: ${changed.join("; ")}.` : ""}${added.length ? ` Added beside what was listed: ${added.join("; ")}.` : ""}`,
  };
}

/**
 * A recipe listed with amounts that leave part of the whole open ("BTMS 30 %, cetearyl alcohol
 * 25 %, cocoa butter 10 % …", 69 %) gets the rest from the product's own recipe. In a water-based
 * product water is the rest a reader expects; in any other, what fills the gap is said, so the
 * butters and oils nobody listed do not appear unannounced.
 */
function restFromTheRecipe(
  formulation: GeneratedFormulation,
  request: ParsedRequest,
  template: Archetype,
  rest: string | undefined,
): Notice | undefined {
  const asked = request.ingredients.filter((n) => n.id && n.level?.unit === "%");
  const ids = new Set(asked.map((n) => n.id));
  const sum = asked.reduce((total, n) => total + (n.level?.percent ?? 0), 0);
  // "Rosin 12 %, adipic acid 2 %, succinic acid 1 %, balance isopropanol": a whole recipe. What
  // the template puts beside it is said, since the rest was to be only the material named.
  if (rest !== undefined) {
    if (asked.length < 2) return undefined;
    const extra = formulation.ingredients.filter((i) => !ids.has(i.id) && i.id !== rest && i.id !== "water");
    const big = extra.filter((i) => {
      const parsed = parsePercentage(i.percentage);
      return parsed.kind === "value" && parsed.hundredths >= 100;
    });
    if (!big.length) return undefined;
    return {
      code: "ingredient-added",
      message: `Beside what the request lists, this ${template.productType} keeps from its own recipe ${big.map((i) => `${i.name} ${i.percentage.replace("%", " %")}`).join(", ")}${extra.length > big.length ? ", and less than 1 % each of its other ingredients" : ""}; the rest is ${ingredientById(rest)?.name ?? rest} as asked. Ask for ${big.length > 1 ? "them" : "it"} to be left out by name if the recipe is to hold only what was listed.`,
    };
  }
  if (template.balance.id === "water") return undefined;
  if (asked.length < 3) return undefined;
  if (sum < 40 || sum > 97) return undefined;
  const others = formulation.ingredients.filter(
    (i) => !ids.has(i.id) && parsePercentage(i.percentage).kind === "value",
  );
  const listed = others
    .filter((i) => {
      const parsed = parsePercentage(i.percentage);
      return parsed.kind === "value" && parsed.hundredths >= 100;
    })
    .map((i) => `${i.name} ${i.percentage.replace("%", " %")}`);
  if (!listed.length) return undefined;
  return {
    code: "ingredient-added",
    message: `The amounts in the request come to ${formatLevel(Math.round(sum * 10) / 10)}; the rest of this ${template.productType} is made up from its own recipe: ${listed.join(", ")}${listed.length < others.length ? ", and less than 1 % each of its other ingredients" : ""}. Name the material that should make up the rest (for example “rest ${(asked.at(-1)?.name ?? "…").replace(/\s*\(.*$/, "").toLowerCase()}”) to change that.`,
  };
}

/**
 * The product's base named at a level ("jojoba 20 %" in a beard balm made up with jojoba) still
 * makes up whatever the other amounts leave open: the level it ends at is said.
 */
/**
 * A cap said before the formula was balanced ("used at 0.6 %, the most Annex V allows") is said
 * as made: when balancing took the ingredient lower, a level nobody asked for needs no word, and
 * a level asked for is said at the amount the formula holds.
 */
function cappedAsMade(notices: readonly Notice[], formulation: GeneratedFormulation): Notice[] {
  return notices.flatMap((n) => {
    if (n.code !== "capped") return [n];
    const m = /^(.+?)(?: at [\d.,]+ ?%.*?;)? (?:it )?is used at ([\d.,]+) ?%/.exec(n.message);
    const row = m ? formulation.ingredients.find((i) => i.name === m[1]) : undefined;
    const parsed = row ? parsePercentage(row.percentage) : undefined;
    if (!m || !row || parsed?.kind !== "value") return [n];
    const said = Number((m[2] ?? "").replace(",", "."));
    const has = parsed.hundredths / 100;
    if (!(has < said - 0.005)) return [n];
    if (/, the most Annex/.test(n.message)) return [];
    return [{ ...n, message: n.message.replace(`used at ${m[2]}`, `used at ${row.percentage.replace("%", "")}`) }];
  });
}

/** "Strong fragrance", "long-lasting scent": a perfume level asked in words. */
const STRONG_SCENT = /\b(?:strong|intense|heavy|rich|long[- ]lasting)\s+(?:fragrance|scent|perfume|smell)\b/i;

/** "Low foam", "for HE front loaders": a machine wash that must not over-suds. */
const LOW_FOAM =
  /\blow[- ]?(?:foam(?:ing)?|suds(?:ing)?)\b|\bhe\b(?:\s+(?:machines?|washers?|front[- ]?loaders?))|\bhigh[- ]efficiency\b|\bfront[- ]?loaders?\b/i;

/**
 * A laundry or machine detergent asked to be low-foaming gets its foam control: a silicone
 * antifoam at a few tenths of a percent, unless the template already holds a defoamer.
 */
function foamControl(template: Archetype, excluded: ReadonlySet<string>, text: string): RequiredIngredient[] {
  if (!LOW_FOAM.test(text) || template.balance.id !== "water") return [];
  if (!/laundry|machine|dishwasher|washer/i.test(`${template.productType} ${template.name}`)) return [];
  const own = template.slots.some((s) => s.candidates.some((id) => ingredientById(id)?.functions.includes("defoamer")));
  const antifoam = ingredientById("silicone-antifoam-emulsion");
  if (own || !antifoam || excluded.has(antifoam.id)) return [];
  return [
    {
      ingredient: antifoam,
      hundredths: 30,
      role: "Foam control",
      reason: "keeps the wash low-foaming as asked, so a high-efficiency front loader does not over-suds",
      exact: false,
    },
  ];
}

/** The level the request gives the template's own base ("jojoba 60 %"), when it names no other rest. */
function baseLevel(request: ParsedRequest, template: Archetype, rest: string | undefined): { balanceLevel?: number } {
  if (rest !== undefined && rest !== template.balance.id) return {};
  const named = request.ingredients.find(
    (n) => n.id === template.balance.id && n.level?.unit === "%" && n.level.qualifier !== "max",
  );
  return named?.level ? { balanceLevel: named.level.percent } : {};
}

function baseAtAnotherLevel(
  formulation: GeneratedFormulation,
  request: ParsedRequest,
  template: Archetype,
): Notice | undefined {
  const base = ingredientById(template.balance.id);
  const named = request.ingredients.find((n) => {
    const i = n.id ? ingredientById(n.id) : undefined;
    const isBase = n.id === template.balance.id || (i !== undefined && base !== undefined && sameSubstance(i, base));
    return isBase && n.level?.unit === "%" && n.level.qualifier !== "max";
  });
  const row = named ? formulation.ingredients.find((i) => i.id === template.balance.id) : undefined;
  const parsed = row ? parsePercentage(row.percentage) : undefined;
  if (!named?.level || !row || parsed?.kind !== "value") return undefined;
  const want = named.level.percent;
  const has = parsed.hundredths / 100;
  if (Math.abs(has - want) <= Math.max(0.5, want * 0.05)) return undefined;
  return {
    code: "capped",
    message: `${row.name} is used at ${row.percentage.replace("%", " %")} instead of ${formatLevel(want)}: it is this ${template.productType}'s base, which makes up the rest once the other amounts are weighed. Name the material that should make up the rest (“rest …”) to keep ${row.name} at ${formatLevel(want)}.`,
  };
}

/** "preservative", "preserved with …", "needs a preservative" — and not "preservative-free", "no preservative". */
const PRESERVATIVE_ASKED = /\b(?:preservatives?|preserved|preserve it|preserve with)\b(?!\s*-?\s*free)/i;
const PRESERVATIVE_REFUSED =
  /\b(?:no|without|free of|free from|un)[- ]?preserv|\bpreservative[- ]?free\b|\bself[- ]?preserving\b/i;

/**
 * A preservative asked for that the formula does without is said, with why it needs none (a pH
 * or a solvent share microbes do not grow at) or that one should be added after a challenge test.
 */
function preservativeAsked(
  formulation: GeneratedFormulation,
  text: string,
  said: readonly Notice[],
): Notice | undefined {
  if (!PRESERVATIVE_ASKED.test(text) || PRESERVATIVE_REFUSED.test(text)) return undefined;
  if (formulation.ingredients.some((i) => ingredientById(i.id)?.functions.includes("preservative"))) return undefined;
  if (said.some((n) => /preserv/i.test(n.message))) return undefined;
  const ph = (formulation.phLevel ?? "").match(/\d+(?:[.,]\d+)?/g)?.map((x) => Number(x.replace(",", ".")));
  const water = formulation.ingredients.some((i) => i.id === "water");
  const hostile = !water
    ? "it holds no free water, which microbes need to grow"
    : ph?.length && Math.max(...ph) <= 3.5
      ? `at pH ${formulation.phLevel} microbes do not grow in it`
      : ph?.length && Math.min(...ph) >= 10.5
        ? `at pH ${formulation.phLevel} microbes do not grow in it`
        : undefined;
  return {
    code: "ingredient-unavailable",
    message: hostile
      ? `A preservative was asked for, but this ${formulation.productType ?? "product"} needs none: ${hostile}. A preservative would only add a substance to declare; a challenge test (ISO 11930 or a supplier's equivalent) of the finished product confirms it.`
      : `A preservative was asked for, and this ${formulation.productType ?? "product"} has none: add one that works at its pH and confirm it with a challenge test (ISO 11930) before it is sold.`,
  };
}

/** "PLA/PBAT 30/70", "30:70 PLA:PBAT", "PLA and PBAT in a 30/70 ratio". */
const RATIO_AFTER =
  /(?<![\p{L}\d])([\p{L}][\p{L}\d-]*)\s*(?:\/|:|and|\+)\s*([\p{L}][\p{L}\d-]*)(?![\p{L}\d])[^\d.;]{0,24}?(\d{1,3}(?:[.,]\d+)?)\s*(?:\/|:)\s*(\d{1,3}(?:[.,]\d+)?)(?!\s*%?\s*[\d])/giu;
const RATIO_BEFORE =
  /(?<![\d.,])(\d{1,3}(?:[.,]\d+)?)\s*(?:\/|:)\s*(\d{1,3}(?:[.,]\d+)?)\s+(?:ratio\s+(?:of\s+)?)?([\p{L}][\p{L}\d-]*)\s*(?:\/|:|and|\+)\s*([\p{L}][\p{L}\d-]*)/giu;

/**
 * Two named materials in a stated proportion: each side is the material the request named by
 * those words. A proportion over anything else (a mix ratio of two components, a "2:1" of
 * parts) is no blend of the formula's own rows.
 */
function blendRatios(text: string, request: ParsedRequest): BlendRatio[] {
  const named = (word: string) =>
    request.ingredients.find(
      (n) =>
        n.id &&
        n.matched
          .toLowerCase()
          .split(/[\s/:+]+/)
          .includes(word.toLowerCase()),
    )?.id;
  const out: BlendRatio[] = [];
  const add = (a: string, b: string, x: string, y: string) => {
    const [first, second] = [named(a), named(b)];
    const [p, q] = [Number(x.replace(",", ".")), Number(y.replace(",", "."))];
    if (!first || !second || first === second || !(p > 0) || !(q > 0)) return;
    if (!out.some((r) => r.first === first && r.second === second)) out.push({ first, second, share: p / (p + q) });
  };
  for (const m of text.matchAll(RATIO_AFTER)) add(m[1] ?? "", m[2] ?? "", m[3] ?? "", m[4] ?? "");
  for (const m of text.matchAll(RATIO_BEFORE)) add(m[3] ?? "", m[4] ?? "", m[1] ?? "", m[2] ?? "");
  return out;
}

/** A proportion the formula could not keep is said, with the one it has and why. */
function ratioNotices(formulation: GeneratedFormulation, ratios: readonly BlendRatio[]): Notice[] {
  const level = (id: string) => {
    const row = formulation.ingredients.find((i) => i.id === id);
    const parsed = row ? parsePercentage(row.percentage) : undefined;
    return parsed?.kind === "value" ? parsed.hundredths : undefined;
  };
  const out: Notice[] = [];
  for (const ratio of ratios) {
    const [a, b] = [level(ratio.first), level(ratio.second)];
    const [first, second] = [ingredientById(ratio.first), ingredientById(ratio.second)];
    if (!first || !second) continue;
    const asked = `${round1(ratio.share * 100)}/${round1(100 - ratio.share * 100)}`;
    if (a === undefined || b === undefined) {
      out.push({
        code: "claim-measured",
        message: `${first.name} and ${second.name} were asked in a ${asked} proportion, but this formula does not hold ${a === undefined ? first.name : second.name}, so the proportion does not apply.`,
      });
      continue;
    }
    const share = a / (a + b);
    if (Math.abs(share - ratio.share) <= 0.01) continue;
    out.push({
      code: "claim-measured",
      message: `${first.name} and ${second.name} were asked in a ${asked} proportion; this formula holds them at ${round1(share * 100)}/${round1(100 - share * 100)}, the nearest their use levels and the base's share allow.`,
    });
  }
  return out;
}

const NPK_GRADE =
  /\bnpk\b[^\d]{0,12}(\d+(?:[.,]\d+)?)\s*[-–/:]\s*(\d+(?:[.,]\d+)?)\s*[-–/:]\s*(\d+(?:[.,]\d+)?)|\b(\d+(?:[.,]\d+)?)\s*[-–]\s*(\d+(?:[.,]\d+)?)\s*[-–]\s*(\d+(?:[.,]\d+)?)\s*(?:npk|fertili[sz]er)\b/i;

/**
 * "NPK 10-10-10": the grade a fertiliser label declares is what its salts hold, summed from each
 * salt's own N, P2O5 and K2O. When the formula's grade is not the one asked, that is said with the
 * grade it has: the label must declare that one.
 */
function npkNotice(formulation: GeneratedFormulation, text: string): Notice | undefined {
  const m = NPK_GRADE.exec(text);
  if (!m) return undefined;
  const asked = [m[1] ?? m[4], m[2] ?? m[5], m[3] ?? m[6]].map((x) => Number((x ?? "").replace(",", ".")));
  const has = [0, 0, 0];
  let salts = 0;
  for (const row of formulation.ingredients) {
    const npk = ingredientById(row.id)?.npk;
    const parsed = parsePercentage(row.percentage);
    if (!npk || parsed.kind !== "value") continue;
    salts++;
    for (const k of [0, 1, 2]) has[k] = (has[k] ?? 0) + ((npk[k] ?? 0) * parsed.hundredths) / 10_000;
  }
  if (!salts || asked.every((a, k) => Math.abs(a - (has[k] ?? 0)) <= 1)) return undefined;
  const grade = has.map((x) => formatLevel(Math.round(x * 10) / 10).replace(" %", "")).join("-");
  return {
    code: "claim-measured",
    message: `NPK ${asked.join("-")} was asked for; the nutrient salts of this formula give NPK ${grade} (N, P2O5, K2O in % of the product), so that is the grade the label must declare. A clear liquid holds only so much of these salts before they crystallise: a higher grade needs more soluble raw materials (urea-ammonium nitrate or potassium phosphate solutions) or a suspension concentrate.`,
    citation: "Regulation (EU) 2019/1009, Annex I and Annex III (declared nutrient content)",
  };
}

/**
 * A product that releases chlorine must warn against mixing it with anything: acids and ammonia
 * cleaners release chlorine or chloramine gas with it.
 */
function chlorineNotice(formulation: GeneratedFormulation, regime: string): Notice | undefined {
  if (regime === "eu-cosmetics-1223-2009") return undefined;
  const chlorine = formulation.ingredients.find((row) => {
    const roles = rolesOf({ id: row.id, names: [row.name, row.inci] });
    return roles.has("hypochlorite") || roles.has("chloroisocyanurate");
  });
  if (!chlorine) return undefined;
  return {
    code: "hazard",
    message: `${chlorine.name} releases chlorine: the label must carry EUH206 “Warning! Do not use together with other products. May release dangerous gases (chlorine).”`,
    citation: "CLP Regulation (EC) 1272/2008, Annex II 2.6 (EUH206)",
  };
}

/** A pH that was asked for and is not what the formula will have is said, with the pH it will have. */
function phNotice(
  formulation: GeneratedFormulation,
  template: Archetype,
  request: ParsedRequest,
  target: number | undefined,
  cap: PhCap | undefined,
): Notice | undefined {
  if (request.ph && formulation.phLevel === "N/A") {
    // A powder, tablet or oil has no pH of its own to print: what it gives in use is its pH.
    const asked = request.ph.min === request.ph.max ? `${request.ph.min}` : `${request.ph.min}–${request.ph.max}`;
    return {
      code: "ph-adjusted",
      message: `pH ${asked} was asked for, but this product holds no water and has no pH of its own: its pH is that of the solution it makes in use, set by what it holds, and is not adjusted in the batch.`,
    };
  }
  if (!request.ph || target === undefined) return undefined;
  const asked = (request.ph.min + request.ph.max) / 2;
  const stated = Number(formulation.phLevel);
  if (Number.isFinite(stated) && Math.abs(stated - asked) <= 0.3) return undefined;
  // A range asked for ("pH 6.0–7.0") is met anywhere inside it.
  if (Number.isFinite(stated) && stated >= request.ph.min - 0.05 && stated <= request.ph.max + 0.05) return undefined;
  // A stated working range that holds the asked pH honours it: the batch is adjusted within it.
  const range = /^(\d+(?:\.\d+)?)\s*[–-]\s*(\d+(?:\.\d+)?)$/.exec(formulation.phLevel.trim());
  if (range && asked >= Number(range[1]) && asked <= Number(range[2])) return undefined;
  const will = Number.isFinite(stated) ? `pH ${stated.toFixed(1)}` : `its working range, pH ${formulation.phLevel}`;
  if (cap && asked > cap.ph) {
    return {
      code: "ph-adjusted",
      message: `pH ${asked} was asked for; this formula is made at ${will}: with ${cap.label} the annexes allow this product pH ${cap.ph} at most.`,
      citation: cap.citation,
    };
  }
  if (request.audience.includes("children-under-3") && (asked < 4.5 || asked > 7.5)) {
    return {
      code: "ph-adjusted",
      message: `pH ${asked} was asked for; this formula is made at ${will}: a product for babies and toddlers is kept near their skin's own pH, where it neither dries the skin nor stings the eyes.`,
    };
  }
  // An acid or alkali that does the product's work (a descaler's citric acid) is not neutralised
  // to meet a milder pH: that would spend it.
  const side = stated < asked ? "acid" : "alkali";
  const worker = forPeople(template)
    ? undefined
    : formulation.ingredients.find((row) => {
        const ingredient = ingredientById(row.id);
        return (
          ingredient !== undefined && !/ph adjust|neutralis|buffer/i.test(row.function) && doesWorkAt(ingredient, side)
        );
      });
  if (worker && Number.isFinite(stated) && Math.abs(stated - asked) > 0.3) {
    return {
      code: "ph-adjusted",
      message: `pH ${asked} was asked for; this formula is made at ${will}: its ${worker.name} is the ${side} that does the work, and neutralising part of it to reach pH ${asked} would spend it. A milder product takes less of it, not a neutraliser.`,
    };
  }
  // The target was the pH asked, but the batch cannot be weighed to it: with next to no buffer,
  // the smallest dose of adjuster moves the pH by whole units.
  const buffer = modelPh(
    formulation.ingredients.map((row) => {
      const parsed = parsePercentage(row.percentage);
      return { id: row.id, percent: parsed.kind === "value" ? parsed.ppm / 10_000 : 0 };
    }),
  ).molal;
  if (Math.abs(target - asked) <= 0.3 && Number.isFinite(stated) && buffer < UNBUFFERED_MOLAL) {
    return {
      code: "ph-adjusted",
      message: `pH ${asked} was asked for; by weight this formula comes to ${will}: it holds almost no buffer, so near neutral the smallest dose of adjuster moves the pH by a unit or more. Trim the batch to pH ${asked} by measurement, a drop of dilute adjuster at a time.`,
    };
  }
  return {
    code: "ph-adjusted",
    message: `pH ${asked} was asked for; this formula is made at ${will}, the nearest pH at which this product is safe to use and its ingredients work.`,
  };
}

/**
 * An SPF the formula's filters cannot reach ("SPF 50 from 5 % zinc oxide") is said with the
 * protection they can give and what the asked SPF needs; testing alone would find it out only
 * after the batch is made.
 */
function spfReachNotice(formulation: GeneratedFormulation, request: ParsedRequest): Notice | undefined {
  if (request.spf === undefined) return undefined;
  const filters = formulation.ingredients.flatMap((row) => {
    const i = ingredientById(row.id);
    const parsed = parsePercentage(row.percentage);
    if (!i?.functions.includes("uv-filter") || parsed.kind !== "value") return [];
    // Titanium dioxide weighed in as a foundation's white pigment is a pigmentary grade, whose
    // large particles scatter visible light, not UV: it is no filter for an SPF.
    if (/pigment|colou?r|opacif/i.test(row.function)) return [];
    return [{ i, percent: parsed.hundredths / 100 }];
  });
  const levels = filters.map((f) => ({ id: f.i.id, percent: f.percent }));
  if (spfWithinReach(request.spf, levels)) return undefined;
  const reach = Math.round(spfReach(levels));
  const needs = `SPF ${request.spf} needs roughly 20–25 % zinc oxide with titanium dioxide, or a combination of organic filters at their permitted levels, and the label states only the SPF the ISO 24444 test measures.`;
  if (!filters.length)
    return {
      code: "claim-measured",
      message: `SPF ${request.spf} was asked for, but this ${formulation.productType ?? "product"} holds no UV filter: it gives no sun protection and may not claim an SPF. ${needs}`,
      citation:
        "Commission Recommendation 2006/647/EC, points 10–13 (SPF categories, lowest SPF 6); Regulation (EC) 1223/2009, Annex VI",
    };
  const held = filters.map((f) => `${formatLevel(f.percent)} ${f.i.name.toLowerCase()}`).join(" and ");
  return {
    code: "claim-measured",
    message: `SPF ${request.spf} cannot come from ${held}: at best that gives about SPF ${reach}${reach < LEAST_CLAIMABLE_SPF ? `, below SPF ${LEAST_CLAIMABLE_SPF}, the least a product may claim as a sunscreen` : ""}. ${needs}`,
    citation:
      "Commission Recommendation 2006/647/EC, points 10–13 (SPF categories, lowest SPF 6); Regulation (EC) 1223/2009, Annex VI",
  };
}

/** The nouns products are called by, at the end of their names ("rim block", "hoof oil", "leaf shine spray"). */
const PRODUCT_NOUN =
  /((?:[\p{L}][\p{L}'-]*\s+){0,3}(?:cleaner|spray|oil|cream|block|gel|powder|coating|ink|compound|wash|shampoo|polish|lotion|balm|wax|paste|tablets?|concentrate|additive|fertili[sz]er|candle|detergent|softener|remover|primer|sealer|sealant|paint|glue|adhesive|serum|mask|soap|scrub|mist|toner|waterproofer|repellent|deodori[sz]er|freshener|improver|dye|stain|varnish|inhibitor|treatment|conditioner|kit))\b/iu;
/** Words that start a request rather than a product's name. */
const REQUEST_OPENERS =
  /^(?:a|an|the|we|i|our|my|need|needs|want|wants|would|like|please|looking|make|made|for|with|and|of|to|is|are|ready|use|new|solid|liquid|hi|hello)$/i;

/** The product a request names plainly ("Solid toilet rim block (extruded …)" → "toilet rim block"), if any. */
function productPhrase(text: string): string | undefined {
  const first = text.split(/[.:;(\n]/)[0] ?? "";
  const m = PRODUCT_NOUN.exec(first);
  if (!m) return undefined;
  const words = (m[1] ?? "").trim().split(/\s+/);
  while (words.length > 1 && REQUEST_OPENERS.test(words[0] ?? "")) words.shift();
  const phrase = words.join(" ").toLowerCase();
  return words.length >= 2 ? phrase : undefined;
}

/** Sun-product claims no sunscreen may make: total protection, no need to reapply. */
const ABSOLUTE_SUN_CLAIM =
  /\b100 ?% (?:uv |sun )?protection\b|\bprotection 100 ?%|\bsun ?block(?:er)?\b|\btotal (?:sun |uv )?protection\b|\ball[- ]day (?:protection|prevention)\b|\bno need to re-?apply\b|\b(?:[2-9]|1\d|2[0-4]) ?(?:h|hrs?|hours?) (?:water[- ]?(?:resistant|resistance|proof)|protection)\b|\bwater[- ]?(?:resistant|proof) (?:for )?(?:[2-9]|1\d|2[0-4]) ?(?:h|hrs?|hours?)\b/gi;

/** "Safe for nut allergy", "allergy safe": a promise about a person no formula can make. */
const ALLERGY_SAFE =
  /\b(?:safe|suitable) for (?:people with |those with |anyone with )?(?:an? )?(?:nut|peanut|tree[- ]nut|gluten|latex)?[- ]?allerg(?:y|ies|ic(?: people| skin)?)\b|\ballergy[- ](?:safe|proof)\b/i;

/** "Reef safe", "ocean friendly": environmental claims with no agreed test behind them. */
const REEF_CLAIM = /\b(?:reef|coral|ocean|marine)[- ]?(?:safe|friendly)\b/gi;
/** "Water resistant 80 min": a claim the immersion test decides. */
const WATER_RESISTANT = /\b(?:very )?water[- ]?(?:resistant|resistance)(?:\s*(?:for\s*)?\d{2}\s*min(?:utes)?)?/i;
/** "Removes dark spots in 7 days", "… permanently": a result promised in a set time or for ever. */
const TIMED_RESULT =
  /\b(?:removes?|remove|lightens?|whitens?|fades?|erases?|clears?|eliminates?|reduces?|regrows?|stops?|banish(?:es)?|heals?|results?|works?|brightens?|smooth(?:s|es)?|firms?|lifts?)\b[^.;:'"‘’“”]{0,40}?(?:\b(?:in|within|after)\s+(?:just\s+|only\s+)?\d+\s*(?:days?|weeks?|hours?|h|nights?|minutes?|mins?)\b|\bpermanent(?:ly)?\b|\bforever\b|\bfor good\b)/gi;

function addClaimNotices(request: ParsedRequest, typeId: string, notices: Notice[], text = ""): void {
  const type = productTypeById(typeId);
  const allergySafe = ALLERGY_SAFE.exec(text)?.[0];
  if (allergySafe) {
    notices.push({
      code: "misleading-claim",
      message: `“${allergySafe}” is not claimed: the formula is made without the materials the request rules out, and the label may say so (“made without nut oils”), but whether it is safe for an allergic person depends on cross-contact in sourcing and production and on the person; no formula can promise it.`,
      citation:
        "Regulation (EU) 655/2013, common criteria for claims (truthfulness, evidential support); Technical document on cosmetic claims (2017), Annex III (free-from and hypoallergenic claims)",
    });
  }
  const timed = [...new Set([...text.matchAll(TIMED_RESULT)].map((m) => m[0]))];
  if (timed.length) {
    notices.push({
      code: "misleading-claim",
      message: `“${timed.join("”, “")}” ${timed.length > 1 ? "are" : "is"} not claimed: a result promised in a set time, or for good, needs a study of the finished product on people that shows it, and none stands behind this formula. The label says what the product does with regular use instead.`,
      citation: "Regulation (EU) 655/2013, common criteria for claims (evidential support, honesty)",
    });
  }
  if (request.spf !== undefined || /sunscreen|kids-sunscreen/.test(typeId)) {
    notices.push({
      code: "claim-measured",
      message:
        "An SPF or UVA claim must be measured on the finished product (ISO 24444 in vivo SPF, ISO 24443 UVA-PF); a formula alone cannot promise it.",
    });
    const reef = [...new Set([...text.matchAll(REEF_CLAIM)].map((m) => m[0]))];
    if (reef.length) {
      notices.push({
        code: "misleading-claim",
        message: `“${reef.join("”, “")}” ${reef.length > 1 ? "are" : "is"} not claimed: there is no agreed test for it, and mineral filters such as zinc oxide have also shown effects on corals in laboratory studies, so the claim could not be supported. Say what the product is made without instead, if that is true.`,
        citation:
          "Regulation (EU) 655/2013, common criteria for claims (evidential support); Directive 2005/29/EC and the Commission's guidance on environmental claims",
      });
    }
    const resistant = WATER_RESISTANT.exec(text)?.[0];
    if (resistant && !ABSOLUTE_SUN_CLAIM.test(text)) {
      notices.push({
        code: "claim-measured",
        message: `“${resistant}” is claimed only once the finished product passes the immersion test: it must keep at least half its SPF after 2 × 20 minutes in water for “water resistant” and 4 × 20 minutes for “very water resistant” (80 minutes).`,
        citation:
          "Commission Recommendation 2006/647/EC, point 10; Cosmetics Europe guidelines for evaluating sun product water resistance",
      });
    }
    ABSOLUTE_SUN_CLAIM.lastIndex = 0;
    const absolute = [...new Set([...text.matchAll(ABSOLUTE_SUN_CLAIM)].map((m) => m[0]))];
    if (absolute.length) {
      notices.push({
        code: "misleading-claim",
        message: `“${absolute.join("”, “")}” ${absolute.length > 1 ? "are" : "is"} not claimed: no sunscreen blocks all UV or lasts without reapplying, and water resistance is tested and labelled as 40 minutes (“water resistant”) or 80 minutes (“very water resistant”) of immersion. The label says to reapply often, especially after swimming and towelling.`,
        citation:
          "Commission Recommendation 2006/647/EC on the efficacy of sunscreen products and the claims made, points 5 and 10; Cosmetics Europe guidelines for evaluating sun product water resistance",
      });
    }
  }
  // A salon product asked "for home use" is made to the general-use limits, and says so.
  if (request.audience.includes("consumer") && type?.audience?.includes("professional")) {
    notices.push({
      code: "audience",
      message: `Sold for home use, this ${type.name.toLowerCase()} is made to the limits for products sold to the public; the higher professional-use levels may only be sold to professionals, labelled "For professional use only".`,
      citation: "Regulation (EC) 1223/2009, Annex III (general and professional use conditions)",
    });
  }
  if (request.medicinalClaims.length) {
    notices.push({
      code: "medicinal-claim",
      message: request.audience.includes("animals")
        ? `“${request.medicinalClaims.join("”, “")}” is a claim only an authorised veterinary medicine or biocidal product (insecticide or repellent, PT18/PT19) may make; the formula is made without it, as a grooming product.`
        : `“${request.medicinalClaims.join("”, “")}” ${request.medicinalClaims.length > 1 ? "are medicinal claims" : "is a medicinal claim"} a ${type?.regime === "eu-cosmetics-1223-2009" ? "cosmetic" : "product like this"} may not make; the formula is made without ${request.medicinalClaims.length > 1 ? "them" : "it"}.`,
    });
  }
}

type Built = {
  template: Archetype;
  targetPh: number | undefined;
  required: RequiredIngredient[];
  formulation: GeneratedFormulation;
  notices: Notice[];
};

const REFUSAL_KEEPS: ReadonlySet<string> = new Set([
  "prohibited",
  "regime",
  "medicinal-claim",
  "misleading-claim",
  "professional-only",
]);

/**
 * What stops a generated formulation from being handed out: any validator error (the build
 * repairs what it can, so what is left is what the request itself asks for — a water-based
 * lotion with no preservative, chemistry that must not share a pack, a burning pH), and, where
 * the request named one of the two, chemistry that would spoil the product (retinol with a
 * strong acid): the build settles those it made itself.
 */
function gateErrors(formulation: GeneratedFormulation, asked: ReadonlySet<string>) {
  // The same mapping to the validator as the app's own analysis of a generated formulation.
  const result = analyseGenerated(formulation);
  const askedNames = new Set(formulation.ingredients.filter((i) => asked.has(i.id)).map((i) => i.name));
  return result.findings.filter(
    (f) =>
      f.severity === "error" ||
      (f.severity === "warning" && f.code.startsWith("chemistry-") && namesAsked(f.message, askedNames)),
  );
}

function namesAsked(message: string, asked: ReadonlySet<string>): boolean {
  return [...asked].some((name) => message.includes(name));
}

/**
 * Phosphorus as a mass fraction of each raw material as supplied: the P atoms × 30.97 g/mol over
 * the molar mass, times the grade's strength (HEDP 60 %, ATMP and PBTC 50 %, phosphoric acid 75 %).
 */
const PHOSPHORUS: Record<string, number> = {
  "sodium-tripolyphosphate": 0.2526, // Na5P3O10, 367.9 g/mol
  "tetrasodium-pyrophosphate": 0.2329, // Na4P2O7, 265.9 g/mol
  "tetrapotassium-pyrophosphate": 0.1875, // K4P2O7, 330.3 g/mol
  "sodium-hexametaphosphate": 0.3037, // (NaPO3)6, 611.8 g/mol
  "phosphoric-acid": 0.237, // H3PO4, 98.0 g/mol, 75 %
  hedp: 0.1804, // C2H8O7P2, 206.0 g/mol, 60 %
  atmp: 0.1553, // C3H12NO9P3, 299.1 g/mol, 50 %
  pbtc: 0.0573, // C7H11O9P, 270.1 g/mol, 50 %
};

/**
 * Consumer laundry and dishwasher detergents may hold only so much phosphorus in a standard dose
 * (0.5 g and 0.3 g); with the largest normal dose the label gives (75 g of laundry powder, 25 g of
 * dishwasher powder, a 20 g tablet) that
 * is a ceiling on each phosphate, shared between those the product may hold.
 */
const PHOSPHORUS_LIMITS: { types: RegExp; grams: number; dose: number; product: string }[] = [
  {
    types: /^laundry-(?:powder|liquid|capsule)$|^delicates-detergent$/,
    grams: 0.5,
    dose: 75,
    product: "laundry detergents",
  },
  // The largest dose the label gives for a normal load (a powder's "20–25 g") is the standard dose
  // the limit is kept in; a tablet is its own dose.
  { types: /^dishwasher-powder$/, grams: 0.3, dose: 25, product: "automatic dishwasher detergents" },
  { types: /^dishwasher-tablet$/, grams: 0.3, dose: 20, product: "automatic dishwasher detergents" },
];

function phosphorusCaps(
  request: ParsedRequest,
  typeId: string,
  caps: Map<string, number>,
  notices: Notice[],
  excluded: ReadonlySet<string>,
): void {
  const limit = PHOSPHORUS_LIMITS.find((l) => l.types.test(typeId));
  if (!limit) return;
  const percent = (limit.grams / limit.dose) * 100;
  const ids = [
    ...new Set([
      ...templatesForType(typeId).flatMap((t) => t.slots.flatMap((slot) => slot.candidates)),
      ...request.ingredients.flatMap((n) => (n.id ? [n.id] : [])),
    ]),
  ].filter((id) => PHOSPHORUS[id] !== undefined);
  for (const id of ids) {
    const share = percent / ids.length / (PHOSPHORUS[id] ?? 1);
    const cap = Math.floor(share * 100);
    caps.set(id, Math.min(caps.get(id) ?? cap, cap));
    const named = excluded.has(id)
      ? undefined
      : request.ingredients.find((n) => n.id === id && n.level && n.level.percent * 100 > cap);
    const ingredient = ingredientById(id);
    if (!named?.level || !ingredient) continue;
    const grams = (named.level.percent / 100) * (PHOSPHORUS[id] ?? 0) * limit.dose;
    notices.push({
      code: "capped",
      message: `${ingredient.name} at ${formatLevel(named.level.percent)} puts ${grams.toFixed(1)} g of phosphorus in a ${limit.dose} g dose; consumer ${limit.product} may hold at most ${limit.grams} g per standard dose, so it is used at ${formatLevel(cap / 100)}. More is lawful only in a product for professional users.`,
      citation: "Regulation (EC) 648/2004, Annex VIa (as amended by Regulation (EU) 259/2012)",
    });
  }
}

/**
 * Medicinal actives and substances the law bans or restricts (POPs, REACH restrictions, explosives
 * precursors, unapproved pesticides) named in the request: said with their real regime and
 * citation, and not used — a restriction on supply to the public only where the product is not
 * for professionals, a cosmetics-only ban only in a cosmetic.
 */
function medicinalNotices(request: ParsedRequest): Notice[] {
  const out: Notice[] = [];
  const cosmetic = isCosmetic(request);
  const said = new Set<string>();
  for (const named of request.ingredients) {
    const substance = SUBSTANCES.find((s) => s.id === named.substance);
    if (!substance || said.has(substance.id)) continue;
    // Already refused by its Annex II entry: one notice is enough.
    const banned = request.prohibited.some(
      (p) =>
        p.appliesToProduct &&
        (p.matched === named.matched || named.matched.includes(p.matched) || p.matched.includes(named.matched)),
    );
    const regime = regimeFor(substance, request);
    if (!regime || (banned && cosmetic)) continue;
    said.add(substance.id);
    out.push({ code: "prohibited", message: `${regime.message}, so it is not used.`, citation: regime.citation });
  }
  return out;
}

/** Worn on skin or coat: a cosmetic, or a pet's grooming product. */
function cosmeticOrPet(type: NonNullable<ParsedRequest["productType"]>): boolean {
  return type.regime === "eu-cosmetics-1223-2009" || type.category === "pet-care";
}

function isCosmetic(request: ParsedRequest): boolean {
  return request.productType?.regime === "eu-cosmetics-1223-2009" || request.regime?.id === "eu-cosmetics-1223-2009";
}

/**
 * The regime a named medicinal or restricted substance falls under in this product, if any: a
 * restriction on supply to the public only where the product is not for professionals, a
 * cosmetics-only ban only in a cosmetic, an entry that names kinds of product only for those.
 */
function regimeFor(
  substance: (typeof SUBSTANCES)[number],
  request: ParsedRequest,
): { message: string; citation: string } | undefined {
  if (substance.kind === "medicinal-active")
    return MEDICINAL_REGIMES[substance.id] ?? MEDICINAL_DEFAULT(substance.name);
  if (substance.kind !== "restricted") return undefined;
  const restricted = RESTRICTED_REGIMES[substance.id];
  if (!restricted) return undefined;
  const cosmetic = isCosmetic(request);
  const product = `${request.productType?.id ?? ""} ${request.productType?.name ?? ""}`;
  const professional =
    request.audience.includes("professional") || (request.productType?.audience ?? []).includes("professional");
  const compostable =
    /compost|biodegrad/i.test(product) ||
    request.claims.some((c) => c.kind === "positive" && c.subject === "biodegradable");
  const applies =
    restricted.scope === "all" ||
    (restricted.scope === "consumer" && !professional) ||
    (restricted.scope === "cosmetic" && cosmetic) ||
    (restricted.scope === "skin-cosmetic" && cosmetic && !request.productType?.area.includes("oral")) ||
    (restricted.scope === "non-cosmetic" && !cosmetic) ||
    (restricted.scope === "compostable" && compostable) ||
    (restricted.scope === "food" &&
      (request.productType
        ? request.productType.regime === "eu-food-additives-1333-2008"
        : // Not yet clear which food product, but asked under food additives: the food rule holds.
          request.categories.includes("food-additives")));
  // With no product type read, the restriction is said: it may well be one of its products.
  const named = !restricted.products || !request.productType || restricted.products.test(product);
  return applies && named ? restricted : undefined;
}

/**
 * A name never holds what a free-from claim took out: a rosin flux asked "rosin free" is a
 * "Rosin-Free No-Clean Soldering Flux", not a "No-Clean Rosin Soldering Flux" without rosin.
 */
function namedForClaims(input: BuildInput, request: ParsedRequest): BuildInput {
  let { name, archetype } = input;
  for (const claim of request.claims) {
    if (claim.kind !== "free-from" || !claim.known) continue;
    const subject = claim.matched
      .replace(/[-\s]*free$/i, "")
      .replace(/^(?:no|without|zero|non)\s+/i, "")
      .trim();
    // A claim in one word ("unscented") names no subject to take out of the name.
    if (subject.length < 3 || subject.toLowerCase() === claim.matched.trim().toLowerCase()) continue;
    const word = new RegExp(`\\b${escapeRegExp(subject)}\\b(?![-\\s]*free)`, "gi");
    if (!new RegExp(word.source, "i").test(name)) continue;
    const strip = (text: string) =>
      tidyList(text.replace(word, " "))
        .replace(/\s{2,}/g, " ")
        .trim();
    const title = subject.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    // A flux's J-STD-004 type names its base first: without rosin or resin it is an organic flux
    // (ROL0 becomes ORL0).
    const base = /^(?:rosin|resin|colophon(?:y|ium))$/i.test(subject)
      ? (text: string) => text.replace(/\bR[OE]([LMH][01])\b/g, "OR$1")
      : (text: string) => text;
    name = base(`${title}-Free ${strip(name)}`);
    archetype = {
      ...archetype,
      productType: base(`${subject.toLowerCase()}-free ${strip(archetype.productType)}`),
    };
  }
  return name === input.name ? input : { ...input, name, archetype };
}

/**
 * A template's own free-from name ("phosphate-free dishwasher tablet") is dropped, and said, when
 * the request put what it is free of back in (20 % sodium tripolyphosphate asked by name).
 */
/**
 * A bracketed list a word was taken out of: "(CPC & Zinc)" without zinc is "(CPC)", and
 * "(peroxide-free)" without its claim leaves no empty brackets.
 */
function tidyList(text: string): string {
  return text
    .replace(/\(\s*(?:&|\+|,|and\b)\s*/gi, "(")
    .replace(/\s*(?:&|\+|,|\band)\s*\)/gi, ")")
    .replace(/\s*\(\s*\)/g, "");
}

function unclaimedFreeFrom(formulation: GeneratedFormulation, notices: Notice[]): void {
  for (const claim of freeFromClaims(`${formulation.name}. ${formulation.productType}`)) {
    const held = formulation.ingredients.filter((i) => claim.excludes.includes(i.id));
    const words = /^([\p{L}]+)[-\s]*free$/iu.exec(claim.matched.trim());
    if (!held.length || !words) continue;
    const said = new RegExp(`\\b${escapeRegExp(words[1] ?? "")}[-\\s]*free\\s*`, "giu");
    const drop = (text: string) => tidyList(text.replace(said, ""));
    formulation.name = drop(formulation.name).trim();
    formulation.productType = drop(formulation.productType).trim();
    formulation.description = drop(formulation.description);
    formulation.seoTitle = drop(formulation.seoTitle);
    formulation.metaDescription = drop(formulation.metaDescription);
    notices.push({
      code: "free-from",
      message: `The library base this is made from is ${claim.matched.toLowerCase()}; with ${held.map((i) => i.name).join(", ")} as asked, it no longer is, so its name does not say so.`,
    });
  }
}

/**
 * The synthetic families the organic and natural cosmetics standards refuse: parabens,
 * phenoxyethanol, silicones, PEG/PPG and polysorbate ethoxylates, mineral oils and petrolatum,
 * EDTA, acrylic polymers. Their accepted preservatives (benzoic, sorbic and dehydroacetic acid and
 * salts, benzyl alcohol) and pH adjusters stay.
 */
/**
 * A material doing the job of one a claim rules out: the same first function and the same
 * solubility, used in the same kinds of product, sharing most of its other functions. Not for
 * preservatives (the template preserves the product) or actives with effects of their own.
 */
function standIn(
  original: Ingredient,
  excluded: ReadonlySet<string>,
  accepted: (i: Ingredient) => boolean,
): Ingredient | undefined {
  const job = original.functions[0];
  if (!job || ["preservative", "active", "uv-filter", "colorant", "pigment", "fragrance"].includes(job))
    return undefined;
  // The original's functions weigh by their order: a silicone's slip counts more than its use as a carrier.
  const score = (i: Ingredient) =>
    i.functions.reduce((sum, f) => {
      const k = original.functions.indexOf(f);
      return k < 0 ? sum : sum + 1 + 1 / (k + 1);
    }, 0) +
    i.domains.filter((d) => original.domains.includes(d)).length / 10;
  return INGREDIENTS.filter(
    (i) =>
      i.id !== original.id &&
      i.functions[0] === job &&
      i.solubility === original.solubility &&
      i.domains.some((d) => original.domains.includes(d)) &&
      !excluded.has(i.id) &&
      accepted(i),
  ).sort((a, b) => score(b) - score(a))[0];
}

function notForOrganic(ingredient: Ingredient): boolean {
  // Organic sunscreens filter with zinc oxide and titanium dioxide only.
  if (ingredient.functions.includes("uv-filter") && !/zinc oxide|titanium dioxide/i.test(ingredient.inci)) return true;
  // Petrochemical emollients, glycols and esters of petrochemical alcohols, synthetic polymers,
  // antioxidants, amines and organic dyes are refused too; mineral pigments and the few synthetic
  // preservatives the standards list (benzoates, sorbates, benzyl alcohol, dehydroacetic acid) are not.
  return /paraben|phenoxyethanol|methicone|siloxane|siloxysilicate|silylate|\bPEG-|\bPPG-|\b\w+eth-\d|\b\w+eth sulfate|polysorbate|paraffinum|petrolatum|mineral oil|\bEDTA\b|carbomer|acrylate|polyacryl|isothiazolinone|DMDM|triclosan|polyquaternium|polyisobutene|polybutene|polydecene|isododecane|isohexadecane|isoparaffin|\bisopropyl (?:myristate|palmitate)|ethylhexyl|isononyl|alkyl benzoate|\bpropylene glycol|\bbutylene glycol|dipropylene glycol|\bBHT\b|\bBHA\b|nylon|polyethylene|copolymer|crosspolymer|\bPVP\b|hectorite|triethanolamine|aminomethyl propanol|\bCI (?:1|4)\d{4}\b|\bpanthenol\b|\burea\b|^parfum\b/i.test(
    `${ingredient.inci} ${ingredient.name}`,
  );
}

/**
 * A product named for its colour and made in the colour asked for is named for that one: the
 * green blend recoloured red is a "Natural Red Food Colour Blend", without the green one's
 * colourants in brackets.
 */
function namedForColour(input: BuildInput, request: ParsedRequest, recoloured: boolean): BuildInput {
  const own = namedColour(input.archetype);
  const wanted = request.colours[0];
  if (!recoloured || !own || !wanted || own === wanted) return input;
  const swap = (text: string) =>
    text
      .replace(/\s*\([^)]*\)/g, "")
      .replace(new RegExp(`\\b${own}\\b`, "gi"), (m) => (m[0] === m[0]?.toUpperCase() ? capitalise(wanted) : wanted));
  return {
    ...input,
    name: swap(input.name),
    archetype: { ...input.archetype, productType: swap(input.archetype.productType) },
  };
}

const OIL_LOAD =
  /(\d+(?:[.,]\d+)?)\s*%\s*(?:total\s+)?(?:of\s+)?(?:essential oils?|eos?)\b|\b(?:essential oils?|eos?)\b[^.,;\d]{0,20}?(\d+(?:[.,]\d+)?)\s*%/i;

/**
 * An essential-oil load asked for ("10 % essential oils", "EO 8 % total") that a cosmetic does
 * not carry is said with the reason: on skin, essential oils are sensitisers whose allergens add
 * up, so leave-on products stay near 1 % and rinse-off ones at 2–3 %.
 */
function essentialOilNotice(
  formulation: GeneratedFormulation,
  text: string,
  regime: string,
  leaveOn: boolean,
): Notice | undefined {
  if (regime !== "eu-cosmetics-1223-2009") return undefined;
  const m = OIL_LOAD.exec(text);
  const asked = m ? Number((m[1] ?? m[2] ?? "").replace(",", ".")) : Number.NaN;
  if (!Number.isFinite(asked) || asked <= 0) return undefined;
  const total = formulation.ingredients
    .filter((row) => /essential oil/i.test(row.name) || ingredientById(row.id)?.functions.includes("essential-oil"))
    .reduce((sum, row) => {
      const p = parsePercentage(row.percentage);
      return p.kind === "value" ? sum + p.hundredths / 100 : sum;
    }, 0);
  // None at all is the audience's rule (pregnancy, babies), said where the oils were left out.
  if (asked <= total + 0.1 || total === 0) return undefined;
  return {
    code: "capped",
    message: `Essential oils at ${formatLevel(asked)} were asked for; this product carries ${formatLevel(Math.round(total * 100) / 100)}. On skin, essential oils are sensitisers whose allergens add up, so ${leaveOn ? "a leave-on product stays at about 1 %" : "a rinse-off product stays at 2–3 %"}.`,
    citation:
      "SCCS/1459/11, opinion on fragrance allergens in cosmetic products; Regulation (EC) 1223/2009, Annex III (allergen labelling)",
  };
}

/** Named ingredients whose annex entry forbids them in sprays, each with the entry. */
function sprayBanned(request: ParsedRequest, template: Archetype): Notice[] {
  const category = template.categories[0];
  const profile = productProfile({
    ...(category ? { category } : {}),
    productType: template.productType,
    leaveOn: template.leaveOn,
    sprayable: true,
  });
  if (profile.regime !== "cosmetic") return [];
  const out: Notice[] = [];
  for (const n of request.ingredients) {
    const ingredient = n.id ? ingredientById(n.id) : undefined;
    if (!ingredient) continue;
    const entry = findRegulatoryMatches({ name: ingredient.name, inci: ingredient.inci }).find(
      (m) => m.entry.annex !== "II" && !verdictFor(m.entry, profile.regulatory).permitted,
    )?.entry;
    if (!entry) continue;
    out.push({
      code: "format",
      message: `${ingredient.name} may not be used in aerosols or sprays (its entry in Annex ${entry.annex} keeps it out of them, since the spray is breathed in), so this version is ${describeForm(template)}.`,
      citation: citation(entry),
    });
  }
  return out;
}

/** The colour a template is named for, if any ("green" for a green food colour blend). */
function namedColour(t: Archetype): string | undefined {
  const words = `${t.name} ${t.productType}`.toLowerCase();
  return Object.keys(SHADES).find((shade) => new RegExp(`\\b${shade}\\b`).test(words));
}

type AskedForm = { word: string; fits: (t: Archetype) => boolean };

/** The form a request asks for, as a test on templates. */
function askedForm(request: ParsedRequest): AskedForm | undefined {
  const formats = new Set(request.formats);
  const powdery = (t: Archetype) => t.consistency === "powder" && !t.tablet;
  if (formats.has("aerosol")) {
    const gassed = (t: Archetype) =>
      Boolean(t.aerosol) ||
      t.slots.some((s) => s.candidates.some((id) => ingredientById(id)?.functions.includes("propellant")));
    return { word: "aerosol", fits: gassed };
  }
  if (formats.has("tablet")) return { word: "tablet", fits: (t) => Boolean(t.tablet) };
  // A concentrate is a product made to be diluted: a ready-to-use spray is not one, whatever its name.
  if (formats.has("concentrate"))
    return {
      word: "concentrated",
      fits: (t) => /concentrat|dilutable/i.test(`${t.name} ${t.productType} ${t.purpose} ${t.properties.join(" ")}`),
    };
  if (formats.has("brushless"))
    return { word: "brushless", fits: (t) => /\bbrushless\b|non-lathering/i.test(`${t.name} ${t.productType}`) };
  if (formats.has("powder") || formats.has("granules")) return { word: "powder", fits: powdery };
  const named = (re: RegExp) => (t: Archetype) => re.test(`${t.name} ${t.productType}`);
  // A template poured as a stick says so in its consistency ("Solid stick, melting point 55–65 °C").
  const consistency = (t: Archetype) =>
    typeof t.viscosity === "string" ? t.viscosity : Object.values(t.viscosity).join(" ");
  // "Barra de 4 g", "lipstick bar": a lipstick or deodorant "bar" is its moulded stick.
  if (formats.has("bar"))
    return {
      word: "bar",
      fits: (t) =>
        Boolean(t.soap) ||
        /\b(?:bar|puck)\b/i.test(`${t.name} ${t.productType}`) ||
        named(/\b(?:stick|lipstick|lip balm)\b/i)(t) ||
        /\bsolid stick\b/i.test(consistency(t)),
    };
  if (formats.has("stick"))
    return {
      word: "stick",
      fits: (t) => named(/\b(?:stick|crayon|pencil)\b/i)(t) || /\bsolid stick\b/i.test(consistency(t)),
    };
  // A kohl is a loose powder or a soft pencil, never an ink.
  if (formats.has("kohl")) return { word: "kohl", fits: (t) => powdery(t) || named(/\b(?:kohl|pencil|kajal)\b/i)(t) };
  if (formats.has("pencil")) return { word: "pencil", fits: named(/\b(?:pencil|crayon|kohl|kajal)\b/i) };
  if (formats.has("roll-on")) return { word: "roll-on", fits: named(/\broll(?:-|\s)?on\b|\broller\b/i) };
  // A pen holds a thin liquid (a flux or a correction pen); a spray one thin enough to atomise.
  if (formats.has("pen")) return { word: "pen", fits: (t) => t.consistency === "liquid" || named(/\bpen\b/i)(t) };
  // A thin liquid its template calls "sprayable" is a spray in a trigger bottle.
  const sprayed = (t: Archetype) =>
    Boolean(t.aerosol) ||
    named(/\b(?:spray|mist|trigger)\b/i)(t) ||
    /\bspray(?:able|ed)?\b|\bmist\b|\bwater-thin\b/i.test(consistency(t));
  // "A gel … in a trigger bottle" is a clinging gel sprayed on: either form answers it.
  if (formats.has("spray") && formats.has("gel"))
    return { word: "spray gel", fits: (t) => sprayed(t) || t.consistency === "gel" };
  if (formats.has("spray")) return { word: "spray", fits: sprayed };
  if (formats.has("gel")) return { word: "gel", fits: (t) => t.consistency === "gel" };
  if (formats.has("liquid")) return { word: "liquid", fits: (t) => t.consistency === "liquid" };
  return undefined;
}

function describeForm(t: Archetype): string {
  if (t.tablet) return "a tablet";
  if (t.aerosol) return "an aerosol";
  if (t.soap) return "a bar";
  // What the product is called says its form best ("an anhydrous natural deodorant balm").
  if (t.productType) return `${/^[aeiou]/i.test(t.productType) ? "an" : "a"} ${t.productType}`;
  return t.consistency === "liquid" ? "a liquid" : t.consistency === "powder" ? "a powder" : `a ${t.consistency}`;
}

/** A named ingredient its users or surfaces cannot take: said once, with the reason. */
function exclusionNotices(request: ParsedRequest, uses: readonly UseExclusion[]): Notice[] {
  const out: Notice[] = [];
  for (const n of request.ingredients) {
    const use = uses.find((u) => (n.id && u.ids.has(n.id)) || (n.substance && u.substances.has(n.substance)));
    if (!use) continue;
    const name = (n.id ? ingredientById(n.id)?.name : undefined) ?? capitalise(n.name);
    out.push({
      code: "free-from",
      message: `${name} is not used in a product ${use.use}: ${use.reason}.`,
      citation: use.citation,
    });
  }
  return out;
}

function unpreservedMessage(typeName: string, request: ParsedRequest): string {
  // "Preservative-free … with 0.3 % methylparaben": the claim rules out what the request names.
  const named = request.ingredients
    .filter((n) => n.id && ingredientById(n.id)?.functions.includes("preservative"))
    .filter((n) => request.claims.some((c) => c.kind === "free-from" && c.excludes.includes(n.id as string)))
    .map((n) => ingredientById(n.id as string)?.name ?? n.name);
  const contradiction = named.length
    ? `The request names ${named.join(" and ")} and also promises “preservative-free”: the claim is what the label says, so ${named.length > 1 ? "they are" : "it is"} left out. Drop the claim and ${named.length > 1 ? "they preserve" : "it preserves"} the product (within the Annex V limits); keep it and the product cannot be water-based. `
    : "";
  return `${contradiction}Without a preservative, a water-based ${typeName.toLowerCase()} grows bacteria and mould within weeks of opening, so it is not made that way. A preservative-free product has to be water-free (a balm, a butter or an oil), or packed sterile in single doses.`;
}

/**
 * The request names something that must not share a pack with what the formula holds (an
 * oxidation dye "already mixed with the developer", a bleach "+ ammonium chloride for extra
 * kill", even a substance the knowledge base does not hold): the formula is the pack that can be
 * made, and the answer says why the other stays out, in the rule's own words.
 */
function mentionedConflicts(formulation: GeneratedFormulation, text: string): Notice[] {
  // One notice per material kept out, with the rule of the pack's largest partner of it: PPD's
  // reason for leaving the developer out, not that of a trace of sulfite beside it.
  const best = new Map<string, { notice: Notice; share: number }>();
  const share = (i: { percentage: string }) => {
    const p = parsePercentage(i.percentage);
    return p.kind === "value" ? p.ppm : 0;
  };
  const holds = (role: string) =>
    formulation.ingredients.find((i) => {
      const r = REACTIVE_ROLES.find((x) => x.id === role);
      return r && (r.ids.includes(i.id) || r.regex.test(i.name) || r.regex.test(i.inci));
    });
  for (const rule of CHEMISTRY_RULES) {
    if (rule.when.length !== 2) continue;
    const [a, b] = rule.when as [string, string];
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      const held = holds(mine);
      const partner = REACTIVE_ROLES.find((r) => r.id === theirs);
      if (!held || !partner || holds(theirs)) continue;
      // A two-component product's hardener named with its mix ratio is its second pack, said already.
      if (theirs === "isocyanate" && hardenerSold(text)) continue;
      const at = partner.regex.exec(text)?.index;
      // "To mix 1:1 with 6 % developer" says how the product is used, not what goes in its pack;
      // "already mixed with the developer" is content, and stays a conflict.
      if (
        at === undefined ||
        /\b(?:to\s+mix|mix\s+(?:it\s+)?\d|for mixing|mixing ratio|after\s+mixing|once\s+mixed|when\s+mixed)\b[^.;]{0,25}$|\b\d\s*:\s*\d[^.;]{0,15}$|\bseparate\b[^.;]{0,40}$/i.test(
          text.slice(Math.max(0, at - 40), at),
        )
      )
        continue;
      const message =
        mine === a
          ? rule.message.replace("{a}", held.name).replace("{b}", roleLabel(theirs))
          : rule.message.replace("{a}", roleLabel(theirs)).replace("{b}", held.name);
      const notice: Notice = {
        code: "incompatible",
        message: `${message.charAt(0).toUpperCase()}${message.slice(1)}, so the ${roleLabel(theirs)} the request names is not in this pack. Instead, ${rule.instead}.`,
        citation: rule.source,
      };
      const prior = best.get(theirs);
      if (!prior || share(held) > prior.share) best.set(theirs, { notice, share: share(held) });
      break;
    }
  }
  return [...best.values()].map((b) => b.notice);
}

/**
 * Dangerous pairs the request's own words name, whether or not the knowledge base holds them
 * ("lejía y amoníaco" read as bleach and ammonia).
 */
function spokenConflicts(request: ParsedRequest, text: string): Notice[] {
  const out: Notice[] = [];
  // A role the request fills with a named ingredient is said by that ingredient's name.
  const named = new Map<string, string>();
  for (const n of request.ingredients) {
    const i = n.id ? ingredientById(n.id) : undefined;
    if (!i) continue;
    for (const role of rolesOf({ id: i.id, names: [i.name, i.inci] })) if (!named.has(role)) named.set(role, i.name);
  }
  const spoken = (role: string) =>
    named.has(role) || Boolean(REACTIVE_ROLES.find((r) => r.id === role)?.regex.test(text));
  const say = (role: string) => named.get(role) ?? roleLabel(role);
  for (const rule of CHEMISTRY_RULES) {
    if (rule.when.length !== 2 || rule.severity !== "error") continue;
    const [a, b] = rule.when as [string, string];
    if (a === "water" || b === "water" || !spoken(a) || !spoken(b)) continue;
    const message = rule.message.replace("{a}", say(a)).replace("{b}", say(b));
    out.push({
      code: "incompatible",
      message: `${capitalise(message)}. Instead, ${rule.instead}.`,
      citation: rule.source,
    });
  }
  return out;
}

/** Named ingredients that must not share a pack, said even when the product was not understood. */
function namedConflicts(request: ParsedRequest): Notice[] {
  const named = request.ingredients.filter((n) => n.id);
  if (named.length < 2) return [];
  const dry = request.formats.some((f) => f === "powder" || f === "tablet" || f === "granules");
  const rows = [
    ...named.map((n) => {
      const i = ingredientById(n.id as string);
      return {
        id: n.id,
        label: i?.name ?? n.name,
        names: [i?.name ?? n.name, i?.inci ?? ""],
        percent: n.level?.percent ?? 5,
      };
    }),
    ...(dry ? [] : [{ id: "water", label: "Water", names: ["Water"], percent: 50, water: true }]),
  ];
  return chemistryConflicts(rows, request.ph ? { ph: (request.ph.min + request.ph.max) / 2 } : {}).map((c) => ({
    code: "incompatible" as const,
    message: `${c.message}. Instead, ${c.rule.instead}.`,
    citation: c.rule.source,
  }));
}

/**
 * The strength of a raw material the knowledge base holds as a solution of its substance
 * ("Sodium hypochlorite solution 12–14%", "Hydrochloric acid 30–33%"), from the acid–base data;
 * undefined for neat materials and for grades stated on another basis (available chlorine).
 */
/**
 * The share of the substance in a raw material sold diluted: the acid–base data's or the
 * active matter of its grade (a 70 % SLES paste), else the strength its name states ("HEDP 60%", "SAS 60%"). A content of one element ("15% Zn") or of
 * available chlorine is not the strength of the substance.
 */
/** A grade this strong or stronger is weighed as the substance itself (a 95 % grade, 98 % acid). */
const GRADE_AS_SUBSTANCE = 0.95;

function gradeStrength(ingredient: Ingredient): number | undefined {
  // A surfactant's active matter is its strength; the acid-base share of an alkyl glucoside is
  // the trace of free alkali it is supplied with, not what "8 % active" measures.
  const known = ingredient.activeMatter ?? acidBaseOf(ingredient.id)?.active;
  if (known !== undefined) return known < GRADE_AS_SUBSTANCE ? known : undefined;
  const m = /(\d+(?:\.\d+)?)\s*%(?!\s*(?:[A-Z][a-z]?\b|available|w\/v))/.exec(ingredient.name);
  const share = m ? Number(m[1]) / 100 : undefined;
  return share !== undefined && share > 0 && share < GRADE_AS_SUBSTANCE ? share : undefined;
}

function solutionStrength(ingredient: Ingredient): number | undefined {
  const active = acidBaseOf(ingredient.id)?.active;
  if (active === undefined || active >= 0.9) return undefined;
  // A polymer dispersion's acid-base share is its few acid groups, not its solids: "10 % acrylic
  // dispersion" is 10 % of the dispersion.
  if (/dispersion|latex|emulsion|copolymer/i.test(`${ingredient.name} ${ingredient.inci}`)) return undefined;
  return /solution|\d\s*%(?!\s*available)/i.test(ingredient.name) ? active : undefined;
}

const NO_NEUTRALISER =
  /\b(?:no|without|free of|unneutrali[sz]ed|un-?buffered|not? buffered)\b[^.;,]{0,25}\b(?:neutrali[sz]\w*|base|bases|buffer\w*|ph adjusters?|sodium hydroxide|alkali)\b|\bun-?neutrali[sz]ed\b|\bun-?buffered\b/i;

/**
 * A request that rules out the neutraliser the formula needs to be safe ("no neutraliser",
 * "unbuffered"): the neutraliser stays, and the answer says why.
 */
function neutraliserNotice(formulation: GeneratedFormulation, text: string): Notice | undefined {
  const raises = (id: string) => {
    const d = acidBaseOf(id);
    return d !== undefined && d.strongCharge + d.z0 > 0;
  };
  const adjuster = formulation.ingredients.find((i) => /ph adjuster/i.test(i.function) && raises(i.id));
  if (!adjuster || !NO_NEUTRALISER.test(text)) return undefined;
  return {
    code: "ph-adjusted",
    message: `${adjuster.name} is used all the same: it brings the formula to pH ${formulation.phLevel}; without it the acids would leave the product at a pH that burns the skin.`,
  };
}

/**
 * "Fragrance 1 % woody (cedarwood/vetiver)": essential oils listed right after a fragrance's
 * level are what that fragrance is made of (an essential-oil load is said on its own terms). They share its level, and no perfume compound is
 * added on top of them.
 */
function fragranceOfNamedOils(request: ParsedRequest, text: string): ParsedRequest {
  const m =
    /\b(?:fragrance|perfume|parfum|scent)\b[^()\n.;]{0,30}?(\d+(?:[.,]\d+)?)\s*%[^()\n.;]{0,25}\(([^()]+)\)/i.exec(
      text,
    ) ??
    /(\d+(?:[.,]\d+)?)\s*%\s*(?:of\s+)?(?:fragrance|perfume|parfum|scent)\b[^()\n.;]{0,25}\(([^()]+)\)/i.exec(text);
  if (!m) return request;
  const total = Number((m[1] ?? "").replace(",", "."));
  const list = (m[2] ?? "").toLowerCase();
  const oils = request.ingredients.filter(
    (n) =>
      n.id &&
      !n.level &&
      list.includes(n.matched.toLowerCase()) &&
      ingredientById(n.id)?.functions.includes("essential-oil"),
  );
  if (!oils.length || !(total > 0)) return request;
  const share = Math.round((total / oils.length) * 100) / 100;
  return {
    ...request,
    ingredients: request.ingredients
      .filter((n) => !(n.id === "fragrance" && n.level?.percent === total))
      .map((n) => (oils.includes(n) ? { ...n, level: { value: share, unit: "%" as const, percent: share } } : n)),
  };
}

/**
 * "PVP or VP/VA copolymer", "carbomer or acrylates crosspolymer as thickener": materials offered
 * as alternatives are one choice. The one given a level is used, else the first; the other is
 * no longer asked for.
 */
function oneOfAlternatives(request: ParsedRequest, text: string): ParsedRequest {
  const named = request.ingredients.filter((n) => n.id && n.matched);
  const dropped = new Set<(typeof named)[number]>();
  const lower = text.toLowerCase();
  for (const a of named) {
    for (const b of named) {
      if (a === b || a.id === b.id || dropped.has(a) || dropped.has(b)) continue;
      const pair = `${a.matched.toLowerCase()} or ${b.matched.toLowerCase()}`;
      if (!lower.includes(pair)) continue;
      dropped.add(b.level && !a.level ? a : b);
    }
  }
  return dropped.size ? { ...request, ingredients: request.ingredients.filter((n) => !dropped.has(n)) } : request;
}

/** A fragrance's character ("1 % woody"), not a material. */
const SCENT_NOTES =
  /^(?:woody|floral|fruity|citrus|citrusy|fresh|spicy|herbal|herbaceous|musky|powdery|sweet|green|aquatic|marine|oriental|amber|ambery|gourmand|earthy|smoky|leathery|aromatic|ozonic|clean|light|warm|soft|masculine|feminine|unisex|barbershop)(?:\s+(?:note|notes|scent|accord))?$/i;

/**
 * A named raw material the engine does not know ("tannic acid", "with karanja oil") is never
 * dropped in silence: the answer says it could not be used. Acids are recognised by their name
 * (-ic, -ous acid); oils, extracts and butters only where the request adds them ("with …",
 * "and …"), since "hot oil treatment" or "diffuser oil" name products, not materials.
 */
function unrecognisedNotices(
  formulation: GeneratedFormulation,
  request: ParsedRequest,
  text: string,
  said: readonly Notice[],
): Notice[] {
  const out: Notice[] = [];
  const seen = new Set<string>();
  // What the formula holds, by name and by the job it does ("nonionic surfactant" is a C12-15
  // pareth-7 doing that job, not an unknown material).
  const known = [
    ...request.ingredients.map((n) => n.matched),
    ...formulation.ingredients.flatMap((i) => [i.name, i.function]),
  ]
    .join(" ")
    .toLowerCase();
  const inKnowledgeBase = (phrase: string) => {
    const words = phrase.split(/\s+/);
    return (
      Boolean(findIngredient({ name: phrase })) ||
      INGREDIENTS.some((i) =>
        [i.name, i.inci, ...(i.aliases ?? [])].some((n) => words.every((w) => n.toLowerCase().includes(w))),
      )
    );
  };
  const pattern =
    /(?:\b(with|and|plus|or)\s+|[+&,]\s*)?((?:\p{L}[\p{L}-]+\s+){0,2}?\p{L}[\p{L}-]{2,})\s+(acid|oil|extract|butter)\b(?!\s+(?:repellen|resistan|absorb|proof|control|uptake|stains?\b|spills?\b|phase\b|content\b))(\s*-?\s*free)?/giu;
  for (const m of text.matchAll(pattern)) {
    const [, leading, matchedName = "", kind = "", free] = m;
    // "with sugar and coconut oil": the material is what follows the last joining word.
    const words = matchedName.split(/\s+/);
    const last = words
      .map((w) => w.toLowerCase())
      .findLastIndex((w) => ["and", "or", "with", "plus", "rest", "balance", "remainder"].includes(w));
    const name = words.slice(last + 1).join(" ");
    // "No tea tree oil" rules the oil out: a free-from, not a material asked for.
    if (/^(?:no|not|without|free|sans|ohne|sin|senza|bez)\s/i.test(name)) continue;
    const joiner = last >= 0 ? words[last] : leading;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 12), m.index).toLowerCase();
    if (free || /\b(no|without|free of|free from)\s*$/.test(before)) continue;
    const isAcid = kind.toLowerCase() === "acid";
    if (isAcid ? !/(ic|ous)$/i.test(name) : !joiner && !/[+&,]/.test(m[0].slice(0, 2))) continue;
    const phrase = `${isAcid ? (name.split(/\s+/).at(-1) ?? name) : name} ${kind}`.toLowerCase();
    if (seen.has(phrase) || known.includes(phrase) || inKnowledgeBase(phrase)) continue;
    seen.add(phrase);
    out.push({
      code: "ingredient-unavailable",
      message: `${capitalise(phrase)} is not in our ingredient knowledge base, so it could not be used.`,
    });
  }
  const named = [
    ...request.ingredients.map((n) => n.matched),
    ...request.prohibited.map((p) => p.matched),
    ...request.scents,
    ...request.colours,
    // "cures alopecia & regrows hair" lists claims, said as claims, not materials.
    ...request.medicinalClaims,
    // The product itself ("… zinc PCA 1% serum") is not a material.
    ...(request.productType ? [request.productType.matched] : []),
  ].map((m) => m.toLowerCase());
  // "oven & grill cleaner gel": a phrase that shares a word with the product's own name is the product.
  const productWords = new Set(
    (request.productType?.matched ?? "")
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 3),
  );
  const recognised = (phrase: string) =>
    SCENT_NOTES.test(phrase) ||
    CLASS_WORDS.some((c) => new RegExp(`^(?:${c.words})$`, "i").test(phrase)) ||
    known.includes(phrase) ||
    named.some((m) => m.includes(phrase) || phrase.includes(m)) ||
    phrase.split(/\s+/).some((w) => productWords.has(w)) ||
    inKnowledgeBase(phrase);
  for (const phrase of namedMaterials(text, (p) => named.some((m) => m.includes(p) || p.includes(m)))) {
    if (seen.has(phrase) || recognised(phrase) || said.some((n) => n.message.toLowerCase().includes(phrase))) continue;
    seen.add(phrase);
    // "Hair bleach powder + developer": a product of its own listed beside this one is a second
    // product, made on its own, not a missing material.
    const other = PRODUCT_TYPES.find(
      (t) =>
        t.id !== request.productType?.id &&
        t.synonyms.some((syn) => syn.includes(" ") && new RegExp(`\\b${escapeRegExp(syn)}\\b`, "i").test(phrase)),
    );
    if (other) {
      out.push({
        code: "format",
        message: `${capitalise(other.name)} is a product of its own: this answer is the ${formulation.productType ?? "product"} only. Ask for the ${other.name.toLowerCase()} separately to have both parts of the kit.`,
      });
      continue;
    }
    out.push({
      code: "ingredient-unavailable",
      message: `${capitalise(phrase)} is not in our ingredient knowledge base, so it could not be used.`,
    });
  }
  return out;
}

/**
 * "Acrylic polyol + HDI trimer hardener, mix ratio 2:1": a two-component product's hardener is
 * its second pack, mixed in just before use, not a material of the base. It is said as such;
 * only a request to put both in one can keeps it, for the chemistry gate to refuse.
 */
/**
 * "Perm lotion … plus separate neutraliser with 2 % hydrogen peroxide": what the request puts in a
 * separate product is that product's, not this one's. Said, so the pair is not refused as one pack.
 */
function separatePack(request: ParsedRequest, text: string): { request: ParsedRequest; notices: Notice[] } {
  const apart = hardenerApart(request, text);
  const m =
    /\b(?:plus|and|with)?\s*(?:a\s+)?separate\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:with|containing|of|based on|made with)\s+([^.;]*)/iu.exec(
      text,
    );
  if (!m) return apart;
  const clause = (m[2] ?? "").toLowerCase();
  const theirs = apart.request.ingredients.filter((n) => n.matched && clause.includes(n.matched.toLowerCase()));
  if (!theirs.length) return apart;
  return {
    request: { ...apart.request, ingredients: apart.request.ingredients.filter((n) => !theirs.includes(n)) },
    notices: [
      ...apart.notices,
      {
        code: "format",
        message: `${listNames(theirs.map((n) => ({ name: (n.id ? ingredientById(n.id)?.name : undefined) ?? n.name })))} belongs to the separate ${m[1]}, a second product packed and used apart: this formula is the first one, and the two are never mixed in one pack.`,
      },
    ],
  };
}

const TWO_PACK = /\b2k\b|two[- ](?:component|pack|part)|component b\b|mix(?:ing)? ratio|\b\d+\s*:\s*\d+\b/i;
const ONE_CAN = /\b(?:one|single|same)\s+(?:can|tin|pack|container|bottle)\b|already mixed|pre-?mixed|mixed together/i;
const hardenerSold = (text: string) => TWO_PACK.test(text) && !ONE_CAN.test(text);

function hardenerApart(request: ParsedRequest, text: string): { request: ParsedRequest; notices: Notice[] } {
  if (!hardenerSold(text)) return { request, notices: [] };
  const hardeners = request.ingredients.filter((n) => {
    const i = n.id ? ingredientById(n.id) : undefined;
    return i !== undefined && rolesOf({ id: i.id, names: [i.name, i.inci] }).has("isocyanate");
  });
  if (!hardeners.length) return { request, notices: [] };
  return {
    request: { ...request, ingredients: request.ingredients.filter((n) => !hardeners.includes(n)) },
    notices: [
      {
        code: "format",
        message: `${listNames(hardeners)} is the second pack of this two-component product: it reacts with the base (and with moisture), so it is filled in its own can and mixed in just before use. This formula is the base, component A.`,
      },
    ],
  };
}

/**
 * "Mix ratio 2:1" for a two-component product whose base is balanced for another ratio: the
 * directions keep the ratio the base is made for, and the answer says why the one asked would
 * not cure properly, rather than printing both.
 */
function mixRatioNotice(formulation: GeneratedFormulation, text: string): Notice | undefined {
  if (!hardenerSold(text)) return undefined;
  const asked = /\b(\d+(?:[.,]\d+)?)\s*:\s*(\d+(?:[.,]\d+)?)\b/.exec(text);
  const own = /\bmix\s+(\d+(?:[.,]\d+)?)\s+parts?\b[^.|]{0,60}?\bwith\s+(\d+(?:[.,]\d+)?)\s+parts?\b/i.exec(
    formulation.usageInstructions ?? "",
  );
  if (!asked || !own) return undefined;
  const ratio = (a?: string, b?: string) => Number((a ?? "").replace(",", ".")) / Number((b ?? "").replace(",", "."));
  const wanted = ratio(asked[1], asked[2]);
  const made = ratio(own[1], own[2]);
  if (!(wanted > 0 && made > 0)) return undefined;
  if (Math.abs(wanted - made) / made <= 0.1)
    return { code: "format", message: `The base and its hardener are mixed ${asked[1]}:${asked[2]}, as asked.` };
  const more = made / wanted;
  return {
    code: "format",
    message: `This base is balanced to be mixed ${own[1]}:${own[2]} with its hardener, not ${asked[1]}:${asked[2]} as asked: at ${asked[1]}:${asked[2]} it would get ${more > 1 ? `${more.toFixed(1)} times` : `${Math.round(more * 100)} % of`} the hardener it is made for, and a two-component coating mixed off its ratio stays soft or turns brittle and loses gloss. The directions give ${own[1]}:${own[2]}; a ${asked[1]}:${asked[2]} system needs the base's resin content or the hardener's strength changed to match.`,
  };
}

/**
 * "Black mascara with iron oxides": a colourant family named without its shade ("iron oxides",
 * which the knowledge base spells only for the red) is its member in the colour asked.
 */
function inAskedShade(request: ParsedRequest): ParsedRequest {
  const asked = request.colours.filter((c) => SHADES[c]);
  if (!asked.length) return request;
  const ingredients = request.ingredients.map((n) => {
    const own = n.id ? ingredientById(n.id) : undefined;
    if (!own || asked.some((c) => SHADES[c]?.includes(own.id))) return n;
    // A shade written with the name ("iron oxide red") is the one meant, whatever the colour asked.
    if (
      /\b(?:red|black|yellow|brown|white|blue|green|orange|pink|violet|purple|rouge|noir|rojo|negro|rosso|nero)\b/i.test(
        n.matched,
      )
    )
      return n;
    if (!Object.values(SHADES).some((ids) => ids.includes(own.id))) return n;
    const family = own.name.split(/\s+/).slice(0, 2).join(" ").toLowerCase();
    const other = asked
      .flatMap((c) => SHADES[c] ?? [])
      .map((id) => ingredientById(id))
      .find((i) => i?.name.toLowerCase().startsWith(family));
    return other ? { ...n, id: other.id, name: other.name, inci: other.inci } : n;
  });
  return { ...request, ingredients };
}

/**
 * A material named by a family's word or by part of a blend's name ("sulfite + phosphate", "PEG-100
 * stearate") that no knowledge-base name spells exactly. When one member is what the product's
 * templates use, or the family has one member, the request names that one, and it is traced like
 * any named ingredient (used, or said why not); otherwise the answer asks which one is meant.
 */
function withFamilies(
  request: ParsedRequest,
  text: string,
): { request: ParsedRequest; unclear: { notice: Notice; words: RegExp[]; members: Set<string> }[] } {
  const type = request.productType;
  const unclear: { notice: Notice; words: RegExp[]; members: Set<string> }[] = [];
  if (!type) return { request, unclear };
  const named = [...request.ingredients.map((n) => n.matched), ...request.prohibited.map((p) => p.matched)].map((m) =>
    m.toLowerCase(),
  );
  const isNamed = (p: string) => named.some((m) => m.includes(p) || p.includes(m));
  const templates = templatesForType(type.id);
  const used = new Set(templates.flatMap((t) => t.slots.flatMap((slot) => slot.candidates)));
  // A member that does not survive at the product's pH (an alkaline-stabilised silica sol in a
  // near-neutral spray gels) is not the one meant.
  const ph = templates.map((t) => t.ph).filter((r) => r !== undefined);
  const fitsPh = (i: Ingredient) =>
    !ph.length || ph.some(([low, high]) => (i.phMin ?? 0) <= high && low <= (i.phMax ?? 14));
  const added: ParsedRequest["ingredients"] = [];
  const phrases = [...namedMaterials(text, isNamed), ...familiesWanted(text)];
  for (const phrase of new Set(phrases)) {
    if (isNamed(phrase) || findIngredient({ name: phrase }) || request.scents.includes(phrase)) continue;
    // "adipic acid 2 % activator": a job word after a named material says what it does.
    if (ROLE_WORD.test(phrase)) continue;
    // Each word is a whole word of the name, or the end of one when it is a family's long ending:
    // "phosphate" is in "sodium tripolyphosphate", but "aes" is not in "aestivum".
    const words = phrase
      .split(/\s+/)
      .map((w) => new RegExp(`${w.length >= 6 ? "" : "(?:^|[^a-z0-9])"}${escapeRegExp(w)}(?![a-z0-9])`, "i"));
    const members = INGREDIENTS.filter((i) =>
      [i.name, i.inci, ...(i.aliases ?? [])].some((n) => words.every((w) => w.test(n))),
    );
    // "Black mascara, iron oxides": the family's member of the colour asked.
    const shaded = members.filter((m) => request.colours.some((c) => SHADES[c]?.includes(m.id)));
    const chosen =
      (shaded.length ? (shaded.find((i) => used.has(i.id)) ?? shaded[0]) : undefined) ??
      members.find((i) => used.has(i.id)) ??
      likeliestMember(
        members.filter((i) => fitsPh(i)),
        used,
      );
    if (!chosen) {
      if (members.length > 1)
        unclear.push({
          notice: {
            code: "ingredient-unavailable",
            message: `“${phrase}” names several materials (${members
              .slice(0, 4)
              .map((m) => m.name)
              .join(", ")}${members.length > 4 ? " …" : ""}), none of which this product uses: name the one you mean.`,
          },
          words,
          members: new Set(members.map((m) => m.id)),
        });
      continue;
    }
    const level = new RegExp(
      `${escapeRegExp(phrase)}\\s*(?:at\\s*)?(\\d+(?:[.,]\\d+)?)\\s*%|(\\d+(?:[.,]\\d+)?)\\s*%\\s*(?:of\\s*)?${escapeRegExp(phrase)}`,
      "i",
    ).exec(text);
    const value = level ? Number((level[1] ?? level[2] ?? "").replace(",", ".")) : undefined;
    added.push({
      id: chosen.id,
      name: chosen.name,
      inci: chosen.inci,
      matched: phrase,
      source: "knowledge-base",
      ...(value !== undefined && Number.isFinite(value) ? { level: { value, unit: "%", percent: value } } : {}),
    });
  }
  return { request: added.length ? { ...request, ingredients: [...request.ingredients, ...added] } : request, unclear };
}

/**
 * Words that name a family of materials rather than one ("a little silicone for slip", "quick
 * detailer with SiO2"). Asked for with "with", "plus", "containing" or "and", the family is a
 * material the request wants, traced like any named one; "silicone-free" and "no silicone" rule
 * it out instead and are read as free-from claims elsewhere.
 */
const MATERIAL_FAMILY =
  /(?:\b(?:with|plus|containing|including|and|enriched with)\s+|[+&]\s*)(?:(?:a little|a bit of|a touch of|some|extra)\s+)?(silicones?|siloxanes?|silanes?|sio2|si02|silica|ceramic|graphene|mica|glitter|phosphates?|phosphonates?)\b(?!\s*-?\s*free)/gi;

function familiesWanted(text: string): string[] {
  return [...text.matchAll(MATERIAL_FAMILY)].map((m) =>
    (m[1] ?? "")
      .toLowerCase()
      .replace(/^si02$/, "sio2")
      .replace(/(?<=e)s$/, ""),
  );
}

/**
 * The member of a family that belongs in this kind of product: the one whose fields of use
 * (water treatment, laundry, cosmetics) are most those of the ingredients its templates use,
 * when one stands out.
 */
function likeliestMember(members: readonly Ingredient[], used: ReadonlySet<string>): Ingredient | undefined {
  if (members.length === 1) return members[0];
  const weight = new Map<string, number>();
  for (const id of used) for (const d of ingredientById(id)?.domains ?? []) weight.set(d, (weight.get(d) ?? 0) + 1);
  const total = [...weight.values()].reduce((a, b) => a + b, 0) || 1;
  const scored = members
    .map((m) => ({ m, score: m.domains.reduce((sum, d) => sum + (weight.get(d) ?? 0), 0) / total / m.domains.length }))
    .sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (first && first.score > 0 && (!second || first.score > second.score * 1.25)) return first.m;
  // "2 % EDTA" for a bathroom cleaner: of the EDTA salts and chelates, the one that does a job the
  // product's templates have (a chelating agent) and is sold for its field.
  const jobs = new Set([...used].flatMap((id) => ingredientById(id)?.functions ?? []));
  const fields = new Set([...weight.keys()]);
  const doing = members.filter(
    (m) => m.functions.some((f) => jobs.has(f) && f !== "surfactant") && m.domains.some((d) => fields.has(d)),
  );
  // Salts of the one substance the phrase names (disodium or tetrasodium EDTA) do the same job: the
  // one sold for more of the product's fields.
  const reach = (m: Ingredient) => m.domains.reduce((sum, d) => sum + (weight.get(d) ?? 0), 0);
  return doing.sort((a, b) => reach(b) - reach(a))[0];
}

/** Words after a level that say what kind of level it is, not which material ("3 % dilution", "100 % natural"). */
const LEVEL_WORDS =
  /^(?:total|bwc|bwoc|owc|bws|dilution|diluted|concentration|concentrate|natural|organic|active|actives|solids?|more|less|off|strength|pure|vegan|recycled|by|of|w\/w|v\/v|weight|volume|max|maximum|min|minimum|solution|aqueous|in|on|for|to|and|or|or less|less|each|load|loading|extra|stronger|cheaper|faster|fewer|water|humidity|rh|discount|sale|less|surfactants?|tensides?|builders?|preservatives?|thickeners?|emulsifiers?|humectants?|emollients?|fragrances?|perfumes?|parfums?|scents?|essential)$/i;
/** Words that speak of an amount, not a material ("dose 50 ppm", "about 2 %", "strong 5 %"). */
const AMOUNT_WORDS =
  /^(?:we|our|have|has|got|stock|buy|bought|dose|dosage|dosing|dosierung|dosis|about|approx|approximately|ca|circa|around|roughly|strong|stronger|but|put|use|used|at|up|only|just|ph|visc|viscosity|water|rest|balance)$/i;
/** Words that end a material's name in running text. */
const NAME_ENDS =
  /^(?:for|from|in|to|with|and|or|as|by|blended|mixed|added|into|on|so|that|which|because|plus|per|pls|please|max|min|total|each|base|blend|scent|smell|dilution)$/i;

/**
 * Materials the request names without the parser knowing them: members of a list that also names
 * a known material ("clary sage + pennyroyal + rosemary EO", "silver nanoparticles + 1 % triclosan"),
 * and names given a level ("30 % LDPE"). `isKnown` says whether a member is a material the
 * request was read to name; a list with none ("shock + stabiliser") names no materials.
 */
function namedMaterials(text: string, isKnown: (phrase: string) => boolean): string[] {
  const clean = (part: string) => {
    const words = part
      .toLowerCase()
      .replace(/\b\d+(?:[.,]\d+)?\s*(?:%|ppm|ml|g|kg|l)(?=\s|$)/g, " ")
      .replace(/\b(?:essential oils?|eo|eos)\b/g, " ")
      .split(/\s+/)
      .filter(Boolean);
    // "a bit of vitamin E", "also add 2 % calcium chloride": the words before the name.
    while (
      words.length &&
      /^(?:and|with|plus|some|a|an|the|of|bit|little|touch|dash|pinch|hint|also|add|added|adding|extra|more)$/.test(
        words[0] ?? "",
      )
    )
      words.shift();
    // "6+ years", "3+ months": an age, not a material.
    if (/^(?:years?|yrs?|months?|weeks?|old|ages?|aged)$/.test(words[0] ?? "")) return "";
    const end = words.findIndex((w) => NAME_ENDS.test(w));
    return (end < 0 ? words : words.slice(0, end)).slice(0, 3).join(" ");
  };
  const out: string[] = [];
  for (const clause of text.split(/[,;.():\n]|\s(?:in|with|for|into|on)\s/i)) {
    // "SPF 50+", "6+ years": a plus after a figure is no list.
    const parts = clause.split(/(?<!\d)\s*\+\s*|\s+&\s+/);
    if (parts.length < 2) continue;
    // The list starts where its first name does: "sleep pillow mist lavender + chamomile" lists
    // lavender, the longest known ending of the words before the first "+".
    const lead = (parts[0] ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const tail = lead.map((_, i) => lead.slice(i).join(" ")).find((t) => isKnown(clean(t)));
    if (tail) parts[0] = tail;
    const members = parts.map(clean).filter((m) => /\p{L}{3,}/u.test(m));
    if (!members.some(isKnown)) continue;
    out.push(...members);
  }
  for (const m of text.matchAll(/\b(\d+(?:[.,]\d+)?)\s*(?:%|ppm)\s+((?:[\p{L}][\p{L}\d-]*\s*){1,3})/giu)) {
    // "100 % biodegradable", "100% natural": a claim, not a material at a level.
    if (Number((m[1] ?? "").replace(",", ".")) >= 100) continue;
    const first = (m[2] ?? "").trim().split(/\s+/)[0] ?? "";
    if (LEVEL_WORDS.test(first)) continue;
    const name = clean(m[2] ?? "");
    if (/\p{L}{3,}/u.test(name)) out.push(name);
  }
  // …and a list item the level follows (", Fe-EDTA 0.1%", "and camphor 2%"): the words after the
  // list marker, when none of them speaks of amounts ("dose 50 ppm", "about 2%").
  const item =
    /(?:^|[,;:+&(]|\b(?:and|with|plus|und|mit|et|avec|y|con)\b)\s*((?:[\p{L}][\p{L}\d-]*\s+){1,3})(\d+(?:[.,]\d+)?)\s*(?:%|ppm)/giu;
  for (const m of text.matchAll(item)) {
    // "protection 100 %", "natural 100%": a claim, as above.
    if (Number((m[2] ?? "").replace(",", ".")) >= 100) continue;
    const words = (m[1] ?? "").trim().toLowerCase().split(/\s+/);
    if (words.some((w) => AMOUNT_WORDS.test(w) || LEVEL_WORDS.test(w) || NAME_ENDS.test(w))) continue;
    const name = clean(words.join(" "));
    if (/\p{L}{3,}/u.test(name)) out.push(name);
  }
  return out;
}
