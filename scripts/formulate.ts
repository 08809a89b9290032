/**
 * Runs requests through the generator the way the demo and the wizard do, and prints what a
 * user would get: the formula, its printed pH and the model's, the notices, or the refusal.
 * For reviewers who judge the engine's output without reading its code.
 *
 * Usage:
 *   npx tsx scripts/formulate.ts cleaning "bathroom cleaner with bleach and vinegar"
 *   npx tsx scripts/formulate.ts --file requests.json [--json]
 * A requests file is a JSON array of { category, request } (demo) or { wizard: { … } } items.
 */
import { readFileSync } from "node:fs";
import { analyseGenerated, type FormulateOutcome, generateFromDemo, generateFromWizard } from "../formulation";
import { modelPhOf } from "../formulation/chemistry/model-ph";

type Item = { id?: string; category?: string; request?: string; wizard?: Record<string, unknown> };

function run(item: Item): FormulateOutcome & { demoCategory?: string } {
  if (item.wizard) return generateFromWizard(item.wizard as Parameters<typeof generateFromWizard>[0]);
  return generateFromDemo({ category: item.category ?? "", description: item.request ?? "" });
}

function summarise(item: Item) {
  const outcome = run(item);
  const notices = outcome.notices.map((n) => `[${n.code}] ${n.message}${n.citation ? ` (${n.citation})` : ""}`);
  if (outcome.status === "refused") {
    // The demo shows these as buttons under the refusal.
    const suggestions = outcome.suggestions.map((x) => x.name);
    return { id: item.id, request: item.request ?? item.wizard, status: "refused", notices, suggestions };
  }
  const f = outcome.formulation;
  const check = analyseGenerated(f);
  return {
    id: item.id,
    request: item.request ?? item.wizard,
    status: "formulated",
    demoCategory: outcome.demoCategory,
    name: f.name,
    category: f.category,
    productType: f.productType,
    consistency: f.viscosity,
    batch: f.batchSize,
    phPrinted: f.phLevel,
    phModel: modelPhOf(f.ingredients),
    ingredients: f.ingredients.map((i) => `${i.percentage.padStart(7)}  ${i.name} [${i.inci}] — ${i.function}`),
    process: f.instructions.map((p) => `${p.phase}: ${p.steps.join(" | ")}`),
    // How the product is used (dosage, application, labelling) is on the formulation page too.
    usage: f.usageInstructions.replace(/\*\*/g, "").replace(/\s*\n+\s*/g, " | "),
    notices,
    // Label wording the regulations require is part of the answer as the demo and wizard show it.
    validator: check.findings
      .filter((x) => x.severity !== "info" || x.code === "label-warning" || x.code === "ph-range")
      .map((x) => `${x.severity}: ${x.message}${x.citation ? ` (${x.citation})` : ""}`),
  };
}

function print(s: ReturnType<typeof summarise>) {
  console.log(`\n=== ${s.id ?? ""} ${typeof s.request === "string" ? s.request : JSON.stringify(s.request)}`);
  if (s.status === "refused") {
    console.log("REFUSED");
    for (const n of s.notices) console.log(`  ${n}`);
    if (s.suggestions?.length) console.log(`  SUGGESTED (shown as buttons): ${s.suggestions.join(", ")}`);
    return;
  }
  console.log(`${s.name} — ${s.productType} (${s.category}${s.demoCategory ? `, demo ${s.demoCategory}` : ""})`);
  console.log(
    `pH printed ${s.phPrinted}; acid–base model ${s.phModel ?? "n/a"}; consistency ${s.consistency}; batch ${s.batch}`,
  );
  for (const line of s.ingredients ?? []) console.log(line);
  for (const line of s.process ?? []) console.log(`  ${line}`);
  if (s.usage) console.log(`  USAGE ${s.usage}`);
  for (const n of s.notices) console.log(`  NOTICE ${n}`);
  for (const v of s.validator ?? []) console.log(`  VALIDATOR ${v}`);
}

const args = process.argv.slice(2);
const json = args.includes("--json");
const fileAt = args.indexOf("--file");
const items: Item[] =
  fileAt >= 0
    ? (JSON.parse(readFileSync(args[fileAt + 1] ?? "", "utf8")) as Item[])
    : [
        {
          category: args[0],
          request: args
            .slice(1)
            .filter((a) => a !== "--json")
            .join(" "),
        },
      ];
const results = items.map(summarise);
if (json) console.log(JSON.stringify(results, null, 2));
else for (const r of results) print(r);
