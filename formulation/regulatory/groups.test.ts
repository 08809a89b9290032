import { describe, expect, it } from "vitest";
import { findGroupEntries, findRegulatoryMatches, getRegulatoryEntry, verdictFor } from "./index";

describe("Annex II group entries", () => {
  it("finds the group a compound belongs to by the element its name names", () => {
    const ids = (name: string) => findGroupEntries({ name }).map((e) => e.id);
    expect(ids("Mercuric chloride")).toEqual(["II/221"]);
    expect(ids("Thimerosal")).toEqual(["II/221"]);
    expect(ids("Lead(II) acetate trihydrate")).toEqual(["II/289"]);
    expect(ids("Cadmium sulfide")).toEqual(["II/68"]);
    expect(ids("Barium Sulfate")).toEqual(["II/46"]);
    expect(ids("Mercurialis Annua Extract")).toEqual([]);
    expect(ids("Glycerin")).toEqual([]);
  });

  it("reads chemical names for their keys without dropping parts of the name", () => {
    // "[4-(…)phenyl]acetic acid" and "…tetra(acetic acid)" are not acetic acid.
    expect(findRegulatoryMatches({ name: "Acetic Acid" }).filter((m) => m.entry.annex === "II")).toEqual([]);
    expect(findRegulatoryMatches({ name: "Hydroquinone" }).map((m) => m.entry.id)).toContain("II/1339");
    expect(findRegulatoryMatches({ inci: "Isobutylparaben" }).map((m) => m.entry.id)).toEqual(["II/1375"]);
  });
});

describe("verdictFor", () => {
  const entry = (id: string) => {
    const e = getRegulatoryEntry(id);
    if (!e) throw new Error(id);
    return e;
  };

  it("holds a skin product with no narrower area to the face and the body rules", () => {
    const bp3 = entry("VI/4");
    expect(verdictFor(bp3, { leaveOn: true, area: "face" }).max?.maxPercent).toBe(6);
    expect(verdictFor(bp3, { leaveOn: true, area: "skin" }).max?.maxPercent).toBe(2.2);
    const homosalate = entry("VI/3");
    expect(verdictFor(homosalate, { leaveOn: true, area: "face" }).permitted).toBe(true);
    expect(verdictFor(homosalate, { leaveOn: true, area: "skin" }).permitted).toBe(false);
  });

  it("tells product kinds apart: toothpaste and mouthwash, deodorant and body lotion", () => {
    const hydroxyapatite = entry("III/372");
    expect(verdictFor(hydroxyapatite, { leaveOn: false, area: "oral", kind: "toothpaste" }).max?.maxPercent).toBe(10);
    expect(verdictFor(hydroxyapatite, { leaveOn: false, area: "oral", kind: "mouthwash" }).max?.maxPercent).toBe(0.465);
    const triclosan = entry("V/25");
    expect(verdictFor(triclosan, { leaveOn: true, area: "body", kind: "deodorant" }).permitted).toBe(true);
    expect(verdictFor(triclosan, { leaveOn: true, area: "body" }).permitted).toBe(false);
  });
});
