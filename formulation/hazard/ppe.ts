/**
 * The protection a batch needs while it is made, read from the mixture's CLP classification: the
 * equipment and measures the classes call for, each with the classes that call for it. A batch
 * record prints them; the raw materials' own safety data sheets still govern weighing each one.
 */
import type { Classification, HazardAnswer } from "./classify";

export type ProtectiveMeasure = {
  kind: "gloves" | "eyes" | "face" | "ventilation" | "respiratory" | "ignition";
  text: string;
  /** The classifications that call for it, as "Skin Corr. 1A (H314)". */
  because: string[];
};

export type Protection = {
  measures: ProtectiveMeasure[];
  /** Said when no measure follows from the classification: why, and what applies instead. */
  note?: string;
};

/** The heading a batch record gives these measures, on the page and in the PDF. */
export const PROTECTION_TITLE = "Protective equipment (from the CLP classification)";

export const NO_CLASSIFIED_PROTECTION =
  "The mixture is not classified: no protective equipment follows from its classification beyond good manufacturing practice (overall, gloves, safety glasses). Each raw material's safety data sheet applies while it is weighed.";
export const COSMETIC_PROTECTION =
  "Cosmetic product: it is not classified under CLP, so no protective equipment follows from a classification. Each raw material's safety data sheet applies while it is weighed.";

const INHALATION_TOXIC = /^H33[0-2]$/;

const RULES: { kind: ProtectiveMeasure["kind"]; text: string; when: (c: Classification) => boolean }[] = [
  {
    kind: "gloves",
    text: "Chemical-resistant gloves (EN ISO 374-1; nitrile or butyl, checked against the supplier's breakthrough time)",
    when: (c) =>
      c.hazardClass === "Skin Corr." || (c.hazardClass === "Acute Tox." && c.hazardStatement.code.startsWith("H31")),
  },
  {
    kind: "gloves",
    text: "Protective gloves (EN ISO 374-1)",
    when: (c) => c.hazardClass === "Skin Sens." || c.hazardClass === "Skin Irrit.",
  },
  {
    kind: "eyes",
    text: "Tight-fitting chemical goggles (EN 166)",
    when: (c) => c.hazardClass === "Skin Corr." || c.hazardClass === "Eye Dam." || c.hazardClass === "Eye Irrit.",
  },
  {
    kind: "face",
    text: "Face shield over the goggles while pouring, dissolving or neutralising (EN 166)",
    when: (c) => c.hazardClass === "Skin Corr.",
  },
  {
    kind: "ventilation",
    text: "Local exhaust ventilation at the mixing vessel, or good general ventilation",
    when: (c) =>
      c.hazardClass === "Resp. Sens." ||
      c.hazardClass === "Flam. Liq." ||
      (c.hazardClass === "STOT SE" && c.category === "3") ||
      INHALATION_TOXIC.test(c.hazardStatement.code),
  },
  {
    kind: "respiratory",
    text: "Respiratory protection (EN 14387 filter, or EN 149 FFP3 against mists) where ventilation does not keep exposure down",
    when: (c) => c.hazardClass === "Resp. Sens." || INHALATION_TOXIC.test(c.hazardStatement.code),
  },
  {
    kind: "ignition",
    text: "No open flames, sparks or hot surfaces; earthed vessels, antistatic footwear and non-sparking tools",
    when: (c) => c.hazardClass === "Flam. Liq." || c.hazardClass === "Flam. Gas" || c.hazardClass === "Flam. Sol.",
  },
];

/** The measures a classification calls for, in the order a worker puts them on; each rule once. */
export function protectionFor(answer: Pick<HazardAnswer, "regime" | "classification">): Protection {
  if (answer.regime === "cosmetic") return { measures: [], note: COSMETIC_PROTECTION };
  const measures: ProtectiveMeasure[] = [];
  for (const rule of RULES) {
    const because = answer.classification.filter(rule.when).map((c) => `${c.label} (${c.hazardStatement.code})`);
    if (!because.length) continue;
    // Chemical-resistant gloves cover the lesser ones: one pair of gloves on the sheet.
    const same = measures.find((m) => m.kind === rule.kind);
    if (same) same.because = [...new Set([...same.because, ...because])];
    else measures.push({ kind: rule.kind, text: rule.text, because: [...new Set(because)] });
  }
  return measures.length ? { measures } : { measures, note: NO_CLASSIFIED_PROTECTION };
}
