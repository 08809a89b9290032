/**
 * What an LLM may do with an answer: say the retrieved facts in friendlier words, nothing more.
 * Its text is refused (and the template answer used) when it carries a link or markup, a number
 * the facts do not contain, a capitalised name or code the facts do not contain, or the name of a
 * knowledge-base ingredient the facts do not mention.
 */
import { z } from "zod";
import { INGREDIENTS } from "../knowledge";
import type { ChatMessage } from "../llm/draft";
import { normaliseName } from "../regulatory";
import type { AssistantAnswer } from "./types";

export const PhrasingSchema = z.object({ text: z.string().trim().min(10).max(1500) });

export const PHRASING_JSON_SCHEMA = {
  name: "assistant_answer",
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["text"],
    properties: { text: { type: "string" } },
  },
};

export function phrasingMessages(question: string, answer: AssistantAnswer): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You are Formulab's assistant for cosmetic and chemical formulators. Rewrite the facts below as a short, clear answer to the question. " +
        "Use only the facts: add no number, name, ingredient, product, regulation or advice that is not in them, and drop nothing that limits or qualifies a fact. " +
        "Plain text, no links, no markdown. Answer as JSON.",
    },
    { role: "user", content: JSON.stringify({ question, facts: answer.facts }) },
  ];
}

const NUMBER = /\d+(?:[.,]\d+)*/g;
/** Words that start sentences or are the assistant's own vocabulary, allowed without being facts. */
const ALLOWED_CAPITALISED = new Set(["i", "eu", "yes", "no", "you", "your", "the", "a", "an", "it", "in", "for", "at"]);

/** Knowledge-base names long enough to be unambiguous, normalised, for the invented-ingredient check. */
let ingredientNames: string[] | undefined;
function knownIngredientNames(): string[] {
  ingredientNames ??= [
    ...new Set(
      INGREDIENTS.flatMap((i) => [i.name, i.inci])
        .map((n) => normaliseName(n))
        .filter((n) => n.length >= 5),
    ),
  ];
  return ingredientNames;
}

/** Why the phrasing cannot be shown, or undefined when it keeps to the facts. */
export function ungroundedReason(text: string, answer: AssistantAnswer): string | undefined {
  const facts = answer.facts.join(" ");
  if (/[<>]|https?:|www\.|\/formulation\//i.test(text)) return "the phrasing carries a link or markup";
  const knownNumbers = new Set(facts.match(NUMBER) ?? []);
  for (const n of text.match(NUMBER) ?? [])
    if (!knownNumbers.has(n)) return `the phrasing cites "${n}", a number that is not in the facts`;
  const factWords = new Set(normaliseName(facts).split(" "));
  for (const m of text.matchAll(/\b\p{Lu}[\p{L}\p{N}-]*/gu)) {
    // A capital after a sentence break is ordinary prose; ingredient names there are checked below.
    const before = text.slice(0, m.index).trimEnd();
    if (before === "" || /[.!?:;]$/.test(before)) continue;
    const word = m[0];
    const key = normaliseName(word);
    if (ALLOWED_CAPITALISED.has(key)) continue;
    if (!key.split(" ").every((part) => factWords.has(part)))
      return `the phrasing names "${word}", which is not in the facts`;
  }
  const said = ` ${normaliseName(text)} `;
  const known = ` ${normaliseName(facts)} `;
  for (const name of knownIngredientNames())
    if (said.includes(` ${name} `) && !known.includes(` ${name} `))
      return `the phrasing names the ingredient "${name}", which is not in the facts`;
  return undefined;
}
