/**
 * The CLP hazard section every report prints: the regime sentence, the GHS diamonds drawn as
 * vectors, the signal word, the statements in full text, the consumer packaging duties, the
 * detergent ingredient statement and the notes on what is estimated. A cosmetic gets the one
 * sentence saying its own label applies instead.
 */
import { drawGhsPictogram } from "#app/features/hazard/draw-pictogram.server";
import { pictogramLabel } from "#app/features/hazard/pictograms";
import { DETERGENT_TITLE, HAZARD_TITLE, PACKAGING_TITLE } from "#app/features/hazard/wording";
import type { HazardAnswer, Statement } from "#formulation";
import type { ReportWriter } from "./layout";

const DIAMOND = 48;
const GAP = 10;

const full = (list: readonly Statement[]) => list.map((s) => `${s.code} ${s.text}`);

export function writeHazardSection(w: ReportWriter, hazard: HazardAnswer) {
  w.heading(HAZARD_TITLE);
  w.text(hazard.summary);
  if (hazard.pictograms.length) {
    w.space(6);
    w.figure(DIAMOND + 4, (page, x, top) => {
      hazard.pictograms.forEach((code, i) => {
        drawGhsPictogram(page, code, x + i * (DIAMOND + GAP), top, DIAMOND);
      });
    });
    w.text(hazard.pictograms.map(pictogramLabel).join(" · "), { size: 8, color: "muted" });
  }
  if (hazard.signalWord) {
    w.space(4);
    w.text(`Signal word: ${hazard.signalWord.toUpperCase()}`, { size: 12, bold: true });
  }
  for (const [title, list] of [
    ["Hazard statements", hazard.hazardStatements],
    ["Precautionary statements", hazard.precautionaryStatements],
    ["Supplemental statements", hazard.supplementalStatements],
  ] as const) {
    if (!list.length) continue;
    w.space(4);
    w.text(title, { bold: true });
    w.bullets(full(list));
  }
  if (hazard.regime !== "cosmetic" && hazard.packaging) {
    w.space(4);
    w.text(PACKAGING_TITLE, { bold: true });
    w.bullets(hazard.packaging.requirements);
  }
  if (hazard.detergentLabel?.lines.length) {
    w.space(4);
    w.text(DETERGENT_TITLE, { bold: true });
    w.bullets(hazard.detergentLabel.lines);
  }
  if (hazard.notes.length) {
    w.space(4);
    w.text("Notes", { bold: true, size: 8.5 });
    for (const note of hazard.notes) w.text(`• ${note}`, { size: 8, color: "muted" });
  }
}
