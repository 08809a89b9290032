import { menGroomingOralArchetypes } from "../formulation/generator/archetypes/men-grooming-oral";
import { buildFormulation } from "../formulation/generator/build";
import { seededRandom } from "../formulation/generator/random";
import { BUDGETS, type ViscosityLevel } from "../formulation/generator/types";
import { validate } from "../formulation/validate";

const counts = new Map<string, number>();
for (const a of menGroomingOralArchetypes)
  for (const category of a.categories)
    for (let i = 0; i < 120; i++) {
      const r = seededRandom(5000 + i);
      const props = a.properties.filter(() => r.chance(0.3)).slice(0, 3);
      const [lo, hi] = a.ph ?? [7, 7];
      const f = buildFormulation({
        archetype: a,
        category,
        random: seededRandom(900 + i),
        name: `${a.name} ${i}`,
        properties: props,
        targetPh: a.ph ? Math.round((lo + (hi - lo) * ((i % 5) / 4)) * 10) / 10 : undefined,
        budget: BUDGETS[i % 3]!,
        regulatory: i % 4 === 0 ? ["cruelty-free"] : ["eu-compliant"],
        viscosity: (["low", "medium", "high"] as ViscosityLevel[])[(i >> 1) % 3]!,
        scale: { units: 100, unitSize: 100, unitLabel: "ml", tier: "lab" },
      });
      const res = validate(
        {
          ingredients: f.ingredients,
          instructions: f.instructions,
          temperature: f.temperature,
          processingTime: f.processingTime,
          phLevel: f.phLevel,
        },
        { category, productType: f.productType, leaveOn: f.leaveOn },
      );
      for (const x of res.findings)
        if (x.severity !== "info") {
          const k = `${a.id} [${category.slice(0, 12)}] ${x.severity} ${x.code}: ${x.message}`;
          counts.set(k, (counts.get(k) ?? 0) + 1);
        }
      const bal = f.ingredients.find((g) => g.id === a.balance.id);
      if (!bal) counts.set(`${a.id} balance missing`, 1);
    }
for (const [k, n] of counts) console.log(n, k);
console.log("done");
