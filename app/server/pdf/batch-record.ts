/**
 * The batch record as a PDF to print and fill in by hand: the header of the formulation report
 * (title, document id, batch size) with blanks for the batch number and dates, the protective
 * equipment the CLP classification calls for, the weighing sheet phase by phase (target, tolerance, acceptance range, volume where known, and columns
 * for the actual weight, lot number, time and initials), the process steps with tick-boxes, the
 * in-process checks and the sign-off. Pure: it takes the engine's record and font bytes.
 */

import {
  type BatchRecord,
  batchLabel,
  DROP_RULE,
  formatGrams,
  formatRange,
  formatVolume,
  PREMIX_RULE,
  PROTECTION_TITLE,
  TOLERANCE_RULE,
} from "#formulation";
import type { Column, ReportFonts } from "./layout";
import { ReportWriter } from "./layout";

export type BatchRecordInput = {
  documentId: string;
  formulation: { name: string; categoryName?: string | null };
  record: BatchRecord;
  /** The classification's protective equipment; absent when the formulation cannot be classified again. */
  protection?: {
    summary: string;
    measures: readonly { text: string; because: readonly string[] }[];
    note?: string;
  };
};

const WRITE_ROW = 18;

/**
 * The weighing table's columns. Target and acceptance range are as wide as their longest figure
 * (a 100 t batch has 13-character targets), the ingredient takes what is left, and the columns
 * to write in keep a fixed width.
 */
function weighingColumns(volumes: boolean, widest: { target: number; range: number }): Column[] {
  const target = Math.max(0.1, widest.target);
  const fixed = 0.04 + 0.06 + (volumes ? 0.1 : 0) + 0.09 + 0.1 + 0.06 + 0.08;
  const range = Math.min(Math.max(0.17, widest.range), 1 - fixed - target - 0.15);
  return [
    { header: "No.", width: 0.04, align: "right" },
    { header: "Ingredient", width: 1 - fixed - target - range },
    { header: "Target (g)", width: target, align: "right" },
    { header: "Tol.", width: 0.06, align: "right" },
    { header: "Accept (g)", width: range },
    ...(volumes ? [{ header: "Volume", width: 0.1 }] : []),
    { header: "Actual (g)", width: 0.09 },
    { header: "Lot no.", width: 0.1 },
    { header: "Time", width: 0.06 },
    { header: "Initials", width: 0.08 },
  ];
}

export async function renderBatchRecord(input: BatchRecordInput, fonts: ReportFonts): Promise<Uint8Array> {
  const { record, formulation: f } = input;
  const size = batchLabel(record);
  const w = await ReportWriter.create(fonts, {
    title: `${f.name} – Batch Record ${size}`,
    footer: `Formulab batch record ${input.documentId} · ${f.name} · ${size}`,
  });

  w.text("Batch record", { size: 11, bold: true, color: "brand" });
  w.text(f.name, { size: 18, bold: true });
  w.text(`Batch size ${size} · Document ${input.documentId}${f.categoryName ? ` · ${f.categoryName}` : ""}`, {
    size: 8.5,
    color: "muted",
  });
  w.space(8);
  w.blanks(["Batch number", "Date of manufacture", "Start time", "Finish time"]);

  if (input.protection) {
    w.heading(PROTECTION_TITLE);
    w.text(input.protection.summary, { size: 8.5, color: "muted" });
    if (input.protection.measures.length)
      w.bullets(input.protection.measures.map((m) => `${m.text} — for ${m.because.join(", ")}`));
    if (input.protection.note) w.text(input.protection.note);
  }

  w.heading("Weighing sheet");
  w.text(TOLERANCE_RULE, { size: 8, color: "muted" });
  if (record.volumes) w.text(DROP_RULE, { size: 8, color: "muted" });
  const lines = record.phases.flatMap((p) => p.lines);
  if (lines.some((l) => l.premix)) w.text(`* ${PREMIX_RULE}`, { size: 8, color: "muted" });
  w.space(4);
  // Cell text is 8.5 pt with 3 pt padding each side; phase totals are bold.
  const share = (texts: string[], bold: boolean) =>
    (Math.max(...texts.map((t) => w.measure(t, 8.5, bold))) + 8) / w.width;
  const columns = weighingColumns(record.volumes, {
    target: share(
      record.phases.map((p) => formatGrams(p.lines.reduce((sum, l) => sum + l.grams, 0))),
      true,
    ),
    range: share(lines.map(formatRange), false),
  });
  for (const phase of record.phases) {
    if (!phase.lines.length) continue;
    // A phase's title stays with its table's header and first rows.
    w.ensure(80);
    w.text(phase.title, { bold: true });
    const phaseGrams = phase.lines.reduce((sum, l) => sum + l.grams, 0);
    w.table(
      columns,
      [
        ...phase.lines.map((l) => [
          String(l.number),
          l.premix ? `${l.name} *` : l.name,
          formatGrams(l.grams),
          `±${l.tolerance.percent} %`,
          formatRange(l),
          ...(record.volumes ? [formatVolume(l)] : []),
          "",
          "",
          "",
          "",
        ]),
        ["", "Phase total", formatGrams(phaseGrams), "", "", ...(record.volumes ? [""] : []), "", "", "", ""],
      ],
      { minRowHeight: WRITE_ROW, emphasise: (row) => row === phase.lines.length },
    );
    w.space(4);
  }
  w.text(`Batch total: ${formatGrams(record.totalGrams)} g`, { bold: true });

  w.heading("Process");
  w.text("Tick each step when it is done and note the time and your initials.", { size: 8, color: "muted" });
  w.space(2);
  for (const phase of record.phases) {
    if (!phase.steps.length) continue;
    w.ensure(60);
    w.text(phase.title, { bold: true });
    w.table(
      [
        { header: "Done", width: 0.07 },
        { header: "Step", width: 0.67 },
        { header: "Time", width: 0.11 },
        { header: "Initials", width: 0.15 },
      ],
      phase.steps.map((step, n) => ["", `${n + 1}. ${step}`, "", ""]),
      { minRowHeight: WRITE_ROW, box: 0 },
    );
    w.space(4);
  }

  // The checks and the sign-off are short tables: each is kept on one page.
  w.ensure(150);
  w.heading("In-process checks");
  w.table(
    [
      { header: "Check", width: 0.2 },
      { header: "Target", width: 0.32 },
      { header: "Result", width: 0.2 },
      { header: "Time", width: 0.1 },
      { header: "Initials", width: 0.18 },
    ],
    record.checks.map((c) => [c.check, c.target, "", "", ""]),
    { minRowHeight: 22 },
  );

  w.heading("Deviations and notes");
  w.blanks(["Deviation, cause and action taken", "", ""], 1);

  w.ensure(180);
  w.heading("Sign-off");
  w.table(
    [
      { header: "Role", width: 0.22 },
      { header: "Name", width: 0.3 },
      { header: "Signature", width: 0.3 },
      { header: "Date", width: 0.18 },
    ],
    [
      ["Prepared by", "", "", ""],
      ["Checked by", "", "", ""],
      ["Released by (QA)", "", "", ""],
    ],
    { minRowHeight: 28 },
  );
  w.blanks(["Batch released / rejected (strike one)", "Yield (g) and number of units filled"]);
  return w.finish();
}
