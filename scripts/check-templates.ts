/**
 * For curators writing templates: validates template files against the schema, checks every
 * ingredient id and product-type id exists, builds variants of each template and prints what the
 * validator says, plus (with --sample) one formulation per template.
 * Usage: npx tsx scripts/check-templates.ts formulation/templates/data/household.json [--sample]
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { checkArchetype } from "../formulation/generator/archetype-check";
import { buildFormulation } from "../formulation/generator/build";
import { seededRandom } from "../formulation/generator/random";
import type { Archetype } from "../formulation/generator/types";
import { productTypeById } from "../formulation/request";
import { TemplateSchema } from "../formulation/templates/schema";

let failed = 0;
for (const file of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
  const parsed = z.array(TemplateSchema).safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    failed++;
    console.log(`${file}: schema errors\n${z.prettifyError(parsed.error)}`);
    continue;
  }
  for (const template of parsed.data as Archetype[]) {
    const unknownTypes = template.productTypes.filter((t) => !productTypeById(t));
    const report = checkArchetype(template);
    const errors = [...unknownTypes.map((t) => `unknown product type "${t}"`), ...new Set(report.errors)];
    failed += errors.length;
    console.log(`\n${template.id}: ${report.variants} variants, ${errors.length} errors`);
    for (const e of errors.slice(0, 10)) console.log(`  ERROR ${e}`);
    for (const [w, n] of report.warnings) console.log(`  warning ×${n} ${w}`);
    if (process.argv.includes("--sample")) {
      const f = buildFormulation({
        archetype: template,
        category: template.categories[0] ?? "3d-printing-materials-formulations",
        random: seededRandom(7),
        name: template.name,
        properties: template.properties.slice(0, 2),
        targetPh: template.ph ? (template.ph[0] + template.ph[1]) / 2 : undefined,
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
console.log(`\n${failed} errors`);
process.exit(failed ? 1 : 0);
