/**
 * Batch records of library formulations, for anyone: the weighing sheet for a batch size as page
 * data and as a PDF. The query (size and unit) is validated here, so the page and the PDF route
 * refuse the same inputs with the same messages.
 */
import { z } from "zod";
import { hazardOf } from "#app/features/formulation/formulation-page.server";
import { customFormulationKey } from "#app/features/wizard/custom-formulation.server";
import { idOrSlug } from "#app/lib/identifiers";
import type { ApiArgs } from "#app/server/api.server";
import { AppError } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { getBindings } from "#app/server/env.server";
import { findFormulation } from "#app/server/formulations.server";
import { pdf } from "#app/server/http.server";
import { renderBatchRecord } from "#app/server/pdf/batch-record";
import { REPORT_FONTS } from "#app/server/pdf/fonts.server";
import { defineUseCase, type ServiceContext } from "#app/server/use-case.server";
import {
  BATCH_RECORD_MAX_GRAMS,
  BATCH_RECORD_MIN_GRAMS,
  BATCH_UNITS,
  type BatchRecord,
  type BatchRecordInput,
  buildBatchRecord,
  classifyFormula,
  GRAMS_PER,
  type HazardAnswer,
  type ProductInput,
  type Protection,
  protectionFor,
} from "#formulation";

/** The batch as a query string gives it: `size=2.5&unit=kg` (a decimal comma is accepted). */
export const BatchQuerySchema = z
  .object({
    size: z
      .string({ error: "Enter a batch size, e.g. size=2.5" })
      .trim()
      .min(1, "Enter a batch size, e.g. size=2.5")
      .max(20, "Batch size must be a number such as 2.5")
      .regex(/^\d+([.,]\d+)?$/, "Batch size must be a number such as 2.5")
      .transform((s) => Number(s.replace(",", "."))),
    unit: z.enum(BATCH_UNITS, { error: "Unknown unit: use g, kg or lb" }),
  })
  .superRefine(({ size, unit }, ctx) => {
    const grams = size * GRAMS_PER[unit];
    if (grams < BATCH_RECORD_MIN_GRAMS)
      ctx.addIssue({ code: "custom", path: ["size"], message: "Batch too small: enter at least 1 g" });
    else if (grams > BATCH_RECORD_MAX_GRAMS)
      ctx.addIssue({ code: "custom", path: ["size"], message: "Batch too large: enter at most 100 t (100,000 kg)" });
  });

const BatchRecordRequest = z.object({ id: idOrSlug("Formulation") }).and(BatchQuerySchema);

/** What the person making the batch must wear and do, with the classification it follows from. */
export type BatchProtection = Protection & { summary: string };

function protectionOf(hazard: HazardAnswer): BatchProtection {
  return { summary: hazard.summary, ...protectionFor(hazard) };
}

export type BatchRecordPage = {
  formulation: { id: string; slug: string; name: string; categoryName: string | null };
  documentId: string;
  record: BatchRecord;
  protection: BatchProtection;
};

type BatchRequest = z.output<typeof BatchRecordRequest>;

async function recordFor(db: Database, { id, size, unit }: BatchRequest): Promise<BatchRecordPage> {
  const f = await findFormulation(db, id);
  if (!f) throw new AppError(404, "Formulation not found");
  return {
    formulation: { id: f.id, slug: f.slug, name: f.name, categoryName: f.categoryName },
    documentId: `BR-${f.id.slice(0, 8).toUpperCase()}`,
    record: buildBatchRecord(f, { size, unit }),
    protection: protectionOf(hazardOf(f)),
  };
}

/** The formulation's batch record for the requested batch (404 when it is not published). */
export const loadBatchRecord = defineUseCase(BatchRecordRequest, ({ db }: ServiceContext, input) =>
  recordFor(db, input),
);

/** The same record as a PDF to print, named after the formulation and the batch. */
export const batchRecordPdf = defineUseCase(
  BatchRecordRequest,
  async ({ db }: ServiceContext, input): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> => {
    const page = await recordFor(db, input);
    const bytes = new Uint8Array(await renderBatchRecord(page, REPORT_FONTS));
    const size = String(input.size).replace(".", "-");
    return { bytes, filename: `${page.formulation.slug}-batch-record-${size}${input.unit}.pdf` };
  },
);

const CustomBatchRecordRequest = z
  .object({ id: z.uuid({ error: "Formulation request not found" }) })
  .and(BatchQuerySchema);

/**
 * The batch record of a formulation the wizard generated: kept in R2 under the id of the request
 * that made it (an unguessable id the visitor got with the PDF), so only they can address it.
 */
export const customBatchRecordPdf = defineUseCase(
  CustomBatchRecordRequest,
  async (_ctx: ServiceContext, input): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> => {
    const object = await getBindings().MEDIA.get(customFormulationKey(input.id));
    if (!object) throw new AppError(404, "Formulation request not found");
    const f = (await object.json()) as BatchRecordInput & { name: string; product?: ProductInput };
    const record = buildBatchRecord(f, { size: input.size, unit: input.unit });
    // Formulations stored before their product was kept cannot be classified again: no PPE section.
    const protection = f.product ? protectionOf(classifyFormula(f, f.product)) : undefined;
    const bytes = new Uint8Array(
      await renderBatchRecord(
        {
          formulation: { name: f.name },
          documentId: `BR-C-${input.id.slice(0, 8).toUpperCase()}`,
          record,
          protection,
        },
        REPORT_FONTS,
      ),
    );
    const name = f.name.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "") || "custom";
    return { bytes, filename: `${name}_batch_record_${String(input.size).replace(".", "-")}${input.unit}.pdf` };
  },
);

type BatchRecordPdf = (
  ctx: ServiceContext,
  raw: unknown,
) => Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }>;

/**
 * GET …/:id/batch-record.pdf?size=2.5&unit=kg, for a library formulation (`batchRecordPdf`) or a
 * wizard one (`customBatchRecordPdf`): the id from the path, the batch from the query, the PDF
 * shown in the browser. `headers` are what the route's caching adds.
 */
export async function batchRecordPdfResponse(
  render: BatchRecordPdf,
  { ctx, request, params }: ApiArgs<"public">,
  headers?: HeadersInit,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const record = await render(ctx, {
    id: params.id,
    size: query.get("size") ?? undefined,
    unit: query.get("unit") ?? undefined,
  });
  return pdf(record.bytes, record.filename, { disposition: "inline", headers });
}
