/**
 * What the packaging of a mixture supplied to the general public must have (CLP Article 35(2) and
 * Annex II Part 3): a child-resistant fastening (3.1.1) and a tactile warning of danger (3.2.1),
 * decided by the classification and, for the fastening, by methanol and dichloromethane content.
 */
import type { HazardClass } from "./data";

export type ConsumerPackaging = {
  childResistantFastening: boolean;
  tactileWarning: boolean;
  /** What the packaging needs and why, one sentence each, as the page and the PDFs print it. */
  requirements: string[];
};

type Classed = { hazardClass: HazardClass; category: string; label: string };
/** A substance present in the mixture, by CAS number, at its percentage. */
type Present = { cas: string; percent: number };

/** Annex II 3.1.1.1: classes that call for a child-resistant fastening on any capacity. */
function needsFastening(c: Classed): boolean {
  switch (c.hazardClass) {
    case "Acute Tox.":
      return c.category === "1" || c.category === "2" || c.category === "3";
    case "STOT SE":
    case "STOT RE":
      return c.category === "1";
    case "Skin Corr.":
      return true;
    default:
      return false;
  }
}

/** Annex II 3.2.1.1: classes that call for a tactile warning of danger. */
function needsTactile(c: Classed): boolean {
  switch (c.hazardClass) {
    case "Acute Tox.":
    case "Skin Corr.":
    case "Resp. Sens.":
    case "Asp. Tox.":
    case "Flam. Gas":
    case "Flam. Sol.":
      return true;
    case "Muta.":
    case "Carc.":
    case "Repr.":
      return c.category === "2";
    case "STOT SE":
    case "STOT RE":
      return c.category === "1" || c.category === "2";
    case "Flam. Liq.":
      return c.category === "1" || c.category === "2";
    default:
      return false;
  }
}

/** Annex II 3.1.1.3: substances that call for a child-resistant fastening from these levels (%). */
const FASTENING_SUBSTANCES = [
  { cas: "67-56-1", name: "methanol", from: 3 },
  { cas: "75-09-2", name: "dichloromethane", from: 1 },
] as const;

const list = (labels: readonly string[]) => [...new Set(labels)].join(", ");

/**
 * The packaging a consumer product needs, or undefined when it needs neither (a professional
 * product, or a classification that asks for neither).
 */
export function consumerPackaging(
  classification: readonly Classed[],
  present: readonly Present[],
  user: { consumer: boolean },
): ConsumerPackaging | undefined {
  if (!user.consumer) return undefined;
  const fastening = classification.filter(needsFastening).map((c) => c.label);
  // Annex II 3.1.1.2: an aspiration hazard needs one too, unless sold as an aerosol or sealed spray.
  const aspiration = classification.some((c) => c.hazardClass === "Asp. Tox.");
  const substances = FASTENING_SUBSTANCES.filter((s) =>
    present.some((p) => p.cas.split(" / ").includes(s.cas) && p.percent >= s.from),
  );
  const tactile = classification.filter(needsTactile).map((c) => c.label);
  const requirements: string[] = [];
  const reasons = [
    ...(fastening.length ? [`classified ${list(fastening)}`] : []),
    ...substances.map((s) => `contains ${s.from} % or more ${s.name}`),
    ...(aspiration ? ["an aspiration hazard (Asp. Tox. 1), unless sold as an aerosol or with a sealed spray"] : []),
  ];
  if (reasons.length)
    requirements.push(
      `Child-resistant fastening required on packaging of any size sold to the general public (CLP Article 35(2), Annex II 3.1, EN ISO 8317 or EN 862): ${reasons.join("; ")}.`,
    );
  if (tactile.length)
    requirements.push(
      `Tactile warning of danger required on packaging sold to the general public (CLP Annex II 3.2, EN ISO 11683): classified ${list(tactile)}.`,
    );
  if (!requirements.length) return undefined;
  return { childResistantFastening: reasons.length > 0, tactileWarning: tactile.length > 0, requirements };
}
