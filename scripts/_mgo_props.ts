import { menGroomingOralArchetypes } from "../formulation/generator/archetypes/men-grooming-oral";
import { PROPERTY_ACTIVES } from "../formulation/generator/properties";

for (const a of menGroomingOralArchetypes)
  for (const p of a.properties) {
    const hit = PROPERTY_ACTIVES.find((x) => x.matches.test(p));
    if (hit) console.log(a.id.padEnd(30), a.process.padEnd(10), p.padEnd(20), "→", hit.slot.role);
  }
