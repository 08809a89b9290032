/**
 * What goes on the pack and to the professional customer, for a library formulation or one the
 * wizard generated: the printable label for a pack size (page data and PDF) and the draft safety
 * data sheet (PDF). The query rules (pack size, unit, UFI) are written here once, so the page
 * and the PDF routes refuse the same inputs with the same messages.
 */
import { z } from "zod";
import { customFormulationKey } from "#app/features/wizard/custom-formulation.server";
import { idOrSlug } from "#app/lib/identifiers";
import type { ApiArgs } from "#app/server/api.server";
import { AppError } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { getBindings } from "#app/server/env.server";
import { findFormulation } from "#app/server/formulations.server";
import { pdf } from "#app/server/http.server";
import { REPORT_FONTS } from "#app/server/pdf/fonts.server";
import { renderLabel } from "#app/server/pdf/label";
import { renderSafetyDataSheet } from "#app/server/pdf/safety-data-sheet";
import { defineUseCase, type ServiceContext } from "#app/server/use-case.server";
import {
  bestBeforeDate,
  COSMETIC_NO_SDS,
  type FormulaRow,
  isCategorySlug,
  type ProductLabel,
  productLabel,
  safetyDataSheet,
} from "#formulation";
import { LABEL_UNITS, type LabelUnit, normaliseUfi, UFI_MESSAGE } from "./label-rules";

/** The smallest and largest pack a label is made for, in ml or g: a sample sachet to an IBC. */
const MIN_PACK = 1;
const MAX_PACK = 1_000_000;
const BASE: Record<LabelUnit, number> = { ml: 1, g: 1, l: 1000, kg: 1000 };

/** The pack as a query string gives it: `size=500&unit=ml&ufi=…` (a decimal comma is accepted). */
export const LabelQuerySchema = z
  .object({
    size: z
      .string({ error: "Enter a pack size, e.g. size=500" })
      .trim()
      .min(1, "Enter a pack size, e.g. size=500")
      .max(12, "Pack size must be a number such as 500")
      .regex(/^\d+([.,]\d+)?$/, "Pack size must be a number such as 500")
      .transform((s) => Number(s.replace(",", "."))),
    unit: z.enum(LABEL_UNITS, { error: "Unknown unit: use ml, l, g or kg" }),
    ufi: z
      .string()
      .max(40, UFI_MESSAGE)
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return undefined;
        const ufi = normaliseUfi(v);
        if (!ufi) {
          ctx.addIssue({ code: "custom", message: UFI_MESSAGE });
          return z.NEVER;
        }
        return ufi;
      }),
  })
  .superRefine(({ size, unit }, ctx) => {
    const base = size * BASE[unit];
    if (base < MIN_PACK)
      ctx.addIssue({ code: "custom", path: ["size"], message: "Pack too small: enter at least 1 ml or 1 g" });
    else if (base > MAX_PACK)
      ctx.addIssue({ code: "custom", path: ["size"], message: "Pack too large: enter at most 1,000 l or 1,000 kg" });
  });
export type LabelQuery = z.output<typeof LabelQuerySchema>;

/** A formula as the label and the SDS read it, wherever it is kept. */
type Source = {
  name: string;
  ingredients: readonly FormulaRow[];
  phLevel?: string | null;
  shelfLife?: string | null;
  viscosity?: string | null;
  product: { category?: string; productType?: string; leaveOn?: boolean };
};

export type LabelPage = {
  formulation: { name: string; documentId: string };
  quantity: string;
  label: DistributedLabel;
  /** "06/2028": the end of the month the product is best used before, from today's filling date. */
  bestBefore: string | null;
  ufi: string | null;
  /** A safety data sheet applies (not a cosmetic). */
  sds: boolean;
};
/** The label without the classification's working, which the page does not show. */
export type DistributedLabel =
  | Exclude<ProductLabel, { kind: "clp" }>
  | Omit<Extract<ProductLabel, { kind: "clp" }>, "hazard">;

const productOf = (s: Source) => ({
  category: s.product.category && isCategorySlug(s.product.category) ? s.product.category : undefined,
  productType: s.product.productType,
  leaveOn: s.product.leaveOn,
});

/** 500 → "500 ml"; 1.5 → "1.5 l". */
export function quantityLabel(size: number, unit: LabelUnit): string {
  return `${Number(size.toFixed(3))} ${unit}`;
}

function labelFor(source: Source, query: LabelQuery, documentId: string, today = new Date()): LabelPage {
  const full = productLabel(source, productOf(source));
  const label: DistributedLabel = full.kind === "clp" ? (({ hazard: _hazard, ...rest }) => rest)(full) : full;
  const durability = full.kind === "cosmetic" ? full.durability : undefined;
  return {
    formulation: { name: source.name, documentId },
    quantity: quantityLabel(query.size, query.unit),
    label,
    bestBefore: durability?.kind === "best-before" ? bestBeforeDate(today, durability.shelfLifeMonths) : null,
    ufi: full.kind === "clp" ? (query.ufi ?? null) : null,
    sds: full.kind === "clp",
  };
}

async function librarySource(db: Database, id: string): Promise<Source & { slug: string; id: string }> {
  const f = await findFormulation(db, id);
  if (!f) throw new AppError(404, "Formulation not found");
  return {
    id: f.id,
    slug: f.slug,
    name: f.name,
    ingredients: f.ingredients,
    phLevel: f.phLevel,
    shelfLife: f.shelfLife,
    viscosity: f.viscosity,
    product: {
      category: f.categorySlug ?? undefined,
      productType: f.productType ?? undefined,
      leaveOn: f.leaveOn ?? undefined,
    },
  };
}

/** What the wizard keeps of a generated formulation (see customFormulationKey). */
const StoredSchema = z.object({
  name: z.string(),
  ingredients: z.array(
    z.object({ name: z.string().optional(), inci: z.string().optional(), percentage: z.string() }).loose(),
  ),
  phLevel: z.string().nullish(),
  viscosity: z.string().nullish(),
  shelfLife: z.string().nullish(),
  category: z.string().nullish(),
  productType: z.string().nullish(),
  leaveOn: z.boolean().nullish(),
});

async function customSource(requestId: string): Promise<Source> {
  const object = await getBindings().MEDIA.get(customFormulationKey(requestId));
  if (!object) throw new AppError(404, "Formulation request not found");
  const stored = StoredSchema.safeParse(await object.json());
  // Formulations kept before labels existed lack their product category, which decides the label.
  if (!stored.success || !stored.data.category)
    throw new AppError(
      409,
      "This formulation was generated before labels were available: generate it again to print its label and safety data sheet.",
    );
  const f = stored.data;
  return {
    name: f.name,
    ingredients: f.ingredients,
    phLevel: f.phLevel,
    shelfLife: f.shelfLife,
    viscosity: f.viscosity,
    product: {
      category: f.category ?? undefined,
      productType: f.productType ?? undefined,
      leaveOn: f.leaveOn ?? undefined,
    },
  };
}

const LibraryRequest = z.object({ id: idOrSlug("Formulation") }).and(LabelQuerySchema);
const CustomRequest = z.object({ id: z.uuid({ error: "Formulation request not found" }) }).and(LabelQuerySchema);

const libraryDocument = (id: string) => `LB-${id.slice(0, 8).toUpperCase()}`;
const customDocument = (id: string) => `LB-C-${id.slice(0, 8).toUpperCase()}`;
const fileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase() || "formulation";

type LibraryInput = z.output<typeof LibraryRequest>;
type CustomInput = z.output<typeof CustomRequest>;

async function libraryLabel(db: Database, input: LibraryInput) {
  const source = await librarySource(db, input.id);
  return { ...labelFor(source, input, libraryDocument(source.id)), slug: source.slug };
}

async function customLabel(input: CustomInput) {
  return labelFor(await customSource(input.id), input, customDocument(input.id));
}

/** A library formulation's label for a pack size (404 when it is not published). */
export const loadLabel = defineUseCase(LibraryRequest, ({ db }: ServiceContext, input) => libraryLabel(db, input));

/** A wizard formulation's label, addressed by the id of the request that made it. */
export const loadCustomLabel = defineUseCase(CustomRequest, (_ctx: ServiceContext, input) => customLabel(input));

type Pdf = { bytes: Uint8Array<ArrayBuffer>; filename: string };

async function labelPdf(page: LabelPage, size: number, unit: string): Promise<Pdf> {
  const bytes = new Uint8Array(await renderLabel(page, REPORT_FONTS));
  return { bytes, filename: `${fileName(page.formulation.name)}-label-${String(size).replace(".", "-")}${unit}.pdf` };
}

export const libraryLabelPdf = defineUseCase(
  LibraryRequest,
  async ({ db }: ServiceContext, input): Promise<Pdf> =>
    labelPdf(await libraryLabel(db, input), input.size, input.unit),
);

export const customLabelPdf = defineUseCase(
  CustomRequest,
  async (_ctx: ServiceContext, input): Promise<Pdf> => labelPdf(await customLabel(input), input.size, input.unit),
);

async function sdsPdf(source: Source, documentId: string): Promise<Pdf> {
  const sheet = safetyDataSheet(source, productOf(source));
  if (!sheet) throw new AppError(409, COSMETIC_NO_SDS);
  const bytes = new Uint8Array(await renderSafetyDataSheet(sheet, documentId, REPORT_FONTS));
  return { bytes, filename: `${fileName(source.name)}-safety-data-sheet-draft.pdf` };
}

export const librarySdsPdf = defineUseCase(
  z.object({ id: idOrSlug("Formulation") }),
  async ({ db }: ServiceContext, input): Promise<Pdf> => {
    const source = await librarySource(db, input.id);
    return sdsPdf(source, `SDS-${source.id.slice(0, 8).toUpperCase()}`);
  },
);

export const customSdsPdf = defineUseCase(
  z.object({ id: z.uuid({ error: "Formulation request not found" }) }),
  async (_ctx: ServiceContext, input): Promise<Pdf> =>
    sdsPdf(await customSource(input.id), `SDS-C-${input.id.slice(0, 8).toUpperCase()}`),
);

type PdfUseCase = (ctx: ServiceContext, raw: unknown) => Promise<Pdf>;

/**
 * GET …/:id/label.pdf?size=500&unit=ml&ufi=… or …/:id/sds.pdf: the id from the path, the pack
 * from the query, the PDF shown in the browser. Wizard formulations are never cached.
 */
export async function labellingPdfResponse(
  render: PdfUseCase,
  { ctx, request, params }: ApiArgs<"public">,
  headers?: HeadersInit,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const out = await render(ctx, {
    id: params.id,
    size: query.get("size") ?? undefined,
    unit: query.get("unit") ?? undefined,
    ufi: query.get("ufi") ?? undefined,
  });
  return pdf(out.bytes, out.filename, { disposition: "inline", headers });
}

export type LabelPageData = {
  page: LabelPage | null;
  query: { size: string; unit: string; ufi: string };
  error: string | null;
  notFound: boolean;
  /** Where the formulation itself is (the library page), for the way back. */
  slug: string | null;
};

/**
 * The label page's loader for either kind of formulation: the query as typed comes back with the
 * message of the first rule it breaks (400), an unknown formulation is the page's 404, and a
 * wizard formulation kept before labels existed says so (409).
 */
export async function labelPageData(
  load: (ctx: ServiceContext, raw: unknown) => Promise<LabelPage & { slug?: string }>,
  ctx: ServiceContext,
  id: string | undefined,
  url: URL,
): Promise<{ data: LabelPageData; status: number }> {
  const query = {
    size: url.searchParams.get("size") ?? "500",
    unit: url.searchParams.get("unit") ?? "ml",
    ufi: url.searchParams.get("ufi") ?? "",
  };
  try {
    const page = await load(ctx, { id, ...query });
    return { data: { page, query, error: null, notFound: false, slug: page.slug ?? null }, status: 200 };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const parsed = LabelQuerySchema.safeParse(query);
    if (error.status === 404 || (error.status === 400 && parsed.success))
      return { data: { page: null, query, error: null, notFound: true, slug: null }, status: 404 };
    const message = parsed.success ? error.message : (parsed.error.issues[0]?.message ?? error.message);
    return { data: { page: null, query, error: message, notFound: false, slug: null }, status: error.status };
  }
}
