/**
 * The draft safety data sheet as a PDF: a title block saying it is a draft, then the 16 sections
 * of REACH Annex II with their numbered subsections, the GHS pictograms drawn in 2.2. The content
 * is the engine's (formulation/hazard/sds.ts); this only lays it out.
 */
import { drawGhsPictogram } from "#app/features/hazard/draw-pictogram.server";
import { type SafetyDataSheet, TO_COMPLETE } from "#formulation";
import type { ReportFonts } from "./layout";
import { ReportWriter } from "./layout";

const PICTOGRAM = 46;

export async function renderSafetyDataSheet(
  sheet: SafetyDataSheet,
  documentId: string,
  fonts: ReportFonts,
): Promise<Uint8Array> {
  const w = await ReportWriter.create(fonts, {
    title: `${sheet.name} – Safety data sheet (draft)`,
    footer: `Formulab SDS draft ${documentId} · ${sheet.name} · according to Regulation (EC) No 1907/2006, Annex II`,
  });
  w.text("SAFETY DATA SHEET – DRAFT", { size: 11, bold: true, color: "brand" });
  w.text(sheet.name, { size: 18, bold: true });
  w.text(
    `According to Regulation (EC) No 1907/2006 (REACH), Annex II as amended by Regulation (EU) 2020/878 · Document ${documentId}`,
    { size: 8.5, color: "muted" },
  );
  w.text(
    `Drafted from the formula. Lines that begin "${TO_COMPLETE}" need the supplier's data or a measurement; nothing in them is estimated here.`,
    { size: 8.5, color: "muted" },
  );
  for (const section of sheet.sections) {
    w.heading(`SECTION ${section.number}: ${section.title}`);
    for (const sub of section.subsections) {
      w.ensure(40);
      w.text(`${sub.number} ${sub.title}`, { bold: true, size: 9.5 });
      if (section.number === 2 && sub.number === "2.2" && sheet.pictograms.length) {
        w.graphic(PICTOGRAM + 6, (page, x, top) => {
          for (const [i, code] of sheet.pictograms.entries())
            drawGhsPictogram(page, code, x + 10 + i * (PICTOGRAM + 8), top, PICTOGRAM);
        });
      }
      for (const entry of sub.entries)
        w.text(entry.label ? `${entry.label}: ${entry.text}` : entry.text, { size: 9, indent: 10 });
      w.space(3);
    }
  }
  return w.finish();
}
