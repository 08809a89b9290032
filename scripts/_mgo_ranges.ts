import { menGroomingOralArchetypes } from "../formulation/generator/archetypes/men-grooming-oral";
import { buildFormulation } from "../formulation/generator/build";
import { seededRandom } from "../formulation/generator/random";
import { BUDGETS, type ViscosityLevel } from "../formulation/generator/types";

for (const a of menGroomingOralArchetypes) {
  const stats = new Map<string, [number, number, number]>();
  for (let i = 0; i < 90; i++) {
    const r = seededRandom(7000 + i);
    const props = a.properties.filter(() => r.chance(0.3)).slice(0, 3);
    const f = buildFormulation({
      archetype: a,
      category: a.categories[0]!,
      random: seededRandom(300 + i),
      name: "x",
      properties: props,
      targetPh: a.ph ? a.ph[i % 2] : undefined,
      budget: BUDGETS[i % 3]!,
      regulatory: i % 4 === 0 ? ["cruelty-free"] : [],
      viscosity: (["low", "medium", "high"] as ViscosityLevel[])[(i >> 1) % 3]!,
      scale: { units: 100, unitSize: 100, unitLabel: "ml", tier: "lab" },
    });
    for (const g of f.ingredients) {
      const v = Number.parseFloat(g.percentage);
      const s = stats.get(g.id) ?? [999, 0, 0];
      stats.set(g.id, [Math.min(s[0], v), Math.max(s[1], v), s[2] + 1]);
    }
  }
  console.log(
    `\n${a.id}: ` +
      [...stats]
        .sort((x, y) => y[1][1] - x[1][1])
        .map(([id, [mn, mx, n]]) => `${id} ${mn}-${mx} (${n})`)
        .join("; "),
  );
}
