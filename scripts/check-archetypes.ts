/**
 * Fast feedback while writing generator archetypes: builds variants of every archetype exported by
 * the given files and prints validator errors and warnings, plus one sample formulation.
 * Usage: npx tsx scripts/check-archetypes.ts formulation/generator/archetypes/hair.ts [--sample]
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { checkArchetype } from "../formulation/generator/archetype-check";
import { buildFormulation } from "../formulation/generator/build";
import { seededRandom } from "../formulation/generator/random";
import type { Archetype } from "../formulation/generator/types";

let failed = 0;
for (const file of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
  const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  const archetypes = Object.values(module).filter(Array.isArray).flat() as Archetype[];
  for (const archetype of archetypes) {
    const report = checkArchetype(archetype);
    failed += report.errors.length;
    console.log(`\n${archetype.id}: ${report.variants} variants, ${report.errors.length} errors`);
    for (const e of [...new Set(report.errors)].slice(0, 10)) console.log(`  ERROR ${e}`);
    for (const [w, n] of report.warnings) console.log(`  warning ×${n} ${w}`);
    if (process.argv.includes("--sample")) {
      const f = buildFormulation({
        archetype,
        category: archetype.categories[0] ?? "3d-printing-materials-formulations",
        random: seededRandom(7),
        name: archetype.name,
        properties: archetype.properties.slice(0, 2),
        targetPh: archetype.ph ? (archetype.ph[0] + archetype.ph[1]) / 2 : undefined,
        budget: "Medium Quality",
        regulatory: ["eu-compliant"],
        viscosity: "medium",
        scale: { units: 100, unitSize: 100, unitLabel: "ml", tier: "lab" },
      });
      console.log(f.ingredients.map((i) => `  ${i.percentage.padStart(7)} ${i.name} — ${i.function}`).join("\n"));
      for (const p of f.instructions) console.log(`  [${p.phase}]\n${p.steps.map((s) => `    - ${s}`).join("\n")}`);
    }
  }
}
console.log(failed ? `\n${failed} errors` : "\nno errors");
process.exit(failed ? 1 : 0);
