/**
 * The chemistry findings of the validator: the gate's rules over the formula's rows, and the pH
 * the formula really has: a product whose acids or alkalis would sit on skin at a burning pH is
 * refused, whatever pH it states.
 */
import { isWater } from "../emulsion";
import type { ProductProfile } from "../profiles";
import type { ResolvedRow } from "../resolve";
import type { Finding } from "../validate";
import { chemistryConflicts, type GateRow } from "./gate";
import { modelPh } from "./model-ph";

export function gateRowsOf(rows: readonly ResolvedRow[]): GateRow[] {
  return rows.map((r) => ({
    ...(r.ingredient ? { id: r.ingredient.id } : {}),
    label: r.label,
    names: [r.name ?? "", r.inci ?? "", r.ingredient?.inci ?? "", r.ingredient?.name ?? ""].filter(Boolean),
    percent: Number.isFinite(r.ppm) ? r.ppm / 10_000 : 0,
    ...(isWater(r) ? { water: true } : {}),
  }));
}

/**
 * The acid–base model's pH of a resolved formula, only where acids and bases are the formula's
 * main buffer (at least 0.1 mol per kg of water): at trace levels the pH is set by what the model
 * does not know (amphoteric surfactants, clays, proteins), and the stated pH is the better word.
 */
export function modelPhOfRows(rows: readonly ResolvedRow[]): number | undefined {
  const model = modelPh(
    rows.map((r) => ({
      ...(r.ingredient ? { id: r.ingredient.id } : {}),
      percent: Number.isFinite(r.ppm) ? r.ppm / 10_000 : 0,
      ...(isWater(r) ? { water: true } : {}),
    })),
  );
  return model.molal >= DOMINANT_MOLAL ? model.ph : undefined;
}

const DOMINANT_MOLAL = 0.1;

export function checkChemistry(
  rows: readonly ResolvedRow[],
  profile: ProductProfile,
  stated: [number, number] | undefined,
): Finding[] {
  const modelled = modelPhOfRows(rows);
  const ph = modelled ?? (stated ? (stated[0] + stated[1]) / 2 : undefined);
  const findings: Finding[] = chemistryConflicts(gateRowsOf(rows), {
    ...(ph !== undefined ? { ph } : {}),
    leaveOn: profile.regulatory.leaveOn,
  }).map((c) => ({
    severity: c.rule.severity,
    code: `chemistry-${c.rule.id}`,
    message: `${c.message}. Instead, ${c.rule.instead}.`,
    ingredient: c.rows[0]?.label,
    citation: c.rule.source,
  }));
  if (modelled !== undefined) findings.push(...checkModelPh(modelled, profile));
  return findings;
}

/**
 * Skin tolerates leave-on products from about pH 3 (alpha-hydroxy acids: at most 10 % at pH 3.5
 * or above for consumers, professional peels from pH 3) and rinse-off products a little lower.
 * Hair straighteners and depilatories work at high pH on purpose, under their Annex III limits.
 */
const LEAVE_ON_MIN_PH = 3;
const RINSE_OFF_MIN_PH = 2.5;
const SKIN_MAX_PH = 11;

function checkModelPh(modelled: number, profile: ProductProfile): Finding[] {
  const out: Finding[] = [];
  const shown = modelled.toFixed(1);
  if (profile.regime === "cosmetic") {
    const { leaveOn, kind, area } = profile.regulatory;
    const least = leaveOn ? LEAVE_ON_MIN_PH : RINSE_OFF_MIN_PH;
    const alkaliOnPurpose = kind === "straightener" || kind === "depilatory" || profile.isSoap || area === "hair";
    if (modelled < least) {
      out.push({
        severity: "error",
        code: "ph-unsafe",
        message: `Its acids and bases give this formula about pH ${shown}: too acidic for a ${leaveOn ? "leave-on" : "rinse-off"} product on ${area === "hair" ? "the scalp" : "skin"} (it would burn). Neutralise part of the acid to pH ${least + 0.5} or above, or lower the acid.`,
        citation: "SCCNFP/0799/04 (alpha-hydroxy acids: at most 10 % at pH 3.5 or above for consumer products)",
      });
    } else if (modelled > SKIN_MAX_PH && !alkaliOnPurpose) {
      out.push({
        severity: "error",
        code: "ph-unsafe",
        message: `Its acids and bases give this formula about pH ${shown}: alkaline enough to burn the skin. Lower the alkali or buffer it.`,
        citation: "CLP Regulation (EC) 1272/2008, Annex I 3.2.3.1.2 (pH ≥ 11.5 presumed corrosive)",
      });
    }
  }
  return out;
}
