/**
 * Formulations: public listing and lookup (active only), shared by pages and /api/formulations.
 * Ingredients and instructions are stored as JSON text; they are parsed with zod on
 * read, and invalid JSON reads as an empty list.
 */
import { and, asc, count, eq, gte, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { formulationMatches, hasWords, rankedFormulationHits } from "#app/features/search/search.server";
import { IngredientRowSchema, InstructionPhaseSchema } from "#formulation";
import type { Database } from "./db/client.server";
import { categories, formulationFacets, formulations } from "./db/schema";
import { containsText } from "./fields.server";

export type FormulationRow = typeof formulations.$inferSelect;

const IngredientsSchema = z.array(IngredientRowSchema);
const InstructionsSchema = z.array(InstructionPhaseSchema);

function parseJsonList<T>(text: string | null, schema: z.ZodType<T[]>): T[] {
  if (!text) return [];
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const NoticesSchema = z.array(z.object({ code: z.string(), message: z.string(), citation: z.string().optional() }));

export const parseIngredients = (text: string | null) => parseJsonList(text, IngredientsSchema);
/**
 * What the engine changed and why, kept with a generated formulation. The LLM's
 * fallback reason is back-office bookkeeping, not something a reader of the formula needs.
 */
export const parsePublicNotices = (text: string | null) =>
  parseJsonList(text, NoticesSchema).filter((n) => n.code !== "llm-fallback");
export const parseInstructions = (text: string | null) => parseJsonList(text, InstructionsSchema);

/** The public JSON shape of a formulation: the stored fields, lists parsed, no bookkeeping columns. */
export function toPublicFormulation(f: FormulationRow, category?: { name: string; slug: string }) {
  return {
    id: f.id,
    categoryId: f.categoryId,
    categoryName: category?.name ?? null,
    categorySlug: category?.slug ?? null,
    name: f.name,
    slug: f.slug,
    description: f.description,
    seoTitle: f.seoTitle,
    metaDescription: f.metaDescription,
    keywords: f.keywords,
    image: f.image,
    imageAlt: f.imageAlt,
    imageFilename: f.imageFilename,
    ingredients: parseIngredients(f.ingredients),
    instructions: parseInstructions(f.instructions),
    notices: parsePublicNotices(f.notices),
    usageInstructions: f.usageInstructions,
    phLevel: f.phLevel,
    shelfLife: f.shelfLife,
    viscosity: f.viscosity,
    storageConditions: f.storageConditions,
    batchSize: f.batchSize,
    processingTime: f.processingTime,
    temperature: f.temperature,
    equipment: f.equipment,
    certification: f.certification,
    productType: f.productType,
    leaveOn: f.leaveOn,
    isActive: f.isActive,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
export type PublicFormulation = ReturnType<typeof toPublicFormulation>;

const isActive = ne(formulations.isActive, false);

/** What /browse and /api/formulations narrow a listing by, besides the term (formulation_facets). */
export type FacetFilter = {
  phMin?: number;
  phMax?: number;
  use?: "leave-on" | "rinse-off";
  free?: readonly FreeFrom[];
  vegan?: boolean;
};
export const FREE_FROM = ["sulfate", "silicone", "fragrance", "preservative"] as const;
export type FreeFrom = (typeof FREE_FROM)[number];

const FREE_FROM_COLUMN = {
  sulfate: formulationFacets.sulfateFree,
  silicone: formulationFacets.siliconeFree,
  fragrance: formulationFacets.fragranceFree,
  preservative: formulationFacets.preservativeFree,
} as const;

export type ListFilter = {
  category?: string;
  search?: string;
  facets?: FacetFilter;
  /** 1-based. */
  page?: number;
  limit?: number;
};

export const LIST_LIMIT_DEFAULT = 100;
export const LIST_LIMIT_MAX = 500;

function facetConditions(f: FacetFilter | undefined): SQL[] {
  if (!f) return [];
  const out: SQL[] = [];
  // A formulation's pH range overlaps the asked one; one without a known pH is left out.
  if (f.phMin !== undefined) out.push(gte(formulationFacets.phMax, f.phMin));
  if (f.phMax !== undefined) out.push(lte(formulationFacets.phMin, f.phMax));
  if (f.use) out.push(eq(formulationFacets.leaveOn, f.use === "leave-on"));
  for (const free of f.free ?? []) out.push(eq(FREE_FROM_COLUMN[free], true));
  if (f.vegan) out.push(eq(formulationFacets.vegan, true));
  return out;
}

const hasFacets = (f: FacetFilter | undefined) =>
  Boolean(f && (f.phMin !== undefined || f.phMax !== undefined || f.use || f.free?.length || f.vegan));

/**
 * Public formulations a page at a time, with the total. With a term: ranked (the term in the name
 * first, then bm25); without: by category order, newest first.
 */
export async function listPublicFormulations(
  db: Database,
  filter: ListFilter = {},
): Promise<{ items: PublicFormulation[]; total: number }> {
  const conditions: SQL[] = [isActive, ne(categories.isActive, false), ...facetConditions(filter.facets)];
  if (filter.category)
    conditions.push(or(eq(categories.id, filter.category), eq(categories.slug, filter.category)) as SQL);
  if (filter.search && !hasWords(filter.search)) return { items: [], total: 0 };
  const limit = Math.min(filter.limit ?? LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
  const offset = ((filter.page ?? 1) - 1) * limit;
  const where = and(...conditions);
  const hits = filter.search ? rankedFormulationHits(db, filter.search) : undefined;

  // The page's ids are chosen and ordered over narrow rows (the sort never carries ingredient
  // lists), with their sort keys; the same statement then reads only those rows whole and orders
  // them again by those keys (a page at most), so the ranking runs once. With a term the ranked
  // hits lead the join (CROSS JOIN: SQLite keeps that order), so the full-text match runs once too.
  type SortKey = { value: SQL; descending: boolean };
  const keys: [SortKey, SortKey, SortKey] = hits
    ? [
        { value: sql`${hits.nameHit}`, descending: true },
        { value: sql`${hits.score}`, descending: false },
        { value: sql`${formulations.name}`, descending: false },
      ]
    : [
        { value: sql`${categories.sortOrder}`, descending: false },
        { value: sql`${formulations.createdAt}`, descending: true },
        { value: sql`${formulations.name}`, descending: false },
      ];
  const direction = (descending: boolean) => (descending ? sql` DESC` : sql``);
  const idFields = {
    id: formulations.id,
    k0: keys[0].value.as("k0"),
    k1: keys[1].value.as("k1"),
    k2: keys[2].value.as("k2"),
  };
  // Without a term the page's ids are found category by category (CROSS JOIN keeps categories
  // outside, each category's formulations from the listing index), and a facet filter looks up
  // each one's facets by key. Led by the facet index instead, the page walked every match and
  // sorted them all: 14.9 → 5.7 ms for three facets at 10,000 formulations (`npm run bench:scale`).
  // The count keeps the facet index: it reads every match anyway, and that way is faster.
  const ids = hits
    ? db.select(idFields).from(hits).$dynamic().crossJoin(formulations)
    : db.select(idFields).from(categories).$dynamic().crossJoin(formulations);
  // The total needs which formulations match, not how well: counted from the plain match, the
  // hits' bm25 and name test are not computed for every one of them.
  const counted = db.select({ n: count() }).from(formulations).$dynamic();
  if (hits) ids.innerJoin(categories, eq(categories.id, formulations.categoryId));
  counted.innerJoin(categories, eq(categories.id, formulations.categoryId));
  if (hasFacets(filter.facets)) {
    ids.innerJoin(formulationFacets, eq(formulationFacets.formulationId, formulations.id));
    counted.innerJoin(formulationFacets, eq(formulationFacets.formulationId, formulations.id));
  }
  ids.where(and(where, hits ? eq(formulations.id, hits.id) : eq(categories.id, formulations.categoryId)));
  counted.where(and(where, formulationMatches(filter.search)));
  const page = ids
    .orderBy(...keys.map((k) => sql`${k.value}${direction(k.descending)}`))
    .limit(limit)
    .offset(offset)
    .as("page");
  const [rows, total] = await db.batch([
    db
      .select({
        f: formulations,
        // Aliased: in a D1 batch rows are keyed by column name, and both tables have name and slug.
        c: {
          name: sql<string>`${categories.name}`.as("category_name"),
          slug: sql<string>`${categories.slug}`.as("category_slug"),
        },
      })
      .from(page)
      .crossJoin(formulations)
      .innerJoin(categories, eq(categories.id, formulations.categoryId))
      .where(eq(formulations.id, page.id))
      .orderBy(
        ...keys.map((k, i) => sql`${sql.identifier("page")}.${sql.identifier(`k${i}`)}${direction(k.descending)}`),
      ),
    counted,
  ]);
  const items = rows.map((row) => toPublicFormulation(row.f, row.c));
  return { items, total: total[0]?.n ?? 0 };
}

/** One formulation by id or slug; drafts only when the caller may see them (admins). */
export async function findFormulation(
  db: Database,
  idOrSlug: string,
  options: { includeDrafts?: boolean } = {},
): Promise<PublicFormulation | undefined> {
  const row = await db
    .select({ f: formulations, c: { name: categories.name, slug: categories.slug } })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(
      and(
        or(eq(formulations.id, idOrSlug), eq(formulations.slug, idOrSlug)),
        options.includeDrafts ? undefined : isActive,
      ),
    )
    .get();
  return row ? toPublicFormulation(row.f, row.c) : undefined;
}

/**
 * A live formulation's identity and version without its ingredients and phases: enough to find
 * a stored report in R2 before paying for the whole record.
 */
export async function findFormulationVersion(db: Database, idOrSlug: string) {
  return db
    .select({
      id: formulations.id,
      slug: formulations.slug,
      name: formulations.name,
      updatedAt: formulations.updatedAt,
      categoryName: categories.name,
    })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(and(or(eq(formulations.id, idOrSlug), eq(formulations.slug, idOrSlug)), isActive))
    .get();
}

export const PRODUCT_NAME_SUGGESTIONS = 6;

/**
 * Wizard product-name suggestions: names of live formulations that contain the typed
 * text, in any case, without the exact name itself; at most six. The typed text is a literal.
 */
export async function productNameSuggestions(db: Database, typed: string): Promise<string[]> {
  const term = typed.trim().toLowerCase();
  if (!term) return [];
  const rows = await db
    .selectDistinct({ name: formulations.name })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(
      and(
        isActive,
        ne(categories.isActive, false),
        containsText(formulations.name, term),
        sql`lower(${formulations.name}) <> ${term}`,
      ),
    )
    .orderBy(asc(formulations.name))
    .limit(PRODUCT_NAME_SUGGESTIONS);
  return rows.map((r) => r.name);
}
