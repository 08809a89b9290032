/**
 * A generated formulation's name: the template's own name with the property asked for in front
 * ("Fragrance-Free Sulfate-Free Shampoo"), unless the name would then say something twice. The
 * demo, a bulk run and the bulk preview all name their formulations here.
 */
import { escapeRegExp } from "./text";

/** Every word's first letter raised ("sensitive teeth" → "Sensitive Teeth"). */
export function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** The start of a word that its other forms share ("dry" for drying, "harde" for hardening and hardener). */
function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/i, "").slice(0, 5);
}

/** Words that join others and say nothing by themselves, also as the end of a compound ("Sulfate-Free"). */
const JOINING = new Set(["for", "with", "and", "the", "of", "a", "an", "in", "to", "on", "free", "based"]);

/** The words a text names, compounds taken apart ("Water-Based" → water, based), joining words left out. */
function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !JOINING.has(w));
}

export function nameWithProperty(property: string | undefined, templateName: string): string {
  // A use ("for reinforced concrete") does not go in front of a name.
  if (!property || /^(?:for|with)\b/i.test(property)) return templateName;
  // Said already in another form: "Hardening" before "Nail Hardener", "Talc-free" before "Talc-Free Baby Powder".
  const said = property.split(/[\s-]+/).every((w) => new RegExp(`\\b${escapeRegExp(stem(w))}`, "i").test(templateName));
  // A word of the name again: "Sensitive Teeth" before "Sensitive Toothpaste".
  const named = new Set(contentWords(templateName));
  const doubled = contentWords(property).some((w) => named.has(w));
  return said || doubled ? templateName : `${titleCase(property)} ${templateName}`;
}
