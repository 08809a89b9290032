/**
 * The draft safety data sheet of a mixture (REACH Article 31 and Annex II as amended by
 * Regulation (EU) 2020/878): the 16 sections with their official headings and subsections. What
 * the formula determines is filled in from the CLP classification (./classify.ts), the hazard
 * data of the ingredients (./data.ts), the standard advice for the hazard found
 * (data/sds-phrases.json) and the chemistry gate's incompatibilities; what needs a measurement or
 * the supplier's own data is a marked blank, never a value made up here.
 */
import { z } from "zod";
import { gateRowsOf } from "../chemistry/check";
import { CHEMISTRY_RULES, roleLabel, rolesOf } from "../chemistry/gate";
import { isWater } from "../emulsion";
import { PPM_PER_PERCENT } from "../percent";
import { type ProductInput, parsePhRange, productProfile } from "../profiles";
import { type FormulaRow, inciOf, type ResolvedRow, resolveFormula } from "../resolve";
import { classifyMixture, type HazardAnswer } from "./classify";
import { HARMONISED_SUBSTANCES, type HazardClass, ingredientHazard } from "./data";
import phraseData from "./data/sds-phrases.json";
import { type Pictogram, statement } from "./label";

/** The words every blank of the draft starts with, so a reader (and a test) can find them all. */
export const TO_COMPLETE = "To be completed by the supplier";
export const COSMETIC_NO_SDS =
  "Cosmetic products need no safety data sheet: REACH Article 31 does not apply to them (Article 2(6)(b)); the product information file of Regulation (EC) No 1223/2009 (Article 11) covers them instead.";

const FIELDS = [
  "classes",
  "general",
  "inhalation",
  "skin",
  "eye",
  "ingestion",
  "symptoms",
  "medical",
  "extinguishing",
  "fireHazards",
  "firefighters",
  "personal",
  "environmental",
  "containment",
  "references",
  "handling",
  "hygiene",
  "storage",
  "engineering",
  "eyePpe",
  "handPpe",
  "bodyPpe",
  "respiratoryPpe",
  "disposal",
  "toxicology",
  "ecology",
] as const;
type Field = Exclude<(typeof FIELDS)[number], "classes">;
const Texts = z.partialRecord(z.enum(FIELDS), z.union([z.string().min(5), z.array(z.string())]));
const PHRASES = z
  .object({ $comment: z.string(), groups: z.record(z.string(), Texts), base: Texts, unclassified: Texts })
  .strict()
  .parse(phraseData);
const GROUPS = Object.entries(PHRASES.groups).map(([id, g]) => ({ id, classes: (g.classes ?? []) as string[], g }));

export type SdsEntry = { label?: string; text: string };
export type SdsSubsection = { number: string; title: string; entries: SdsEntry[] };
export type SdsSection = { number: number; title: string; subsections: SdsSubsection[] };
export type SafetyDataSheet = {
  name: string;
  hazard: HazardAnswer;
  pictograms: Pictogram[];
  sections: SdsSection[];
};

export type SdsFormula = {
  name: string;
  ingredients: readonly FormulaRow[];
  phLevel?: string | number | null;
  viscosity?: string | null;
};

const blank = (what: string): string => `${TO_COMPLETE}: ${what}.`;
const round = (n: number) => (n >= 1 ? Math.round(n * 100) / 100 : Number(n.toPrecision(2)));

/** The concentration range a section 3 line gives, from the substance's % in the mixture. */
export function concentrationRange(percent: number): string {
  const bands: [number, number][] = [
    [0, 0.1],
    [0.1, 1],
    [1, 5],
    [5, 10],
    [10, 25],
    [25, 50],
    [50, 100],
  ];
  const band = bands.find(([, to]) => percent < to) ?? [50, 100];
  if (band[0] === 0) return "< 0.1 %";
  return band[1] === 100 ? `≥ ${band[0]} – ≤ 100 %` : `≥ ${band[0]} – < ${band[1]} %`;
}

/** The cut-off from which a classified substance is listed in section 3 (REACH Annex II 3.2.1, CLP Table 1.1). */
function listFrom(classes: readonly { hazardClass: HazardClass; category: string }[]): number {
  const low = classes.some(
    (c) =>
      c.hazardClass === "Skin Sens." ||
      c.hazardClass === "Resp. Sens." ||
      (["Muta.", "Carc.", "Repr."].includes(c.hazardClass) && c.category !== "2") ||
      (c.hazardClass === "Acute Tox." && c.category !== "4") ||
      (c.hazardClass.startsWith("Aquatic") && c.category === "1"),
  );
  return low ? 0.1 : 1;
}

type CompositionLine = {
  row: number;
  name: string;
  cas: string;
  ec: string;
  range: string;
  classification: string;
  limits: string;
};

function composition(rows: readonly ResolvedRow[]): CompositionLine[] {
  const lines: CompositionLine[] = [];
  for (const row of rows) {
    if (!row.ingredient || !Number.isFinite(row.ppm)) continue;
    const hazard = ingredientHazard(row.ingredient.id);
    for (const part of hazard?.parts ?? []) {
      const percent = (row.ppm / PPM_PER_PERCENT) * part.fraction;
      if (!part.classes.length || percent < listFrom(part.classes)) continue;
      // The raw material's own label adds to its harmonised substance's line rather than making a second one.
      const previous = lines.find((l) => l.row === row.index);
      if (previous && !part.index) {
        previous.classification += `; as supplied also ${part.classes.map((c) => `${c.hazardClass} ${c.category}, ${c.code}`).join("; ")}`;
        continue;
      }
      const substance = part.index
        ? Object.values(HARMONISED_SUBSTANCES).find((s) => s.index === part.index)
        : undefined;
      const limits = [
        ...part.scl.map(
          (s) => `${s.hazardClass === "EUH" ? s.code : `${s.hazardClass} ${s.category}`}: C ≥ ${s.from} %`,
        ),
        ...(part.classes.some((c) => c.hazardClass.startsWith("Aquatic") && c.category === "1")
          ? [`M = ${part.m.acute} (acute), ${part.m.chronic} (chronic)${part.index ? "" : ", taken as 1"}`]
          : []),
      ];
      lines.push({
        row: row.index,
        name: part.index ? `${part.name} (in ${row.label})` : inciOf(row),
        cas: substance?.cas ?? row.ingredient.cas ?? row.cas ?? blank("CAS number"),
        ec: `${part.index ? `Index No ${part.index}; ` : ""}EC number: ${TO_COMPLETE.toLowerCase()}`,
        range: concentrationRange(round(percent)),
        classification: part.classes.map((c) => `${c.hazardClass} ${c.category}, ${c.code}`).join("; "),
        limits: limits.join("; ") || "—",
      });
    }
  }
  return lines;
}

/** Incompatible materials and the reactions behind them, from the chemistry gate's dangerous rules. */
function incompatibilities(rows: readonly ResolvedRow[]): { materials: string[]; reactions: string[] } {
  const held = new Set(gateRowsOf(rows).flatMap((r) => [...rolesOf(r)]));
  const materials: string[] = [];
  const reactions: string[] = [];
  for (const rule of CHEMISTRY_RULES) {
    if (rule.severity !== "error") continue;
    const [a, b] = rule.when as [string, string | undefined];
    const mine = held.has(a) ? a : b && held.has(b) ? b : undefined;
    if (!mine) continue;
    const other = b === undefined ? undefined : mine === a ? b : a;
    if (other && held.has(other)) continue;
    const material = other ? roleLabel(other) : "water and moisture";
    if (!materials.includes(material)) materials.push(material);
    const text = rule.message.replace("{a}", roleLabel(a)).replace("{b}", b ? roleLabel(b) : "");
    reactions.push(text.charAt(0).toUpperCase() + text.slice(1));
  }
  return { materials, reactions };
}

function physicalState(productType: string | undefined, viscosity: string | null | undefined): string {
  const words = `${productType ?? ""} ${viscosity ?? ""}`.toLowerCase();
  if (/powder|granul|tablet|\bbar\b|\bsolid\b|crystal|flake/.test(words)) return "Solid";
  if (/paste/.test(words)) return "Paste";
  if (/\bgel\b/.test(words)) return "Liquid (gel)";
  if (/cream|lotion|emulsion/.test(words)) return "Liquid (emulsion)";
  if (/liquid|spray|solution|concentrate|cleaner|\bcp\b|mpa/.test(words)) return "Liquid";
  return blank("physical state");
}

function section(number: number, title: string, subsections: [string, SdsEntry[]][]): SdsSection {
  return {
    number,
    title,
    subsections: subsections.map(([t, entries], i) => ({ number: `${number}.${i + 1}`, title: t, entries })),
  };
}

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const say = (text: string, label?: string): SdsEntry => (label ? { label, text } : { text });

/** The draft SDS of a formula, or undefined for a cosmetic (which needs none: COSMETIC_NO_SDS). */
export function safetyDataSheet(formula: SdsFormula, product: ProductInput = {}): SafetyDataSheet | undefined {
  const rows = resolveFormula(formula.ingredients).rows.filter((r) => Number.isFinite(r.ppm) && r.ppm > 0);
  const profile = productProfile(product);
  const stated = parsePhRange(formula.phLevel ?? undefined);
  const hazard = classifyMixture({
    rows,
    profile,
    category: product.category,
    productType: product.productType,
    ph: stated,
  });
  if (hazard.regime === "cosmetic") return undefined;

  const classes = new Set<string>(hazard.classification.map((c) => c.hazardClass));
  const present = GROUPS.filter((g) => g.classes.some((c) => classes.has(c)));
  const text = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
  /** The most severe hazard's advice (first aid by route, PPE); the base or unclassified text otherwise. */
  const first = (field: Field): string | undefined => {
    const hit = present.map((g) => text(g.g[field])).find(Boolean);
    return (
      hit ??
      text(PHRASES.base[field]) ??
      (hazard.classified ? undefined : text(PHRASES.unclassified[field])) ??
      text(PHRASES.unclassified[field])
    );
  };
  /** Every hazard's advice (handling, spills), then the base text. */
  const all = (field: Field): string[] => {
    const texts = present.flatMap((g) => text(g.g[field]) ?? []);
    const base = text(PHRASES.base[field]);
    const fallback = texts.length ? [] : [text(PHRASES.unclassified[field])].filter((t): t is string => Boolean(t));
    return [...new Set([...texts, ...(base ? [base] : []), ...fallback])];
  };
  const entries = (list: string[]) => list.map((t) => say(t));
  const consumer = !profile.regulatory.professional;
  const { materials, reactions } = incompatibilities(rows);
  const flashNote = hazard.notes.find((n) => /flash point/i.test(n));
  const water = rows.filter(isWater).reduce((s, r) => s + r.ppm / PPM_PER_PERCENT, 0);
  const lines = composition(rows);
  const h = (label: string) => hazard.classification.filter((c) => c.hazardClass === label);
  const healthClass = (label: string, hazardClasses: string[]) => {
    const hits = hazard.classification.filter((c) => hazardClasses.includes(c.hazardClass));
    return say(
      hits.length
        ? hits
            .map(
              (c) =>
                `${c.label} (${c.hazardStatement.code}: ${c.hazardStatement.text}), from ${c.drivers.map((d) => `${d.name} ${d.percent} %`).join(", ")}`,
            )
            .join("; ")
        : "Not classified: on the ingredients' data and the calculation method, the criteria are not met.",
      label,
    );
  };
  const codes = new Set<string>([
    ...hazard.classification.map((c) => c.hazardStatement.code),
    ...lines.flatMap((l) => [...l.classification.matchAll(/\b(H\d{3}[A-Za-z]*)/g)].map((m) => m[1] as string)),
  ]);
  const fullTexts = [...codes].sort().flatMap((code) => {
    try {
      const s = statement(code);
      return [`${s.code}: ${s.text}`];
    } catch {
      return [];
    }
  });
  const transport = [
    ...(classes.has("Skin Corr.")
      ? ["The classification Skin Corr. points to ADR Class 8 (corrosive substances)."]
      : []),
    ...(classes.has("Flam. Liq.") ? ["The classification Flam. Liq. points to ADR Class 3 (flammable liquids)."] : []),
  ];

  const sections: SdsSection[] = [
    section(1, "Identification of the substance/mixture and of the company/undertaking", [
      [
        "Product identifier",
        [
          say(formula.name, "Product name"),
          say(blank("UFI, once notified to the poison centres (CLP Annex VIII)"), "UFI"),
        ],
      ],
      [
        "Relevant identified uses of the substance or mixture and uses advised against",
        [
          say(
            product.productType
              ? `${product.productType} (${consumer ? "consumer" : "professional"} use)`
              : blank("identified uses"),
            "Identified uses",
          ),
          say(blank("uses advised against"), "Uses advised against"),
        ],
      ],
      [
        "Details of the supplier of the safety data sheet",
        [
          say(blank("company name, full address, telephone number"), "Supplier"),
          say(blank("e-mail address of the competent person responsible for the SDS"), "E-mail"),
        ],
      ],
      [
        "Emergency telephone number",
        [say(blank("emergency telephone number with its hours, and the national poison centre's number"))],
      ],
    ]),
    section(2, "Hazards identification", [
      [
        "Classification of the substance or mixture",
        hazard.classified
          ? [
              ...hazard.classification.map((c) => say(`${c.label}, ${c.hazardStatement.code}`)),
              say("Classified by the calculation method of CLP Annex I from the ingredients' data (CLP Article 9(4))."),
            ]
          : [say("Not classified as hazardous under Regulation (EC) No 1272/2008 (CLP).")],
      ],
      [
        "Label elements",
        [
          say(hazard.pictograms.length ? hazard.pictograms.join(", ") : "None", "Hazard pictograms"),
          say(hazard.signalWord ?? "None", "Signal word"),
          ...hazard.hazardStatements.map((s) => say(`${s.code}: ${s.text}`, "Hazard statement")),
          ...hazard.precautionaryStatements.map((s) => say(`${s.code}: ${s.text}`, "Precautionary statement")),
          ...hazard.supplementalStatements.map((s) => say(`${s.code}: ${s.text}`, "Supplemental information")),
          ...(consumer ? (hazard.packaging?.requirements ?? []) : []).map((t) => say(t, "Packaging")),
          ...(hazard.detergentLabel?.lines ?? []).map((t) =>
            say(t, "Detergent ingredients (Regulation (EC) No 648/2004)"),
          ),
        ],
      ],
      [
        "Other hazards",
        [
          ...hazard.notes.map((n) => say(n)),
          say(
            blank(
              "results of the PBT and vPvB assessment, and endocrine disrupting properties (REACH Annex XIII; Regulation (EU) 2017/2100)",
            ),
          ),
        ],
      ],
    ]),
    section(3, "Composition/information on ingredients", [
      ["Substances", [say("Not applicable: the product is a mixture.")]],
      [
        "Mixtures",
        lines.length
          ? lines.map((l) =>
              say(
                `CAS ${l.cas}; ${l.ec}; concentration ${l.range}; classification ${l.classification}; specific concentration limits and M-factors: ${l.limits}`,
                l.name,
              ),
            )
          : [
              say(
                "The mixture contains no ingredient classified as hazardous at or above the concentration from which Annex II 3.2.1 asks it to be listed.",
              ),
            ],
      ],
    ]),
    section(4, "First aid measures", [
      [
        "Description of first aid measures",
        [
          say(first("general") ?? "", "General"),
          say(first("inhalation") ?? "", "After inhalation"),
          say(first("skin") ?? "", "After skin contact"),
          say(first("eye") ?? "", "After eye contact"),
          say(first("ingestion") ?? "", "After ingestion"),
        ],
      ],
      ["Most important symptoms and effects, both acute and delayed", entries(all("symptoms"))],
      ["Indication of any immediate medical attention and special treatment needed", [say(first("medical") ?? "")]],
    ]),
    section(5, "Firefighting measures", [
      ["Extinguishing media", [say(first("extinguishing") ?? "")]],
      ["Special hazards arising from the substance or mixture", entries(all("fireHazards"))],
      ["Advice for firefighters", [say(first("firefighters") ?? "")]],
    ]),
    section(6, "Accidental release measures", [
      ["Personal precautions, protective equipment and emergency procedures", entries(all("personal"))],
      ["Environmental precautions", [say(first("environmental") ?? "")]],
      ["Methods and material for containment and cleaning up", entries(all("containment"))],
      ["Reference to other sections", [say(first("references") ?? "")]],
    ]),
    section(7, "Handling and storage", [
      ["Precautions for safe handling", entries([...all("handling"), ...all("hygiene")])],
      [
        "Conditions for safe storage, including any incompatibilities",
        [
          ...entries(all("storage")),
          ...(materials.length ? [say(`Keep away from: ${materials.join("; ")} (section 10.5).`)] : []),
        ],
      ],
      [
        "Specific end use(s)",
        [
          say(
            product.productType ? `${product.productType}: use as directed on the label.` : blank("specific end uses"),
          ),
        ],
      ],
    ]),
    section(8, "Exposure controls/personal protection", [
      [
        "Control parameters",
        [
          say(
            blank(
              "occupational exposure limits of the ingredients from the national lists, and DNEL/PNEC values where the suppliers give them",
            ),
          ),
        ],
      ],
      [
        "Exposure controls",
        [
          say(first("engineering") ?? "", "Engineering controls"),
          say(first("eyePpe") ?? "", "Eye/face protection"),
          say(first("handPpe") ?? "", "Hand protection"),
          say(first("bodyPpe") ?? "Normal work clothing.", "Skin and body protection"),
          say(
            first("respiratoryPpe") ?? "Not needed with good ventilation under normal use.",
            "Respiratory protection",
          ),
          say(first("environmental") ?? "", "Environmental exposure controls"),
        ],
      ],
    ]),
    section(9, "Physical and chemical properties", [
      [
        "Information on basic physical and chemical properties",
        [
          say(physicalState(product.productType, formula.viscosity), "Physical state"),
          say(blank("colour"), "Colour"),
          say(blank("odour"), "Odour"),
          say(blank("measurement"), "Melting point/freezing point"),
          say(
            water >= 50
              ? `${blank("measurement")} About 100 °C is expected for a water-based product.`
              : blank("measurement"),
            "Boiling point or initial boiling point and boiling range",
          ),
          say(
            classes.has("Flam. Liq.") ? "Flammable liquid (see section 2)" : blank("measurement or assessment"),
            "Flammability",
          ),
          say(blank("measurement"), "Lower and upper explosion limit"),
          say(flashNote ? `Estimated, not measured: ${flashNote}` : blank("measurement (closed cup)"), "Flash point"),
          say(blank("measurement"), "Auto-ignition temperature"),
          say(blank("measurement"), "Decomposition temperature"),
          say(
            stated
              ? `${stated[0] === stated[1] ? stated[0] : `${stated[0]}–${stated[1]}`} (the formula's target; measure each batch)`
              : blank("measurement"),
            "pH",
          ),
          say(
            formula.viscosity
              ? `${formula.viscosity} (the formula's target, dynamic); ${TO_COMPLETE.toLowerCase()}: kinematic viscosity`
              : blank("measurement"),
            "Kinematic viscosity",
          ),
          say(water >= 50 ? "Miscible with water (water-based product)" : blank("measurement"), "Solubility"),
          say("Not applicable to a mixture.", "Partition coefficient n-octanol/water (log value)"),
          say(blank("measurement"), "Vapour pressure"),
          say(blank("measurement"), "Density and/or relative density"),
          say(blank("measurement"), "Relative vapour density"),
          say("Not applicable to a liquid.", "Particle characteristics"),
        ],
      ],
      ["Other information", [say(blank("other physical hazard classes and safety characteristics, where relevant"))]],
    ]),
    section(10, "Stability and reactivity", [
      [
        "Reactivity",
        [
          say(
            reactions.length
              ? "Reacts dangerously with the materials named in 10.5."
              : "No dangerous reactions known under normal conditions of use.",
          ),
        ],
      ],
      ["Chemical stability", [say("Stable under the recommended storage conditions (section 7).")]],
      [
        "Possibility of hazardous reactions",
        entries(reactions.length ? reactions : ["None known under normal conditions of use."]),
      ],
      [
        "Conditions to avoid",
        [
          say(
            classes.has("Flam. Liq.")
              ? "Heat, sparks, open flames and other sources of ignition; extremes of temperature."
              : "Extremes of temperature and direct sunlight.",
          ),
        ],
      ],
      ["Incompatible materials", [say(materials.length ? capitalised(materials.join("; ")) : "None known.")]],
      [
        "Hazardous decomposition products",
        [
          say(
            reactions.length
              ? "The gases named in 10.3; carbon oxides on burning."
              : "None known under normal conditions; carbon oxides on burning.",
          ),
        ],
      ],
    ]),
    section(11, "Toxicological information", [
      [
        "Information on hazard classes as defined in Regulation (EC) No 1272/2008",
        [
          healthClass("Acute toxicity", ["Acute Tox."]),
          healthClass("Skin corrosion/irritation", ["Skin Corr.", "Skin Irrit."]),
          healthClass("Serious eye damage/irritation", ["Eye Dam.", "Eye Irrit."]),
          healthClass("Respiratory or skin sensitisation", ["Resp. Sens.", "Skin Sens."]),
          healthClass("Germ cell mutagenicity", ["Muta."]),
          healthClass("Carcinogenicity", ["Carc."]),
          healthClass("Reproductive toxicity", ["Repr.", "Lact."]),
          healthClass("STOT-single exposure", ["STOT SE"]),
          healthClass("STOT-repeated exposure", ["STOT RE"]),
          healthClass("Aspiration hazard", ["Asp. Tox."]),
          ...entries(all("toxicology").filter((t) => t.length > 0)),
          say(blank("test data on the mixture, if any, and the toxicological data of its ingredients")),
        ],
      ],
      ["Information on other hazards", [say(blank("endocrine disrupting properties and other information"))]],
    ]),
    section(12, "Ecological information", [
      [
        "Toxicity",
        [
          h("Aquatic Acute").length || h("Aquatic Chronic").length
            ? healthClass("Aquatic hazard", ["Aquatic Acute", "Aquatic Chronic"])
            : say(
                "Not classified as hazardous to the aquatic environment by the summation method of CLP Annex I 4.1.3.5.",
              ),
          ...entries(all("ecology")),
        ],
      ],
      [
        "Persistence and degradability",
        [
          ...(hazard.detergentLabel
            ? [
                say(
                  "The surfactants must meet the ultimate aerobic biodegradability criteria of Regulation (EC) No 648/2004 Annex III; the surfactant suppliers' test data confirm it.",
                ),
              ]
            : []),
          say(blank("degradability data")),
        ],
      ],
      ["Bioaccumulative potential", [say(blank("data"))]],
      ["Mobility in soil", [say(blank("data"))]],
      ["Results of PBT and vPvB assessment", [say(blank("assessment"))]],
      ["Endocrine disrupting properties", [say(blank("assessment"))]],
      ["Other adverse effects", [say(blank("data"))]],
    ]),
    section(13, "Disposal considerations", [
      [
        "Waste treatment methods",
        [...entries(all("disposal")), say(blank("European Waste Catalogue code"), "Waste code")],
      ],
    ]),
    section(14, "Transport information", [
      ["UN number or ID number", [say(blank("UN number under ADR/RID, IMDG and IATA"))]],
      ["UN proper shipping name", [say(blank("proper shipping name"))]],
      [
        "Transport hazard class(es)",
        [
          ...entries(transport),
          say(blank("class under ADR/RID, IMDG and IATA, assigned by the transport classification")),
        ],
      ],
      ["Packing group", [say(blank("packing group"))]],
      [
        "Environmental hazards",
        [
          say(
            classes.has("Aquatic Acute") || h("Aquatic Chronic").some((c) => c.category === "1" || c.category === "2")
              ? "Environmentally hazardous substance mark applies (aquatic classification in section 2)."
              : "Not an environmentally hazardous substance on its CLP classification.",
          ),
        ],
      ],
      ["Special precautions for user", [say(blank("special precautions"))]],
      ["Maritime transport in bulk according to IMO instruments", [say("Not intended for carriage in bulk.")]],
    ]),
    section(15, "Regulatory information", [
      [
        "Safety, health and environmental regulations/legislation specific for the substance or mixture",
        [
          say(
            "Regulation (EC) No 1272/2008 (CLP); Regulation (EC) No 1907/2006 (REACH), Annex II as amended by Regulation (EU) 2020/878.",
          ),
          ...(hazard.detergentLabel
            ? [say("Regulation (EC) No 648/2004 on detergents: ingredient statement in section 2.2.")]
            : []),
          ...(hazard.regime !== "clp" ? hazard.notes.slice(0, 1).map((n) => say(n)) : []),
          say(blank("national legislation, Seveso category and any restrictions (REACH Annex XVII) that apply")),
        ],
      ],
      ["Chemical safety assessment", [say("No chemical safety assessment has been carried out for this mixture.")]],
    ]),
    section(16, "Other information", [
      [
        "Full text of the H- and EUH-statements referred to in sections 2 and 3",
        [...fullTexts.map((t) => say(t)), ...hazard.supplementalStatements.map((s) => say(`${s.code}: ${s.text}`))],
      ],
      [
        "Classification method and sources",
        [
          say(
            "Calculation method of CLP Annex I from each ingredient's harmonised classification (CLP Annex VI) or its supplier's self-classification.",
          ),
          say(
            "This is a draft generated from the formula: the supplier checks and completes it, and is responsible for it when supplying the product (REACH Article 31).",
          ),
          say(blank("date of issue, revision number and changes since the previous version"), "Revision"),
        ],
      ],
    ]),
  ];
  // Advice that has no text for this product would print an empty line: dropped.
  for (const s of sections)
    for (const sub of s.subsections) sub.entries = sub.entries.filter((e) => e.text.trim().length > 0);
  return { name: formula.name, hazard, pictograms: hazard.pictograms, sections };
}
