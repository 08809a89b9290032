/**
 * The ingredient statement of a detergent (Regulation (EC) No 648/2004, Annex VII A): the
 * components added above 0.2 % by weight in weight bands, the ones listed whatever their level
 * (enzymes, disinfectants, optical brighteners, perfumes), the preservation agents by INCI name,
 * and the fragrance allergens above 0.01 % by name. Surfactants count at their active matter.
 */
import { allergenDeclaration } from "../allergens";
import { gateRowsOf } from "../chemistry/check";
import { rolesOf } from "../chemistry/gate";
import { hasFunction, type Ingredient } from "../knowledge";
import { PPM_PER_PERCENT } from "../percent";
import type { ResolvedRow } from "../resolve";
import { ingredientHazard } from "./data";

export const WEIGHT_BANDS = [
  "less than 5 %",
  "5 % or over but less than 15 %",
  "15 % or over but less than 30 %",
  "30 % and more",
] as const;
export type WeightBand = (typeof WEIGHT_BANDS)[number];

/** Annex VII A's components in the order the annex lists them. */
export const BANDED_COMPONENTS = [
  "phosphates",
  "phosphonates",
  "anionic surfactants",
  "cationic surfactants",
  "amphoteric surfactants",
  "non-ionic surfactants",
  "oxygen-based bleaching agents",
  "chlorine-based bleaching agents",
  "EDTA and salts thereof",
  "NTA (nitrilotriacetic acid) and salts thereof",
  "phenols and halogenated phenols",
  "aromatic hydrocarbons",
  "aliphatic hydrocarbons",
  "halogenated hydrocarbons",
  "soap",
  "zeolites",
  "polycarboxylates",
] as const;
type Banded = (typeof BANDED_COMPONENTS)[number];

export type DetergentLabel = {
  bands: { band: WeightBand; components: Banded[] }[];
  /** Listed whatever their level. */
  alsoContains: ("enzymes" | "disinfectants" | "optical brighteners" | "perfumes")[];
  preservationAgents: string[];
  allergens: string[];
  /** The lines as a label prints them. */
  lines: string[];
};

/** Above this % by weight a banded component is declared (Annex VII A). */
const DECLARE_ABOVE = 0.2;

const ANIONIC_NAME =
  /sul(?:f|ph)ate|sul(?:f|ph)onate|sulfosuccinate|sarcosinate|isethionate|taurate|glutamate|sulfoacetate|carboxylate|phosphate ester/i;
const AMPHOTERIC_NAME = /betaine|sultaine|ampho(?:acetate|diacetate|propionate)/i;
const SOAP_NAME = /^(?:sodium|potassium) (?!.*(?:sul|isethion|sarcosin|glutam|taur))[a-z]+ate$/i;

function surfactantKind(ingredient: Ingredient, roles: Set<string>): Banded | undefined {
  if (!hasFunction(ingredient, "surfactant", "wetting-agent")) return undefined;
  const inci = ingredient.inci;
  if (roles.has("cationic-surfactant")) return "cationic surfactants";
  if (SOAP_NAME.test(inci)) return "soap";
  if (AMPHOTERIC_NAME.test(inci)) return "amphoteric surfactants";
  if (roles.has("anionic-surfactant") || ANIONIC_NAME.test(inci)) return "anionic surfactants";
  return "non-ionic surfactants";
}

function componentsOf(row: ResolvedRow, roles: Set<string>): Banded[] {
  const ingredient = row.ingredient;
  const text = `${row.label} ${row.inci ?? ""} ${ingredient?.inci ?? ""}`;
  const out: Banded[] = [];
  if (ingredient) {
    const surfactant = surfactantKind(ingredient, roles);
    if (surfactant) out.push(surfactant);
  }
  if (roles.has("hypochlorite") || roles.has("chloroisocyanurate")) out.push("chlorine-based bleaching agents");
  else if (roles.has("solid-peroxygen") || roles.has("liquid-peroxide") || roles.has("peroxygen"))
    out.push("oxygen-based bleaching agents");
  if (/phosphon|\bhedp\b|\batmp\b|\bpbtc\b/i.test(text)) out.push("phosphonates");
  else if (/phosphate/i.test(text) && !/ester|perfluoro/i.test(text)) out.push("phosphates");
  if (/\bedta\b|edetate/i.test(text)) out.push("EDTA and salts thereof");
  if (/nitrilotriacet|\bnta\b/i.test(text)) out.push("NTA (nitrilotriacetic acid) and salts thereof");
  if (/zeolite|aluminosilicate/i.test(text)) out.push("zeolites");
  if (/polyacrylate|polycarboxylate|acrylic acid.*copolymer|maleic.*copolymer/i.test(text))
    out.push("polycarboxylates");
  if (/\bphenol\b|chlorophenol|chloroxylenol|triclosan/i.test(text) && !/phenoxyethanol/i.test(text))
    out.push("phenols and halogenated phenols");
  if (/xylene|toluene|aromatic(?! ?[-–(]? ?free)/i.test(text)) out.push("aromatic hydrocarbons");
  else if (/alkane|isoparaffin|naphtha|white spirit|distillates \(petroleum\)|hydrocarbons?, c\d/i.test(text))
    out.push("aliphatic hydrocarbons");
  return out;
}

function bandOf(percent: number): WeightBand {
  if (percent >= 30) return "30 % and more";
  if (percent >= 15) return "15 % or over but less than 30 %";
  if (percent >= 5) return "5 % or over but less than 15 %";
  return "less than 5 %";
}

export function detergentLabel(rows: readonly ResolvedRow[]): DetergentLabel {
  const gate = gateRowsOf(rows);
  const totals = new Map<Banded, number>();
  const also = new Set<DetergentLabel["alsoContains"][number]>();
  const preservatives: string[] = [];
  rows.forEach((row, i) => {
    if (!Number.isFinite(row.ppm) || row.ppm <= 0) return;
    const percent = row.ppm / PPM_PER_PERCENT;
    const roles = rolesOf(gate[i] as (typeof gate)[number]);
    const ingredient = row.ingredient;
    // A bleach counts as its harmonised substance (hypochlorite solution as its active chlorine).
    const substance = ingredient ? ingredientHazard(ingredient.id)?.parts.find((p) => p.index)?.fraction : undefined;
    for (const component of componentsOf(row, roles)) {
      const active =
        component.endsWith("surfactants") || component === "soap"
          ? (ingredient?.activeMatter ?? 1)
          : component.endsWith("bleaching agents")
            ? (substance ?? 1)
            : 1;
      totals.set(component, (totals.get(component) ?? 0) + percent * active);
    }
    if (!ingredient) return;
    if (hasFunction(ingredient, "enzyme")) also.add("enzymes");
    if (hasFunction(ingredient, "optical-brightener")) also.add("optical brighteners");
    if (hasFunction(ingredient, "fragrance", "essential-oil")) also.add("perfumes");
    if (hasFunction(ingredient, "preservative")) {
      const inci = row.inci ?? ingredient.inci;
      if (!preservatives.includes(inci)) preservatives.push(inci);
    } else if (hasFunction(ingredient, "biocide") && !hasFunction(ingredient, "bleach")) also.add("disinfectants");
  });
  const bands = WEIGHT_BANDS.map((band) => ({
    band,
    components: BANDED_COMPONENTS.filter((c) => {
      const total = totals.get(c);
      return total !== undefined && total > DECLARE_ABOVE && bandOf(total) === band;
    }),
  }))
    .filter((b) => b.components.length)
    .reverse();
  const alsoContains = (["enzymes", "disinfectants", "optical brighteners", "perfumes"] as const).filter((a) =>
    also.has(a),
  );
  const allergens = allergenDeclaration(rows, false).map((a) => a.name);
  const lines = [
    ...bands.map((b) => `${b.band}: ${b.components.join(", ")}`),
    ...alsoContains,
    ...(preservatives.length ? [`preservation agents: ${preservatives.join(", ")}`] : []),
    ...allergens,
  ];
  return { bands, alsoContains, preservationAgents: preservatives, allergens, lines };
}
