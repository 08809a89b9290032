/**
 * The engine's category text, made only from the administrator's own description: a name, a
 * description, SEO fields within the spec's limits (SEO title ≤ 60, meta description ≤ 160)
 * and keywords. Nothing is claimed that the words did not say.
 */
import { clip, DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo";

/** Openers that say "several products", not what they are: "a range of", "our new line of"… */
const OPENERS =
  /^(?:(?:a|an|the|some|our|my|new|whole|full|complete|premium|range|line|collection|set|series|selection|variety|family|kind|kinds|type|types)\s+|of\s+)+/i;
/** Where the product phrase ends and its purpose or contents begin. */
const PHRASE_END = /\s+(?:for|with|that|which|to|made|using|based|in|on|from|without)\s+|[,;:.!?()]/i;
const SMALL_WORDS = new Set(["and", "or", "of", "for", "with", "the", "a", "an", "&", "to", "in", "on"]);
const STOP_WORDS = new Set([
  ...SMALL_WORDS,
  "range",
  "line",
  "collection",
  "products",
  "product",
  "new",
  "our",
  "that",
  "which",
  "from",
  "made",
  "using",
  "based",
  "without",
  "some",
  "kind",
  "type",
]);
const NAME_WORDS_MAX = 5;

/**
 * "Formulations for dog shampoos", "dog shampoo formulations" → the products themselves: every
 * text built here says "formulations" itself, so a description that already did would say it twice
 * ("Formulations for formulations for …").
 */
const SAYS_FORMULATIONS_FIRST = /^(?:formulations?|formulas?|recipes?)\s+(?:for|of)\s+/i;
const SAYS_FORMULATIONS_LAST = /\s+(?:formulations?|formulas?|recipes?)$/i;

export function withoutFormulationWords(text: string): string {
  let bare = text;
  for (let before = ""; before !== bare; ) {
    before = bare;
    bare = bare.replace(SAYS_FORMULATIONS_FIRST, "").replace(SAYS_FORMULATIONS_LAST, "");
  }
  return /\p{L}/u.test(bare) ? bare : text;
}

/** What the products are: tidied, without openers ("a range of") or the word "formulations". */
function subjectOf(description: string): string {
  return withoutFormulationWords(tidy(description).replace(OPENERS, "")).replace(OPENERS, "");
}

/** Spaces collapsed, the end punctuation dropped. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.,;:!?]+$/, "");
}

function titleWord(word: string, first: boolean): string {
  if (!first && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
  // Only first letters are raised ("sulfate-free" → "Sulfate-Free"): "3D", "SPF", "pH" keep the case they were typed in.
  return word
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("-");
}

/** The product phrase of a description: "a range of sulfate-free shampoos for salons" → "sulfate-free shampoos". */
export function productPhrase(description: string): string {
  const text = subjectOf(description);
  const head = text.split(PHRASE_END)[0]?.trim() ?? "";
  const phrase = /\p{L}{3,}/u.test(head) ? head : text;
  return phrase.split(" ").slice(0, NAME_WORDS_MAX).join(" ");
}

export function categoryNameFrom(description: string): string {
  const words = productPhrase(description).split(" ").filter(Boolean);
  return clip(words.map((w, i) => titleWord(w, i === 0)).join(" "), 60);
}

export function categoryDescriptionFrom(description: string): string {
  const text = subjectOf(description);
  return clip(`Formulations for ${text.charAt(0).toLowerCase()}${text.slice(1)}.`, 1000);
}

export function seoTitleFor(name: string): string {
  const full = `${name} Formulations`;
  return full.length <= TITLE_MAX ? full : clip(name, TITLE_MAX);
}

export function metaDescriptionFor(name: string, description: string): string {
  return clip(`${name} formulations for small-batch manufacturers: ${tidy(description)}.`, DESCRIPTION_MAX);
}

/** The name as a search phrase, the product type's own words when known, then the description's words. */
export function keywordsFor(name: string, description: string, typeWords: readonly string[] = []): string {
  const lower = name.toLowerCase();
  const words = tidy(description)
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 4 && !STOP_WORDS.has(w));
  const all = [`${lower} formulation`, `${lower} formula`, ...typeWords.map((w) => w.toLowerCase()), ...words];
  return [...new Set(all)].slice(0, 8).join(", ").slice(0, 500);
}
