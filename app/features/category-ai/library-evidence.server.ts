/**
 * What the library lacks, counted — the evidence behind category and blog suggestions:
 * - per system category: active formulations, and the knowledge base's product types that have
 *   no active formulation in the library yet;
 * - what people ask the wizard for in a recent window (user_formulation_requests by product
 *   name, user_notes by product with their frequency), read by the same request parser the
 *   wizard uses, and whether the library covers it.
 * Every number a suggestion cites comes from here.
 */
import { eq, gte, ne } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server";
import { categories, formulations, userFormulationRequests, userNotes } from "#app/server/db/schema";
import { DEMO_CATEGORIES, PRODUCT_TYPES, type ProductType, parseRequest } from "#formulation";
import type { SystemCategory } from "./engine-reading.server";
import { systemCategories } from "./suggestion-store.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export type CategoryCoverage = {
  category: SystemCategory;
  active: number;
  /** Product types the knowledge base files under this category. */
  knownTypes: ProductType[];
  /** Those with no active formulation in the library. */
  uncoveredTypes: ProductType[];
};

export type Demand = {
  /** Grouping key: the product type id, or the normalised words when no type fits. */
  key: string;
  /** What people called it (the most frequent spelling), or the product type's name. */
  label: string;
  type?: ProductType;
  category?: SystemCategory;
  requests: number;
  notes: number;
  /** Active library formulations of this product type (0 when no type fits). */
  libraryCount: number;
};

export type LibraryEvidence = {
  windowDays: number;
  coverage: CategoryCoverage[];
  /** Median active formulations per category. */
  median: number;
  /** Sorted by requests + notes, most asked first. */
  demand: Demand[];
  knownTypeCount: number;
};

function systemSlugOfDemo(demoId: string): string | undefined {
  return DEMO_CATEGORIES.find((d) => d.id === demoId)?.category;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Active library formulations per product type id (each formulation read by its name, in its category). */
async function libraryTypeCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: formulations.name, slug: categories.slug })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(ne(formulations.isActive, false));
  const counts = new Map<string, number>();
  for (const row of rows) {
    const type = parseRequest({ description: row.name, category: row.slug }).productType;
    if (type) counts.set(type.id, (counts.get(type.id) ?? 0) + 1);
  }
  return counts;
}

async function activePerCategory(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: formulations.categoryId })
    .from(formulations)
    .where(ne(formulations.isActive, false));
  const counts = new Map<string, number>();
  for (const { categoryId } of rows) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
  return counts;
}

type Ask = { text: string; category?: string | null; weight: number; kind: "requests" | "notes" };

async function recentAsks(db: Database, since: Date): Promise<Ask[]> {
  const [requests, notes] = await Promise.all([
    db
      .select({ name: userFormulationRequests.productName, category: userFormulationRequests.productCategory })
      .from(userFormulationRequests)
      .where(gte(userFormulationRequests.createdAt, since)),
    db
      .select({ name: userNotes.productType, frequency: userNotes.frequency })
      .from(userNotes)
      .where(gte(userNotes.updatedAt, since)),
  ]);
  return [
    ...requests.map((r) => ({ text: r.name, category: r.category, weight: 1, kind: "requests" as const })),
    ...notes.map((n) => ({ text: n.name, weight: Math.max(1, n.frequency), kind: "notes" as const })),
  ];
}

export async function libraryEvidence(
  db: Database,
  options: { windowDays: number; now?: Date },
): Promise<LibraryEvidence> {
  const since = new Date((options.now ?? new Date()).getTime() - options.windowDays * DAY_MS);
  const [system, typeCounts, perCategory, asks] = await Promise.all([
    systemCategories(db),
    libraryTypeCounts(db),
    activePerCategory(db),
    recentAsks(db, since),
  ]);
  const bySlug = new Map(system.map((c) => [c.slug, c]));

  const coverage = system.map((category) => {
    const knownTypes = PRODUCT_TYPES.filter((t) => systemSlugOfDemo(t.category) === category.slug);
    return {
      category,
      active: perCategory.get(category.id) ?? 0,
      knownTypes,
      uncoveredTypes: knownTypes.filter((t) => !typeCounts.get(t.id)),
    };
  });

  const groups = new Map<string, Demand & { spellings: Map<string, number> }>();
  for (const ask of asks) {
    const reading = parseRequest({ description: ask.text, category: ask.category ?? undefined });
    const type =
      reading.understood && reading.productType
        ? PRODUCT_TYPES.find((t) => t.id === reading.productType?.id)
        : undefined;
    const key = type ? `type:${type.id}` : `words:${normalise(ask.text)}`;
    if (!type && !/\p{L}{3,}/u.test(ask.text)) continue;
    const group = groups.get(key) ?? {
      key,
      label: type?.name ?? ask.text.trim(),
      type,
      category: type ? bySlug.get(systemSlugOfDemo(type.category) ?? "") : undefined,
      requests: 0,
      notes: 0,
      libraryCount: type ? (typeCounts.get(type.id) ?? 0) : 0,
      spellings: new Map<string, number>(),
    };
    group[ask.kind] += ask.weight;
    const spelling = ask.text.trim().replace(/\s+/g, " ");
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + ask.weight);
    groups.set(key, group);
  }
  const demand = [...groups.values()]
    .map(({ spellings, ...group }) => ({
      ...group,
      label: group.type ? group.label : ([...spellings].sort((a, b) => b[1] - a[1])[0]?.[0] ?? group.label),
    }))
    .sort((a, b) => b.requests + b.notes - (a.requests + a.notes) || a.label.localeCompare(b.label));

  return {
    windowDays: options.windowDays,
    coverage,
    median: median(coverage.map((c) => c.active)),
    demand,
    knownTypeCount: PRODUCT_TYPES.length,
  };
}

/** "3 wizard requests and 1 note" — each source counted on its own, never added up as people. */
export function askedFor(d: Pick<Demand, "requests" | "notes">): string {
  const parts = [];
  if (d.requests) parts.push(`${d.requests} wizard ${d.requests === 1 ? "request" : "requests"}`);
  if (d.notes) parts.push(`${d.notes} ${d.notes === 1 ? "note" : "notes"}`);
  return parts.join(" and ");
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
