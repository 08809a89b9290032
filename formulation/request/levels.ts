/**
 * Numbers in a request: ingredient levels ("15%", "0,5 %", "1-2 %", "1450 ppm"), target pH
 * ("pH 3", "pH 5.5-6"), SPF and CAS numbers. Pure functions over the folded text (see text.ts),
 * returning character offsets so they can be tied to the words around them.
 */
import { isValidCas } from "../regulatory/normalise";

export type LevelUnit = "%" | "ppm";

export type ParsedLevel = {
  value: number;
  unit: LevelUnit;
  /** Range ends when the text gives a range ("1-2 %"); value is then the upper end. */
  min?: number;
  max?: number;
  /** "up to 1 %" → "max", "at least 5 %" → "min", "about 2 %" → "about". */
  qualifier?: "max" | "min" | "about";
  /** "10 % active", "5 % a.i.": counted as the substance, not as the raw material supplied. */
  active?: true;
  /** "~8 % active total", "total actives 12 %": a sum over several materials, no one material's level. */
  total?: true;
  /** "2 % hyaluronate solution (1 % active)": the share of the substance in what the level weighs. */
  strength?: number;
  /** The value in percent (ppm / 10 000). */
  percent: number;
  start: number;
  end: number;
};

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const LEVEL = new RegExp(
  String.raw`${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?\s*(%|percent\b|per\s?cent\b|pct\b|ppm\b|mg\s*\/\s*kg\b)(?:\s*w\s*\/\s*[wv]\b)?`,
  "g",
);
const QUALIFIER_BEFORE =
  /(up to|max(?:imum)?\.?|not more than|no more than|<=?|≤|at least|min(?:imum)?\.?|>=?|≥|about|approx(?:imately)?\.?|around|~|ca\.?)\s*$/;

// Words after a level that say it counts the substance itself (English, German, French, Italian,
// Spanish, Polish), "10 % active", "5 % a.i.", "3 % Aktivsubstanz", "10 % de matière active".
const ACTIVE_AFTER =
  /^\s*(?:\(\s*)?(?:active\b|actives\b|a\.?\s?i\b\.?|as active\b|active (?:matter|substance|content|ingredient)\b|aktiv\w*|wirkstoff\w*|(?:de )?mati[eè]re active|actif\b|attivo\b|activo\b|(?:de )?sustancia activa|substancji czynnej|s\.?\s?a\b|m\.?\s?a\b)/;

// "8 % active total", "12 % total", "15 % solids total" after the level; "total active 8 %",
// "total surfactant: 12 %" before it.
const TOTAL_AFTER =
  /^\s*(?:of\s+)?(?:(?:active|actives|active matter|surfactants?|tensides?|solids?)\s+)?(?:in\s+)?total\b/;
const TOTAL_BEFORE =
  /\btotal\s+(?:active|actives|active matter|surfactants?|tensides?|solids?|active content)?\s*(?:of|:|=|is|at)?\s*(?:about|approx\.?|around|~|ca\.?)?\s*$/;

function num(text: string | undefined): number {
  // "0,5" is a decimal comma; "1,000" (three digits after the comma) a thousands separator.
  if (!text) return Number.NaN;
  if (/^\d+,\d{3}$/.test(text)) return Number(text.replace(",", ""));
  return Number(text.replace(",", "."));
}

function qualifierOf(before: string): ParsedLevel["qualifier"] {
  const m = QUALIFIER_BEFORE.exec(before);
  if (!m) return undefined;
  const q = m[1] ?? "";
  if (/^(up to|max|not more|no more|<|≤)/.test(q)) return "max";
  if (/^(at least|min|>|≥)/.test(q)) return "min";
  return "about";
}

export function parseLevels(folded: string): ParsedLevel[] {
  const out: ParsedLevel[] = [];
  for (const m of folded.matchAll(LEVEL)) {
    const start = m.index ?? 0;
    // "SPF 50" and "pH 5" are not levels even when a % follows later; a number glued to letters ("c12") neither.
    if (start > 0 && /[a-z]/.test(folded[start - 1] ?? "")) continue;
    const a = num(m[1]);
    const b = num(m[2]);
    const unit: LevelUnit = /^(ppm|mg)/.test(m[3] ?? "") ? "ppm" : "%";
    if (!Number.isFinite(a) || (unit === "%" && a > 100)) continue;
    const range = Number.isFinite(b) && b > a;
    const value = range ? b : a;
    const qualifier = qualifierOf(folded.slice(Math.max(0, start - 20), start));
    const end = start + m[0].length;
    const active = ACTIVE_AFTER.test(folded.slice(end, end + 30));
    const total =
      TOTAL_AFTER.test(folded.slice(end, end + 30)) || TOTAL_BEFORE.test(folded.slice(Math.max(0, start - 40), start));
    out.push({
      value,
      unit,
      ...(range ? { min: a, max: b } : {}),
      ...(qualifier ? { qualifier } : {}),
      ...(active ? { active: true as const } : {}),
      ...(total ? { total: true as const } : {}),
      percent: unit === "ppm" ? value / 10_000 : value,
      start,
      end,
    });
  }
  out.push(...bareLevels(folded, out));
  out.sort((a, b) => a.start - b.start);
  return out;
}

/**
 * A recipe written in bare numbers ("shea 35, beeswax 20, jojoba 20, argan 15"): three or more
 * numbers, each straight after a word and closing a list item, that together make up most of the
 * whole are percentages. Numbers with a unit, a pH, an SPF or a size are not among them.
 */
function bareLevels(folded: string, taken: readonly ParsedLevel[]): ParsedLevel[] {
  const found: ParsedLevel[] = [];
  const item = /(?<=[a-z)]\s{1,2})(\d{1,2}(?:[.,]\d+)?)(?=\s*(?:[,;/]|\band\b|\brest\b|$))/g;
  for (const m of folded.matchAll(item)) {
    const start = m.index ?? 0;
    const before = folded.slice(Math.max(0, start - 12), start);
    if (
      /\b(?:ph|spf|size|batch|step|no|nr|number|type|grade|class|en|iso|din|astm|oecd|h|p|ce|e|ci|peg|ppg|laureth|pareth|ceteareth|polysorbate|steareth|oleth)\s*$/.test(
        before,
      )
    )
      continue;
    if (taken.some((l) => start >= l.start && start < l.end)) continue;
    const value = num(m[1]);
    if (!Number.isFinite(value) || value <= 0) continue;
    found.push({ value, unit: "%", percent: value, start, end: start + (m[1] ?? "").length });
  }
  const sum = found.reduce((total, l) => total + l.value, 0);
  return found.length >= 3 && sum >= 60 && sum <= 100.5 ? found : [];
}

export type ParsedPh = { min: number; max: number; start: number; end: number };

const PH = new RegExp(
  // "pH should stay 7.5–8.5", "pH must be 5": a verb or two may stand between.
  String.raw`\bph\s*(?:(?:should|must|to|has to|needs to|shall|will)\s+(?:be|stay|remain|stay at|be kept at|be around|be about)\s+)?(?:of|at|around|about\.?|approx(?:imately)?\.?|ca\.?|~|=|:|value|level|between|range|target|of about)?\s*${NUMBER}(?:\s*(?:-|–|to|and)\s*${NUMBER})?`,
  "g",
);

/**
 * "So boiler water is pH 10.5–11.5", "system pH should stay 7.5–8.5": the pH of the water the
 * product treats, which the dose sets in use, not the product's own.
 */
const USE_WATER =
  /\b(?:boiler|system|treated|pool|spa|cooling|circuit|loop|tower|feed|heating|make-?up)\s+(?:water\s+)?(?:is\s+|at\s+|stays?\s+|should\s+(?:be|stay)\s+)?$/;

/** The pH a request gives for the water its product treats, where it gives one. */
export function treatedWaterPh(folded: string): ParsedPh | undefined {
  for (const m of folded.matchAll(PH)) {
    const start = m.index ?? 0;
    if (!USE_WATER.test(folded.slice(Math.max(0, start - 40), start))) continue;
    const a = num(m[1]);
    const b = num(m[2]);
    if (!Number.isFinite(a) || a > 14) continue;
    return { min: a, max: Number.isFinite(b) && b <= 14 && b >= a ? b : a, start, end: start + m[0].length };
  }
  return undefined;
}

/** Target pH from the text; "pH neutral" / "neutral pH" gives 6.5–7.5. */
export function parsePh(folded: string): ParsedPh | undefined {
  for (const m of folded.matchAll(PH)) {
    const a = num(m[1]);
    const b = num(m[2]);
    if (!Number.isFinite(a) || a > 14) continue;
    const start = m.index ?? 0;
    if (USE_WATER.test(folded.slice(Math.max(0, start - 40), start))) continue;
    // "pH 5.5-6" is a range; "pH 5 5%" or "pH 3 15" are not.
    const hasB = Number.isFinite(b) && b <= 14 && b >= a;
    return { min: a, max: hasB ? b : a, start, end: start + m[0].length };
  }
  const neutral =
    /\bph[\s-]*(?:(?:about|approximately|roughly|around|near|nearly|close to)\s+)?neutral\b|\bneutral\s+ph\b/.exec(
      folded,
    );
  if (neutral) return { min: 6.5, max: 7.5, start: neutral.index, end: neutral.index + neutral[0].length };
  return undefined;
}

export function parseSpf(folded: string): { value: number; start: number; end: number } | undefined {
  const m = /\bspf\s*(\d{1,3})\s*\+?/.exec(folded);
  if (!m) return undefined;
  return { value: Number(m[1]), start: m.index, end: m.index + m[0].length };
}

/** CAS registry numbers with a valid check digit. */
export function parseCasNumbers(folded: string): { cas: string; start: number; end: number }[] {
  const out: { cas: string; start: number; end: number }[] = [];
  for (const m of folded.matchAll(/\b\d{2,7}-\d{2}-\d\b/g)) {
    if (isValidCas(m[0])) out.push({ cas: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}
