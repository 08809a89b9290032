/**
 * From the rows of the CosIng annex exports (already split into cells by a CSV parser) to the
 * compact entries written to data/regulatory/cosing.json. Pure: the file reading and CSV parsing
 * live in scripts/derive-regulatory.ts.
 */
import { parseConcentration } from "./concentration";
import { segmentByLetters, sequentialLetters } from "./letters";
import {
  cleanRegistryNumbers,
  cleanText,
  extractCiNumbers,
  isNone,
  normaliseRef,
  splitGlossaryNames,
  splitIdentified,
} from "./normalise";
import {
  classifyProductType,
  finaliseScope,
  isProfessionalOnly,
  prohibitionsFrom,
  withExclusions,
  withTags,
} from "./scope";
import type {
  Annex,
  AnnexMeta,
  CompactData,
  CompactEntry,
  CompactRule,
  CompactScope,
  ProductScope,
  RegulatoryRule,
} from "./types";
import { ANNEXES } from "./types";

export const COSING_ATTRIBUTION =
  "CosIng, © European Union, 1995-2026. Annexes II to VI of Regulation (EC) No 1223/2009, from the European Commission's CosIng database, reused under Commission Decision 2011/833/EU (CC BY 4.0)";

const COL = {
  ref: "Reference Number",
  name: ["Chemical name / INN", "Chemical name"],
  glossary: ["Name of Common Ingredients Glossary", "Colour index Number / Name of Common Ingredients Glossary"],
  cas: "CAS Number",
  ec: "EC Number",
  colour: "Color",
  productType: "Product Type, body parts",
  max: "Maximum concentration in ready for use preparation",
  other: "Other",
  conditions: "Wording of conditions of use and warnings",
  identified: "Identified INGREDIENTS or substances e.g.",
  updated: "Update Date",
} as const;

export interface AnnexRows {
  meta: AnnexMeta;
  header: string[];
  /** Data records after the header, as the CSV parser returned them. */
  records: string[][];
}

/**
 * Split an export into its preamble (file creation date, annex and "Last update", title, group
 * labels) and its records. The header is the first row whose first cell is "Reference Number".
 */
export function readAnnexRows(rows: readonly string[][]): AnnexRows {
  const headerIndex = rows.findIndex((r) => (r[0] ?? "").trim() === COL.ref);
  if (headerIndex < 0) throw new Error("no header row (first cell 'Reference Number')");
  const preamble = rows.slice(0, headerIndex).flat().join("\n");
  const date = (label: RegExp) => label.exec(preamble)?.[1] ?? "";
  const titleRow = rows.slice(0, headerIndex).find((r) => r.length === 1 && /^LIST OF/i.test((r[0] ?? "").trim()));
  const meta: AnnexMeta = {
    title: cleanText(titleRow?.[0] ?? ""),
    lastUpdate: date(/Last update:\s*(\d{2}\/\d{2}\/\d{4})/i),
    fileCreated: date(/File creation date:\s*(\d{2}\/\d{2}\/\d{4})/i),
  };
  const header = (rows[headerIndex] ?? []).map((h) => h.trim());
  return { meta, header, records: rows.slice(headerIndex + 1).map((r) => [...r]) };
}

/** True for the "Moved or deleted" / "Deleted" placeholder rows. */
export function isPlaceholderName(name: string): boolean {
  return /^\s*(?:moved or deleted|deleted)\b/i.test(name);
}

/**
 * Does the text require the substance to be named on the label above 0,001 % in leave-on and
 * 0,01 % in rinse-off products? The file words it several ways ("must be indicated …", "shall be
 * indicated … Article 19(1), point (g)", "Article 6(1)g", comma or dot decimals, "-" or "—"
 * bullets); this looks only at the two thresholds.
 */
export function requiresAllergenLabel(text: string): boolean {
  const t = text
    .replace(/\u00ad/g, "")
    .toLowerCase()
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/\bleave[\s-]+on\b/g, "leave-on")
    .replace(/\brinse[\s-]+off\b/g, "rinse-off")
    .replace(/\s+/g, " ");
  return /\b0\.001 ?% in leave-on/.test(t) && /\b0\.01 ?% in rinse-off/.test(t);
}

function compactScope(s: ProductScope): CompactScope {
  const out: CompactScope = { tags: s.tags };
  const single = s.any.length === 1 && (s.any[0] ?? []).join(",") === s.tags.join(",");
  if (!single) out.any = s.any;
  if (s.except.length) out.except = s.except;
  return out;
}

function compactRule(r: RegulatoryRule): CompactRule {
  return {
    ...(r.letter ? { letter: r.letter } : {}),
    ...(r.productType ? { productType: r.productType } : {}),
    scope: compactScope(r.scope),
    ...(r.maxPercent !== undefined ? { maxPercent: r.maxPercent } : {}),
    ...(r.maxQualifier ? { maxQualifier: r.maxQualifier } : {}),
    ...(r.maxText ? { maxText: r.maxText } : {}),
    ...(r.other ? { other: r.other } : {}),
    ...(r.conditions ? { conditions: r.conditions } : {}),
  };
}

/** Compact rules; an "Other" or "Wording" text that every rule has is moved to the entry. */
function compactRules(rules: RegulatoryRule[]): {
  rules: CompactRule[];
  shared: { other?: string; conditions?: string };
} {
  const compact = rules.map(compactRule);
  const shared: { other?: string; conditions?: string } = {};
  for (const key of ["other", "conditions"] as const) {
    const first = rules[0]?.[key] ?? "";
    if (first && rules.every((r) => r[key] === first)) {
      shared[key] = first;
      for (const r of compact) delete r[key];
    }
  }
  return { rules: compact, shared };
}

/** "1 %, when used in lip products" sets a limit for lip products; it does not restrict the scope. */
function scopeTextFromMax(maxText: string): string {
  return maxText.replace(/,?\s*when used in[^\n]*/gi, "");
}

interface ConditionCells {
  productType: string;
  max: string;
  other: string;
  conditions: string;
}

/**
 * The rules of one entry, one per lettered sub-entry. Letters come from "Product Type, body parts"
 * or, when that column is not lettered, from the maximum-concentration column ("(a) 8 % (b) 11 %").
 */
export function deriveRules(cells: ConditionCells): RegulatoryRule[] {
  const pt = cleanText(cells.productType);
  const mx = cleanText(cells.max);
  const ot = cleanText(cells.other);
  const wd = cleanText(cells.conditions);
  let letters = sequentialLetters(pt);
  const lettersFrom = letters.length ? "productType" : sequentialLetters(mx).length ? "max" : "none";
  if (lettersFrom === "max") letters = sequentialLetters(mx);

  const finish = (base: ProductScope, r: Omit<RegulatoryRule, "scope" | "maxPercent" | "maxQualifier">) => {
    let scope = withExclusions(base, prohibitionsFrom(`${r.other}\n${r.conditions}`));
    if (isProfessionalOnly(r.other)) scope = withTags(scope, ["professional"]);
    // Thioglycolic acid's "Hair rinse-off products" (2 %) stands beside its letter for hair
    // products in general: it means the other rinse-off hair products (shampoos), as the text it
    // replaced said ("other hair-care products which are removed after application"). A perm or
    // straightening lotion, though rinsed, is held to the hair-products letter.
    if (/^hair rinse-off products$/i.test(r.productType.trim()))
      scope = { ...scope, except: [...scope.except, ["straightener"]] };
    scope = finaliseScope(scope);
    const c = parseConcentration(r.maxText);
    const rule: RegulatoryRule = { ...r, scope };
    if (c) {
      rule.maxPercent = c.percent;
      if (c.qualifier) rule.maxQualifier = c.qualifier;
    }
    return rule;
  };

  if (letters.length === 0) {
    // "1 %, when used in lip products" with no product type (Annex IV, CI 45396): the limit holds
    // for those products; other products have none.
    const whenUsed = pt ? null : /,?\s*when used in ([^\n]+)/i.exec(mx);
    if (whenUsed?.[1]) {
      const productType = whenUsed[1].replace(/[\s.]+$/, "");
      return [
        finish(classifyProductType(productType), { productType, maxText: mx, other: ot, conditions: wd }),
        finish(classifyProductType("Other products"), {
          productType: "Other products",
          maxText: "",
          other: ot,
          conditions: wd,
        }),
      ];
    }
    const base = classifyProductType(pt || scopeTextFromMax(mx));
    return [finish(base, { productType: pt, maxText: mx, other: ot, conditions: wd })];
  }

  const ptSeg = segmentByLetters(pt, letters);
  const mxSeg = segmentByLetters(mx, letters);
  // "(d) 11 % The abovementioned percentages are calculated as thioglycollic acid": a closing
  // sentence on the basis of every letter's maximum belongs to each of them, not to the last.
  const last = letters.at(-1);
  const closing = last
    ? /\s*\b(?:the )?above-?\s?mentioned (?:percentages|concentrations)\b[^\n]*$/is.exec(mxSeg.byLetter.get(last) ?? "")
    : null;
  if (last && closing) {
    for (const l of letters) {
      const own = l === last ? (mxSeg.byLetter.get(l) ?? "").slice(0, closing.index) : (mxSeg.byLetter.get(l) ?? "");
      mxSeg.byLetter.set(l, `${own.trim()} ${closing[0].trim()}`.trim());
    }
  }
  const otSeg = segmentByLetters(ot, letters);
  const wdSeg = segmentByLetters(wd, letters);
  return letters.map((letter) => {
    const productType = lettersFrom === "productType" ? (ptSeg.byLetter.get(letter) ?? "") : pt;
    const maxText = mxSeg.byLetter.get(letter) ?? "";
    let base: ProductScope;
    if (lettersFrom === "productType") base = classifyProductType(productType);
    else {
      // "All cosmetic products …" + "(a) 1,0 % in fine fragrance": the letter's own words narrow the scope.
      base = classifyProductType(pt || scopeTextFromMax(maxText));
      const own = classifyProductType(scopeTextFromMax(maxText));
      if (pt && !own.tags.includes("all")) {
        base = withTags(base, own.tags);
        base = { ...base, except: [...base.except, ...own.except] };
      }
    }
    return finish(base, {
      letter,
      productType,
      maxText,
      other: otSeg.byLetter.get(letter) ?? "",
      conditions: wdSeg.byLetter.get(letter) ?? "",
    });
  });
}

export interface DerivedAnnex {
  meta: AnnexMeta;
  entries: CompactEntry[];
  records: number;
  placeholders: number;
  /** Annex IV rows whose condition cells sit one column to the right (see `conditionCells`). */
  shiftedRows: number;
  problems: string[];
}

/**
 * Condition cells of a record. In the Annex IV export, the rows written before 2026 carry their
 * condition cells one column to the right of the header: "Product Type, body parts" is empty,
 * the product type ("Rinse-off products", "Not to be used in eye products") is under "Maximum
 * concentration", the limit ("3%") under "Other", and the "Other" text ("Purity criteria as set
 * out in Commission Directive 95/45/EC (E 122)") under "Wording of conditions". Only entry 142
 * (updated 15/01/2026) uses the first two columns as labelled; it too has its "Other" text under
 * "Wording". Annex IV has no wording of conditions in this export.
 */
function conditionCells(annex: Annex, get: (c: string) => string): ConditionCells & { shifted: boolean } {
  const productType = get(COL.productType);
  const max = get(COL.max);
  const other = get(COL.other);
  const conditions = get(COL.conditions);
  if (annex !== "IV") return { productType, max, other, conditions, shifted: false };
  if (isNone(productType)) return { productType: max, max: other, other: conditions, conditions: "", shifted: true };
  return {
    productType,
    max,
    other: [other, conditions].filter((s) => !isNone(s)).join("\n"),
    conditions: "",
    shifted: false,
  };
}

export function deriveAnnex(annex: Annex, rows: readonly string[][]): DerivedAnnex {
  const { meta, header, records } = readAnnexRows(rows);
  const problems: string[] = [];
  const index = (names: string | readonly string[]) => {
    for (const n of typeof names === "string" ? [names] : names) {
      const i = header.indexOf(n);
      if (i >= 0) return i;
    }
    return -1;
  };
  const required = [COL.ref, COL.name, COL.cas, COL.ec, COL.identified, COL.updated] as const;
  for (const c of required) if (index(c) < 0) throw new Error(`Annex ${annex}: missing column ${String(c)}`);

  const entries: CompactEntry[] = [];
  const seenRefs = new Map<string, number>();
  let placeholders = 0;
  let shiftedRows = 0;
  for (const rec of records) {
    if (rec.length !== header.length)
      problems.push(`Annex ${annex}: a record has ${rec.length} cells, header ${header.length}`);
    const get = (c: string | readonly string[]) => {
      const i = index(c);
      return i >= 0 ? (rec[i] ?? "") : "";
    };
    const name = cleanText(get(COL.name));
    if (isPlaceholderName(name)) {
      placeholders++;
      continue;
    }
    const refOriginal = cleanText(get(COL.ref));
    const ref = normaliseRef(refOriginal);
    const n = (seenRefs.get(ref) ?? 0) + 1;
    seenRefs.set(ref, n);
    const id = n === 1 ? `${annex}/${ref}` : `${annex}/${ref}~${n}`;

    const reg = cleanRegistryNumbers(get(COL.cas), get(COL.ec));
    for (const p of reg.problems) problems.push(`Annex ${annex} ref ${refOriginal}: ${p}`);
    const glossary = get(COL.glossary);
    const identifiedCell = get(COL.identified);
    const inci = splitGlossaryNames(glossary);
    const identified = splitIdentified(identifiedCell);
    const ci = annex === "IV" ? extractCiNumbers(`${glossary}\n${identifiedCell}\n${get(COL.name)}`) : [];
    const colour = annex === "IV" ? cleanText(get(COL.colour)) : "";
    let rules: CompactRule[] | undefined;
    let shared: { other?: string; conditions?: string } = {};
    let labelAllergen = false;
    if (annex !== "II") {
      const cells = conditionCells(annex, get);
      if (cells.shifted) {
        shiftedRows++;
        if (/\d\s*%/.test(cells.productType))
          problems.push(`Annex IV ref ${refOriginal}: shifted row has a % under product type`);
      }
      ({ rules, shared } = compactRules(deriveRules(cells)));
      labelAllergen = requiresAllergenLabel(`${cells.other}\n${cells.conditions}`);
    }
    // Nano-only entries: "(nano)" in the name, or every INCI name is a "(nano)" one. Annex VI 29
    // ("… including as nanomaterial", INCI "TRIS-BIPHENYL TRIAZINE / … (NANO)") covers both forms.
    const nano = /\(nano\)/i.test(name) || (inci.length > 0 && inci.every((n) => /\(nano\)/i.test(n)));
    const entry: CompactEntry = {
      id,
      ...(refOriginal !== ref ? { refOriginal } : {}),
      name,
      ...(inci.length ? { inci } : {}),
      ...(identified.length ? { identified } : {}),
      ...(reg.cas.length ? { cas: reg.cas } : {}),
      ...(reg.ec.length ? { ec: reg.ec } : {}),
      ...(ci.length ? { ci } : {}),
      ...(colour ? { colour } : {}),
      ...(rules ? { rules } : {}),
      ...shared,
      ...(labelAllergen ? { labelAllergen } : {}),
      ...(nano ? { nano } : {}),
      updated: cleanText(get(COL.updated)),
    };
    entries.push(entry);
  }
  return { meta, entries, records: records.length, placeholders, shiftedRows, problems };
}

export interface DerivedData {
  data: CompactData;
  summary: Record<Annex, { records: number; placeholders: number; entries: number; shiftedRows: number }>;
  problems: string[];
}

export function deriveAll(rowsByAnnex: Record<Annex, readonly string[][]>): DerivedData {
  const annexes = {} as Record<Annex, AnnexMeta>;
  const summary = {} as DerivedData["summary"];
  const entries: CompactEntry[] = [];
  const problems: string[] = [];
  for (const annex of ANNEXES) {
    const d = deriveAnnex(annex, rowsByAnnex[annex]);
    annexes[annex] = d.meta;
    summary[annex] = {
      records: d.records,
      placeholders: d.placeholders,
      entries: d.entries.length,
      shiftedRows: d.shiftedRows,
    };
    entries.push(...d.entries);
    problems.push(...d.problems);
  }
  return { data: { attribution: COSING_ATTRIBUTION, annexes, entries }, summary, problems };
}

/** JSON text with one entry per line, so that diffs of the data file stay reviewable. */
export function serialiseData(data: CompactData): string {
  const head = `{"attribution":${JSON.stringify(data.attribution)},\n"annexes":{\n${ANNEXES.map(
    (a) => `${JSON.stringify(a)}:${JSON.stringify(data.annexes[a])}`,
  ).join(",\n")}\n},\n"entries":[\n`;
  return `${head}${data.entries.map((e) => JSON.stringify(e)).join(",\n")}\n]}\n`;
}
