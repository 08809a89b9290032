/**
 * Compares a parsed request with a corpus item's expectations, and sums up accuracy and recall
 * over the corpus. Used by parse.test.ts; kept apart so the figures can be printed elsewhere too.
 */
import { ingredientById } from "../knowledge";
import type { CorpusItem, ExpectedIngredient } from "./data/request-corpus";
import { parseRequest } from "./parse";
import type { NamedIngredient, ParsedRequest } from "./types";

export function parseItem(item: CorpusItem): ParsedRequest {
  return parseRequest({
    description: item.text ?? "",
    ...(item.category ? { category: item.category } : {}),
    ...(item.productName ? { productName: item.productName } : {}),
    ...(item.wizard ? { wizard: item.wizard } : {}),
  });
}

const lower = (s: string | undefined) => (s ?? "").toLowerCase();

/** Two knowledge-base entries for one substance (technical and cosmetic grades) share a CAS number. */
function sameSubstance(a: string, b: string | undefined): boolean {
  if (!b) return false;
  if (a === b) return true;
  const cas = (id: string) => new Set(ingredientById(id)?.cas?.split(" / ") ?? []);
  const x = cas(a);
  return [...cas(b)].some((c) => x.has(c));
}

export function ingredientMatches(expected: ExpectedIngredient, got: NamedIngredient): boolean {
  if (expected.id && !sameSubstance(expected.id, got.id)) return false;
  if (expected.name) {
    const n = lower(expected.name);
    if (![got.name, got.inci, got.matched, got.substance].some((x) => lower(x) === n)) return false;
  }
  if (expected.level !== undefined) {
    if (got.level?.value !== expected.level) return false;
    if ((expected.unit ?? "%") !== got.level.unit) return false;
    if (expected.basis && got.level.basis !== expected.basis) return false;
  }
  return true;
}

export type ItemReport = {
  failures: string[];
  typeOk: boolean;
  /** Expected things found / expected, per kind. */
  ingredients: [number, number];
  levels: [number, number];
  claims: [number, number];
  prohibited: [number, number];
};

export function checkItem(item: CorpusItem, got: ParsedRequest): ItemReport {
  const e = item.expect;
  const failures: string[] = [];
  const gotType = got.productType?.id ?? null;
  const typeOk = gotType === e.type;
  if (!typeOk) failures.push(`type: expected ${e.type}, got ${gotType} (${got.productType?.confidence ?? "-"})`);
  if (e.outsideCategory !== undefined && got.productType && got.productType.outsideCategory !== e.outsideCategory)
    failures.push(`outsideCategory: expected ${e.outsideCategory}`);

  const ing: [number, number] = [0, 0];
  const lv: [number, number] = [0, 0];
  for (const x of e.ingredients ?? []) {
    ing[1]++;
    if (x.level !== undefined) lv[1]++;
    const withoutLevel = { ...x, level: undefined };
    const found = got.ingredients.find((g) => ingredientMatches(withoutLevel, g));
    if (!found) {
      failures.push(`ingredient missing: ${x.id ?? x.name}`);
      continue;
    }
    ing[0]++;
    if (x.level !== undefined) {
      if (ingredientMatches(x, found)) lv[0]++;
      else
        failures.push(
          `level of ${x.id ?? x.name}: expected ${x.level} ${x.unit ?? "%"}, got ${JSON.stringify(found.level)}`,
        );
    }
  }
  for (const id of e.notIngredients ?? [])
    if (got.ingredients.some((g) => sameSubstance(id, g.id))) failures.push(`ingredient must not be requested: ${id}`);

  const cl: [number, number] = [0, 0];
  for (const c of e.claims ?? []) {
    cl[1]++;
    if (got.claims.some((g) => g.subject === c)) cl[0]++;
    else failures.push(`claim missing: ${c}`);
  }

  const pr: [number, number] = [0, 0];
  if (e.prohibited) {
    for (const p of e.prohibited) {
      pr[1]++;
      if (got.prohibited.some((g) => g.entryId === p)) pr[0]++;
      else failures.push(`prohibited missing: ${p}`);
    }
    if (!e.prohibited.length && got.prohibited.length)
      failures.push(`nothing prohibited expected, got ${got.prohibited.map((p) => p.entryId).join(", ")}`);
  }

  if (e.ph === null && got.ph) failures.push(`no pH expected, got ${got.ph.min}-${got.ph.max}`);
  if (e.ph && (got.ph?.min !== e.ph[0] || got.ph?.max !== e.ph[1]))
    failures.push(`pH: expected ${e.ph.join("-")}, got ${got.ph ? `${got.ph.min}-${got.ph.max}` : "none"}`);
  if (e.regime && got.regime?.id !== e.regime) failures.push(`regime: expected ${e.regime}, got ${got.regime?.id}`);
  if (e.refused !== undefined && !!got.refusal !== e.refused) failures.push(`refused: expected ${e.refused}`);
  for (const f of e.formats ?? []) if (!got.formats.includes(f)) failures.push(`format missing: ${f}`);
  for (const c of e.colours ?? []) if (!got.colours.includes(c)) failures.push(`colour missing: ${c}`);
  for (const a of e.audience ?? []) if (!got.audience.includes(a)) failures.push(`audience missing: ${a}`);
  if (e.spf !== undefined && got.spf !== e.spf) failures.push(`spf: expected ${e.spf}, got ${got.spf}`);
  if (e.anhydrous !== undefined && !!got.anhydrous !== e.anhydrous) failures.push(`anhydrous: expected ${e.anhydrous}`);
  for (const s of e.suggestions ?? [])
    if (!got.suggestions.some((g) => g.id === s)) failures.push(`suggestion missing: ${s}`);
  return { failures, typeOk, ingredients: ing, levels: lv, claims: cl, prohibited: pr };
}

export type CorpusSummary = {
  items: number;
  typeAccuracy: number;
  ingredientRecall: number;
  levelRecall: number;
  claimRecall: number;
  prohibitedRecall: number;
  failing: { text: string; failures: string[] }[];
};

export function summarise(items: readonly CorpusItem[]): CorpusSummary {
  let typeOk = 0;
  const sum = { ingredients: [0, 0], levels: [0, 0], claims: [0, 0], prohibited: [0, 0] };
  const failing: CorpusSummary["failing"] = [];
  for (const item of items) {
    const r = checkItem(item, parseItem(item));
    if (r.typeOk) typeOk++;
    for (const k of ["ingredients", "levels", "claims", "prohibited"] as const) {
      sum[k][0] = (sum[k][0] ?? 0) + r[k][0];
      sum[k][1] = (sum[k][1] ?? 0) + r[k][1];
    }
    if (r.failures.length)
      failing.push({ text: item.text ?? item.productName ?? item.wizard?.productName ?? "", failures: r.failures });
  }
  const ratio = ([a, b]: number[]) => ((b ?? 0) === 0 ? 1 : (a ?? 0) / (b ?? 1));
  return {
    items: items.length,
    typeAccuracy: typeOk / items.length,
    ingredientRecall: ratio(sum.ingredients),
    levelRecall: ratio(sum.levels),
    claimRecall: ratio(sum.claims),
    prohibitedRecall: ratio(sum.prohibited),
    failing,
  };
}
