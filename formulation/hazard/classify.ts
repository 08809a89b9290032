/**
 * The CLP calculation method for mixtures (Regulation (EC) No 1272/2008, Annex I), pure and
 * deterministic: from the formula's rows and the hazard data of each ingredient (./data.ts) to
 * the classification, its drivers and the label elements (./label.ts). What CLP leaves to a test
 * or to judgement (extreme pH, metal corrosion, oxidising properties, aspiration with its
 * viscosity criterion) is said in `notes`, never silently classified.
 */
import { gateRowsOf, modelPhOfRows } from "../chemistry/check";
import { rolesOf } from "../chemistry/gate";
import { cmrClassOf } from "../cmr";
import { isWater } from "../emulsion";
import { PPM_PER_PERCENT } from "../percent";
import type { ProductProfile } from "../profiles";
import type { ResolvedRow } from "../resolve";
import {
  type ClassRow,
  ETHANOL_WATER_FLASH,
  HAZARD_CLASSES,
  type HazardClass,
  type HazardPart,
  type InhalationForm,
  ingredientHazard,
  type Route,
} from "./data";
import { type DetergentLabel, detergentLabel } from "./detergent";
import { labelElements, type Pictogram, type Statement, statement } from "./label";
import { type ConsumerPackaging, consumerPackaging } from "./packaging";

export type HazardRegime = "clp" | "cosmetic" | "biocidal" | "plant-protection";

export type Driver = { name: string; percent: number };

export type Classification = {
  hazardClass: HazardClass;
  category: string;
  /** "Skin Corr. 1B". */
  label: string;
  hazardStatement: Statement;
  drivers: Driver[];
};

export type HazardAnswer = {
  regime: HazardRegime;
  /** One sentence: what applies to this product. */
  summary: string;
  classified: boolean;
  classification: Classification[];
  pictograms: Pictogram[];
  signalWord: "Danger" | "Warning" | null;
  hazardStatements: Statement[];
  precautionaryStatements: Statement[];
  supplementalStatements: Statement[];
  notes: string[];
  detergentLabel?: DetergentLabel;
  /** For a product sold to the general public: the child-resistant fastening and tactile warning it needs. */
  packaging?: ConsumerPackaging;
};

export type MixtureInput = {
  rows: readonly ResolvedRow[];
  profile: ProductProfile;
  category?: string;
  productType?: string;
  /** The product's stated pH (single value or range); the acid–base model's is used when absent. */
  ph?: [number, number];
};

export const NOT_CLASSIFIED = "Not classified as hazardous under CLP";
export const COSMETIC_SUMMARY =
  "Cosmetic product: outside CLP labelling (Regulation (EC) No 1272/2008, Article 1(5)(c)); the cosmetic label of Regulation (EC) No 1223/2009 (Article 19) applies instead.";
const BIOCIDAL_NOTE =
  "Biocidal product: besides the CLP label it needs its authorisation under Regulation (EU) No 528/2012 and the label that authorisation sets (Article 69).";
const PLANT_PROTECTION_NOTE =
  "Plant protection product: besides the CLP label it needs its authorisation under Regulation (EC) No 1107/2009 and the label that authorisation sets (Article 65).";

const BIOCIDAL_WORDS =
  /disinfect|sanitis|sanitiz|antibacterial|anti-bacterial|antimicrobial|antiseptic|biocid|insect repellent|mosquito repellent|\brepellent\b|algicid|algaecid|\bmould remover|\bmold remover/i;
const PLANT_PROTECTION_WORDS =
  /plant protection|herbicid|weed ?killer|weedkiller|pesticid|insecticid|fungicid|molluscicid|crop protection/i;

/** The regime the product falls under, from its profile and the words of its product type. */
export function hazardRegime(profile: ProductProfile, productType: string | undefined): HazardRegime {
  if (profile.regime === "cosmetic") return "cosmetic";
  const words = productType ?? "";
  if (PLANT_PROTECTION_WORDS.test(words)) return "plant-protection";
  if (BIOCIDAL_WORDS.test(words)) return "biocidal";
  return "clp";
}

/** One hazard source counted in the mixture: a row's part at its concentration in the product. */
type Component = { label: string; percent: number; part: HazardPart; noAdditivity: boolean };

const round = (n: number) => (n >= 1 ? Math.round(n * 100) / 100 : Number(n.toPrecision(2)));
const pct = (n: number) => `${round(n)} %`;

const SKIN_RANK: Record<string, number> = { "1A": 0, "1B": 1, "1C": 2, "1": 3 };

function hasClass(part: HazardPart, hazardClass: HazardClass): ClassRow | undefined {
  return part.classes.find((c) => c.hazardClass === hazardClass);
}

function sclOf(part: HazardPart, hazardClass: string, category?: string): number | undefined {
  const rows = part.scl.filter(
    (s) => s.hazardClass === hazardClass && (category === undefined || s.category === category),
  );
  return rows.length ? Math.min(...rows.map((s) => s.from)) : undefined;
}

/**
 * The concentration at which a component alone would put the mixture in a skin or eye category:
 * its specific limit where Annex VI gives one, else the generic limits of Annex I Tables 3.2.3 and
 * 3.3.3 (5 %, and 1 % in the ×10-weighted irritation sum, for corrosives; 3 % for serious eye
 * damage; 10 % for irritants), or those of Tables 3.2.4 and 3.3.4 (1 % and 3 %) for strong acids
 * and bases for which additivity does not apply.
 */
function skinEyeLimits(c: Component) {
  const { part } = c;
  const corr = hasClass(part, "Skin Corr.");
  const corrScl = part.scl.filter((s) => s.hazardClass === "Skin Corr.");
  const corrLimit = (targetRank: number): number | undefined => {
    if (!corr || (SKIN_RANK[corr.category] ?? 3) > targetRank) return undefined;
    const rows = corrScl.filter((s) => (SKIN_RANK[s.category] ?? 3) <= targetRank);
    if (rows.length) return Math.min(...rows.map((s) => s.from));
    return c.noAdditivity ? 1 : 5;
  };
  const anyCorr = corrLimit(3);
  const eyeDam =
    sclOf(part, "Eye Dam.") ??
    (corr ? (corrScl.length ? Math.min(...corrScl.map((s) => s.from)) : c.noAdditivity ? 1 : 3) : undefined) ??
    (hasClass(part, "Eye Dam.") ? (c.noAdditivity ? 1 : 3) : undefined);
  const skinIrrit =
    sclOf(part, "Skin Irrit.") ??
    (anyCorr !== undefined ? Math.min(1, anyCorr) : undefined) ??
    (hasClass(part, "Skin Irrit.") ? (c.noAdditivity ? 3 : 10) : undefined);
  const eyeIrrit =
    sclOf(part, "Eye Irrit.") ??
    (eyeDam !== undefined ? Math.min(1, eyeDam) : undefined) ??
    (hasClass(part, "Eye Irrit.") ? (c.noAdditivity ? 3 : 10) : undefined);
  return { corrLimit, eyeDam, skinIrrit, eyeIrrit };
}

type Sum = { total: number; drivers: Driver[] };
function additive(components: readonly Component[], limitOf: (c: Component) => number | undefined): Sum {
  let total = 0;
  const drivers: Driver[] = [];
  for (const c of components) {
    const limit = limitOf(c);
    if (limit === undefined || c.percent <= 0) continue;
    total += c.percent / limit;
    drivers.push({ name: c.label, percent: round(c.percent) });
  }
  return { total, drivers };
}

/** The ATE category cut-offs of CLP Annex I Table 3.1.1 (upper bounds, inclusive). */
const ATE_CUTOFFS: Record<"oral" | "dermal" | InhalationForm, readonly number[]> = {
  oral: [5, 50, 300, 2000],
  dermal: [50, 200, 1000, 2000],
  gas: [100, 500, 2500, 20000],
  vapour: [0.5, 2, 10, 20],
  "dust-mist": [0.05, 0.5, 1, 5],
};
const ACUTE_CODES: Record<Route, readonly string[]> = {
  oral: ["H300", "H300", "H301", "H302"],
  dermal: ["H310", "H310", "H311", "H312"],
  inhalation: ["H330", "H330", "H331", "H332"],
};

function interpolate(table: readonly [number, number][], x: number): number {
  const sorted = [...table].sort((a, b) => a[0] - b[0]);
  const first = sorted[0] as [number, number];
  if (x <= first[0]) return first[1];
  for (let i = 1; i < sorted.length; i++) {
    const [x1, y1] = sorted[i] as [number, number];
    const [x0, y0] = sorted[i - 1] as [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return (sorted[sorted.length - 1] as [number, number])[1];
}

/** Density of the lower alcohols at 20 °C (water's is 1), for the % w/w → % v/v conversion. */
const ALCOHOL_DENSITY = 0.79;
/** From this much water (% w/w) a mixture is read as a water-based solution for its flash point. */
const WATERY = 20;

type Found = ClassRow & { drivers: Driver[] };

/** Classifies a mixture under CLP, or says which other label applies. */
export function classifyMixture(input: MixtureInput): HazardAnswer {
  const regime = hazardRegime(input.profile, input.productType);
  if (regime === "cosmetic") {
    return {
      regime,
      summary: COSMETIC_SUMMARY,
      classified: false,
      classification: [],
      pictograms: [],
      signalWord: null,
      hazardStatements: [],
      precautionaryStatements: [],
      supplementalStatements: [],
      notes: [],
    };
  }

  const rows = input.rows.filter((r) => Number.isFinite(r.ppm) && r.ppm > 0);
  const gate = gateRowsOf(rows);
  const components: Component[] = [];
  let unknownPercent = 0;
  const unknownNames: string[] = [];
  let waterPercent = 0;
  const activeChlorineRows: string[] = [];
  rows.forEach((row, i) => {
    const percent = row.ppm / PPM_PER_PERCENT;
    const roles = rolesOf(gate[i] as (typeof gate)[number]);
    if (roles.has("hypochlorite") || roles.has("chloroisocyanurate")) activeChlorineRows.push(row.label);
    if (isWater(row)) waterPercent += percent;
    if (!row.ingredient) {
      if (!isWater(row)) {
        unknownPercent += percent;
        unknownNames.push(row.label);
      }
      return;
    }
    const hazard = ingredientHazard(row.ingredient.id);
    if (!hazard) return;
    const strong = roles.has("strong-acid") || roles.has("strong-base");
    for (const part of hazard.parts) {
      const skinEyeScl = part.scl.some((s) =>
        ["Skin Corr.", "Skin Irrit.", "Eye Dam.", "Eye Irrit."].includes(s.hazardClass),
      );
      components.push({
        label: row.label,
        percent: percent * part.fraction,
        part,
        noAdditivity: strong && !skinEyeScl,
      });
    }
  });

  const found: Found[] = [];
  const add = (hazardClass: HazardClass, category: string, code: string, drivers: Driver[]) =>
    found.push({ hazardClass, category, code, drivers });
  const notes: string[] = [];
  const supplemental: Statement[] = [];

  // Skin corrosion/irritation and serious eye damage/irritation: additivity with the limits.
  const limits = new Map(components.map((c) => [c, skinEyeLimits(c)]));
  const lim = (c: Component) => limits.get(c) as ReturnType<typeof skinEyeLimits>;
  let skinCorr = false;
  for (const [category, rank] of [
    ["1A", 0],
    ["1B", 1],
    ["1C", 2],
    ["1", 3],
  ] as const) {
    const sum = additive(components, (c) => lim(c).corrLimit(rank));
    if (sum.total >= 1) {
      add("Skin Corr.", category, "H314", sum.drivers);
      skinCorr = true;
      break;
    }
  }
  if (!skinCorr) {
    const sum = additive(components, (c) => lim(c).skinIrrit);
    if (sum.total >= 1) add("Skin Irrit.", "2", "H315", sum.drivers);
  }
  const eyeDam = additive(components, (c) => lim(c).eyeDam);
  if (eyeDam.total >= 1) add("Eye Dam.", "1", "H318", eyeDam.drivers);
  else {
    const sum = additive(components, (c) => lim(c).eyeIrrit);
    if (sum.total >= 1) add("Eye Irrit.", "2", "H319", sum.drivers);
  }

  // Sensitisation (Annex I 3.4.3.3, Tables 3.4.5 and 3.4.6): each sensitiser on its own.
  const sensitisers = (hazardClass: "Skin Sens." | "Resp. Sens.") =>
    components.flatMap((c) => {
      const row = hasClass(c.part, hazardClass);
      if (!row) return [];
      const limit = sclOf(c.part, hazardClass) ?? (row.category === "1A" ? 0.1 : 1);
      return [{ c, row, limit }];
    });
  for (const [hazardClass, code] of [
    ["Skin Sens.", "H317"],
    ["Resp. Sens.", "H334"],
  ] as const) {
    const list = sensitisers(hazardClass);
    const over = list.filter((s) => s.c.percent >= s.limit);
    if (over.length) {
      const category = over.every((s) => s.row.category === "1A") ? "1A" : "1";
      add(
        hazardClass,
        category,
        code,
        over.map((s) => ({ name: s.c.label, percent: round(s.c.percent) })),
      );
      continue;
    }
    // Not classified: a sensitiser at a tenth of its limit or more is named (Annex II 2.8).
    for (const s of list) {
      if (s.c.percent >= s.limit / 10 && !supplemental.some((x) => x.text.includes(s.c.part.name))) {
        supplemental.push(statement("EUH208", s.c.part.name));
      }
    }
  }

  // CMR at their specific or generic limits (Tables 3.5.2, 3.6.2, 3.7.2).
  for (const hazardClass of ["Muta.", "Carc.", "Repr."] as const) {
    const hits = components.flatMap((c) => {
      const row = hasClass(c.part, hazardClass);
      if (!row) return [];
      const severe = row.category !== "2";
      const ingredient = c.part.index ? undefined : rows.find((r) => r.label === c.label)?.ingredient;
      const generic = severe
        ? ((ingredient && cmrClassOf(ingredient)?.limit) ?? (hazardClass === "Repr." ? 0.3 : 0.1))
        : hazardClass === "Repr."
          ? 3
          : 1;
      const limit = sclOf(c.part, hazardClass) ?? generic;
      return c.percent >= limit ? [{ c, row }] : [];
    });
    if (hits.length) {
      const worst = hits.find((h) => h.row.category !== "2") ?? (hits[0] as (typeof hits)[number]);
      add(
        hazardClass,
        worst.row.category,
        worst.row.code,
        hits.map((h) => ({ name: h.c.label, percent: round(h.c.percent) })),
      );
    }
  }

  // STOT single and repeated exposure (Tables 3.8.3, 3.9.4); STOT SE 3 additive at 20 % (3.8.3.4.5).
  for (const hazardClass of ["STOT SE", "STOT RE"] as const) {
    const one = components.flatMap((c) => {
      const row = hasClass(c.part, hazardClass);
      if (!row || row.category === "3") return [];
      const cat1 = row.category === "1";
      const limit1 = cat1 ? (sclOf(c.part, hazardClass, "1") ?? 10) : undefined;
      const limit2 = cat1 ? (sclOf(c.part, hazardClass, "2") ?? 1) : (sclOf(c.part, hazardClass, "2") ?? 10);
      const category = limit1 !== undefined && c.percent >= limit1 ? "1" : c.percent >= limit2 ? "2" : undefined;
      return category ? [{ c, category }] : [];
    });
    for (const category of ["1", "2"]) {
      const hits = one.filter((h) => h.category === category);
      if (hits.length && !(category === "2" && one.some((h) => h.category === "1"))) {
        const code =
          hazardClass === "STOT SE" ? (category === "1" ? "H370" : "H371") : category === "1" ? "H372" : "H373";
        add(
          hazardClass,
          category,
          code,
          hits.map((h) => ({ name: h.c.label, percent: round(h.c.percent) })),
        );
      }
    }
  }
  for (const code of ["H335", "H336"]) {
    const sum = additive(components, (c) =>
      c.part.classes.some((r) => r.code === code) ? (sclOf(c.part, "STOT SE", "3") ?? 20) : undefined,
    );
    if (sum.total >= 1) add("STOT SE", "3", code, sum.drivers);
  }

  // Aspiration: the 10 % criterion also needs the mixture's viscosity, which a formula does not give.
  const aspiration = components.filter((c) => hasClass(c.part, "Asp. Tox."));
  const aspirationPercent = aspiration.reduce((s, c) => s + c.percent, 0);
  if (aspirationPercent >= 10) {
    notes.push(
      `For consideration: ${pct(aspirationPercent)} of aspiration-hazard hydrocarbons (${names(aspiration)}); the mixture is Asp. Tox. 1 (H304) if its kinematic viscosity is 20.5 mm²/s or less at 40 °C (CLP Annex I 3.10.3.3.1).`,
    );
  }

  // Acute toxicity by ATEmix (Annex I 3.1.3.6), each route; inhalation for each physical form.
  const unknownTox = unknownPercent > 10 ? unknownPercent : 0;
  const acuteRoutes: [Route, "oral" | "dermal" | InhalationForm][] = [
    ["oral", "oral"],
    ["dermal", "dermal"],
    ["inhalation", "gas"],
    ["inhalation", "vapour"],
    ["inhalation", "dust-mist"],
  ];
  const acute = new Map<Route, { category: number; drivers: Driver[]; ate: number }>();
  for (const [route, form] of acuteRoutes) {
    let sum = 0;
    const drivers: Driver[] = [];
    for (const c of components) {
      const ate =
        route === "inhalation"
          ? c.part.ate.inhalation?.form === form
            ? c.part.ate.inhalation.value
            : undefined
          : c.part.ate[route];
      if (!ate || c.percent <= 0) continue;
      sum += c.percent / ate;
      drivers.push({ name: c.label, percent: round(c.percent) });
    }
    if (sum <= 0) continue;
    const ateMix = (100 - unknownTox) / sum;
    const category = (ATE_CUTOFFS[form] as readonly number[]).findIndex((cut) => ateMix <= cut) + 1;
    const previous = acute.get(route);
    if (category > 0 && (!previous || category < previous.category))
      acute.set(route, { category, drivers, ate: ateMix });
  }
  for (const [route, hit] of acute) {
    add("Acute Tox.", String(hit.category), ACUTE_CODES[route][hit.category - 1] as string, hit.drivers);
  }
  if (unknownTox > 0) {
    notes.push(`${pct(unknownTox)} of the mixture consists of ingredient(s) of unknown acute toxicity.`);
  }

  // Aquatic hazards by the summation method with M-factors (Annex I 4.1.3.5).
  const aquatic = (hazardClass: "Aquatic Acute" | "Aquatic Chronic", category: string) =>
    components.filter((c) => c.part.classes.some((r) => r.hazardClass === hazardClass && r.category === category));
  const weighted = (list: Component[], m: (c: Component) => number) => list.reduce((s, c) => s + c.percent * m(c), 0);
  const acute1 = aquatic("Aquatic Acute", "1");
  const ch1 = aquatic("Aquatic Chronic", "1");
  const ch2 = aquatic("Aquatic Chronic", "2");
  const ch3 = aquatic("Aquatic Chronic", "3");
  const ch4 = aquatic("Aquatic Chronic", "4");
  const drv = (list: Component[]) => list.map((c) => ({ name: c.label, percent: round(c.percent) }));
  if (weighted(acute1, (c) => c.part.m.acute) >= 25) add("Aquatic Acute", "1", "H400", drv(acute1));
  const chronicM = (c: Component) => c.part.m.chronic;
  if (weighted(ch1, chronicM) >= 25) add("Aquatic Chronic", "1", "H410", drv(ch1));
  else if (weighted(ch1, (c) => 10 * chronicM(c)) + weighted(ch2, () => 1) >= 25)
    add("Aquatic Chronic", "2", "H411", drv([...ch1, ...ch2]));
  else if (weighted(ch1, (c) => 100 * chronicM(c)) + weighted(ch2, () => 10) + weighted(ch3, () => 1) >= 25)
    add("Aquatic Chronic", "3", "H412", drv([...ch1, ...ch2, ...ch3]));
  else if (weighted([...ch1, ...ch2, ...ch3, ...ch4], () => 1) >= 25)
    add("Aquatic Chronic", "4", "H413", drv([...ch1, ...ch2, ...ch3, ...ch4]));
  if (components.some((c) => !c.part.index && c.part.classes.some((r) => r.code === "H400" || r.code === "H410"))) {
    notes.push(
      "M-factors of self-classified ingredients are taken as 1; a supplier's safety data sheet may give a higher one.",
    );
  }

  // Flammable liquids: the flash point decides (Annex I 2.6); here it is estimated.
  const flammable = components.filter((c) => hasClass(c.part, "Flam. Liq."));
  if (flammable.length) {
    const flam = flammableLiquid(flammable, waterPercent);
    if (flam.category) add("Flam. Liq.", flam.category, flam.category === "2" ? "H225" : "H226", flam.drivers);
    notes.push(...flam.notes);
  }

  // Physical hazards and extreme pH a calculation cannot settle.
  const present = (code: string) =>
    components.filter((c) => c.percent >= 1 && c.part.classes.some((r) => r.code === code));
  const metal = present("H290");
  if (metal.length)
    notes.push(
      `For consideration: ${names(metal)} may be corrosive to metals; a mixture is Met. Corr. 1 (H290) only by the test of CLP Annex I 2.16 (UN Test C.1).`,
    );
  const oxidisers = [...present("H271"), ...present("H272")];
  if (oxidisers.length)
    notes.push(
      `For consideration: ${names(oxidisers)} is an oxidiser; whether the mixture is an oxidising liquid or solid (H271/H272) is decided by the test of CLP Annex I 2.13/2.14.`,
    );
  const ph = input.ph ? { low: input.ph[0], high: input.ph[1], stated: true } : modelled(rows);
  if (ph && (ph.low <= 2 || ph.high >= 11.5)) {
    const value = ph.low <= 2 ? ph.low : ph.high;
    notes.push(
      `For consideration: pH ${value}${ph.stated ? "" : " (modelled from the acids and bases)"} is extreme (≤ 2 or ≥ 11.5), which CLP Annex I 3.2.3.1.2 and 3.3.3.1.2 take as a sign of Skin Corr. 1 and Eye Dam. 1; the acid or alkaline reserve or a validated test decides. It is not classified on pH alone here.`,
    );
  }

  // EUH statements of Annex II.
  const euh031 = components.filter((c) => {
    const limit = c.part.scl.find((s) => s.code === "EUH031")?.from;
    return limit !== undefined && c.percent >= limit;
  });
  if (euh031.length) supplemental.unshift(statement("EUH031"));
  const selfEuh031 = components.filter((c) => c.part.euh.includes("EUH031") && !c.part.index);
  if (selfEuh031.length && !euh031.length)
    notes.push(
      `For consideration: ${names(selfEuh031)} liberates toxic gas with acids (EUH031 on its own label); whether the mixture needs EUH031 depends on how much gas it can release.`,
    );
  if (activeChlorineRows.length) supplemental.push(statement("EUH206"));

  if (unknownNames.length) {
    notes.push(
      `Not in the knowledge base, so not classified here: ${unknownNames.join(", ")} (${pct(unknownPercent)}); the classification covers the ingredients it knows.`,
    );
  }

  // Physical hazards first, then health, then the environment, as CLP lists the classes.
  found.sort((a, b) => HAZARD_CLASSES.indexOf(a.hazardClass) - HAZARD_CLASSES.indexOf(b.hazardClass));
  const classification: Classification[] = found.map((f) => ({
    hazardClass: f.hazardClass,
    category: f.category,
    label: `${f.hazardClass} ${f.category}`,
    hazardStatement: statement(f.code),
    drivers: f.drivers,
  }));
  const classified = classification.length > 0;

  // EUH210 (Annex II 2.10): a mixture not classified that holds classified substances.
  if (!classified) {
    const health = components.filter((c) => c.percent >= 1 && c.part.classes.some((r) => !PHYSICAL.has(r.hazardClass)));
    const special = components.filter(
      (c) =>
        c.percent >= 0.1 &&
        c.part.classes.some(
          (r) =>
            r.hazardClass === "Skin Sens." ||
            r.hazardClass === "Resp. Sens." ||
            r.hazardClass === "Lact." ||
            (r.hazardClass === "Carc." && r.category === "2") ||
            r.hazardClass === "Repr.",
        ),
    );
    if (health.length || special.length) supplemental.push(statement("EUH210"));
  }

  const professional = input.profile.regulatory.professional;
  const label = labelElements(classification, { consumer: !professional });
  const packaging = consumerPackaging(
    classification,
    rows.flatMap((r) => {
      const cas = r.cas ?? r.ingredient?.cas;
      return cas ? [{ cas, percent: r.ppm / PPM_PER_PERCENT }] : [];
    }),
    { consumer: !professional },
  );
  const regimeNote =
    regime === "biocidal" ? BIOCIDAL_NOTE : regime === "plant-protection" ? PLANT_PROTECTION_NOTE : undefined;
  const summary = classified
    ? `Classified under CLP: ${classification.map((c) => `${c.label} (${c.hazardStatement.code})`).join(", ")}.`
    : `${NOT_CLASSIFIED}.`;
  const detergent =
    input.profile.regime === "household" &&
    (input.category === "cleaning-products-formulations" || input.category === "detergent-formulations")
      ? detergentLabel(rows)
      : undefined;
  return {
    regime,
    summary,
    classified,
    classification,
    pictograms: label.pictograms,
    signalWord: label.signalWord,
    hazardStatements: label.hazardStatements,
    precautionaryStatements: label.precautionaryStatements,
    supplementalStatements: supplemental,
    notes: [...(regimeNote ? [regimeNote] : []), ...label.notes, ...notes],
    ...(detergent?.lines.length ? { detergentLabel: detergent } : {}),
    ...(packaging ? { packaging } : {}),
  };
}

const PHYSICAL = new Set<HazardClass>([
  "Flam. Gas",
  "Flam. Liq.",
  "Flam. Sol.",
  "Water-react.",
  "Ox. Liq.",
  "Press. Gas",
  "Met. Corr.",
]);

function names(list: readonly Component[]): string {
  return [...new Set(list.map((c) => c.label))].join(", ");
}

function modelled(rows: readonly ResolvedRow[]): { low: number; high: number; stated: boolean } | undefined {
  const ph = modelPhOfRows(rows);
  return ph === undefined
    ? undefined
    : { low: Math.round(ph * 10) / 10, high: Math.round(ph * 10) / 10, stated: false };
}

/**
 * The mixture's flash point, estimated. In a watery mixture the lower alcohols are read from the
 * published ethanol–water table by their total; other flammable liquids dispersed in water are
 * left for a measurement, since water raises their flash point by an amount no table gives. A
 * mixture with little or no water takes the lowest flash point of its flammable components,
 * which it does not go below.
 */
function flammableLiquid(
  flammable: readonly Component[],
  waterPercent: number,
): { category?: "2" | "3"; drivers: Driver[]; notes: string[] } {
  const drive = (list: readonly Component[]) => list.map((c) => ({ name: c.label, percent: round(c.percent) }));
  const measure = "it is an estimate, and a measured flash point (closed cup) decides";
  const alcohols = flammable.filter((c) => c.part.lowerAlcohol);
  const others = flammable.filter((c) => !c.part.lowerAlcohol);
  if (waterPercent >= WATERY) {
    const notes: string[] = [];
    let category: "2" | "3" | undefined;
    const alcohol = alcohols.reduce((s, c) => s + c.percent, 0);
    if (alcohol > 0) {
      const volume = alcohol / ALCOHOL_DENSITY / (alcohol / ALCOHOL_DENSITY + waterPercent);
      const flash = Math.round(interpolate(ETHANOL_WATER_FLASH.ethanolWater, volume * 100));
      category = flash < 23 ? "2" : flash <= 60 ? "3" : undefined;
      notes.push(
        `Flash point estimated at about ${flash} °C from ${pct(alcohol)} alcohol in water (about ${Math.round(volume * 100)} % by volume), by ${ETHANOL_WATER_FLASH.source}: ${measure}${category ? "" : "; above 60 °C the mixture is not a flammable liquid"}.`,
      );
    }
    const otherPercent = others.reduce((s, c) => s + c.percent, 0);
    if (otherPercent >= 1) {
      notes.push(
        `For consideration: ${pct(otherPercent)} of flammable liquids (${names(others)}) dispersed in water; only a measured flash point (closed cup) says whether the mixture is a flammable liquid.`,
      );
    }
    return { category, drivers: drive(alcohols), notes };
  }
  const known = flammable.filter((c) => c.part.flashPointC !== undefined);
  const lowest = known.length ? Math.min(...known.map((c) => c.part.flashPointC as number)) : undefined;
  const strictest = flammable.some((c) => hasClass(c.part, "Flam. Liq.")?.category !== "3") ? "2" : "3";
  const category: "2" | "3" = lowest !== undefined && lowest < 23 ? "2" : strictest;
  const basis =
    lowest !== undefined
      ? `the lowest flash point of its flammable ingredients (${lowest} °C) and their categories`
      : "the category of its most flammable ingredient";
  return {
    category,
    drivers: drive(flammable),
    notes: [
      `Flash point estimated from ${basis}, which the mixture's does not go below (initial boiling point taken above 35 °C): ${measure}; a mixture with a flash point of 35–60 °C that does not sustain combustion (CLP Annex I 2.6.4.5) need not be classified Flam. Liq. 3.`,
    ],
  };
}

export type { DetergentLabel, Pictogram, Statement };
