/**
 * Text clean-up and name normalisation for the CosIng data. Pure functions, no runtime dependencies.
 */

const SOFT_HYPHEN = /\u00ad/g;
const GREEK: Record<string, string> = {
  α: "alpha",
  β: "beta",
  γ: "gamma",
  δ: "delta",
  ω: "omega",
};

/**
 * Matching key for names: soft hyphens removed, diacritics removed (NFKD, combining marks dropped),
 * lower case, α/β/γ/δ/ω spelled out, every run of punctuation, quotes, dashes and whitespace turned
 * into one space, trimmed. "2-Phenoxy­ethanol" and "2 PHENOXYETHANOL" both give "2 phenoxyethanol".
 */
/**
 * Ingredient names repeat across every validation (the same few hundred raw materials), so
 * normalised forms are kept; the cache is bounded so unusual input cannot grow it without end.
 */
const NORMALISED = new Map<string, string>();
const NORMALISED_MAX = 20_000;

export function normaliseName(s: string): string {
  const cached = NORMALISED.get(s);
  if (cached !== undefined) return cached;
  const out = normaliseUncached(s);
  if (NORMALISED.size >= NORMALISED_MAX) NORMALISED.clear();
  NORMALISED.set(s, out);
  return out;
}

function normaliseUncached(s: string): string {
  // Fast path: plain ASCII needs no Unicode decomposition.
  if (/^[\x20-\x7e]*$/.test(s)) {
    return americanYze(
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim(),
    );
  }
  return americanYze(
    s
      .replace(SOFT_HYPHEN, "")
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/[αβγδω]/g, (c) => GREEK[c] ?? c)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim(),
  );
}

/** INCI spells "Hydrolyzed": a British "hydrolysed wheat protein" is the same name. */
export function americanYze(s: string): string {
  return s.includes("ys") ? s.replace(/\b(\w{3,})ys(e|es|ed|ing)\b/g, "$1yz$2") : s;
}

/**
 * Display clean-up for a cell: soft hyphens removed, CRLF/CR → LF, non-breaking and repeated spaces
 * collapsed, trailing spaces on each line removed, three or more line breaks reduced to two, trimmed.
 * Typographic characters (’ ≤ —) are kept: this text is shown to people.
 */
export function cleanText(s: string): string {
  return s
    .replace(SOFT_HYPHEN, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\t ]+/g, " ")
    .replace(/ +\n/g, "\n")
    .replace(/\n +/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** True for the "-" / "—" / empty cells the exports use for "none". */
export function isNone(s: string): boolean {
  return /^[\s\-–—]*$/.test(s);
}

/** "12 a" → "12a". */
export function normaliseRef(ref: string): string {
  return ref.replace(/\s+/g, "").toLowerCase();
}

/**
 * Colour index number in the form "CI 77891" / "CI 77268:1". Accepts "ci77891", "C.I. 77891",
 * "77891". Returns undefined for anything else.
 */
export function normaliseCiNumber(s: string): string | undefined {
  const m = /^\s*(?:c\s*\.?\s*i\s*\.?)?\s*(\d{5})(?:\s*:\s*(\d+))?\s*$/i.exec(s);
  if (!m) return undefined;
  return m[2] ? `CI ${m[1]}:${m[2]}` : `CI ${m[1]}`;
}

/** Every "CI nnnnn" mentioned in a text, normalised. */
export function extractCiNumbers(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/\bC\.?\s?I\.?\s*(\d{5})(?:\s*:\s*(\d+))?(?!\d)/gi)) {
    const ci = m[2] ? `CI ${m[1]}:${m[2]}` : `CI ${m[1]}`;
    if (!out.includes(ci)) out.push(ci);
  }
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* CAS and EC numbers                                                                          */
/* ------------------------------------------------------------------------------------------ */

const CAS_FORMAT = /^\d{2,7}-\d{2}-\d$/;
const EC_FORMAT = /^\d{3}-\d{3}-\d$/;
const CLP_INDEX_FORMAT = /^\d{3}-\d{3}-\d{2}-\d$/;

/** CAS registry number check digit. */
export function isValidCas(cas: string): boolean {
  if (!CAS_FORMAT.test(cas)) return false;
  const digits = cas.replace(/-/g, "");
  const check = Number(digits.at(-1));
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i + 1);
  return sum % 10 === check;
}

/**
 * EC (EINECS/ELINCS/NLP) number check digit: the digits weighted 1 to 6, modulo 11; a remainder
 * of 10 is written as 1 (ELINCS numbers such as 418-210-1 use this).
 */
export function isValidEc(ec: string): boolean {
  if (!EC_FORMAT.test(ec)) return false;
  const digits = ec.replace(/-/g, "");
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(digits[i]) * (i + 1);
  const rem = sum % 11;
  return (rem === 10 ? 1 : rem) === Number(digits[6]);
}

/**
 * Tidy a CAS cell into a list: removes "[1]" markers, joins numbers broken by a stray space
 * ("91648- 39-4"), accepts any separator, "-" means none. Exact, check-digit-free: `cleanCas`
 * does not validate, so that a query for a number with a typo in the data still finds it.
 */
export function cleanCas(s: string): string[] {
  return registryTokens(s).filter((t) => CAS_FORMAT.test(t));
}

function tidyRegistryCell(s: string): string {
  return s
    .replace(SOFT_HYPHEN, "")
    .replace(/[‐‑‒–—]/g, "-")
    .replace(/\[\s*\d+\s*\]|\(\s*\d+\s*\)/g, " ")
    .replace(/(\d)-\s+(\d)/g, "$1-$2")
    .replace(/(\d)\s+-(\d)/g, "$1-$2");
}

const REGISTRY_TOKEN = /\d+(?:-\d+)+/g;

function registryTokens(s: string): string[] {
  return [...tidyRegistryCell(s).matchAll(REGISTRY_TOKEN)].map((m) => m[0]);
}

export interface RegistryNumbers {
  cas: string[];
  ec: string[];
  /** Things that were dropped or moved, for the derivation log. */
  problems: string[];
}

/**
 * Split and clean the CAS and EC cells of one row. Numbers are sorted by format and check digit,
 * so a valid CAS number that sits in the EC column (or the other way round) ends up in the right
 * list. Truncated numbers and CLP index numbers (ddd-ddd-dd-d) are dropped. A number with the
 * right shape but a failing check digit stays in its own column (and is reported).
 */
export function cleanRegistryNumbers(casCell: string, ecCell: string): RegistryNumbers {
  const cas: string[] = [];
  const ec: string[] = [];
  const problems: string[] = [];
  const add = (list: string[], v: string) => {
    if (!list.includes(v)) list.push(v);
  };
  for (const [column, cell] of [
    ["CAS", casCell],
    ["EC", ecCell],
  ] as const) {
    const leftover = tidyRegistryCell(cell)
      .replace(REGISTRY_TOKEN, " ")
      .match(/[\d-]*\d[\d-]*/g);
    if (leftover) problems.push(`unreadable "${leftover.join(" ")}" in the ${column} column`);
    for (const t of registryTokens(cell)) {
      const casOk = isValidCas(t);
      const ecOk = isValidEc(t);
      if (column === "CAS") {
        if (casOk) add(cas, t);
        else if (ecOk) {
          add(ec, t);
          problems.push(`EC number ${t} in the CAS column`);
        } else if (CAS_FORMAT.test(t)) {
          add(cas, t);
          problems.push(`CAS ${t} fails its check digit`);
        } else problems.push(`dropped "${t}" from the CAS column`);
      } else {
        if (ecOk) add(ec, t);
        else if (casOk) {
          add(cas, t);
          problems.push(`CAS number ${t} in the EC column`);
        } else if (EC_FORMAT.test(t)) {
          add(ec, t);
          problems.push(`EC ${t} fails its check digit`);
        } else if (CLP_INDEX_FORMAT.test(t)) problems.push(`dropped CLP index number ${t} from the EC column`);
        else problems.push(`dropped "${t}" from the EC column`);
      }
    }
  }
  return { cas, ec, problems };
}

/* ------------------------------------------------------------------------------------------ */
/* Name lists                                                                                  */
/* ------------------------------------------------------------------------------------------ */

function tidyItem(s: string): string {
  return cleanText(s)
    .replace(/\s+/g, " ")
    .replace(/\s*\(\d{1,2}\)$/, "") // footnote markers: "BEHENTRIMONIUM CHLORIDE (1)"
    .replace(/^[\s,;/]+|[\s,;/]+$/g, "")
    .trim();
}

/**
 * Split a "Name of Common Ingredients Glossary" cell. Separators: ";", " / " (spaced slash), ", "
 * (comma followed by a space; commas inside chemical names such as "N,N'-BIS" have none) and line
 * breaks. An unspaced slash ("BUTYLPARABEN/PROPYLPARABEN") separates names only when the cell has
 * no other separator: "Eucalyptus Globulus Leaf/Twig Oil" is one INCI name.
 */
export function splitGlossaryNames(cell: string): string[] {
  const text = cleanText(cell);
  if (isNone(text)) return [];
  let parts = text.split(/\s*;\s*|\s*\n\s*|\s+\/\s*|\s*\/\s+|,\s+/);
  if (parts.length === 1 && /\S\/\S/.test(text)) parts = text.split("/");
  return dedupe(parts.map(tidyItem).filter((p) => p !== "" && !isNone(p)));
}

/**
 * Split an "Identified INGREDIENTS or substances e.g." cell: comma-joined, often with empty items.
 * A comma between locants ("2,6-DIHYDROXY…", "N,N'-BIS…", "(2,4-DIAMINOPHENOXY)") is part of the
 * name; any other comma separates items ("…THIOUREA,1-HYDROXYMETHYL…" is two names).
 */
export function splitIdentified(cell: string): string[] {
  const text = cleanText(cell).replace(/\n/g, ",");
  const items: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ",") continue;
    if (isLocantComma(text, i)) continue;
    items.push(text.slice(start, i));
    start = i + 1;
  }
  items.push(text.slice(start));
  return dedupe(items.map(tidyItem).filter((p) => p !== "" && !isNone(p)));
}

function isLocantComma(text: string, i: number): boolean {
  const after = text.slice(i + 1);
  if (/^\s/.test(after)) return false;
  // Token before the comma: back to the previous delimiter.
  let j = i - 1;
  while (j >= 0 && !/[\s([\-,]/.test(text[j] ?? "")) j--;
  const before = text.slice(j + 1, i);
  const locant = /^(?:\d+[a-z]?|[A-Za-z])['′]*$/;
  if (!locant.test(before)) return false;
  return /^(?:\d+[a-z]?|[A-Za-z])['′]*(?=[,\-)\]\s(]|$)/.test(after);
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const x of list) {
    const k = normaliseName(x);
    if (k === "" || seen.has(k)) continue;
    seen.add(k);
    out.push(x);
  }
  return out;
}

/** `normaliseName` without the spaces: "PHENOXY ETHANOL" and "2-Phenoxyethanol" → "phenoxyethanol", "2phenoxyethanol". */
export function compactName(s: string): string {
  return normaliseName(s).replace(/ /g, "");
}

/**
 * Normalised keys under which a name is indexed: the whole name and, when it lists several
 * (";", line breaks, " / "), each part; for each of those also the form without "(INN)"-style
 * markers, footnote numbers, "[1]" markers and trailing "and its salts…" / ", except …" /
 * ", with the exception of …" / ", when used …" qualifiers, the content of a short trailing
 * parenthesis ("… (Bergamot oil)") and an INCI name written into the chemical name ("(INCI: X)").
 */
export function nameKeys(name: string): string[] {
  const keys = new Set<string>();
  const add = (s: string) => {
    const k = normaliseName(s);
    if (k.length >= 2) keys.add(k);
  };
  const text = cleanText(name);
  add(text);
  const parts = text.split(/\s*;\s*|\s*\n\s*|\s+\/\s*|\s*\/\s+/).filter((p) => p.trim() !== "");
  for (const part of parts) {
    add(part);
    // "Isobutyl 4-hydroxybenzoate (INCI: Isobutylparaben)", "INCI: Trimethylbenzoyl Diphenylphosphine Oxide".
    for (const m of part.matchAll(/\bINCI:\s*([^();[\]]+)/gi)) add((m[1] ?? "").replace(/\s+(?:and|or)\b.*$/i, ""));
    let base = part
      // Only numeric markers ("Tall oil [1]"): "[4-(…)phenyl]acetic acid" is part of the name, and
      // dropping it would leave a bare "acetic acid".
      .replace(/\[\s*\d+\s*\]/g, " ")
      .replace(/\((?:INN|INNM|ISO|USAN|BAN|INCI|\d{1,2}|see note \d+)\)/gi, " ")
      .replace(/\s*\(INCI:[^)]*\)/gi, " ")
      // "Tretinoin (retinoic acid and its salts)" → "Tretinoin (retinoic acid)".
      .replace(/\(([^()]*?)\s+(?:and|or)\s+(?:its|their)\s+[^()]*\)/gi, "($1)")
      .replace(/,?\s+(?:and|or)\s+(?:its|their)\s+.*$/i, "")
      .replace(/,\s*(?:its|their)\s+(?:salts|esters).*$/i, "")
      .replace(/,?\s+(?:except|with(?: the)? exception)\b.*$/i, "")
      .replace(/,?\s+when used\b.*$/i, "")
      .replace(/,?\s+if (?:it|they) contains?\b.*$/i, "")
      .trim();
    add(base);
    // Only a parenthesis after a space: "…tetra(acetic acid)" is part of the chemical name.
    const paren = /\s+\(([^()]{3,40})\)\s*$/.exec(base);
    // "(nano)" names a different entry ("Titanium dioxide (nano)"): never strip it.
    if (paren?.[1] && /^[A-Za-z]/.test(paren[1]) && !/[,;]|e\.g\.|\bsee\b|\bas\b|\bnano\b/i.test(paren[1])) {
      add(paren[1]);
      base = base.slice(0, paren.index).trim();
      add(base);
    }
  }
  return [...keys];
}
