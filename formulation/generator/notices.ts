/**
 * Notices: everything the engine changed, dropped, capped, refused or could not read in a
 * request, said plainly beside the formulation. A formulation is what the user asked for, or
 * the answer says what was changed and why — never a silent rewrite.
 */
import type { ParsedRequest } from "../request";

export type Notice = {
  /** Stable code a client can key on: "prohibited", "capped", "not-understood", … */
  code: NoticeCode;
  message: string;
  /** Where the rule comes from, e.g. "EU CosIng Annex II ref. 1339". */
  citation?: string;
};

export type NoticeCode =
  | "not-understood"
  | "outside-category"
  | "refused-medicinal"
  | "refused-regime"
  | "no-template"
  | "regime"
  | "prohibited"
  | "capped"
  | "ingredient-added"
  | "ingredient-unavailable"
  | "free-from"
  | "free-from-unknown"
  | "ph-adjusted"
  | "format"
  | "claim-measured"
  | "medicinal-claim"
  | "misleading-claim"
  | "professional-only"
  | "hazard"
  | "fluoride"
  | "surfactant-load"
  | "cmr-limit"
  | "incompatible"
  | "level-basis"
  | "audience"
  | "refused-unsafe";

const REGIME_NOTICES: Record<string, (typeName: string, biocideType?: string) => string | undefined> = {
  "eu-biocides-528-2012": (name, pt) =>
    `${capitalise(name)} is a biocidal product (BPR ${pt ?? "product type to be determined"}), not a cosmetic: ` +
    "its active substance must be approved and the product authorised under Regulation (EU) 528/2012 before it is sold.",
  "eu-plant-protection-1107-2009": (name) =>
    `${capitalise(name)} is a plant protection product: its active substance must be approved and the product ` +
    "authorised under Regulation (EC) 1107/2009 in each country where it is sold.",
  "eu-fertilisers-2019-1009": (name) =>
    `${capitalise(name)} falls under the EU Fertilising Products Regulation (EU) 2019/1009 (CE-marked) or national ` +
    "fertiliser rules: declare nutrient contents as the regulation requires.",
  "eu-food-additives-1333-2008": (name) =>
    `${capitalise(name)} must use only additives authorised in Regulation (EC) 1333/2008 Annex II for the food ` +
    "it goes into, at their permitted levels, labelled by E-number.",
  "eu-detergents-648-2004": () => undefined,
  "reach-clp": () => undefined,
  "eu-cosmetics-1223-2009": () => undefined,
};

export function regimeNotice(parsed: ParsedRequest): Notice | undefined {
  const type = parsed.productType;
  const regime = parsed.regime;
  if (!type || !regime) return undefined;
  const message = REGIME_NOTICES[regime.id]?.(type.name.replace(/\s*\(.*\)$/, "").toLowerCase(), regime.biocideType);
  return message ? { code: "regime", message } : undefined;
}

export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function formatLevel(percent: number): string {
  if (percent >= 0.1) return `${Number(percent.toFixed(2))} %`;
  return `${Number((percent * 10_000).toFixed(0))} ppm`;
}
