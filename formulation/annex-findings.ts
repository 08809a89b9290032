/**
 * What the EU cosmetics annexes (Regulation (EC) No 1223/2009, from CosIng) say about each row of
 * a formula: prohibited substances (Annex II, members of its group entries included), uses outside
 * the product types an entry allows, amounts over a maximum, colorants (Annex IV) and the label
 * warnings a permitted use requires. Every finding cites the annex entry it rests on.
 */
import { annexIiKind, applicableMatches, type Match, namedAsException, usedAsColorant } from "./annex-matches";
import { allowedUses, describeProduct, displayName, wording } from "./annex-wording";
import { hasFunction } from "./knowledge";
import { onLimitBasis, round } from "./limit-basis";
import { formatPpm, PPM_PER_PERCENT } from "./percent";
import type { ProductProfile } from "./profiles";
import {
  citation,
  findColorant,
  normaliseCiNumber,
  type ProductContext,
  type RegulatoryEntry,
  type Verdict,
  verdictFor,
} from "./regulatory";
import type { ResolvedRow } from "./resolve";
import type { Finding } from "./validate";

/** A skin product with no narrower area is held to face and body rules alike. */
const AREA_HINT =
  "; the product type names no body area, so face and body rules both apply: name the area if it is narrower";

function maxFinding(row: ResolvedRow, entry: RegulatoryEntry, verdict: Verdict): Finding[] {
  const max = verdict.max;
  if (!max || !Number.isFinite(row.ppm)) return [];
  const basis = onLimitBasis(row, row.ppm / PPM_PER_PERCENT, `${max.rule.maxQualifier ?? ""} ${max.rule.maxText}`);
  if (basis.percent <= max.maxPercent + 1e-9) return [];
  const equivalent = basis.label ? ` (${round(basis.percent)}% ${basis.label})` : "";
  return [
    {
      severity: "error",
      code: `annex-${entry.annex.toLowerCase()}-max`,
      message: `${row.label} at ${formatPpm(row.ppm)}${equivalent} exceeds the maximum of ${max.maxPercent}%${
        max.rule.maxQualifier ? ` ${max.rule.maxQualifier}` : ""
      } for ${max.rule.productType || "this product type"}`,
      ingredient: row.label,
      citation: citation(entry),
    },
  ];
}

function labelFindings(row: ResolvedRow, entry: RegulatoryEntry, verdict: Verdict): Finding[] {
  // Fragrance allergens are named in the ingredient list; the allergen declaration covers them.
  if (entry.labelAllergen) return [];
  // Sodium hydroxide trimming the pH of a hair smoothing cream is there as a pH adjuster, an use
  // with no label text of its own: the straightener's "Contains alkali" wording is for the
  // alkali that straightens.
  const adjusting =
    /\bph adjuster\b/i.test(row.function ?? "") &&
    (entry.rules ?? []).some((r) => /\bother uses as ph adjuster\b/i.test(r.productType ?? ""));
  const used = adjusting ? verdict.rules.filter((r) => /\bph adjuster\b/i.test(r.productType ?? "")) : verdict.rules;
  // A band that starts above the level used ("> 0.1 % ≤ 6 %" tooth whitening, sold to dentists)
  // does not apply to this row, nor does its wording.
  const percent = row.ppm / PPM_PER_PERCENT;
  const rules = used.filter((r) => {
    const floor = /^\s*>\s*(\d+(?:[.,]\d+)?)/.exec(r.maxText ?? "");
    return !floor || !Number.isFinite(percent) || percent > Number((floor[1] ?? "").replace(",", "."));
  });
  const texts = [...new Set(rules.map(wording).filter(Boolean))];
  return texts.map((text) => ({
    severity: "info" as const,
    code: "label-warning",
    message: `${row.label}: Annex ${entry.annex} requires this wording on the label: "${text}"`,
    ingredient: row.label,
    citation: citation(entry),
  }));
}

function colorantNotListed(row: ResolvedRow): Finding[] {
  const texts = [row.name, row.inci, row.ingredient?.colorIndex].filter(Boolean) as string[];
  const ci = texts.map((t) => /\bC\.?\s?I\.?\s*\d{5}(?::\d)?/i.exec(t)?.[0]).find(Boolean);
  const isColorant =
    ci || (row.ingredient && hasFunction(row.ingredient, "colorant", "pigment") && row.ingredient.colorIndex);
  if (!isColorant) return [];
  const number = normaliseCiNumber(ci ?? row.ingredient?.colorIndex ?? "");
  if (number && findColorant(number)) return [];
  return [
    {
      severity: "error",
      code: "colorant-not-allowed",
      message: `${row.label}: colorant ${number ?? ci} is not in Annex IV (colorants allowed in cosmetic products)`,
      ingredient: row.label,
    },
  ];
}

function rowFindings(row: ResolvedRow, ctx: ProductContext): Finding[] {
  const matches = applicableMatches(row);
  const colorant = usedAsColorant(row);
  const governing = matches.filter((m) => m.entry.annex !== "II" && (m.entry.annex !== "IV" || colorant));
  const verdicts = new Map(governing.map((m) => [m.entry.id, verdictFor(m.entry, ctx)]));
  const permits = (m: Match) => verdicts.get(m.entry.id)?.permitted ?? false;
  const out: Finding[] = [];

  let prohibited = false;
  for (const m of matches.filter((x) => x.entry.annex === "II")) {
    const kind = annexIiKind(m.entry);
    if (kind === "hair-dye" && !ctx.hairDye) continue;
    // The entry's own exceptions are entries of the other annexes ("except those special cases
    // included in Annex V"); for a group ("Barium salts") a specific entry (barium sulfate in
    // Annex IV) is the exception. When one of them allows this use, it governs.
    if ((kind === "exception" || m.group) && (governing.some(permits) || namedAsException(m.entry, row))) continue;
    if (kind === "conditional") {
      // Only some grades are banned ("if it contains > 0.005 % benzo[a]pyrene"): the formula is
      // lawful only with a grade that meets the condition, which the supplier must show.
      out.push({
        severity: "warning",
        code: "annex-ii-grade",
        message: `${row.label}: Annex II prohibits some of its grades or contents (${m.entry.name}); ask the supplier for a certificate that this grade meets the condition before use`,
        ingredient: row.label,
        citation: citation(m.entry),
      });
      continue;
    }
    const elsewhere = governing
      .filter((g) => g.strong)
      .map((g) => `Annex ${g.entry.annex} ref. ${g.entry.ref} allows it ${allowedUses(g.entry)}`);
    out.push({
      severity: m.strong ? "error" : "warning",
      code: "annex-ii",
      message: m.strong
        ? `${row.label} is prohibited in cosmetic products (Annex II: ${m.entry.name})${elsewhere.length ? `; ${elsewhere.join("; ")}` : ""}`
        : `${row.label} is named among the substances of a prohibited entry (Annex II: ${m.entry.name}); check its identity`,
      ingredient: row.label,
      citation: citation(m.entry),
    });
    prohibited ||= m.strong;
  }
  if (prohibited) return [...out, ...colorantNotListed(row)];

  const strong = governing.filter((m) => m.strong);
  // One entry allowing the use is enough: zinc oxide as a colorant (Annex IV) and as a UV filter
  // (Annex VI), titanium dioxide in powder form (Annex III) and as a UV filter (Annex VI).
  const anyPermits = strong.some(permits);
  for (const m of strong) {
    const verdict = verdicts.get(m.entry.id);
    if (!verdict) continue;
    if (!verdict.permitted) {
      if (!anyPermits)
        out.push({
          severity: "error",
          code: "annex-scope",
          message: `${row.label} is not allowed in this product (${describeProduct(ctx)}): Annex ${m.entry.annex} allows ${displayName(m.entry)} ${allowedUses(m.entry)}${ctx.area === "skin" ? AREA_HINT : ""}`,
          ingredient: row.label,
          citation: citation(m.entry),
        });
      continue;
    }
    out.push(...maxFinding(row, m.entry, verdict), ...labelFindings(row, m.entry, verdict));
  }
  return [...out, ...colorantNotListed(row)];
}

export function annexFindings(
  rows: readonly ResolvedRow[],
  profile: ProductProfile,
  ph?: readonly [number, number],
): Finding[] {
  return [
    ...rows.flatMap((row) => rowFindings(row, profile.regulatory)),
    ...totalFindings(rows, profile.regulatory),
    ...phCapFindings(rows, profile, ph),
  ];
}

/** "up to pH 12.7", "pH < 11", "pH ≤ 11": the most alkaline product an entry's use allows. */
const PH_CAP = /\b(?:up to\s+pH|pH\s*(?:<|≤|<=))\s*(\d+(?:[.,]\d+)?)/i;

export type PhCap = { ph: number; label: string; use: string; citation: string };

/**
 * The pH ceilings the annexes set for the rows' use: sodium, potassium, lithium and calcium
 * hydroxide may make a depilatory pH 12.7 at most and any other product pH 11 (Annex III 15a–c);
 * a hydroxide relaxer has no pH ceiling, only a cap on the hydroxide. The strictest comes first.
 */
export function annexPhCaps(rows: readonly ResolvedRow[], profile: ProductProfile): PhCap[] {
  if (profile.regime !== "cosmetic") return [];
  const caps: PhCap[] = [];
  for (const row of rows) {
    // Lye that saponifies a soap's oils or fatty acids is spent making the soap: the soap's own
    // pH (about 10 in solution) is not a free alkali's, which these ceilings are about.
    if (/saponif|\blye\b/i.test(row.function ?? "")) continue;
    for (const m of applicableMatches(row)) {
      if (!m.strong || m.entry.annex !== "III") continue;
      const verdict = verdictFor(m.entry, profile.regulatory);
      if (!verdict.permitted) continue;
      for (const rule of verdict.rules) {
        const cap = PH_CAP.exec(rule.other ?? "");
        if (!cap?.[1]) continue;
        caps.push({
          ph: Number(cap[1].replace(",", ".")),
          label: row.label,
          // CosIng writes "pH ajuster" in some entries.
          use:
            rule.productType
              .split("\n")[0]
              ?.trim()
              .replace(/\bajuster\b/g, "adjuster") || "this product type",
          citation: citation(m.entry),
        });
      }
    }
  }
  return caps.sort((a, b) => a.ph - b.ph);
}

function phCapFindings(
  rows: readonly ResolvedRow[],
  profile: ProductProfile,
  ph: readonly [number, number] | undefined,
): Finding[] {
  if (!ph) return [];
  const cap = annexPhCaps(rows, profile)[0];
  // The pH is written to one decimal: 12.7 is at the ceiling, 12.8 over it.
  if (!cap || ph[1] <= cap.ph + 0.05) return [];
  return [
    {
      severity: "error",
      code: "annex-iii-ph",
      message: `pH ${ph[0] === ph[1] ? ph[0] : `${ph[0]}–${ph[1]}`} is above pH ${cap.ph}, the most Annex III allows with ${cap.label} (${cap.use}): bring the pH down or use less alkali`,
      ingredient: cap.label,
      citation: cap.citation,
    },
  ];
}

/**
 * One substance, one limit: rows that fall under the same entry (ammonium and potassium
 * thioglycolate; hydrogen peroxide and the carbamide peroxide that releases it) are added up
 * against its maximum, even when each alone is under it.
 */
function totalFindings(rows: readonly ResolvedRow[], ctx: ProductContext): Finding[] {
  type Part = { row: ResolvedRow; percent: number; label?: string };
  const groups = new Map<string, { entry: RegulatoryEntry; max: NonNullable<Verdict["max"]>; parts: Part[] }>();
  for (const row of rows) {
    if (!Number.isFinite(row.ppm)) continue;
    for (const m of applicableMatches(row)) {
      if (m.entry.annex === "II" || m.entry.annex === "IV") continue;
      const verdict = verdictFor(m.entry, ctx);
      if (!verdict.permitted || !verdict.max) continue;
      const qualifier = `${verdict.max.rule.maxQualifier ?? ""} ${verdict.max.rule.maxText}`;
      const basis = onLimitBasis(row, row.ppm / PPM_PER_PERCENT, qualifier);
      // A compound the entry names only among "compounds that release it" (carbamide peroxide
      // under hydrogen peroxide) counts when its amount is known on the entry's basis.
      if (!m.strong && !basis.label) continue;
      const group = groups.get(m.entry.id) ?? { entry: m.entry, max: verdict.max, parts: [] };
      if (!group.parts.some((p) => p.row === row)) group.parts.push({ row, ...basis });
      groups.set(m.entry.id, group);
    }
  }
  const out: Finding[] = [];
  for (const { entry, max, parts } of groups.values()) {
    if (parts.length < 2 || parts.some((p) => p.percent > max.maxPercent + 1e-9)) continue;
    const total = parts.reduce((sum, p) => sum + p.percent, 0);
    if (total <= max.maxPercent + 1e-9) continue;
    const largest = parts.slice().sort((a, b) => b.percent - a.percent)[0];
    const basis = parts.find((p) => p.label)?.label;
    out.push({
      severity: "error",
      code: `annex-${entry.annex.toLowerCase()}-max-total`,
      message: `${parts.map((p) => p.row.label).join(" and ")} together make ${round(total)}%${basis ? ` ${basis}` : ""}, over the maximum of ${max.maxPercent}%${
        max.rule.maxQualifier ? ` ${max.rule.maxQualifier}` : ""
      } for ${max.rule.productType || "this product type"}: one substance, one limit`,
      ingredient: largest?.row.label,
      citation: citation(entry),
    });
  }
  return out;
}
