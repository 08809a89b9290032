/**
 * What CLP Article 35 asks of the packaging of a mixture supplied to the general public:
 * child-resistant fastenings (Annex II 3.1.1.1) and a tactile warning of danger (Annex II 3.2.1),
 * by the hazard classes and categories the classification found.
 */
import type { HazardClass } from "./data";

type Classified = { hazardClass: HazardClass; category: string };

function childResistant(c: Classified): boolean {
  switch (c.hazardClass) {
    case "Acute Tox.":
      return c.category !== "4";
    case "STOT SE":
    case "STOT RE":
      return c.category === "1";
    case "Skin Corr.":
    case "Asp. Tox.":
      return true;
    default:
      return false;
  }
}

function tactile(c: Classified): boolean {
  switch (c.hazardClass) {
    case "Acute Tox.":
    case "Skin Corr.":
    case "Resp. Sens.":
    case "Asp. Tox.":
    case "Flam. Gas":
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
    case "Flam. Sol.":
      return c.category === "1";
    default:
      return false;
  }
}

export const CHILD_RESISTANT_REMARK =
  "Child-resistant fastening required (CLP Article 35(2) and Annex II 3.1; EN ISO 8317 for reclosable packs).";
export const TACTILE_REMARK =
  "Tactile warning of danger required on the pack (CLP Article 35(2) and Annex II 3.2; EN ISO 11683).";

/** The packaging remarks for a consumer pack; a professional product needs neither. */
export function packagingRemarks(classification: readonly Classified[], user: { consumer: boolean }): string[] {
  if (!user.consumer) return [];
  return [
    ...(classification.some(childResistant) ? [CHILD_RESISTANT_REMARK] : []),
    ...(classification.some(tactile) ? [TACTILE_REMARK] : []),
  ];
}
