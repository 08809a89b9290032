import { describe, expect, it } from "vitest";
import {
  cleanCas,
  cleanRegistryNumbers,
  cleanText,
  compactName,
  extractCiNumbers,
  isValidCas,
  isValidEc,
  nameKeys,
  normaliseCiNumber,
  normaliseName,
  normaliseRef,
  splitGlossaryNames,
  splitIdentified,
} from "./normalise";

describe("normaliseName", () => {
  it("lower-cases and collapses punctuation and whitespace", () => {
    expect(normaliseName("2-Phenoxyethanol")).toBe("2 phenoxyethanol");
    expect(normaliseName("  PHENOXYETHANOL ")).toBe("phenoxyethanol");
    expect(normaliseName("N,N'-BIS(2-HYDROXYETHYL)-2-NITRO-P-PHENYLENEDIAMINE")).toBe(
      "n n bis 2 hydroxyethyl 2 nitro p phenylenediamine",
    );
    expect(normaliseName("Oral  products")).toBe("oral products");
  });

  it("strips soft hyphens (Annex III and V spell words with U+00AD)", () => {
    expect(normaliseName("HYDROXYETHOXY\u00adPHENYL BUTANONE")).toBe("hydroxyethoxyphenyl butanone");
    expect(normaliseName("col\u00adouring")).toBe("colouring");
  });

  it("unifies typographic quotes and dashes", () => {
    expect(normaliseName("2,2′-[(4-Aminophenyl))imino]bis (ethanol)")).toBe(
      normaliseName("2,2'-[(4-Aminophenyl))imino]bis (ethanol)"),
    );
    expect(normaliseName("a—b–c")).toBe("a b c");
  });

  it("ignores diacritics and spells out Greek letters", () => {
    expect(normaliseName("Crème")).toBe("creme");
    expect(normaliseName("α-Isomethyl ionone")).toBe("alpha isomethyl ionone");
    expect(normaliseName("β-Carotene")).toBe(normaliseName("beta-carotene"));
  });

  it("compactName ignores word breaks", () => {
    expect(compactName("PHENOXY ETHANOL")).toBe("phenoxyethanol");
  });
});

describe("cleanText", () => {
  it("turns CRLF into LF, strips soft hyphens and tidies spaces", () => {
    expect(cleanText("a) Rinse-off products\r\nb) Oral care products \r\n\r\n\r\n")).toBe(
      "a) Rinse-off products\nb) Oral care products",
    );
    expect(cleanText("pro\u00adducts  in  loose")).toBe("products in loose");
  });
});

describe("reference numbers and colour index numbers", () => {
  it("normalises '12 a' to '12a'", () => {
    expect(normaliseRef("12 a")).toBe("12a");
    expect(normaliseRef("126a")).toBe("126a");
  });

  it("normalises CI numbers", () => {
    expect(normaliseCiNumber("CI 77891")).toBe("CI 77891");
    expect(normaliseCiNumber("ci77891")).toBe("CI 77891");
    expect(normaliseCiNumber("C.I. 77891")).toBe("CI 77891");
    expect(normaliseCiNumber("77891")).toBe("CI 77891");
    expect(normaliseCiNumber("CI 77268 : 1")).toBe("CI 77268:1");
    expect(normaliseCiNumber("Titanium dioxide")).toBeUndefined();
    expect(normaliseCiNumber("CI 7789")).toBeUndefined();
  });

  it("extracts CI numbers from glossary cells", () => {
    expect(extractCiNumbers("TITANIUM DIOXIDE/CI 77891")).toEqual(["CI 77891"]);
    expect(extractCiNumbers("PONCEAUX SX (CI 14700)")).toEqual(["CI 14700"]);
    expect(extractCiNumbers("CI 77268:1")).toEqual(["CI 77268:1"]);
    expect(extractCiNumbers("ZINC OXIDE,CI 77947")).toEqual(["CI 77947"]);
  });
});

describe("CAS and EC numbers", () => {
  it("checks CAS and EC check digits", () => {
    expect(isValidCas("122-99-6")).toBe(true); // phenoxyethanol
    expect(isValidCas("7732-18-5")).toBe(true); // water
    expect(isValidCas("122-99-5")).toBe(false);
    expect(isValidEc("204-589-7")).toBe(true); // phenoxyethanol
    expect(isValidEc("418-210-1")).toBe(true); // remainder 10 is written as 1
    expect(isValidEc("202-499-6")).toBe(false); // Annex II 365, typo in the file
  });

  it("splits multi-valued cells with odd separators and [n] markers", () => {
    // Annex V 28
    expect(cleanRegistryNumbers("32289-58-0 [1]/ 27083-27-8 [2]/  28757-47-3 [3]/ 133029-32-0 [4]", "").cas).toEqual([
      "32289-58-0",
      "27083-27-8",
      "28757-47-3",
      "133029-32-0",
    ]);
    // Annex V 3
    expect(cleanRegistryNumbers("69-72-7[1]/ 824-35-1[2]/ 18917-89-0[3]", "-").cas).toEqual([
      "69-72-7",
      "824-35-1",
      "18917-89-0",
    ]);
    // Annex VI 31: trailing separator
    expect(cleanRegistryNumbers("55514-22-2;", "").cas).toEqual(["55514-22-2"]);
    // Annex III 88
    expect(
      cleanRegistryNumbers("138-86-3/ 7705-14-8; 5989-27-5; 5989-54-8", "205-341-0/ 231-732-0; 227-813-5; 227-815-6"),
    ).toEqual({
      cas: ["138-86-3", "7705-14-8", "5989-27-5", "5989-54-8"],
      ec: ["205-341-0", "231-732-0", "227-813-5", "227-815-6"],
      problems: [],
    });
  });

  it("treats '-' as none", () => {
    expect(cleanRegistryNumbers("-", "-")).toEqual({ cas: [], ec: [], problems: [] });
    expect(cleanRegistryNumbers("1309-37-1/1332-25-8", "- / 310-127-6").ec).toEqual(["310-127-6"]);
  });

  it("joins numbers broken by a space and moves swapped numbers to the right list", () => {
    expect(cleanRegistryNumbers("3648-18-8 [1]; 91648- 39-4 [2]", "").cas).toEqual(["3648-18-8", "91648-39-4"]); // Annex II 1660
    expect(cleanRegistryNumbers("", "200-864- 0").ec).toEqual(["200-864-0"]); // Annex II 126
    const swapped = cleanRegistryNumbers("4247-02-3 / 224-208-8", "84930-15-4 / 284-595-4"); // Annex II 1375
    expect(swapped.cas).toEqual(["4247-02-3", "84930-15-4"]);
    expect(swapped.ec).toEqual(["224-208-8", "284-595-4"]);
  });

  it("drops truncated numbers and CLP index numbers", () => {
    const r = cleanRegistryNumbers("80-43-", "200-401-2 / 602-042-00-0");
    expect(r.cas).toEqual([]);
    expect(r.ec).toEqual(["200-401-2"]);
    expect(r.problems).toHaveLength(2);
  });

  it("cleanCas accepts query strings", () => {
    expect(cleanCas(" 122-99-6 ")).toEqual(["122-99-6"]);
    expect(cleanCas("65-85-0 / 532-32-1")).toEqual(["65-85-0", "532-32-1"]);
    expect(cleanCas("water")).toEqual([]);
  });
});

describe("name lists", () => {
  it("splits glossary cells on ';', spaced slashes and ', '", () => {
    expect(splitGlossaryNames("BENZOIC ACID; SODIUM BENZOATE")).toEqual(["BENZOIC ACID", "SODIUM BENZOATE"]);
    expect(splitGlossaryNames("POTASSIUM CHLORATE / SODIUM CHLORATE")).toEqual([
      "POTASSIUM CHLORATE",
      "SODIUM CHLORATE",
    ]);
    expect(splitGlossaryNames("o-Phenylphenol, Sodium o-Phenylphenate")).toEqual([
      "o-Phenylphenol",
      "Sodium o-Phenylphenate",
    ]);
    expect(splitGlossaryNames("CI 42090/ ACID BLUE 9; ACID BLUE 9 AMMONIUM SALT")).toEqual([
      "CI 42090",
      "ACID BLUE 9",
      "ACID BLUE 9 AMMONIUM SALT",
    ]);
    expect(splitGlossaryNames("-")).toEqual([]);
  });

  it("keeps commas inside chemical names and footnote-free names", () => {
    expect(splitGlossaryNames("N,N'-BIS(2-HYDROXYETHYL)-2-NITRO-P-PHENYLENEDIAMINE")).toEqual([
      "N,N'-BIS(2-HYDROXYETHYL)-2-NITRO-P-PHENYLENEDIAMINE",
    ]);
    expect(splitGlossaryNames("CETRIMONIUM CHLORIDE (1) / STRARTRIMONIUM CHLORIDE (1)")).toEqual([
      "CETRIMONIUM CHLORIDE",
      "STRARTRIMONIUM CHLORIDE",
    ]);
  });

  it("splits an unspaced slash only when the cell has no other separator", () => {
    expect(splitGlossaryNames("TITANIUM DIOXIDE/CI 77891")).toEqual(["TITANIUM DIOXIDE", "CI 77891"]);
    expect(splitGlossaryNames("Eucalyptus Globulus Leaf Oil; Eucalyptus Globulus Leaf/Twig Oil")).toEqual([
      "Eucalyptus Globulus Leaf Oil",
      "Eucalyptus Globulus Leaf/Twig Oil",
    ]);
  });

  it("splits identified ingredients and removes empty items", () => {
    expect(splitIdentified("LINALOOL,d-allo-OCIMENOL,l-allo-OCIMENOL")).toEqual([
      "LINALOOL",
      "d-allo-OCIMENOL",
      "l-allo-OCIMENOL",
    ]);
    expect(splitIdentified(",,,,")).toEqual([]);
    expect(splitIdentified("CI 12085,,PIGMENT RED 4,")).toEqual(["CI 12085", "PIGMENT RED 4"]);
    expect(splitIdentified("ACID YELLOW 1,CI 10316,ACID YELLOW 1")).toEqual(["ACID YELLOW 1", "CI 10316"]);
  });

  it("keeps locant commas in identified ingredients", () => {
    expect(splitIdentified("TOLUENE-2,5-DIAMINE,TOLUENE-2,5-DIAMINE SULFATE")).toEqual([
      "TOLUENE-2,5-DIAMINE",
      "TOLUENE-2,5-DIAMINE SULFATE",
    ]);
    expect(splitIdentified("N,N-DIETHYL-m-AMINOPHENOL,N,N-DIETHYL-m-AMINOPHENOL SULFATE")).toEqual([
      "N,N-DIETHYL-m-AMINOPHENOL",
      "N,N-DIETHYL-m-AMINOPHENOL SULFATE",
    ]);
    expect(splitIdentified("1,3-BIS-(2,4-DIAMINOPHENOXY)PROPANE,1,3-BIS-(2,4-DIAMINOPHENOXY)PROPANE HCl")).toEqual([
      "1,3-BIS-(2,4-DIAMINOPHENOXY)PROPANE",
      "1,3-BIS-(2,4-DIAMINOPHENOXY)PROPANE HCl",
    ]);
    expect(splitIdentified("SALICYLIC ACID, CALCIUM SALICYLATE, MEA- SALICYLATE")).toEqual([
      "SALICYLIC ACID",
      "CALCIUM SALICYLATE",
      "MEA- SALICYLATE",
    ]);
  });

  it("indexes synonyms and names without INN markers, footnotes or 'and its salts'", () => {
    const keys = nameKeys("Aminocaproic acid (INN) and its salts");
    expect(keys).toContain("aminocaproic acid");
    expect(nameKeys("Menthol; dl-menthol; l-menthol; d-menthol")).toEqual(
      expect.arrayContaining(["menthol", "dl menthol", "l menthol", "d menthol"]),
    );
    expect(nameKeys("2-Ethylhexyl 4-methoxycinnamate / Octinoxate")).toContain("octinoxate");
    expect(nameKeys("Benzyl alcohol (7)")).toContain("benzyl alcohol");
    expect(nameKeys("Citrus aurantium bergamia oil (Bergamot oil)")).toContain("bergamot oil");
    expect(nameKeys("Titanium dioxide (nano)")).not.toContain("titanium dioxide");
  });
});
