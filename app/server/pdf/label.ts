/**
 * The product label as a PDF to print: product name and nominal quantity, then the CLP label
 * elements with the GHS pictograms (the hazard feature's drawing) or the cosmetic label with its
 * open-jar symbol, the UFI as given (or a marked blank), and blanks for the batch and the
 * supplier or responsible person. Remarks for whoever packs the product (child-resistant
 * fastening, tactile warning) follow under their own heading: they are not label text.
 */
import { rgb, StandardFonts } from "@cantoo/pdf-lib";
import { drawGhsPictogram } from "#app/features/hazard/draw-pictogram.server";
import type { LabelPage } from "#app/features/labelling/labelling.server";
import { PAO_BOX, PAO_PATHS, PAO_TEXT, paoText } from "#app/features/labelling/pao-symbol";
import { BEST_BEFORE_WORDS } from "#formulation";
import type { ReportFonts } from "./layout";
import { ReportWriter } from "./layout";

export const UFI_BLANK = "UFI: ____-____-____-____ (not given: enter it on the label page)";
const PICTOGRAM = 62;

export async function renderLabel(page: LabelPage, fonts: ReportFonts): Promise<Uint8Array> {
  const { label, formulation: f } = page;
  const w = await ReportWriter.create(fonts, {
    title: `${f.name} – Label ${page.quantity}`,
    footer: `Formulab label ${f.documentId} · ${f.name} · ${page.quantity}`,
  });
  w.text(label.kind === "clp" ? "Product label (CLP)" : "Cosmetic product label", {
    size: 10,
    bold: true,
    color: "brand",
  });
  w.text(f.name, { size: 20, bold: true });
  w.text(page.quantity, { size: 14, bold: true });
  w.space(6);

  if (label.kind === "clp") {
    if (label.pictograms.length) {
      w.graphic(PICTOGRAM + 6, (pdfPage, x, top) => {
        for (const [i, code] of label.pictograms.entries())
          drawGhsPictogram(pdfPage, code, x + i * (PICTOGRAM + 8), top, PICTOGRAM);
      });
    }
    if (label.signalWord) w.text(label.signalWord.toUpperCase(), { size: 16, bold: true });
    if (label.contains.length) w.text(`Contains: ${label.contains.join(", ")}.`, { bold: true });
    if (!label.hazardStatements.length && !label.supplementalStatements.length)
      w.text("Not classified as hazardous under Regulation (EC) No 1272/2008: no hazard label elements.");
    for (const s of label.hazardStatements) w.text(`${s.code} ${s.text}`);
    for (const s of label.supplementalStatements) w.text(`${s.code} ${s.text}`);
    if (label.precautionaryStatements.length) w.space(4);
    for (const s of label.precautionaryStatements) w.text(`${s.code} ${s.text}`);
    if (label.detergentStatement.length) {
      w.space(4);
      w.text("Ingredients (Regulation (EC) No 648/2004):", { bold: true });
      for (const line of label.detergentStatement) w.text(line);
    }
    w.space(4);
    w.text(page.ufi ? `UFI: ${page.ufi}` : UFI_BLANK, { bold: Boolean(page.ufi) });
  } else {
    w.text(`Ingredients: ${label.ingredients.join(", ")}.`);
    for (const warning of label.warnings) w.text(warning, { bold: true });
    w.space(4);
    const d = label.durability;
    const pao = d.kind === "pao" ? d.months : d.kind === "best-before" ? d.paoMonths : null;
    if (page.bestBefore) w.text(`${BEST_BEFORE_WORDS}: ${page.bestBefore}`, { bold: true });
    if (d.kind === "pao" || pao !== null) {
      const font = await w.doc.embedFont(StandardFonts.HelveticaBold);
      const size = 48;
      w.graphic(size + 6, (pdfPage, x, top) => {
        const scale = size / PAO_BOX;
        for (const path of Object.values(PAO_PATHS))
          pdfPage.drawSvgPath(path, { x, y: top, scale, borderColor: rgb(0, 0, 0), borderWidth: 4 * scale });
        const text = paoText(pao);
        const textSize = PAO_TEXT.size * scale;
        pdfPage.drawText(text, {
          x: x + PAO_TEXT.x * scale - font.widthOfTextAtSize(text, textSize) / 2,
          y: top - PAO_TEXT.y * scale,
          size: textSize,
          font,
        });
      });
      w.text(
        pao === null
          ? "Period after opening: to be set from the product's in-use stability."
          : `Period after opening: ${pao} months.`,
        {
          size: 8.5,
          color: "muted",
        },
      );
    }
    if (d.kind === "unknown")
      w.text("Durability: to be completed from the product's stability test.", { color: "muted" });
  }
  w.space(8);
  w.blanks([
    "Batch number",
    label.kind === "clp" ? "Supplier: name, address, telephone" : "Responsible person: name and address",
  ]);

  if (label.kind === "clp" && label.packaging.length) {
    w.heading("For the packaging (not label text)");
    w.bullets(label.packaging);
  }
  if (page.bestBefore) {
    w.text(
      `The date is the end of the month the shelf life runs to from today's filling date (${BEST_BEFORE_WORDS.toLowerCase()}, Regulation (EC) No 1223/2009 Article 19(1)(c)).`,
      {
        size: 8,
        color: "muted",
      },
    );
  }
  return w.finish();
}
