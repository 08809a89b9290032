/**
 * Answers from retrieved facts only. Each fact is one sentence built from a record — an EU CosIng
 * annex entry, a knowledge-base ingredient, a library formulation, the engine's batch scaling —
 * and carries its citation or link. The template answer is the facts in order; an LLM may only
 * rephrase them (grounding.ts checks that it did).
 */
import { allowedUses, describeProduct, displayName } from "../annex-wording";
import { BATCH_RECORD_MAX_GRAMS, BATCH_RECORD_MIN_GRAMS, batchLabel, formatGrams } from "../batch";
import { buildBatchRecord } from "../batch-record";
import { isCategorySlug } from "../categories";
import { findIngredient, type Ingredient } from "../knowledge";
import { productProfile } from "../profiles";
import { citation, findRegulatoryMatches, type RegulatoryEntry, verdictFor } from "../regulatory";
import { gramsOf, type Plan } from "./question";
import type { AssistantAnswer, AssistantLink, Citation, LibraryItem } from "./types";

export const I_DONT_KNOW = "I don't know — ask a formulator.";

/** How many formulations and batch lines an answer lists before it points to the page. */
const MAX_FORMULATIONS = 8;
const MAX_BATCH_LINES = 12;

const ANNEX_KIND: Record<string, string> = {
  II: "prohibited substances",
  III: "restricted substances",
  IV: "colorants",
  V: "preservatives",
  VI: "UV filters",
};

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const pct = (n: number) => `${n.toLocaleString("en-GB", { maximumFractionDigits: 4 })} %`;

function answer(plan: Plan, facts: string[], citations: Citation[] = [], links: AssistantLink[] = []): AssistantAnswer {
  // The knowledge base often cites the same annex entry; the annex citation (listed first) is kept.
  const unique = citations.filter((c, i) => citations.findIndex((d) => d.label === c.label) === i);
  // One paragraph per fact, so a long answer stays readable in the panel.
  return { intent: plan.intent, answered: true, text: facts.join("\n\n"), facts, citations: unique, links };
}

export function unknownAnswer(plan: Pick<Plan, "intent">): AssistantAnswer {
  return { intent: plan.intent, answered: false, text: I_DONT_KNOW, facts: [], citations: [], links: [] };
}

function cosingCitation(entry: RegulatoryEntry): Citation {
  return { kind: "cosing", annex: entry.annex, ref: entry.ref, entry: entry.name, label: citation(entry) };
}

/** The sources the knowledge base records for an ingredient (regulation, supplier, reference). */
function knowledgeCitations(i: Ingredient): Citation[] {
  return (i.sources ?? []).map((s) => ({ kind: "knowledge", ingredient: i.name, label: s.ref }));
}

const named = (i: Ingredient) =>
  i.inci.toLowerCase() === i.name.toLowerCase() ? i.name : `${i.name} (INCI ${i.inci})`;

function ingredientFacts(i: Ingredient): string[] {
  const roles = i.functions.slice(0, 3).map((f) => f.replace(/-/g, " ").replace(/\bph\b/, "pH"));
  const facts = [
    `${named(i)} is used as ${roles.join(", ")}: typically ${pct(i.typicalMin)}–${pct(i.typicalMax)}, at most ${pct(i.maxUse)} in our knowledge base.`,
  ];
  if (i.note) facts.push(i.note);
  return facts;
}

/** The annex entries that are this ingredient: by name or INCI name, or by the CAS number of a single substance. */
function entriesOf(i: Ingredient): RegulatoryEntry[] {
  return findRegulatoryMatches({ name: i.name, inci: i.inci, ...(i.cas ? { cas: i.cas } : {}) })
    .filter((m) => m.matchedBy.some((k) => k === "name" || k === "inci" || (k === "cas" && m.entry.cas.length === 1)))
    .map((m) => m.entry);
}

function entryFact(entry: RegulatoryEntry, plan: Plan): string {
  const where = `EU CosIng Annex ${entry.annex} (${ANNEX_KIND[entry.annex]}) ref. ${entry.ref}, ${displayName(entry)}`;
  if (entry.annex === "II") return `${where}: prohibited in cosmetic products.`;
  const product = `a ${describeProduct(plan.product)}`;
  const verdict = verdictFor(entry, plan.product);
  if (!verdict.permitted) return `${where}: not allowed in ${product}; the annex allows it in: ${allowedUses(entry)}.`;
  if (verdict.max) {
    const { maxPercent, rule } = verdict.max;
    const qualifier = rule.maxQualifier ? ` ${rule.maxQualifier}` : "";
    const scope = rule.productType ? ` (rule for: ${clip(rule.productType.replace(/;\s*$/, ""), 120)})` : "";
    return `${where}: allowed in ${product} up to ${pct(maxPercent)}${qualifier}${scope}.`;
  }
  return `${where}: allowed in ${product} with no maximum concentration stated.`;
}

/**
 * A question asked on a formulation's page that names no product is about that formulation: the
 * annexes are read for its category, product type and leave-on/rinse-off.
 */
function onPage(plan: Plan, current: LibraryItem | undefined): { plan: Plan; facts: string[]; links: AssistantLink[] } {
  if (plan.productNamed || !current) return { plan, facts: [], links: [] };
  const slug = current.categorySlug ?? "";
  const product = productProfile({
    ...(isCategorySlug(slug) ? { category: slug } : {}),
    productType: current.productType ?? current.name,
    ...(typeof current.leaveOn === "boolean" ? { leaveOn: current.leaveOn } : {}),
  }).regulatory;
  return {
    plan: { ...plan, product, productNamed: true },
    facts: [`Read for ${current.name}, a ${describeProduct(product)}.`],
    links: [{ label: current.name, href: `/formulation/${current.slug}` }],
  };
}

function regulationAnswer(asked: Plan, current?: LibraryItem): AssistantAnswer {
  const { plan, facts: pageFacts, links } = onPage(asked, current);
  const entries = plan.ingredient ? entriesOf(plan.ingredient) : (plan.annexOnly?.entries ?? []);
  const name = plan.ingredient ? named(plan.ingredient) : (plan.annexOnly?.term ?? "");
  const facts = [...pageFacts, ...entries.slice(0, 4).map((e) => entryFact(e, plan))];
  if (!entries.length)
    facts.push(`${name} is in none of the EU cosmetics annexes II to VI (CosIng): no annex restricts it.`);
  if (!plan.productNamed && entries.some((e) => e.annex !== "II"))
    facts.push(`I read the product as a ${describeProduct(plan.product)}; name the product type for another reading.`);
  if (plan.ingredient) facts.push(...ingredientFacts(plan.ingredient));
  return answer(
    plan,
    facts,
    [...entries.slice(0, 4).map(cosingCitation), ...(plan.ingredient ? knowledgeCitations(plan.ingredient) : [])],
    links,
  );
}

function ingredientAnswer(plan: Plan): AssistantAnswer {
  const i = plan.ingredient;
  if (!i) return unknownAnswer(plan);
  return answer(plan, ingredientFacts(i), knowledgeCitations(i));
}

/** The library formulations that really use the ingredient (the server's text match is only a pre-filter). */
function formulationsAnswer(plan: Plan, library: readonly LibraryItem[]): AssistantAnswer {
  const i = plan.ingredient;
  if (!i) return unknownAnswer(plan);
  const uses = library.flatMap((f) => {
    const row = f.ingredients.find((r) => findIngredient({ name: r.name, inci: r.inci })?.id === i.id);
    return row ? [{ f, level: row.percentage }] : [];
  });
  const shown = uses.slice(0, MAX_FORMULATIONS);
  const facts = shown.length
    ? [
        `${uses.length === 1 ? "One formulation in the library uses" : `${uses.length} formulations in the library use`} ${i.name}: ${shown
          .map(
            ({ f, level }) =>
              `${f.name} (${/^\d+([.,]\d+)?$/.test(level.trim()) ? `${level.trim()} %` : level.trim()})`,
          )
          .join(", ")}${uses.length > shown.length ? ", and more" : ""}.`,
      ]
    : [`No formulation in the library uses ${i.name} yet.`];
  facts.push(...ingredientFacts(i));
  const links = shown.map(({ f }) => ({ label: f.name, href: `/formulation/${f.slug}` }));
  if (uses.length > shown.length)
    links.push({ label: `Search the library for ${i.name}`, href: `/browse?search=${encodeURIComponent(i.name)}` });
  return answer(plan, facts, knowledgeCitations(i), links);
}

function scaleAnswer(plan: Plan, current: LibraryItem | undefined): AssistantAnswer {
  if (!current)
    return answer(
      plan,
      [
        "Open the formulation you want to scale and ask again there: its batch record gives the weight of every ingredient for any batch from 1 g to 100 t.",
      ],
      [],
      [{ label: "Browse formulations", href: "/browse" }],
    );
  const page = `/formulation/${current.slug}/batch-record`;
  if (!plan.scale)
    return answer(
      plan,
      [`Tell me the batch size, for example "scale this to 20 kg", and I will weigh out ${current.name}.`],
      [],
      [{ label: `Batch record of ${current.name}`, href: page }],
    );
  const grams = gramsOf(plan.scale);
  if (grams < BATCH_RECORD_MIN_GRAMS || grams > BATCH_RECORD_MAX_GRAMS)
    return answer(plan, ["Batch records go from 1 g to 100 t (100,000 kg): choose a size in that range."]);
  const record = buildBatchRecord({ ingredients: current.ingredients, instructions: [] }, plan.scale);
  const lines = record.phases.flatMap((p) => p.lines).sort((a, b) => a.number - b.number);
  if (!lines.length) return unknownAnswer(plan);
  const shown = lines.slice(0, MAX_BATCH_LINES);
  const facts = [
    [
      `For ${batchLabel(record)} of ${current.name}, weigh:`,
      ...shown.map((l) => `• ${l.name}: ${formatGrams(l.grams)} g (${pct(l.percentage)})`),
      ...(lines.length > shown.length ? [`• and ${lines.length - shown.length} more on the batch record.`] : []),
    ].join("\n"),
    `The amounts add up to exactly ${formatGrams(record.totalGrams)} g.`,
  ];
  const premix = lines.filter((l) => l.premix);
  if (premix.length)
    facts.push(
      `Weigh ${premix.map((l) => l.name).join(", ")} as a premix: under 0.2 g cannot be weighed within tolerance.`,
    );
  return answer(
    plan,
    facts,
    [],
    [
      {
        label: `Batch record for ${batchLabel(record)}`,
        href: `${page}?size=${encodeURIComponent(String(plan.scale.size))}&unit=${plan.scale.unit}`,
      },
      { label: current.name, href: `/formulation/${current.slug}` },
    ],
  );
}

/**
 * The answer to a planned question. The server fetches what the plan needs first: the library
 * formulations that may use the ingredient, and the formulation of the page the user is on.
 */
export function answerPlan(
  plan: Plan,
  data: { library?: readonly LibraryItem[]; current?: LibraryItem } = {},
): AssistantAnswer {
  switch (plan.intent) {
    case "regulation":
      return regulationAnswer(plan, data.current);
    case "ingredient":
      return ingredientAnswer(plan);
    case "formulations-with":
      return formulationsAnswer(plan, data.library ?? []);
    case "scale":
      return scaleAnswer(plan, data.current);
    default:
      return unknownAnswer(plan);
  }
}
