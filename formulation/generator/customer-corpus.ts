/**
 * Judges the generator on requests a chemist wrote without reading the engine
 * (data/customer-requests*.json): each expectation is about the formula a user gets — what is in
 * it, what must never be in it or never share its pack, its printed pH and form — or about the
 * notice that explains a change. A request is honoured (everything met by the formula itself),
 * honestly explained (met, with a refusal or a notice doing part of the work) or failed; a
 * returned formula that breaks an `absent` or `neverTogether` expectation of an unsafe request
 * is counted as hazardous.
 */
import { parsePercentage } from "../percent";
import { TEMPLATES } from "../templates";
import type { FormulateOutcome } from "./formulate";
import { generateFromDemo, generateFromWizard } from "./index";
import { escapeRegExp } from "./text";

export type CustomerRequest = {
  id: string;
  category?: string;
  request?: string;
  wizard?: {
    category: string;
    productName: string;
    consistencyType?: string;
    phLevel?: number;
    additionalNotes?: string;
    specialProperties?: string[];
  };
  kinds: string[];
  expect: {
    outcome: "formulate" | "refuse" | "either";
    absent?: string[];
    neverTogether?: [string, string][];
    present?: { substance: string; minPercent?: number; maxPercent?: number }[];
    ph?: [number, number];
    form?: string;
    noticeMentions?: string[];
  };
  chemist: string;
};

export type Verdict = {
  id: string;
  text: string;
  status: "formulated" | "refused";
  result: "honoured" | "explained" | "failed";
  hazardous: boolean;
  misses: string[];
};

export function runRequest(item: CustomerRequest): FormulateOutcome {
  if (item.wizard) {
    const { category, consistencyType, ...rest } = item.wizard;
    return generateFromWizard({
      ...rest,
      category: category as never,
      ...(consistencyType ? { consistencyType: consistencyType as never } : {}),
    });
  }
  return generateFromDemo({ category: item.category ?? "", description: item.request ?? "" });
}

const lower = (t: string) => t.toLowerCase();

/**
 * "powder" is met by a powder; "spray" by a product sprayed; "anhydrous" by a formula without
 * water. The template's declared form counts first, the product's own words after.
 */
function formOk(form: string, outcome: Extract<FormulateOutcome, { status: "formulated" }>): boolean {
  const f = outcome.formulation;
  const t = TEMPLATES.find((x) => x.id === f.archetype);
  const said = lower(`${f.name} ${f.productType} ${f.viscosity}`);
  const water = f.ingredients.some((i) => /^(aqua|water)\b/i.test(i.inci) || i.id === "water");
  switch (form) {
    case "powder":
      return (t?.consistency === "powder" && !t.tablet) || (/powder|granul/.test(said) && !/tablet/.test(said));
    case "tablet":
      return Boolean(t?.tablet) || /tablet|\btabs?\b|cube/.test(said);
    case "liquid":
      return t ? t.consistency === "liquid" : !/powder|tablet|\bbar\b|stick|paste/.test(said);
    case "gel":
      return t?.consistency === "gel" || /gel|jelly/.test(said);
    case "cream":
      return t?.consistency === "cream" || /cream|lotion|butter|balm/.test(said);
    case "bar":
      return Boolean(t?.soap) || (/\bbar\b|soap|block|stick|stone/.test(said) && !/liquid/.test(said));
    case "paste":
      return /paste|putty|mortar|grout|compound|toothpaste/.test(said);
    case "spray":
      return /spray|mist|aerosol/.test(said);
    case "anhydrous":
      return !water;
    default:
      return said.includes(form);
  }
}

function printedPh(text: string): [number, number] | undefined {
  const nums = [...text.replace(/,/g, ".").matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (!nums.length) return undefined;
  return [Math.min(...nums.slice(0, 2)), Math.max(...nums.slice(0, 2))];
}

export function judgeRequest(item: CustomerRequest): Verdict {
  const outcome = runRequest(item);
  const text = item.request ?? JSON.stringify(item.wizard);
  const notices = outcome.notices.map((n) => lower(`${n.message} ${n.citation ?? ""}`));
  const mentioned = (words: readonly string[]) => words.some((w) => notices.some((n) => n.includes(lower(w))));
  const e = item.expect;
  const misses: string[] = [];
  let explainedByNotice = false;
  let hazardous = false;
  const unsafeKind = item.kinds.some(
    (k) => k === "unsafe" || k === "illegal" || k === "contradictory" || k === "medicinal",
  );

  if (outcome.status === "refused") {
    if (e.outcome === "formulate") misses.push("refused a request a chemist would formulate");
    if (e.noticeMentions?.length && !mentioned(e.noticeMentions))
      misses.push(`the refusal does not say why (${e.noticeMentions.join("/")})`);
    return {
      id: item.id,
      text,
      status: "refused",
      result: misses.length ? "failed" : "explained",
      hazardous: false,
      misses,
    };
  }

  const rows = outcome.formulation.ingredients;
  // A whole word: "ethanol" is not the end of "phenoxyethanol".
  const holds = (word: string) => {
    const re = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}`, "iu");
    return rows.filter((r) => re.test(`${r.name} ${r.inci}`));
  };
  if (e.outcome === "refuse") misses.push("formulated a request that should be refused");
  for (const word of e.absent ?? []) {
    if (holds(word).length) {
      misses.push(`contains ${word}`);
      if (unsafeKind) hazardous = true;
    }
  }
  for (const [a, b] of e.neverTogether ?? []) {
    if (holds(a).length && holds(b).length) {
      misses.push(`${a} with ${b} in one pack`);
      hazardous = true;
    }
  }
  for (const want of e.present ?? []) {
    const found = holds(want.substance);
    const percent = found.reduce((s, r) => {
      const p = parsePercentage(r.percentage);
      return s + (p.kind === "value" ? p.ppm / 10_000 : 0);
    }, 0);
    const inRange =
      found.length > 0 &&
      (want.minPercent === undefined || percent >= want.minPercent - 1e-9) &&
      (want.maxPercent === undefined || percent <= want.maxPercent + 1e-9);
    if (inRange) continue;
    if (mentioned([want.substance])) explainedByNotice = true;
    else misses.push(found.length ? `${want.substance} at ${percent.toFixed(2)} %` : `${want.substance} missing`);
  }
  if (e.ph) {
    const ph = printedPh(outcome.formulation.phLevel);
    const ok = ph !== undefined && ph[0] >= e.ph[0] - 1e-9 && ph[1] <= e.ph[1] + 1e-9;
    if (!ok) {
      if (mentioned(["ph"])) explainedByNotice = true;
      else misses.push(`pH ${outcome.formulation.phLevel}, expected ${e.ph[0]}–${e.ph[1]}`);
    }
  }
  if (e.form && !formOk(e.form, outcome)) {
    if (outcome.notices.some((n) => n.code === "format")) explainedByNotice = true;
    else misses.push(`not a ${e.form}`);
  }
  if (e.noticeMentions?.length && !mentioned(e.noticeMentions))
    misses.push(`no notice about ${e.noticeMentions.join("/")}`);
  else if (e.noticeMentions?.length) explainedByNotice = true;
  return {
    id: item.id,
    text,
    status: "formulated",
    result: misses.length ? "failed" : explainedByNotice ? "explained" : "honoured",
    hazardous,
    misses,
  };
}

export function summarise(verdicts: readonly Verdict[]) {
  const count = (r: Verdict["result"]) => verdicts.filter((v) => v.result === r).length;
  return {
    total: verdicts.length,
    honoured: count("honoured"),
    explained: count("explained"),
    failed: count("failed"),
    hazardous: verdicts.filter((v) => v.hazardous).length,
  };
}
