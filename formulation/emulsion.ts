/**
 * Does an emulsion (cream, lotion, microemulsion, wax emulsion) have something that emulsifies it?
 * The knowledge base marks the usual emulsifiers, but industrial and household emulsions use
 * ethoxylates, lecithin, protective colloids and soaps formed in place that it may not know or
 * not mark, so names, stated functions and in-place soaps count too.
 */
import { hasFunction } from "./knowledge";
import { PPM_PER_PERCENT } from "./percent";
import type { ProductProfile } from "./profiles";
import type { ResolvedRow } from "./resolve";
import type { Finding } from "./validate";

/** A stated function that emulsifies ("emulsifier", "protective colloid"); "co-emulsifier" does not alone. */
const EMULSIFYING_FUNCTION = /(^|[^-])emulsif|protective colloid|solubili[sz]er|surfactant|tensio?active/i;

/** Names of emulsifiers and surfactants: ethoxylates, esters of polyols, lecithin, soaps, quats. */
const EMULSIFIER_NAME =
  /polysorbate|sorbitan|\b[a-z]*eth-\d+|pareth|\bpeg-\d+ [a-z ]*(?:stearate|oleate|laurate|castor|glyceryl|cocoate|dimethicone)|polyglyceryl-\d|lecithin|glucoside|sucrose (?:stearate|ester|laurate)|(?:lauryl|laureth|coco|cetearyl|cetyl|myreth|pareth|alkyl)[- ]?\d*\s*sulfate|sulfonate|sulfosuccinate|betaine|sarcosinate|isethionate|trimonium|dimonium|quaternium-\d|esterquat|ethoxylate|alkoxylate|emulsif|saponin|quillaja|\bstearate\b.*\b(?:sodium|potassium|tea|triethanolamine)\b|\b(?:sodium|potassium|tea|triethanolamine|ammonium) (?:stearate|oleate|palmitate)/i;

/** A pre-made emulsion or dispersion used as a raw material ("Carnauba wax emulsion", "silicone microemulsion"). */
const PRE_EMULSIFIED = /emulsion|latex|dispersion/i;

/** Fatty acids (and beeswax, whose free acids make the classic cold cream with borax) … */
const FATTY_ACID =
  /\b(?:stearic|oleic|palmitic|lauric|myristic|behenic|isostearic|linoleic|ricinoleic) acid\b|fatty acids?\b|beeswax|cera alba/i;
/** … that an alkali turns into a soap emulsifier in the batch. */
const ALKALI =
  /triethanolamine|\btea\b|sodium hydroxide|potassium hydroxide|ammonium hydroxide|ammonia|aminomethyl propanol|\bamp\b|ethanolamine|morpholine|borax|sodium borate|diethylaminoethanol|dimethylethanolamine/i;

const WATER = /^(aqua|water|purified water|deionised water|deionized water|distilled water|aqua \(water\))$/i;

export function isWater(row: ResolvedRow): boolean {
  return row.ingredient?.id === "water" || WATER.test(row.inci ?? "") || WATER.test(row.name ?? "");
}

const textOf = (row: ResolvedRow) => `${row.name ?? ""} ${row.inci ?? ""} ${row.ingredient?.inci ?? ""}`;
const ppmOf = (rows: readonly ResolvedRow[]) => rows.reduce((s, r) => s + (Number.isFinite(r.ppm) ? r.ppm : 0), 0);

function emulsifies(row: ResolvedRow): boolean {
  if (EMULSIFYING_FUNCTION.test(row.function ?? "") && !/^co-?emulsif/i.test(row.function ?? "")) return true;
  if (row.ingredient && hasFunction(row.ingredient, "emulsifier")) return true;
  if (PRE_EMULSIFIED.test(`${textOf(row)} ${row.function ?? ""}`)) return true;
  // Unknown rows are read by name; known ones by what the knowledge base says they are.
  return !row.ingredient && EMULSIFIER_NAME.test(textOf(row));
}

function isSurfactant(row: ResolvedRow): boolean {
  return Boolean(row.ingredient && hasFunction(row.ingredient, "surfactant", "wetting-agent"));
}

/**
 * Cationic conditioning agents (cetrimonium chloride) emulsify a conditioner with fatty alcohols,
 * like the knowledge base's marked emulsifier behentrimonium chloride.
 */
function isCationic(row: ResolvedRow): boolean {
  return /trimonium|dimonium|quaternium-\d|esterquat|pyridinium|benzalkonium/i.test(textOf(row));
}

/** Oils, butters, waxes, fatty alcohols, silicones, silanes: what an emulsifier has to disperse. */
const OILY_NAME =
  /\boil\b|butter|\bwax\b|\bcera\b|paraffin|petrolatum|squalane|triglyceride|dimethicone|methicone|siloxane|silane|lanolin|\b(?:cetyl|cetearyl|stearyl|behenyl) alcohol|isoparaffin|mineral spirits|\balkane/i;

function isOily(row: ResolvedRow): boolean {
  if (row.ingredient)
    return (
      row.ingredient.phase === "oil" ||
      (hasFunction(row.ingredient, "wax", "emollient") && row.ingredient.solubility === "oil")
    );
  return OILY_NAME.test(textOf(row));
}

export function checkEmulsifier(rows: readonly ResolvedRow[], profile: ProductProfile): Finding[] {
  if (!profile.isEmulsion) return [];
  if (ppmOf(rows.filter(isWater)) < 10 * PPM_PER_PERCENT) return [];
  // A "lotion" without an oil phase (hair lotion, toning lotion) has nothing to emulsify.
  if (ppmOf(rows.filter(isOily)) < 1 * PPM_PER_PERCENT) return [];
  if (rows.some(emulsifies)) return [];
  // Surfactant-based creams (shaving creams, cream washes) are emulsified by their surfactants; a
  // little anionic surfactant with a fatty alcohol is the classic emulsifying wax.
  if (ppmOf(rows.filter(isSurfactant)) >= 0.3 * PPM_PER_PERCENT) return [];
  if (ppmOf(rows.filter(isCationic)) >= 0.3 * PPM_PER_PERCENT) return [];
  const texts = rows.map(textOf);
  if (texts.some((t) => FATTY_ACID.test(t)) && texts.some((t) => ALKALI.test(t))) return [];
  return [
    {
      severity: "error",
      code: "no-emulsifier",
      message: "An emulsion (cream or lotion) needs an emulsifier to stay stable",
    },
  ];
}
