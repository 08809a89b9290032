/**
 * The words of a generated formulation: name, description, SEO fields within the spec's limits,
 * usage instructions, storage, batch size, equipment and certification.
 */
import type { BuildInput } from "./build";

export type ScaleTier = "lab" | "pilot" | "production" | "industrial";
export type ScaleInfo = { units: number; unitSize: number; unitLabel: string; tier: ScaleTier };

const SCALE_EQUIPMENT: Record<ScaleTier, string> = {
  lab: "Precision balance (0.01 g), laboratory overhead stirrer, stainless-steel beakers",
  pilot: "Platform scale, 50–100 L jacketed mixing vessel with anchor stirrer",
  production: "Floor scale, 500–1,000 L jacketed vessel with anchor stirrer and in-line homogeniser",
  industrial: "Automated dosing, 2,000–5,000 L production vessels, in-line homogeniser, filling line",
};

/** The text as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function slugify(text: string, maxLength = 80): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
}

/** Cuts text to `max` characters at a word boundary, adding "..." when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}...`;
}

function batchLabel(scale: ScaleInfo): string {
  const totalUnits = scale.units * scale.unitSize;
  const kg = totalUnits / 1000;
  const amount =
    kg >= 1000
      ? `${(kg / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 })} t`
      : `${kg.toLocaleString("en-US", { maximumFractionDigits: 1 })} kg`;
  return `${amount} (${scale.units.toLocaleString("en-US")} × ${scale.unitSize} ${scale.unitLabel})`;
}

function certification(input: BuildInput): string {
  const out: string[] = [];
  const cosmetic =
    !/cleaning|detergent|leather|shoe|3d|agricultural|automotive|packaging|textile|water|construction|pet/.test(
      input.category,
    );
  if (input.regulatory.includes("eu-compliant")) {
    out.push(
      cosmetic
        ? "EU Cosmetics Regulation (EC) No 1223/2009"
        : /cleaning|detergent/.test(input.category)
          ? "EU Detergents Regulation (EC) No 648/2004 and CLP labelling"
          : "EU REACH and CLP labelling",
    );
  }
  if (input.regulatory.includes("fda-approved")) {
    out.push(
      cosmetic
        ? "US FDA cosmetic rules (21 CFR 700–740, MoCRA)"
        : "US labelling per OSHA HazCom / EPA where applicable",
    );
  }
  if (input.regulatory.includes("gmp-certified"))
    out.push(cosmetic ? "GMP (ISO 22716)" : "GMP / ISO 9001 batch records");
  if (input.regulatory.includes("cruelty-free")) out.push("Cruelty-free and vegan (no animal-derived ingredients)");
  return out.join("; ");
}

export function describeFormulation(args: {
  input: BuildInput;
  viscosity: string;
  keyIngredients: string[];
  base: string[];
  ingredientCount: number;
}) {
  const { input } = args;
  const { archetype } = input;
  const name = input.name;
  const highlights = args.keyIngredients.slice(0, 3);
  const properties = input.properties.filter(
    (p) => !/^(professional grade|enhanced formula|high quality|reliable performance)$/i.test(p),
  );
  const description = [
    `${name} is ${/^[aeiou]/i.test(archetype.productType) ? "an" : "a"} ${archetype.productType} ${archetype.purpose}`,
    highlights.length
      ? `Its key ingredients are ${joinWords(highlights)}, on a base of ${joinWords(args.base)}.`
      : `It is built on ${joinWords(args.base)}.`,
    properties.length ? `Designed to be ${joinWords(properties.slice(0, 4).map((p) => p.toLowerCase()))}.` : "",
    input.notes ? `Brief: ${truncate(input.notes, 200)}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const seoTitle = truncate(`${name} Formulation`, 60);
  const metaDescription = truncate(
    `${name}: professional ${archetype.productType} formula with ${args.ingredientCount} ingredients, percentages and step-by-step manufacturing process.`,
    160,
  );
  const keywords = [
    name.toLowerCase(),
    `${archetype.productType} formulation`,
    `${archetype.name.toLowerCase()} formula`,
    ...highlights.map((h) => h.toLowerCase()),
  ]
    .filter((k, i, all) => all.indexOf(k) === i)
    .join(", ");
  const months = input.shelfLifeMonths ?? archetype.shelfLifeMonths;
  const storage = input.storage ?? archetype.storage ?? "Room Temperature (15-25°C)";
  return {
    name,
    slug: slugify(name),
    description,
    seoTitle,
    metaDescription,
    keywords,
    usageInstructions: archetype.usage,
    shelfLife: `${months} months`,
    storageConditions: `${storage}; keep tightly closed, away from direct sunlight and frost.`,
    batchSize: batchLabel(input.scale),
    equipment: [
      SCALE_EQUIPMENT[input.scale.tier],
      ...archetype.equipment,
      "pH meter",
      "thermometer",
      "PPE (gloves, safety glasses)",
    ]
      .filter((e, i, all) => all.indexOf(e) === i && (e !== "pH meter" || archetype.ph))
      .join(", "),
    certification: certification(input),
  };
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
