import { menGroomingOralArchetypes } from "../formulation/generator/archetypes/men-grooming-oral";
import { buildFormulation } from "../formulation/generator/build";
import { seededRandom } from "../formulation/generator/random";

const only = process.argv[2];
const steps = process.argv.includes("--steps");
for (const a of menGroomingOralArchetypes) {
  if (only && !a.id.includes(only)) continue;
  for (const [seed, budget, visc, vegan] of [
    [7, "Medium Quality", "medium", false],
    [11, "Cost-Effective", "low", true],
    [23, "Premium", "high", false],
  ] as const) {
    const f = buildFormulation({
      archetype: a,
      category: a.categories[0]!,
      random: seededRandom(seed),
      name: a.name,
      properties: a.properties.slice(seed % 3, (seed % 3) + 2),
      targetPh: a.ph ? (a.ph[0] + a.ph[1]) / 2 : undefined,
      budget,
      regulatory: vegan ? ["cruelty-free"] : ["eu-compliant"],
      viscosity: visc,
      scale: { units: 100, unitSize: 100, unitLabel: "ml", tier: "lab" },
    });
    console.log(`\n== ${a.id} [${budget}/${visc}${vegan ? "/vegan" : ""}] €${f.costPerKg}/kg pH ${f.phLevel}`);
    console.log(f.ingredients.map((i) => `  ${i.percentage.padStart(7)} ${i.name} — ${i.function}`).join("\n"));
    if (steps && seed === 7)
      for (const p of f.instructions) console.log(`  [${p.phase}]\n${p.steps.map((s) => `    - ${s}`).join("\n")}`);
  }
}
