/**
 * Label elements from a classification (CLP Title III): pictograms with the precedence rules of
 * Article 26, the signal word (Article 20), hazard statements with the redundancies Article 27
 * lets a label drop, and at most six precautionary statements (Article 28(3)), chosen for a
 * consumer or a professional user.
 */
import type { HazardClass } from "./data";
import { STATEMENTS } from "./data";
import { PICTOGRAMS, type Pictogram } from "./pictograms";

export { PICTOGRAMS, type Pictogram };

export type Statement = { code: string; text: string };

/** A statement with its official text; EUH208 takes the sensitiser's name. */
export function statement(code: string, name?: string): Statement {
  const text = STATEMENTS.hazard[code] ?? STATEMENTS.precautionary[code];
  if (!text) throw new Error(`no text for ${code}`);
  return { code, text: name ? text.replace("<name>", name) : text };
}

type Classified = { hazardClass: HazardClass; category: string; hazardStatement: Statement };

/** Why a classification calls for GHS07, so Article 26 can tell which of them another pictogram covers. */
type Ghs07Reason = "irritation" | "skin-sens" | "other";

function pictogramOf(c: Classified): { pictogram: Pictogram; reason?: Ghs07Reason } | undefined {
  switch (c.hazardClass) {
    case "Flam. Gas":
    case "Flam. Liq.":
    case "Flam. Sol.":
    case "Water-react.":
      return { pictogram: "GHS02" };
    case "Ox. Liq.":
      return { pictogram: "GHS03" };
    case "Press. Gas":
      return { pictogram: "GHS04" };
    case "Met. Corr.":
    case "Skin Corr.":
    case "Eye Dam.":
      return { pictogram: "GHS05" };
    case "Acute Tox.":
      return c.category === "4" ? { pictogram: "GHS07", reason: "other" } : { pictogram: "GHS06" };
    case "Skin Irrit.":
    case "Eye Irrit.":
      return { pictogram: "GHS07", reason: "irritation" };
    case "Skin Sens.":
      return { pictogram: "GHS07", reason: "skin-sens" };
    case "STOT SE":
      return c.category === "3" ? { pictogram: "GHS07", reason: "other" } : { pictogram: "GHS08" };
    case "Resp. Sens.":
    case "Muta.":
    case "Carc.":
    case "Repr.":
    case "STOT RE":
    case "Asp. Tox.":
      return { pictogram: "GHS08" };
    case "Aquatic Acute":
      return { pictogram: "GHS09" };
    case "Aquatic Chronic":
      return c.category === "1" || c.category === "2" ? { pictogram: "GHS09" } : undefined;
    default:
      return undefined;
  }
}

function isDanger(c: Classified): boolean {
  switch (c.hazardClass) {
    case "Flam. Liq.":
      return c.category === "1" || c.category === "2";
    case "Acute Tox.":
      return c.category !== "4";
    case "Skin Corr.":
    case "Eye Dam.":
    case "Resp. Sens.":
    case "Asp. Tox.":
    case "Flam. Gas":
      return true;
    case "Muta.":
    case "Carc.":
    case "Repr.":
      return c.category !== "2";
    case "STOT SE":
    case "STOT RE":
      return c.category === "1";
    case "Ox. Liq.":
      return c.category !== "3";
    default:
      return false;
  }
}

function hasSignalWord(c: Classified): boolean {
  if (c.hazardClass === "Aquatic Chronic") return c.category === "1";
  if (c.hazardClass === "Lact.") return false;
  return true;
}

/**
 * Precautionary statements for each hazard, most important first. The selection takes the first
 * of every hazard in order of severity, then the second, and so on, so each hazard keeps its most
 * important advice within the six.
 */
const PRECAUTIONS: { when: (c: Classified) => boolean; consumer: string[]; professional: string[] }[] = [
  {
    when: (c) => c.hazardClass === "Acute Tox." && c.category !== "4" && c.hazardStatement.code.startsWith("H30"),
    consumer: ["P301+P310", "P270", "P405"],
    professional: ["P301+P310", "P270", "P405"],
  },
  {
    when: (c) => c.hazardClass === "Acute Tox." && c.category !== "4" && c.hazardStatement.code.startsWith("H31"),
    consumer: ["P280", "P302+P352", "P310"],
    professional: ["P280", "P302+P352", "P310"],
  },
  {
    when: (c) => c.hazardClass === "Acute Tox." && c.category !== "4" && c.hazardStatement.code.startsWith("H33"),
    consumer: ["P260", "P304+P340", "P310"],
    professional: ["P260", "P284", "P304+P340", "P310"],
  },
  {
    when: (c) => c.hazardClass === "Skin Corr.",
    consumer: ["P280", "P305+P351+P338", "P301+P330+P331", "P303+P361+P353", "P310", "P405"],
    professional: ["P280", "P305+P351+P338", "P303+P361+P353", "P301+P330+P331", "P310", "P260"],
  },
  {
    when: (c) => c.hazardClass === "Eye Dam.",
    consumer: ["P280", "P305+P351+P338", "P310"],
    professional: ["P280", "P305+P351+P338", "P310"],
  },
  {
    when: (c) => c.hazardClass === "Resp. Sens.",
    consumer: ["P261", "P304+P340", "P342+P311"],
    professional: ["P284", "P261", "P304+P340", "P342+P311"],
  },
  {
    when: (c) => ["Muta.", "Carc.", "Repr.", "Lact."].includes(c.hazardClass),
    consumer: ["P280", "P308+P313", "P405"],
    professional: ["P280", "P308+P313", "P405"],
  },
  {
    when: (c) => (c.hazardClass === "STOT SE" && c.category !== "3") || c.hazardClass === "STOT RE",
    consumer: ["P260", "P308+P313", "P405"],
    professional: ["P260", "P308+P313", "P405"],
  },
  {
    when: (c) => c.hazardClass === "Flam. Liq.",
    consumer: ["P210", "P233"],
    professional: ["P210", "P233", "P403+P233"],
  },
  {
    when: (c) => c.hazardClass === "Acute Tox." && c.category === "4",
    consumer: ["P301+P312", "P270", "P261"],
    professional: ["P301+P312", "P270", "P261"],
  },
  {
    when: (c) => c.hazardClass === "Skin Sens.",
    consumer: ["P280", "P302+P352", "P333+P313", "P261"],
    professional: ["P280", "P302+P352", "P333+P313", "P272", "P261"],
  },
  {
    when: (c) => c.hazardClass === "Skin Irrit.",
    consumer: ["P302+P352", "P332+P313", "P280"],
    professional: ["P280", "P302+P352", "P332+P313", "P264"],
  },
  {
    when: (c) => c.hazardClass === "Eye Irrit.",
    consumer: ["P305+P351+P338", "P337+P313", "P280"],
    professional: ["P280", "P305+P351+P338", "P337+P313", "P264"],
  },
  {
    when: (c) => c.hazardClass === "STOT SE" && c.category === "3",
    consumer: ["P261", "P304+P340", "P271"],
    professional: ["P261", "P271", "P304+P340", "P403+P233"],
  },
  {
    when: (c) => c.hazardClass === "Aquatic Acute" || c.hazardClass === "Aquatic Chronic",
    consumer: ["P273", "P391"],
    professional: ["P273", "P391"],
  },
];

export const MAX_PRECAUTIONARY = 6;

export type LabelElements = {
  pictograms: Pictogram[];
  signalWord: "Danger" | "Warning" | null;
  hazardStatements: Statement[];
  precautionaryStatements: Statement[];
  notes: string[];
};

export function labelElements(classification: readonly Classified[], user: { consumer: boolean }): LabelElements {
  const pictograms = new Set<Pictogram>();
  const ghs07 = new Set<Ghs07Reason>();
  for (const c of classification) {
    const p = pictogramOf(c);
    if (!p) continue;
    if (p.pictogram === "GHS07") ghs07.add(p.reason ?? "other");
    else pictograms.add(p.pictogram);
  }
  // Article 26(1): GHS06 takes the place of GHS07; GHS05 of GHS07 for skin and eye irritation;
  // GHS08 for respiratory sensitisation of GHS07 for skin sensitisation and irritation.
  if (pictograms.has("GHS05")) ghs07.delete("irritation");
  if (classification.some((c) => c.hazardClass === "Resp. Sens.")) {
    ghs07.delete("irritation");
    ghs07.delete("skin-sens");
  }
  if (!pictograms.has("GHS06") && ghs07.size) pictograms.add("GHS07");

  const signalWord = classification.some(isDanger)
    ? "Danger"
    : classification.some((c) => hasSignalWord(c) && pictogramOf(c))
      ? "Warning"
      : null;

  const notes: string[] = [];
  const codes = [...new Set(classification.map((c) => c.hazardStatement.code))];
  // Article 27: a statement another one includes is left off the label.
  const dropped = new Set<string>();
  if (codes.includes("H314")) dropped.add("H318");
  if (codes.includes("H410") && codes.includes("H400")) {
    dropped.add("H400");
    notes.push("H400 is left off the label: H410 includes it (CLP Article 27).");
  }
  const hazardStatements = codes.filter((c) => !dropped.has(c)).map((c) => statement(c));

  const lists = classification.flatMap((c) => {
    const rule = PRECAUTIONS.findIndex((r) => r.when(c));
    return rule >= 0 ? [rule] : [];
  });
  const ordered = [...new Set(lists)]
    .sort((a, b) => a - b)
    .map((i) => {
      const rule = PRECAUTIONS[i] as (typeof PRECAUTIONS)[number];
      return user.consumer ? rule.consumer : rule.professional;
    });
  const chosen: string[] = [];
  if (classification.length && user.consumer) {
    if (classification.some((c) => !["Flam. Liq.", "Aquatic Acute", "Aquatic Chronic"].includes(c.hazardClass)))
      chosen.push("P101");
    chosen.push("P102");
  }
  for (let round = 0; chosen.length < MAX_PRECAUTIONARY && ordered.some((l) => l.length > round); round++) {
    for (const list of ordered) {
      const code = list[round];
      if (code && !chosen.includes(code) && chosen.length < MAX_PRECAUTIONARY) chosen.push(code);
    }
  }
  return {
    pictograms: PICTOGRAMS.filter((p) => pictograms.has(p)),
    signalWord,
    hazardStatements,
    precautionaryStatements: chosen.map((c) => statement(c)),
    notes,
  };
}
