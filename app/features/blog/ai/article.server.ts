/**
 * An AI blog article from the facts (grounding.server.ts), in six sections: introduction, what
 * to look for, example formulations (linked), key ingredients (a table with INCI names and
 * levels), regulatory notes (the CosIng annex references the knowledge base cites) and a close.
 * The engine writes every section from templates. With an LLM configured, the model may write
 * the three prose sections (introduction, what to look for, closing) from the same facts; its
 * answer is plain text checked against a schema, may not carry a URL, HTML or a number the facts
 * do not contain, and is otherwise refused with a reason and replaced by the template's words.
 * The lists, the table and the regulatory notes are always the engine's: they are the facts.
 */
import { z } from "zod";
import type { GeneratedBlogPost } from "#app/features/blog/ai-schema";
import { blogSlugFromTitle, DEFAULT_AUTHOR } from "#app/features/blog/schema";
import { sanitizeHtml } from "#app/lib/sanitize-html";
import { DESCRIPTION_MAX } from "#app/lib/seo";
import { completeStructured } from "#app/server/llm/structured.server";
import type { LlmClient } from "#formulation";
import type { BlogFacts, IngredientFact } from "./grounding.server";

export type Prose = { intro: string[]; guidance: string[]; closing: string[] };

/** The post's fields the article writes, and who wrote its prose (with why not the model, if not). */
export type Article = Pick<
  GeneratedBlogPost,
  "title" | "slug" | "excerpt" | "content" | "metaDescription" | "keywords" | "source" | "fallbackReason"
>;

const esc = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const titleCase = (text: string) =>
  text.replace(/(^|[\s-])(\p{Ll})/gu, (_, s: string, c: string) => s + c.toUpperCase());

const level = (p: string) => (/%\s*$/.test(p) ? p.trim() : `${p.trim()}%`);
const range = (i: IngredientFact) => `${i.typicalMin}–${i.typicalMax}%`;
/** A knowledge-base function id as words; "ph-adjuster" reads "pH adjuster". */
/**
 * A title-cased topic inside a sentence: "Vitamin C Serums" → "vitamin C serums". Only words written
 * as capital + lower case are lowered, so initials and acronyms (C, SPF, pH, INCI) keep their case.
 */
export const inSentence = (topic: string) => topic.trim().replace(/\p{Lu}\p{Ll}+/gu, (word) => word.toLowerCase());
const fn = (f: string) => f.replace(/-/g, " ").replace(/\bph\b/g, "pH");

function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function firstSentence(text: string): string {
  const match = text.match(/^.*?[.!?](\s|$)/);
  return (match ? match[0] : text).trim();
}

/** A topic that already reads as a headline (a trending suggestion's title) is kept as it is. */
export function titleOf(topic: string): string {
  const t = titleCase(topic.trim());
  return /:|^(how|why|what|which|inside|\d)\b/i.test(t) ? t : `${t}: A Formulator's Guide`;
}

/** The template's prose: every clause restates a fact (a count, a name, a function, a range). */
export function templateProse(facts: BlogFacts): Prose {
  const topic = facts.topic.trim();
  const f = facts.formulations;
  const categories = [...new Set(f.map((x) => x.category))];
  const intro = [
    f.length
      ? `For ${inSentence(topic)}, our library has working recipes: ${f.length === 1 ? "one formulation" : `${f.length} formulations`} from ${listing(categories)} ${f.length === 1 ? "matches" : "match"} the topic, each with exact percentages, a method and its specifications.`
      : `For ${inSentence(topic)}, everything starts with choosing the right raw materials. The library has no finished formulation for this topic yet, so this guide works from our ingredient knowledge base.`,
    `This guide walks through what to look for, ${f.length ? "the example formulations, " : ""}the ingredients with their INCI names and usual levels, and the regulatory points our knowledge base records.`,
  ];
  const byFunction = new Map<string, string[]>();
  for (const i of facts.ingredients) {
    const main = i.functions[0];
    if (main) byFunction.set(main, [...(byFunction.get(main) ?? []), i.name]);
  }
  const guidance = [...byFunction].map(
    ([role, names]) =>
      `For the ${fn(role)} role, ${listing(names)} ${names.length > 1 ? "are" : "is"} the choice${names.length > 1 ? "s" : ""} the examples and the knowledge base point to.`,
  );
  if (f.some((x) => x.phLevel)) {
    const phs = [...new Set(f.flatMap((x) => (x.phLevel ? [x.phLevel] : [])))];
    guidance.push(`Check the pH: the examples are made to ${listing(phs)}.`);
  }
  guidance.push(
    "Keep each ingredient inside its typical range unless you have a reason and the data to go beyond it, and never above the maximum the regulations allow.",
  );
  const closing = [
    f.length
      ? `Start from one of the formulations above: open it, scale the batch to your size and adjust within the ranges given here.`
      : "Browse the library for a close relative of this product, then adjust it within the ranges given here.",
    "Test stability and preservation on every batch before it reaches a customer.",
  ];
  return { intro, guidance, closing };
}

const paragraphs = (list: readonly string[]) => list.map((p) => `<p>${esc(p)}</p>`).join("\n");

/** The article's HTML: the prose given (the engine's or the model's) around the facts. */
export function articleHtml(facts: BlogFacts, prose: Prose): string {
  const out: string[] = [];
  out.push(`<h2>Introduction</h2>\n${paragraphs(prose.intro)}`);
  out.push(`<h2>What to Look For</h2>\n${paragraphs(prose.guidance)}`);
  if (facts.formulations.length) {
    const items = facts.formulations.map((f) => {
      const keys = f.keyIngredients.map((k) => `${esc(k.name)} ${esc(level(k.percentage))}`).join(", ");
      return (
        `<li><a href="/formulation/${esc(f.slug)}">${esc(f.name)}</a> (${esc(f.category)}): ${esc(firstSentence(f.description))}` +
        `${keys ? ` Key ingredients: ${keys}.` : ""}${f.phLevel ? ` pH ${esc(f.phLevel)}.` : ""}</li>`
      );
    });
    out.push(`<h2>Example Formulations from the Library</h2>\n<ul>\n${items.join("\n")}\n</ul>`);
  }
  if (facts.ingredients.length) {
    const rows = facts.ingredients.map((i) => {
      const used = i.usedIn.length
        ? i.usedIn.map((u) => `${esc(level(u.percentage))} in ${esc(u.formulation)}`).join("; ")
        : "not in the examples";
      return `<tr><td>${esc(i.name)}</td><td>${esc(i.inci)}</td><td>${esc(i.functions.slice(0, 2).map(fn).join(", "))}</td><td>${esc(range(i))}</td><td>${used}</td></tr>`;
    });
    const notes = facts.ingredients
      .filter((i) => i.note)
      .slice(0, 3)
      .map((i) => `<li><strong>${esc(i.name)}</strong>: ${esc(i.note ?? "")}</li>`);
    out.push(
      "<h2>Key Ingredients</h2>\n<table>\n<thead><tr><th>Ingredient</th><th>INCI name</th><th>Role</th><th>Typical level</th><th>In the examples</th></tr></thead>\n" +
        `<tbody>\n${rows.join("\n")}\n</tbody>\n</table>` +
        (notes.length ? `\n<ul>\n${notes.join("\n")}\n</ul>` : ""),
    );
  }
  const regulated = facts.ingredients.filter((i) => i.regulation.length);
  out.push(
    `<h2>Regulatory Notes</h2>\n${
      regulated.length
        ? `<ul>\n${regulated
            .map(
              (i) =>
                `<li>${esc(i.name)} (${esc(i.inci)}): ${i.regulation.map((r) => esc(r.ref)).join("; ")}. Maximum use level in our knowledge base: ${i.maxUse}%.</li>`,
            )
            .join("\n")}\n</ul>`
        : ""
    }\n<p>${
      regulated.length
        ? "These are the EU Cosmetics Regulation (EC) No 1223/2009 annex entries from CosIng that our knowledge base cites; other markets have their own rules."
        : "Our knowledge base cites no EU CosIng annex entry for these ingredients; check the rules of each market you sell in before launch."
    }</p>`,
  );
  out.push(`<h2>Next Steps</h2>\n${paragraphs(prose.closing)}`);
  return sanitizeHtml(out.join("\n"));
}

const line = z
  .string()
  .trim()
  .min(20)
  .max(700)
  .refine((s) => !/[<>]/.test(s), "must be plain text")
  .refine((s) => !/(https?:|www\.|\/formulation\/)/i.test(s), "must not contain links");

const ProseSchema = z.object({
  intro: z.array(line).min(1).max(3),
  guidance: z.array(line).min(1).max(6),
  closing: z.array(line).min(1).max(2),
});

const PROSE_JSON_SCHEMA = {
  name: "blog_prose",
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["intro", "guidance", "closing"],
    properties: {
      intro: { type: "array", items: { type: "string" } },
      guidance: { type: "array", items: { type: "string" } },
      closing: { type: "array", items: { type: "string" } },
    },
  },
};

/** Numbers in the model's prose must be numbers of the facts: it may not invent a level or a count. */
function inventedNumber(prose: Prose, facts: BlogFacts): string | undefined {
  const known = new Set(JSON.stringify(facts).match(/\d+(?:[.,]\d+)?/g) ?? []);
  for (const text of [...prose.intro, ...prose.guidance, ...prose.closing]) {
    for (const n of text.match(/\d+(?:[.,]\d+)?/g) ?? []) if (!known.has(n)) return n;
  }
  return undefined;
}

export async function llmProse(
  llm: LlmClient,
  facts: BlogFacts,
): Promise<{ ok: true; value: Prose } | { ok: false; reason: string }> {
  const answer = await completeStructured(
    llm,
    [
      {
        role: "system",
        content:
          "You write blog articles for Formulab, a library of cosmetic and chemical formulations, for small manufacturers. " +
          "Write three parts in plain text: intro (1–3 paragraphs), guidance on what to look for (1–6 paragraphs), closing (1–2 paragraphs). " +
          "Use only the facts given: name only the formulations and ingredients in them, cite no number that is not in them, no links, no HTML. " +
          "The formulation list, ingredient table and regulatory notes are added separately. Answer as JSON.",
      },
      { role: "user", content: JSON.stringify(facts) },
    ],
    PROSE_JSON_SCHEMA,
    ProseSchema,
  );
  if (!answer.ok) return answer;
  const invented = inventedNumber(answer.value, facts);
  if (invented) return { ok: false, reason: `LLM prose cites "${invented}", a number that is not in the facts` };
  return answer;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/** Title, slug, excerpt, meta description (≤ 160) and keywords around the article's HTML. */
export function articleOf(facts: BlogFacts, prose: Prose, source: "engine" | "llm", fallbackReason?: string): Article {
  const title = titleOf(facts.topic);
  const names = facts.formulations.map((f) => f.name);
  const ingredientNames = facts.ingredients.slice(0, 3).map((i) => i.name);
  const excerpt = clip(
    names.length
      ? `A formulator's guide to ${inSentence(facts.topic)}: ${names.length} library formulation${names.length > 1 ? "s" : ""} (${listing(names)}), key ingredients with INCI names and levels, and regulatory notes.`
      : `A formulator's guide to ${inSentence(facts.topic)}: ${listing(ingredientNames)} with INCI names, typical levels and regulatory notes.`,
    500,
  );
  const metaDescription = clip(
    `${titleCase(facts.topic.trim())}: example formulations, ingredients with INCI names and typical levels, and EU regulatory notes.`,
    DESCRIPTION_MAX,
  );
  const keywords = [
    ...new Set([facts.topic.trim().toLowerCase(), ...facts.keywords, ...ingredientNames.map((n) => n.toLowerCase())]),
  ]
    .join(", ")
    .slice(0, 500);
  return {
    title,
    slug: blogSlugFromTitle(title),
    excerpt,
    content: articleHtml(facts, prose),
    metaDescription,
    keywords,
    source,
    ...(fallbackReason ? { fallbackReason } : {}),
  };
}

/** The post form's fields of an article (no featured image: the administrator adds one). */
export function articleToPostFields(article: Article, publish: boolean) {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    metaDescription: article.metaDescription,
    keywords: article.keywords,
    authorName: DEFAULT_AUTHOR,
    isPublished: publish,
  };
}

/** The article: the model's prose when it is configured and its answer passes, else the template's. */
export async function writeArticle(facts: BlogFacts, llm: LlmClient | undefined): Promise<Article> {
  const template = templateProse(facts);
  if (!llm) return articleOf(facts, template, "engine");
  const prose = await llmProse(llm, facts);
  if (!prose.ok) {
    console.warn(JSON.stringify({ at: "ai-blog", fallback: prose.reason }));
    return articleOf(facts, template, "engine", prose.reason);
  }
  return articleOf(facts, prose.value, "llm");
}
