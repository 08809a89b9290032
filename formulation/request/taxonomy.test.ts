import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_CATEGORIES } from "../generator/demo-categories";
import { INGREDIENTS } from "../knowledge";
import { LibraryFileSchema } from "../library-schema";
import raw from "./data/product-types.json";
import { parseRequest } from "./parse";
import { PRODUCT_TYPES, ProductTypeSchema, REGIMES, typeCategories } from "./taxonomy";
import { phraseWords } from "./text";

const LIBRARY_DIR = join(import.meta.dirname, "../../data/library");

describe("product-type taxonomy", () => {
  it("validates against the schema and holds at least 150 types", () => {
    expect(() => ProductTypeSchema.array().parse(raw)).not.toThrow();
    expect(PRODUCT_TYPES.length).toBeGreaterThanOrEqual(150);
    console.log(`taxonomy: ${PRODUCT_TYPES.length} product types`);
  });

  it("has unique ids and, per type, unique synonyms after normalisation", () => {
    const ids = PRODUCT_TYPES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of PRODUCT_TYPES) {
      const words = [...t.synonyms, ...(t.weakSynonyms ?? [])].map((s) => phraseWords(s).join(" "));
      const dupes = words.filter((w, i) => words.indexOf(w) !== i);
      expect(dupes, t.id).toEqual([]);
    }
  });

  it("gives each synonym to one type only, so the words decide", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const t of PRODUCT_TYPES) {
      for (const s of [...t.synonyms, ...(t.weakSynonyms ?? [])]) {
        const key = phraseWords(s).join(" ");
        const other = owner.get(key);
        if (other && other !== t.id) clashes.push(`"${s}": ${other} / ${t.id}`);
        owner.set(key, t.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("covers every demo category", () => {
    for (const d of DEMO_CATEGORIES) {
      const types = PRODUCT_TYPES.filter((t) => typeCategories(t).includes(d.id));
      expect(types.length, d.id).toBeGreaterThan(0);
    }
  });

  it("uses valid regimes, biocide product types only for biocides, and refers to real types and ingredients", () => {
    const regimes = new Set<string>(REGIMES.map((r) => r.id));
    const ids = new Set(PRODUCT_TYPES.map((t) => t.id));
    const kb = new Set(INGREDIENTS.map((i) => i.id));
    for (const t of PRODUCT_TYPES) {
      expect(regimes.has(t.regime), t.id).toBe(true);
      if (t.refines) expect(ids.has(t.refines.type), `${t.id} refines ${t.refines.type}`).toBe(true);
      for (const i of t.implies ?? []) expect(kb.has(i), `${t.id} implies ${i}`).toBe(true);
    }
    const biocides = PRODUCT_TYPES.filter((t) => t.regime === "eu-biocides-528-2012");
    expect(biocides.map((t) => t.biocideType)).not.toContain(undefined);
    expect(PRODUCT_TYPES.find((t) => t.id === "hand-sanitiser")?.biocideType).toBe("PT1");
    expect(PRODUCT_TYPES.find((t) => t.id === "insect-repellent")?.biocideType).toBe("PT19");
  });

  it("maps every curated library formulation to a type of its category", () => {
    const exceptions: string[] = [];
    let total = 0;
    for (const file of readdirSync(LIBRARY_DIR).filter((f) => f.endsWith(".json"))) {
      const lib = LibraryFileSchema.parse(JSON.parse(readFileSync(join(LIBRARY_DIR, file), "utf8")));
      const demoIds = DEMO_CATEGORIES.filter((d) => d.category === lib.category).map((d) => d.id);
      for (const f of lib.formulations) {
        total++;
        const r = parseRequest({ description: f.name, category: lib.category });
        const t = r.productType;
        const ok =
          t &&
          !t.outsideCategory &&
          [t.category, ...(PRODUCT_TYPES.find((p) => p.id === t.id)?.alsoIn ?? [])].some((c) => demoIds.includes(c));
        if (!ok) exceptions.push(`${lib.category}: "${f.name}" → ${t?.id ?? "not understood"}`);
      }
    }
    if (exceptions.length) console.log(`library exceptions:\n  ${exceptions.join("\n  ")}`);
    console.log(`library: ${total - exceptions.length}/${total} formulations resolve to a type of their category`);
    expect(exceptions).toEqual([]);
  });
});
