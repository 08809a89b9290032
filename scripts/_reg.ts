import { applicableRules, findRegulatoryMatches, isPermittedIn, maxConcentrationFor } from "../formulation/regulatory";

const names = process.argv.slice(2);
for (const n of names) {
  for (const m of findRegulatoryMatches({ inci: n })) {
    console.log(n, "→", m.entry.id, m.entry.name, m.matchedBy.join(","));
    for (const r of m.entry.rules)
      console.log("   ", r.productType, "|", r.maxText, r.maxQualifier ?? "", "|", JSON.stringify(r.scope.tags));
  }
}
