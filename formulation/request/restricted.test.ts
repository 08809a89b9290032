import { describe, expect, it } from "vitest";
import { getRegulatoryEntry } from "../regulatory";
import { parseRequest } from "./parse";
import { MEDICINAL_REGIMES, RESTRICTED_REGIMES, SUBSTANCES } from "./substances";

const substancesOf = (description: string) =>
  parseRequest({ description })
    .ingredients.map((i) => i.substance)
    .filter(Boolean);

describe("restricted substances named in requests", () => {
  it.each([
    ["flame retardant coating for curtains with decaBDE", "decabde"],
    ["FR backcoating for sofa fabric, deca-BDE and antimony trioxide", "decabde"],
    ["shoe waterproofing spray with PFOA fluorocarbon", "pfoa"],
    ["stain repellent for carpets based on PFOS", "pfos"],
    ["C6 fluorocarbon water repellent spray for tents", "pfhxa"],
    ["leather dye with chromium VI (dichromate)", "chromium-vi"],
    ["leather dye with Cr(VI) for a deep black", "chromium-vi"],
    ["tanning liquor with potassium dichromate", "chromium-vi"],
    ["chrome plating bath with chromium trioxide", "chromium-vi"],
    ["PCB degreaser with trichloroethylene", "trichloroethylene"],
    ["vapour degreaser using TCE for metal parts", "trichloroethylene"],
    ["leather care spray with dimethylformamide", "dmf"],
    ["PU coating solvent blend with DMF", "dmf"],
    ["ammonium nitrate fertiliser 34.5 % N for garden centres", "ammonium-nitrate"],
    ["paint stripper with methylene chloride for DIY", "dichloromethane"],
    ["gel paint remover, 80% DCM", "dichloromethane"],
    ["oxo-degradable bag additive", "oxo-degradable-plastic"],
    ["oxo-biodegradable carrier bags for a supermarket", "oxo-degradable-plastic"],
    ["eyelash serum with bimatoprost", "bimatoprost"],
    ["hair foam with finasteride", "finasteride"],
    ["5% minoxidil hair growth foam", "minoxidil"],
    ["35 % TCA peel for home use", "trichloroacetic-acid"],
    ["paraquat weed killer", "paraquat"],
    ["sodium chlorate weedkiller for driveways", "sodium-chlorate"],
    ["lead chromate yellow pigment for road marking paint", "lead-chromate"],
    ["artist oil paint in cadmium red", "cadmium"],
    ["nonylphenol ethoxylate degreaser", "nonylphenol"],
    ["heavy duty degreaser with NPE surfactant", "nonylphenol"],
    ["lab detergent with Triton X-100", "octylphenol-ethoxylate"],
    ["PVC plasticiser with short-chain chlorinated paraffins", "sccp"],
    ["brake pad filler with asbestos", "asbestos"],
    ["benzene solvent for rubber cement", "benzene"],
    ["skin lightening cream with mercury", "mercury"],
    ["DEHP/DBP/BBP plasticiser in toys", "reprotoxic-phthalates"],
    ["soft PVC toy compound with dioctyl phthalate", "reprotoxic-phthalates"],
    ["formaldehyde in a nail hardener", "formaldehyde"],
    ["skin brightening cream with 4% hydroquinone", "hydroquinone"],
    ["contact adhesive with toluene", "toluene"],
    ["fence treatment with creosote", "creosote"],
    ["urinal block with paradichlorobenzene", "dichlorobenzene"],
    ["anti-mould sachet with dimethyl fumarate for sofas", "dimethyl-fumarate"],
    ["tributyltin antifouling paint for boats", "tributyltin"],
    ["face scrub with polyethylene microbeads", "microbeads"],
    ["graffiti remover with NMP", "nmp"],
  ])("%s → %s", (text, id) => {
    expect(substancesOf(text)).toContain(id);
  });

  it.each([
    ["flame retardant coating without decaBDE", "decabde"],
    ["PFOA-free shoe waterproofing spray", "pfoa"],
    ["leather dye free of chromium(VI)", "chromium-vi"],
    ["Cr(VI)-free leather dye", "chromium-vi"],
    ["chromium VI free leather tanning agent", "chromium-vi"],
    ["degreaser without trichloroethylene", "trichloroethylene"],
    ["leather care spray, no DMF", "dmf"],
    ["paint stripper without methylene chloride", "dichloromethane"],
    ["paint stripper free of DCM and NMP", "dichloromethane"],
    ["NPE-free degreaser", "nonylphenol"],
    ["toluene-free nail polish", "toluene"],
    ["formaldehyde-free nail hardener", "formaldehyde"],
    ["hydroquinone free brightening serum", "hydroquinone"],
    ["asbestos free brake cleaner", "asbestos"],
    ["phthalate plasticiser for toys without DEHP", "reprotoxic-phthalates"],
    ["hair growth serum without minoxidil", "minoxidil"],
    ["paint stripper as a DCM replacement", "dichloromethane"],
  ])("%s is not read as asking for %s", (text, id) => {
    expect(substancesOf(text)).not.toContain(id);
  });

  it("does not read restricted names inside other names", () => {
    expect(substancesOf("PCB cleaner for printed circuit boards")).toEqual([]);
    expect(substancesOf("hydrotrope: sodium toluene sulfonate")).not.toContain("toluene");
    expect(substancesOf("laundry liquid with linear alkyl benzene sulphonate")).not.toContain("benzene");
    expect(parseRequest({ description: "laundry liquid with alkyl benzene sulfonate" }).prohibited).toEqual([]);
  });

  it("does not take oxo-biodegradable for a biodegradability claim", () => {
    const r = parseRequest({ description: "oxo-biodegradable carrier bags" });
    expect(r.claims.some((c) => c.kind === "positive" && c.subject === "biodegradable")).toBe(false);
  });

  it("keeps the Annex II reading of a restricted substance in a cosmetic", () => {
    const r = parseRequest({ description: "lipstick with cadmium red" });
    expect(r.ingredients.map((i) => i.substance)).toContain("cadmium");
    expect(r.prohibited.map((p) => p.entryId)).toContain("II/68");
  });
});

describe("restricted regimes", () => {
  const restricted = SUBSTANCES.filter((s) => s.kind === "restricted");

  it("has one regime per restricted substance and no other", () => {
    expect(restricted.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(RESTRICTED_REGIMES).sort()).toEqual(restricted.map((s) => s.id).sort());
  });

  it("gives every regime one plain sentence, a citation and a scope", () => {
    for (const [id, r] of Object.entries(RESTRICTED_REGIMES)) {
      expect(r.message, id).toMatch(/^[A-Z0-9].*[^.]$/);
      expect(r.message, id).toMatch(/instead$|medical procedure/);
      // The law, a harmonised standard, or a health authority's public statement.
      expect(r.citation, id).toMatch(/Regulation|Directive|EN \d+|EMA\//);
      expect(["all", "consumer", "cosmetic", "skin-cosmetic", "non-cosmetic", "compostable", "food"]).toContain(
        r.scope,
      );
    }
  });

  it("cites only CosIng entries that exist", () => {
    const all = [...Object.values(RESTRICTED_REGIMES), ...Object.values(MEDICINAL_REGIMES)];
    for (const r of all) {
      for (const m of r.citation.matchAll(/Annex (II|III|V)\/(\d+)/g)) {
        expect(getRegulatoryEntry(`${m[1]}/${m[2]}`), r.citation).toBeTruthy();
      }
      for (const m of r.citation.matchAll(/II\/(\d+)/g)) expect(getRegulatoryEntry(`II/${m[1]}`)).toBeTruthy();
    }
  });

  it("says the medicines regime for medicinal actives people ask for in cosmetics", () => {
    for (const id of ["bimatoprost", "finasteride", "minoxidil"]) {
      expect(SUBSTANCES.find((s) => s.id === id)?.kind).toBe("medicinal-active");
      expect(MEDICINAL_REGIMES[id]?.citation).toContain("Directive 2001/83/EC");
    }
  });
});
