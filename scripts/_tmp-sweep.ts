import { faceBodyBabyArchetypes } from "../formulation/generator/archetypes/face-body-baby";
import { buildFormulation } from "../formulation/generator/build";
import { seededRandom } from "../formulation/generator/random";
import { BUDGETS, type ViscosityLevel } from "../formulation/generator/types";
import { ingredientById } from "../formulation/knowledge";

for (const a of faceBodyBabyArchetypes) {
  const bal: number[] = [];
  const odd = new Set<string>();
  const used = new Map<string, number[]>();
  for (let i = 0; i < 60; i++) {
    const [low, high] = a.ph ?? [7, 7];
    const props = a.properties.filter((_, j) => (i >> (j % 7)) & 1).slice(0, 3);
    const f = buildFormulation({
      archetype: a,
      category: a.categories[0]!,
      random: seededRandom(5000 + i),
      name: a.name,
      properties: props,
      targetPh: a.ph ? Math.round((low + ((high - low) * (i % 3)) / 2) * 10) / 10 : undefined,
      budget: BUDGETS[i % 3]!,
      regulatory: i % 4 === 0 ? ["cruelty-free"] : [],
      viscosity: (["low", "medium", "high"] as ViscosityLevel[])[i % 3]!,
      scale: { units: 100, unitSize: 100, unitLabel: "ml", tier: "lab" },
    });
    for (const g of f.ingredients) {
      const ing = ingredientById(g.id)!;
      const pct = Number.parseFloat(g.percentage);
      if (!used.has(g.id)) used.set(g.id, []);
      used.get(g.id)!.push(pct);
      if (g.id === a.balance.id) bal.push(pct);
      const waterBased = ["aqueous", "surfactant"].includes(a.process);
      const oilBased = ["anhydrous", "solvent"].includes(a.process) || (a.process === "powder" && false);
      if (waterBased && ing.solubility === "oil" && !/solubil|soothing premix|Oil-soluble/i.test(g.function))
        odd.add(`oil-in-water:${g.id}(${g.function})`);
      if (oilBased && ing.solubility === "water") odd.add(`water-in-oil:${g.id}(${g.function})`);
    }
  }
  console.log(`\n${a.id}: balance ${Math.min(...bal)}–${Math.max(...bal)}`);
  console.log("  " + [...used.entries()].map(([k, v]) => `${k} ${Math.min(...v)}-${Math.max(...v)}`).join("; "));
  if (odd.size) console.log("  ODD: " + [...odd].join(", "));
}
