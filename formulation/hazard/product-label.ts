/**
 * What goes on the pack of a formula: the CLP label elements (CLP Title III, with the packaging
 * remarks of Article 35 and, for detergents, the ingredient statement of Regulation 648/2004) or,
 * for a cosmetic, the label of the Cosmetics Regulation (EC) No 1223/2009 Article 19: the INCI
 * list in descending order with colourants last, the Annex III warnings the validator found, and
 * the period after opening or the date of minimum durability.
 */
import { analyseFormula } from "../analyse";
import { usedAsColorant } from "../annex-matches";
import { inciLabel } from "../derived";
import { type ProductInput, parsePhRange, productProfile } from "../profiles";
import { type FormulaRow, inciOf, resolveFormula } from "../resolve";
import { classifyMixture, type HazardAnswer } from "./classify";
import type { Pictogram, Statement } from "./label";

/** A formula as the label needs it: its rows, pH and stated shelf life ("24 months (12 months after opening)"). */
export type LabelFormula = {
  ingredients: readonly FormulaRow[];
  phLevel?: string | number | null;
  shelfLife?: string | null;
};

export type Durability =
  /** Shelf life over 30 months: the open-jar symbol with the months the product keeps once opened (null: not stated). */
  | { kind: "pao"; months: number | null; shelfLifeMonths: number }
  /** Shelf life of 30 months or less: "Best used before the end of" a date, with the PAO when one is stated. */
  | { kind: "best-before"; shelfLifeMonths: number; paoMonths: number | null }
  | { kind: "unknown" };

export type CosmeticLabel = {
  kind: "cosmetic";
  ingredients: string[];
  warnings: string[];
  durability: Durability;
};

export type ClpLabel = {
  kind: "clp";
  hazard: HazardAnswer;
  pictograms: Pictogram[];
  signalWord: "Danger" | "Warning" | null;
  /** The substances that drive a health hazard (CLP Article 18(3)(b)). */
  contains: string[];
  hazardStatements: Statement[];
  precautionaryStatements: Statement[];
  supplementalStatements: Statement[];
  detergentStatement: string[];
  packaging: string[];
};

export type ProductLabel = CosmeticLabel | ClpLabel;

/** The Cosmetics Regulation's threshold: above 30 months the PAO, at or below it a date (Art. 19(1)(c)). */
export const DATE_OF_MINIMUM_DURABILITY_MONTHS = 30;
export const BEST_BEFORE_WORDS = "Best used before the end of";

const LABEL_WARNING = /requires this wording on the label: "(.+)"$/;
const HEALTH_AND_ENVIRONMENT_FREE = new Set(["Flam. Gas", "Flam. Liq.", "Flam. Sol.", "Water-react.", "Ox. Liq."]);

/** Months of shelf life and of use after opening, from how a formula states its shelf life. */
export function durabilityOf(shelfLife: string | null | undefined): Durability {
  const text = shelfLife ?? "";
  const opened = /(\d+)\s*months?\s*(?:after opening|once opened|opened)/i.exec(text);
  const total = /(\d+)\s*months?/i.exec(text);
  const paoMonths = opened ? Number(opened[1]) : null;
  if (!total || (opened && total.index === opened.index)) return { kind: "unknown" };
  const shelfLifeMonths = Number(total[1]);
  return shelfLifeMonths > DATE_OF_MINIMUM_DURABILITY_MONTHS
    ? { kind: "pao", months: paoMonths, shelfLifeMonths }
    : { kind: "best-before", shelfLifeMonths, paoMonths };
}

/** The month and year a product made on `made` is best used before the end of, as "06/2027". */
export function bestBeforeDate(made: Date, months: number): string {
  const date = new Date(Date.UTC(made.getUTCFullYear(), made.getUTCMonth() + months, 1));
  return `${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
}

export function productLabel(formula: LabelFormula, product: ProductInput = {}): ProductLabel {
  const rows = resolveFormula(formula.ingredients).rows;
  const profile = productProfile(product);
  const hazard = classifyMixture({
    rows,
    profile,
    category: product.category,
    productType: product.productType,
    ph: parsePhRange(formula.phLevel ?? undefined),
  });
  if (hazard.regime === "cosmetic") {
    const analysis = analyseFormula({ ingredients: formula.ingredients, phLevel: formula.phLevel }, product);
    // Colourants may follow the other ingredients in any order (Art. 19(1)(g)): they come last.
    const colourants = new Set(rows.filter(usedAsColorant).map((r) => inciOf(r).toLowerCase()));
    const listed = inciLabel(rows);
    const named = new Set(listed.map((n) => n.toLowerCase()));
    const allergens = analysis.allergens.filter((a) => !named.has(a.name.toLowerCase())).map((a) => a.name);
    const warnings = analysis.findings.flatMap((f) => {
      const text = f.code === "label-warning" ? LABEL_WARNING.exec(f.message)?.[1] : undefined;
      return text ? [text] : [];
    });
    return {
      kind: "cosmetic",
      ingredients: [
        ...listed.filter((n) => !colourants.has(n.toLowerCase())),
        ...allergens,
        ...listed.filter((n) => colourants.has(n.toLowerCase())),
      ],
      warnings: [...new Set(warnings)],
      durability: durabilityOf(formula.shelfLife),
    };
  }
  const consumer = !profile.regulatory.professional;
  const contains = hazard.classification
    .filter((c) => !HEALTH_AND_ENVIRONMENT_FREE.has(c.hazardClass) && !c.hazardClass.startsWith("Aquatic"))
    .flatMap((c) => c.drivers.map((d) => d.name));
  return {
    kind: "clp",
    hazard,
    pictograms: hazard.pictograms,
    signalWord: hazard.signalWord,
    contains: [...new Set(contains)],
    hazardStatements: hazard.hazardStatements,
    precautionaryStatements: hazard.precautionaryStatements,
    supplementalStatements: hazard.supplementalStatements,
    detergentStatement: hazard.detergentLabel?.lines ?? [],
    packaging: consumer ? (hazard.packaging?.requirements ?? []) : [],
  };
}
