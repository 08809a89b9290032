/**
 * The back office's formulations: the
 * paged list with drafts, create and update checked by the engine, approve/deactivate, delete.
 * Every change bumps the content version (the edge cache keys on it) and refreshes `updatedAt`
 * (the stored PDF reports key on it). Callers must be administrators: the routes' policy
 * (`access: "admin"`) is that rule, enforced by the adapters before a use case runs.
 */
import { count, desc, eq, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  type FormulationForm,
  FormulationFormSchema,
  formulationSlug,
  SLUG_MAX,
} from "#app/features/admin/formulation-form";
import { refreshFacets } from "#app/features/search/facets.server";
import { idOrSlug } from "#app/lib/identifiers";
import { AppError } from "#app/server/app-error";
import { bumpContentVersion } from "#app/server/content-version.server";
import type { Database } from "#app/server/db/client.server";
import { categories, formulations } from "#app/server/db/schema";
import { freeSlug } from "#app/server/fields.server";
import { findFormulation, type PublicFormulation, toPublicFormulation } from "#app/server/formulations.server";
import { deleteReplacedImage } from "#app/server/images/stored-images.server";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";
import { analyseFormula, isCategorySlug } from "#formulation";

// ── The paged list ─────────────────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZE = 10;
/** Far beyond any catalogue; keeps OFFSET a small integer whatever the query says. */
const MAX_PAGE = 100_000;

export const AdminFormulationQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
    .default(1),
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(ADMIN_PAGE_SIZE),
  categoryId: z.union([z.literal(""), idOrSlug("Category")]).optional(),
});
export type AdminFormulationQuery = z.output<typeof AdminFormulationQuerySchema>;

export type Pagination = { currentPage: number; totalPages: number; totalItems: number; itemsPerPage: number };

async function categoryBy(db: Database, idOrSlugValue: string) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.id, idOrSlugValue), eq(categories.slug, idOrSlugValue)))
    .get();
}

/**
 * One page of every formulation, drafts included, newest first (spec's paged shape). Sorted by
 * the created_at index (the id breaks ties between rows seeded in the same millisecond); the
 * category filter uses the category index. A page past the end is empty with the true totals.
 */
export const listAdminFormulations = defineUseCase(
  AdminFormulationQuerySchema,
  async (ctx: UserContext, q): Promise<{ data: PublicFormulation[]; pagination: Pagination }> => {
    let where: SQL | undefined;
    if (q.categoryId) {
      const category = await categoryBy(ctx.db, q.categoryId);
      if (!category) throw new AppError(400, "Unknown category", { categoryId: ["Unknown category"] });
      where = eq(formulations.categoryId, category.id);
    }
    // Two statements rather than one D1 batch: a batch maps rows by column name, and the joined
    // tables share `name` and `slug`.
    const [rows, totals] = await Promise.all([
      ctx.db
        .select({ f: formulations, c: { name: categories.name, slug: categories.slug } })
        .from(formulations)
        .innerJoin(categories, eq(categories.id, formulations.categoryId))
        .where(where)
        .orderBy(desc(formulations.createdAt), desc(formulations.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      ctx.db.select({ n: count() }).from(formulations).where(where),
    ]);
    const totalItems = totals[0]?.n ?? 0;
    return {
      data: rows.map((r) => toPublicFormulation(r.f, r.c)),
      pagination: {
        currentPage: q.page,
        totalPages: Math.max(1, Math.ceil(totalItems / q.limit)),
        totalItems,
        itemsPerPage: q.limit,
      },
    };
  },
);

/** One formulation for the editor, draft or not. */
export async function findFormulationForAdmin(ctx: UserContext, id: string) {
  return findFormulation(ctx.db, id, { includeDrafts: true });
}

// ── The engine's verdict ───────────────────────────────────────────────────────────────────

/** A validator finding, tied to the ingredient rows it concerns (0-based; empty when formula-wide). */
export type EngineFinding = {
  severity: "error" | "warning";
  code: string;
  message: string;
  ingredient?: string;
  citation?: string;
  rows: number[];
};

/** The engine found errors: nothing is saved; the findings go back with the refusal. */
export class EngineRejection extends AppError {
  constructor(readonly findings: EngineFinding[]) {
    const errors = findings.filter((f) => f.severity === "error");
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
    super(422, `The formulation did not pass validation: ${errors[0]?.message ?? "see the findings"}${more}`, {
      ...rowErrors(errors),
    });
  }
}

/** Field errors named the way the page form names its rows (`ingredients[2]`), so each shows by its row. */
function rowErrors(errors: EngineFinding[]) {
  const out: Record<string, string[]> = {};
  for (const finding of errors) {
    const keys = finding.rows.length ? finding.rows.map((r) => `ingredients[${r}]`) : ["ingredients"];
    for (const key of keys) out[key] = [...(out[key] ?? []), finding.message];
  }
  return out;
}

/** The validator's verdict on a form (throws EngineRejection on any error); bulk generation uses it too. */
export function checkWithEngine(
  input: FormulationForm,
  context: { categorySlug: string; productType?: string | null; leaveOn?: boolean | null },
): EngineFinding[] {
  const analysis = analyseFormula(
    {
      ingredients: input.ingredients,
      instructions: input.instructions,
      phLevel: input.phLevel,
      temperature: input.temperature,
      processingTime: input.processingTime,
    },
    {
      category: isCategorySlug(context.categorySlug) ? context.categorySlug : undefined,
      productType: context.productType ?? undefined,
      leaveOn: context.leaveOn ?? undefined,
    },
  );
  const labels = analysis.rows.map((r) => r.label);
  const findings: EngineFinding[] = [];
  for (const f of analysis.findings) {
    if (f.severity !== "error" && f.severity !== "warning") continue;
    const rows = f.ingredient ? labels.flatMap((label, i) => (label === f.ingredient ? [i] : [])) : [];
    findings.push({
      severity: f.severity,
      code: f.code,
      message: f.message,
      ingredient: f.ingredient,
      citation: f.citation,
      rows,
    });
  }
  if (findings.some((f) => f.severity === "error")) throw new EngineRejection(findings);
  return findings;
}

// ── Create and update ──────────────────────────────────────────────────────────────────────

export const SLUG_TAKEN = "This slug is already used by another formulation. Choose another one.";

async function slugOwner(db: Database, slug: string) {
  return db.select({ id: formulations.id }).from(formulations).where(eq(formulations.slug, slug)).get();
}

/**
 * The slug to store: the one given must be free (else 409); left empty, it comes from the name,
 * with -2, -3… when another formulation already has it.
 */
async function chooseSlug(db: Database, input: FormulationForm, ownId?: string): Promise<string> {
  if (input.slug) {
    const owner = await slugOwner(db, input.slug);
    if (owner && owner.id !== ownId) throw new AppError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] });
    return input.slug;
  }
  const base = formulationSlug(input.name);
  if (!base) {
    const message = "Enter a slug: the name has no letters or digits to make one from";
    throw new AppError(400, message, { slug: [message] });
  }
  return freeSlug(db, formulations, base, { max: SLUG_MAX, own: ownId });
}

async function categoryOf(db: Database, categoryId: string) {
  const category = await categoryBy(db, categoryId);
  if (!category) throw new AppError(400, "Unknown category", { categoryId: ["Unknown category"] });
  return category;
}

/** The columns the form owns; empty optional text is stored as null. */
export function columnsOf(input: FormulationForm, categoryId: string, slug: string) {
  return {
    categoryId,
    name: input.name,
    slug,
    description: input.description,
    seoTitle: input.seoTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    keywords: input.keywords ?? null,
    image: input.image ?? null,
    imageAlt: input.imageAlt ?? null,
    imageFilename: input.imageFilename ?? null,
    ingredients: JSON.stringify(input.ingredients),
    instructions: JSON.stringify(input.instructions),
    usageInstructions: input.usageInstructions,
    phLevel: input.phLevel,
    shelfLife: input.shelfLife,
    viscosity: input.viscosity ?? null,
    storageConditions: input.storageConditions,
    batchSize: input.batchSize,
    processingTime: input.processingTime,
    temperature: input.temperature ?? null,
    equipment: input.equipment ?? null,
    certification: input.certification ?? null,
    isActive: input.isActive,
  };
}

/** A unique-index race between the slug check and the write is still a clear 409, never a 500. */
function isSlugConflict(error: unknown) {
  return /UNIQUE constraint failed: formulations\.slug/.test(String(error));
}

export type SavedFormulation = { formulation: PublicFormulation; warnings: EngineFinding[] };

async function reload(db: Database, id: string): Promise<PublicFormulation> {
  const saved = await findFormulation(db, id, { includeDrafts: true });
  if (!saved) throw new AppError(404, "Formulation not found");
  return saved;
}

export const createFormulation = defineUseCase(
  FormulationFormSchema,
  async (ctx: UserContext, input): Promise<SavedFormulation> => {
    const category = await categoryOf(ctx.db, input.categoryId);
    const warnings = checkWithEngine(input, { categorySlug: category.slug });
    const slug = await chooseSlug(ctx.db, input, undefined);
    let id: string;
    try {
      const [row] = await ctx.db
        .insert(formulations)
        .values({ ...columnsOf(input, category.id, slug), source: "admin" })
        .returning({ id: formulations.id });
      if (!row) throw new Error("insert returned nothing");
      id = row.id;
    } catch (error) {
      if (isSlugConflict(error)) throw new AppError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] });
      throw error;
    }
    await refreshFacets(ctx.db, id);
    await bumpContentVersion(ctx.db);
    return { formulation: await reload(ctx.db, id), warnings };
  },
);

const FormulationIdSchema = z.object({ id: idOrSlug("Formulation") });

export const updateFormulation = defineUseCase(
  FormulationFormSchema.extend(FormulationIdSchema.shape),
  async (ctx: UserContext, input): Promise<SavedFormulation> => {
    const existing = await ctx.db
      .select({
        id: formulations.id,
        productType: formulations.productType,
        leaveOn: formulations.leaveOn,
        image: formulations.image,
      })
      .from(formulations)
      .where(or(eq(formulations.id, input.id), eq(formulations.slug, input.id)))
      .get();
    if (!existing) throw new AppError(404, "Formulation not found");
    const category = await categoryOf(ctx.db, input.categoryId);
    // The product facts the form does not edit (library rows carry them) still steer the engine.
    const warnings = checkWithEngine(input, {
      categorySlug: category.slug,
      productType: existing.productType,
      leaveOn: existing.leaveOn,
    });
    const slug = await chooseSlug(ctx.db, input, existing.id);
    try {
      await ctx.db
        .update(formulations)
        .set({ ...columnsOf(input, category.id, slug), updatedAt: new Date() })
        .where(eq(formulations.id, existing.id));
    } catch (error) {
      if (isSlugConflict(error)) throw new AppError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] });
      throw error;
    }
    await refreshFacets(ctx.db, existing.id);
    await bumpContentVersion(ctx.db);
    // A replaced upload nothing shows any more leaves R2 (ADR 0026).
    await deleteReplacedImage(ctx.db, existing.image, input.image ?? null);
    return { formulation: await reload(ctx.db, existing.id), warnings };
  },
);

// ── Approve / deactivate, delete ───────────────────────────────────────────────────────────

export const setFormulationStatus = defineUseCase(
  FormulationIdSchema.extend({ isActive: z.boolean({ error: "isActive must be true or false" }) }),
  async (ctx: UserContext, input) => {
    const [row] = await ctx.db
      .update(formulations)
      .set({ isActive: input.isActive, updatedAt: new Date() })
      .where(or(eq(formulations.id, input.id), eq(formulations.slug, input.id)))
      .returning({
        id: formulations.id,
        name: formulations.name,
        slug: formulations.slug,
        isActive: formulations.isActive,
      });
    if (!row) throw new AppError(404, "Formulation not found");
    await bumpContentVersion(ctx.db);
    return row;
  },
);

/**
 * Deletes a formulation. The schema's foreign keys keep users' history whole: a download keeps
 * its formulation and category names (formulation_id becomes null), a favourite of it is removed
 * (so My Account never lists a formulation that no longer exists), a custom request loses its link.
 */
export const deleteFormulation = defineUseCase(FormulationIdSchema, async (ctx: UserContext, input) => {
  const [row] = await ctx.db
    .delete(formulations)
    .where(or(eq(formulations.id, input.id), eq(formulations.slug, input.id)))
    .returning({ id: formulations.id, name: formulations.name, image: formulations.image });
  if (!row) throw new AppError(404, "Formulation not found");
  await bumpContentVersion(ctx.db);
  await deleteReplacedImage(ctx.db, row.image, null);
  return { id: row.id, name: row.name };
});
