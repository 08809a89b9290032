import { faceBodyBabyArchetypes } from "../formulation/generator/archetypes/face-body-baby";
import { ingredientById } from "../formulation/knowledge";
import { findRegulatoryMatches } from "../formulation/regulatory";

const ids = new Set(faceBodyBabyArchetypes.flatMap((a) => [a.balance.id, ...a.slots.flatMap((s) => s.candidates)]));
for (const id of ids) {
  const i = ingredientById(id)!;
  const m = [
    ...findRegulatoryMatches({ name: i.name, inci: i.inci, cas: i.cas }),
    ...findRegulatoryMatches({ inci: i.inci, cas: i.cas }),
  ];
  const seen = new Set<string>();
  for (const x of m) {
    if (seen.has(x.entry.id)) continue;
    seen.add(x.entry.id);
    console.log(id, x.entry.id, x.matchedBy.join(","), x.entry.name.slice(0, 80).replace(/\n/g, " "));
  }
}
