/**
 * Derivation from the CosIng CSV exports. The CSV-based tests read the shared data folder and are
 * skipped, saying why, when it is absent; the other tests use cells copied from the files.
 *
 * Where the CSVs are looked for — never relative to the current directory, so the tests run the same
 * from any cwd (npm test, an editor, `npx vitest` in a subfolder):
 * - $COSING_DIR when set (a relative value is taken from the repository root);
 * - otherwise `shared/data/cosing` beside the repository (`<repo>/../shared`, where CI puts it),
 *   found from this file's own URL; if the repository was reached through a symlink (Vite reports
 *   real paths, so `<real repo>/..` is another folder), also beside the link the shell stands in.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_INPUT_DIR,
  OUTPUT_FILE,
  parseCosingCsv,
  readAllAnnexes,
  readAnnexFile,
} from "../../scripts/derive-regulatory";
import {
  deriveAll,
  deriveRules,
  isPlaceholderName,
  readAnnexRows,
  requiresAllergenLabel,
  serialiseData,
} from "./derive";
import { ANNEXES, type Annex } from "./types";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BESIDE_REPO = fileURLToPath(new URL("../../../shared/data/cosing", import.meta.url));

function cosingCandidates(): string[] {
  const override = process.env.COSING_DIR?.trim();
  if (override) return [resolve(REPO_ROOT, override)];
  const candidates = [BESIDE_REPO];
  // The shell's logical directory (PWD) is the repository root reached through a symlink.
  const pwd = process.env.PWD;
  if (pwd && existsSync(pwd) && realpathSync(pwd) === realpathSync(REPO_ROOT)) {
    candidates.push(resolve(pwd, "../shared/data/cosing"));
  }
  return [...new Set(candidates)];
}

const hasEveryAnnex = (dir: string) => ANNEXES.every((annex) => existsSync(join(dir, `annex_${annex}.csv`)));
const candidates = cosingCandidates();
const COSING_DIR = candidates.find(hasEveryAnnex);
const skipReason = COSING_DIR
  ? ""
  : ` (skipped: no annex_II…VI.csv in ${candidates.join(" or ")}${process.env.COSING_DIR ? " from $COSING_DIR" : "; set COSING_DIR to the folder"})`;

describe.skipIf(!COSING_DIR)(`CosIng CSV exports${skipReason}`, () => {
  const rows = {} as Record<Annex, string[][]>;
  for (const annex of ANNEXES) rows[annex] = COSING_DIR ? readAnnexFile(COSING_DIR, annex) : [];

  it("parse into the README's record counts, each record as wide as its header", () => {
    const expected: Record<Annex, { records: number; columns: number; placeholders: number }> = {
      II: { records: 1744, columns: 11, placeholders: 18 },
      III: { records: 373, columns: 16, placeholders: 2 },
      IV: { records: 154, columns: 17, placeholders: 0 },
      V: { records: 58, columns: 16, placeholders: 3 },
      VI: { records: 34, columns: 16, placeholders: 1 },
    };
    for (const annex of ANNEXES) {
      const { header, records } = readAnnexRows(rows[annex]);
      expect(header[0]).toBe("Reference Number");
      expect(header).toHaveLength(expected[annex].columns);
      expect(records).toHaveLength(expected[annex].records);
      expect(records.every((r) => r.length === header.length)).toBe(true);
      const placeholders = records.filter((r) => isPlaceholderName(r[1] ?? "")).length;
      expect(placeholders).toBe(expected[annex].placeholders);
    }
  });

  it("read the preamble: annex title and dates", () => {
    expect(readAnnexRows(rows.III).meta).toEqual({
      title: "LIST OF SUBSTANCES WHICH COSMETIC PRODUCTS MUST NOT CONTAIN EXCEPT SUBJECT TO THE RESTRICTIONS LAID DOWN",
      lastUpdate: "08/12/2025",
      fileCreated: "25/12/2025",
    });
    expect(readAnnexRows(rows.VI).meta.lastUpdate).toBe("28/08/2026");
  });

  it("keep the CRLF line breaks inside cells", () => {
    const { header, records } = readAnnexRows(rows.V);
    const productType = header.indexOf("Product Type, body parts");
    const benzoic = records.find((r) => r[0] === "1");
    expect(benzoic?.[productType]).toBe(
      "a) Rinse-off products, except oral care products\r\nb) Oral care products\r\nc) Leave-on products",
    );
  });

  it("reproduce the committed data file (run `npm run data:regulatory` after changing the derivation)", () => {
    const derived = serialiseData(deriveAll(readAllAnnexes(COSING_DIR as string)).data);
    expect(derived === readFileSync(OUTPUT_FILE, "utf8")).toBe(true);
  });
});

describe("parseCosingCsv", () => {
  it("handles quoted multi-line cells, doubled quotes and short preamble rows", () => {
    const text =
      '"File creation date: 09/09/2026"\n"ANNEX V","Last update: 28/08/2026"\n"LIST OF PRESERVATIVES ALLOWED IN COSMETIC PRODUCTS"\n"Substance identification",Conditions\n' +
      '"Reference Number","Chemical name / INN",Other\n' +
      '11,Chlorobutanol,"Not to be used in aerosol dispensers (sprays)\r\nFor leave-on products: ""Do not use on the nappy area"""\n';
    const rows = parseCosingCsv(text);
    expect(rows).toHaveLength(6);
    const { meta, records } = readAnnexRows(rows);
    expect(meta).toEqual({
      title: "LIST OF PRESERVATIVES ALLOWED IN COSMETIC PRODUCTS",
      lastUpdate: "28/08/2026",
      fileCreated: "09/09/2026",
    });
    expect(records[0]?.[2]).toBe(
      'Not to be used in aerosol dispensers (sprays)\r\nFor leave-on products: "Do not use on the nappy area"',
    );
  });
});

describe("deriveRules", () => {
  it("matches the letters of Annex III 98 across the columns", () => {
    const rules = deriveRules({
      productType:
        "(a) Rinse-off hair products\n\n(b) Other products except body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant\n\n(c) Body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant",
      max: "(a) 3.0%\n\n(b) 2.0%\n\n(c) 0.5%\n",
      other:
        "(a) (b) (c)\n\nNot to be used in preparations for children under 3 years of age. Not to be used in oral products.",
      conditions: "(a) (b) (c)\n\nNot to be used for children under 3 years of age*",
    });
    expect(rules.map((r) => [r.letter, r.productType, r.maxPercent, r.maxText])).toEqual([
      ["a", "Rinse-off hair products", 3, "3.0%"],
      ["b", "Other products except body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant", 2, "2.0%"],
      ["c", "Body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant", 0.5, "0.5%"],
    ]);
    for (const r of rules) {
      expect(r.other).toBe(
        "Not to be used in preparations for children under 3 years of age. Not to be used in oral products.",
      );
      expect(r.conditions).toBe("Not to be used for children under 3 years of age*");
      expect(r.scope.except).toEqual(expect.arrayContaining([["children-under-3"], ["oral"]]));
    }
  });

  it("takes the letters from the maximum-concentration column when the product type is not lettered", () => {
    // Annex III 96, musk xylene
    const rules = deriveRules({
      productType: "All cosmetic products, with the exception of oral products",
      max: "(a) 1.0% in fine fragrance\n(b) 0.4% in eau de toilette\n(c) 0.03% in other products\n",
      other: "",
      conditions: "",
    });
    expect(rules.map((r) => [r.letter, r.maxPercent, r.scope.tags])).toEqual([
      ["a", 1, ["leave-on", "fragrance"]],
      ["b", 0.4, ["leave-on", "fragrance"]],
      ["c", 0.03, ["other"]],
    ]);
    expect(rules[2]?.scope.except).toEqual([["oral"]]);
  });

  it("reads the scope from the limit when the product type is empty (Annex V 57)", () => {
    const [rule] = deriveRules({ productType: "", max: "0,0015 % Rinse-off products", other: "", conditions: "" });
    expect(rule?.scope.tags).toEqual(["rinse-off"]);
    expect(rule?.maxPercent).toBe(0.0015);
  });

  it("adds 'professional' when the Other text says professional use (Annex III 2b)", () => {
    const rules = deriveRules({
      productType: "Hair waving or straightening products\n",
      max: "(a) 8% \n(b) 11% \nThe abovementioned percentages are calculated as thioglycollic acid",
      other: "(a) General use ready for use pH 7 to 9.5\n(b) Professional use ready for use pH 7 to 9.5",
      conditions: "",
    });
    // "Hair waving or straightening products" is a kind of hair product, not every hair product.
    expect(rules.map((r) => r.scope.tags)).toEqual([
      ["hair", "straightener"],
      ["hair", "straightener"],
    ]);
    const oxalic = deriveRules({ productType: "Hair products", max: "5%", other: "Professional use ", conditions: "" });
    expect(oxalic[0]?.scope.tags).toEqual(["hair", "professional"]);
  });
});

describe("requiresAllergenLabel", () => {
  it("recognises the wordings used in Annex III", () => {
    // Annex III 84 (2010 wording) and Annex III 88 (2023 wording)
    expect(
      requiresAllergenLabel(
        "The presence of the substance must be indicated in the list of ingredients referred to in Article 19(1)g when its concentration exceeds: \n- 0.001% in leave-on products\n- 0.01% in rinse-off products",
      ),
    ).toBe(true);
    expect(
      requiresAllergenLabel(
        "The presence of the substance shall be indicated in the list of ingredients referred to in Article 19(1), point (g), when its concentration exceeds: — 0,001 % in leave-on products — 0,01 % in rinse-off products. The peroxide value for each substance shall be less than 20 mmoles/L",
      ),
    ).toBe(true);
    expect(
      requiresAllergenLabel(
        "the concentration exceeds of the substance or substances: — 0,001 % in leave on products — 0,01 % in rinse off products.",
      ),
    ).toBe(true);
  });

  it("needs both thresholds", () => {
    expect(requiresAllergenLabel("(a) 0.01%\n(b) 0.004%\n(c) 0.002%\n(d) 0.0002%\n(e) 0.001%")).toBe(false);
    expect(requiresAllergenLabel("0,001 % in leave-on products")).toBe(false);
    expect(requiresAllergenLabel("")).toBe(false);
  });
});

it("the test data folder default is next to the repository, as `npm run data:regulatory` reads it", () => {
  expect(BESIDE_REPO).toBe(DEFAULT_INPUT_DIR);
});
