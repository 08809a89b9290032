/**
 * Alt text from what we know for sure — the formulation's name and category — and nothing we do
 * not (no colours, packaging or backgrounds the engine cannot see). One phrase, at most 125
 * characters (what screen readers comfortably read), never starting with "image of": a screen
 * reader already says it is an image. The LLM path (alt-text.server.ts) must pass `isGoodAltText`.
 */
export const ALT_TEXT_MAX = 125;
export const MISSING_NAME = "Missing Information - Please enter a formulation name first.";

const IMAGE_PREFIX = /^(?:(?:an?|the)\s+)?(?:image|picture|photo|photograph|graphic)\s+(?:of|showing)\s+/i;

/** Control characters, angle brackets and runs of white space out; nothing else changed. */
export function cleanText(text: string): string {
  return text
    .replace(/[\p{Cc}<>]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "skin-care-formulations" or "Skin Care" → "skin care"; words in capitals or with digits (3D, UV) stay. */
export function categoryPhrase(category: string | null | undefined): string | undefined {
  const words = cleanText((category ?? "").replace(/-/g, " "))
    .split(" ")
    .filter(Boolean);
  while (words.length && /^formulations?$/i.test(words.at(-1) ?? "")) words.pop();
  const phrase = words.map((w) => (/^[A-Z][a-z'’&]*$/.test(w) ? w.toLowerCase() : w)).join(" ");
  return phrase || undefined;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** Cuts at the last whole word that fits, with an ellipsis. */
function fitWithin(text: string, max = ALT_TEXT_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

export function engineAltText(name: string, category?: string | null): string {
  const product = cleanText(name)
    .replace(IMAGE_PREFIX, "")
    .replace(/[.,;:\s]+$/, "");
  const alreadySaysFormula = /\bformula(?:tion)?s?$/i.test(product);
  const phrase = categoryPhrase(category);
  if (phrase) {
    const full = `${product}, ${article(phrase)} ${phrase} formulation`;
    if (full.length <= ALT_TEXT_MAX) return full;
  }
  return fitWithin(alreadySaysFormula ? product : `${product} formulation`);
}

export function isGoodAltText(text: string): boolean {
  return text.length > 0 && text.length <= ALT_TEXT_MAX && !IMAGE_PREFIX.test(text) && !/[<>]/.test(text);
}
