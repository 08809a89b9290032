/**
 * PDF reports of library formulations, for signed-in users: rendered once per formulation
 * version and logo settings, then served from R2. Every download is recorded for the user
 * (My Downloads) and as an activity event.
 */
import { encodeHexLowerCase } from "@oslojs/encoding";
import { z } from "zod";
import { activityEventRow } from "#app/features/favourites/activity.server";
import { analyseFormulation, hazardOf, PRODUCTION_NOTES } from "#app/features/formulation/formulation-page.server";
import { idOrSlug } from "#app/lib/identifiers";
import { LogoSettingsSchema } from "#app/lib/logo-settings-schema";
import { AppError } from "#app/server/app-error";
import { activityEvents, userDownloads } from "#app/server/db/schema";
import { getBindings } from "#app/server/env.server";
import { findFormulation, findFormulationVersion } from "#app/server/formulations.server";
import { REPORT_FONTS } from "#app/server/pdf/fonts.server";
import { type ReportInput, renderFormulationReport } from "#app/server/pdf/formulation-report";
import { checkedLogo } from "#app/server/pdf/report-logo";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";
import { parsePercentage, scaleBatch } from "#formulation";

/** Kept in the browser's local storage and sent with the request. */
export { LogoSettingsSchema };
export type LogoSettings = z.infer<typeof LogoSettingsSchema>;
type ReportCompany = NonNullable<ReportInput["company"]>;

/** The production notes every report carries (safety, packaging, scaling). */
export const REPORT_PRODUCTION_NOTES = {
  safety: PRODUCTION_NOTES.safety,
  packaging: PRODUCTION_NOTES.packaging,
  scaling: `${PRODUCTION_NOTES.scaling} ${PRODUCTION_NOTES.scalingFactor}`,
};

/**
 * The report header's company block from the visitor's logo settings. The logo is an uploaded data
 * URL (other URLs are never fetched), measured before anything decodes it (`checkedLogo`): a bad
 * one is a 400 with the spec's message, never a decoder's 500.
 */
export async function companyOf(settings: LogoSettings | null | undefined): Promise<ReportCompany> {
  const url = settings?.showLogo === false ? undefined : settings?.logoUrl;
  return {
    name: settings?.companyName ?? undefined,
    logo: url ? await checkedLogo(url) : undefined,
    logoHeight: settings?.logoSize ?? 110,
  };
}

const BATCH = /^\s*(\d+(?:[.,]\d+)?)\s*(t|kg|g|l)\b/i;
const GRAMS_PER_UNIT: Record<string, number> = { t: 1_000_000, kg: 1000, g: 1, l: 1000 };

/**
 * Grams of each ingredient for the formulation's stated batch ("5 kg", "100 L", "5 kg (100 × 50 ml)").
 * Litres are weighed at 1 kg/L — the label says so; the batch record page uses densities.
 */
export function batchQuantities(
  ingredients: readonly { name: string; inci: string; percentage: string }[],
  batchSize: string | null | undefined,
): ReportInput["batch"] {
  const match = BATCH.exec(batchSize ?? "");
  if (!match?.[1] || !match[2]) return undefined;
  const unit = match[2].toLowerCase();
  const grams = Number(match[1].replace(",", ".")) * (GRAMS_PER_UNIT[unit] ?? 0);
  const rows = ingredients.map((i) => {
    const parsed = parsePercentage(i.percentage);
    return { label: i.name, inci: i.inci, hundredths: parsed.kind === "value" ? parsed.hundredths : 0 };
  });
  const scaled = scaleBatch(rows, { size: grams, unit: "g" });
  if (!scaled.rows.length) return undefined;
  const amount = `${match[1]} ${unit === "l" ? "L" : unit}`;
  return {
    label: unit === "l" ? `a ${amount} batch (weighed at 1 kg/L)` : `a ${amount} batch`,
    grams: scaled.rows.map((r) => ({ name: r.label, grams: r.grams })),
  };
}

/**
 * What a stored report holds, beyond the formulation and the settings: raised whenever the report
 * gains content (2: the CLP hazard section), so the stored reports of unchanged formulations are
 * rendered again rather than served without it.
 */
const REPORT_EDITION = 2;

async function digest(text: string): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

export const downloadLibraryReport = defineUseCase(
  z.object({ id: idOrSlug("Formulation"), logoSettings: LogoSettingsSchema.nullish() }),
  async ({ db, user }: UserContext, { id, logoSettings }) => {
    // The repeat download (the common case) needs only the version to find the stored report.
    const version = await findFormulationVersion(db, id);
    if (!version) throw new AppError(404, "Formulation not found");
    const settings = logoSettings ?? {};
    const key = `reports/formulations/${version.id}/${version.updatedAt}/e${REPORT_EDITION}-${await digest(JSON.stringify(settings))}.pdf`;
    const media = getBindings().MEDIA;
    const stored = await media.get(key);
    let bytes: Uint8Array<ArrayBuffer>;
    if (stored) {
      bytes = new Uint8Array(await stored.arrayBuffer());
    } else {
      const f = await findFormulation(db, version.id);
      if (!f) throw new AppError(404, "Formulation not found");
      const analysis = analyseFormulation(f);
      const rendered = await renderFormulationReport(
        {
          documentId: `FL-${f.id.slice(0, 8).toUpperCase()}`,
          date: new Date(f.updatedAt),
          company: await companyOf(settings),
          formulation: { ...f, productType: f.productType ?? f.categoryName },
          batch: batchQuantities(f.ingredients, f.batchSize),
          production: REPORT_PRODUCTION_NOTES,
          hazard: hazardOf(f),
          label: analysis.label,
          allergens: analysis.allergens,
          findings: analysis.findings,
          notices: [],
        },
        REPORT_FONTS,
      );
      bytes = new Uint8Array(rendered);
      await media.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
    }
    // Both records in one batch: one round trip, and both or neither are written.
    await db.batch([
      db.insert(userDownloads).values({
        userId: user.id,
        formulationId: version.id,
        formulationName: version.name,
        categoryName: version.categoryName,
      }),
      db.insert(activityEvents).values(activityEventRow(user, "downloaded", version.id)),
    ]);
    return { bytes, filename: `${version.slug}.pdf`, cached: Boolean(stored) };
  },
);
