/**
 * Builds many variants of each archetype (budgets, viscosities, pH targets, property sets,
 * cruelty-free) and reports what the validator says about them. Used by the generator tests and
 * by `npx tsx scripts/check-archetypes.ts` while writing archetypes.
 */
import { ingredientById } from "../knowledge";
import { validate } from "../validate";
import { balanceFor, buildFormulation } from "./build";
import { seededRandom } from "./random";
import { type Archetype, BUDGETS, type ViscosityLevel } from "./types";

export type ArchetypeReport = { archetype: string; variants: number; errors: string[]; warnings: Map<string, number> };

export function checkArchetype(archetype: Archetype, variants = 24): ArchetypeReport {
  const errors: string[] = [];
  const warnings = new Map<string, number>();
  for (const id of [archetype.balance.id, ...archetype.slots.flatMap((s) => s.candidates)]) {
    if (!ingredientById(id)) errors.push(`unknown knowledge-base id "${id}"`);
  }
  if (errors.length) return { archetype: archetype.id, variants: 0, errors, warnings };
  const category = archetype.categories[0] ?? "3d-printing-materials-formulations";
  for (let i = 0; i < variants; i++) {
    const random = seededRandom(1000 + i);
    const [low, high] = archetype.ph ?? [7, 7];
    const props = archetype.properties.filter((_, j) => (i >> j) & 1).slice(0, 3);
    const crueltyFree = i % 4 === 0;
    // A base with no vegan stand-in (E471 mono- and diglycerides) makes no cruelty-free variant:
    // the generator passes such a template over for a vegan request and says why.
    const vegan = crueltyFree || props.some((p) => /vegan/i.test(p));
    if (vegan && !balanceFor(archetype, new Set(), true)) continue;
    const f = buildFormulation({
      archetype,
      category,
      random,
      name: `${archetype.name} ${i}`,
      properties: props,
      targetPh: archetype.ph ? Math.round((low + ((high - low) * (i % 3)) / 2) * 10) / 10 : undefined,
      budget: BUDGETS[i % 3] ?? "Medium Quality",
      regulatory: crueltyFree ? ["cruelty-free", "eu-compliant"] : ["eu-compliant"],
      viscosity: (["low", "medium", "high"] as ViscosityLevel[])[i % 3] ?? "medium",
      scale: { units: 100, unitSize: 100, unitLabel: "ml", tier: "lab" },
    });
    const findings = validate(
      {
        ingredients: f.ingredients,
        instructions: f.instructions,
        temperature: f.temperature,
        processingTime: f.processingTime,
        phLevel: f.phLevel,
      },
      { category, productType: f.productType, leaveOn: f.leaveOn },
    ).findings;
    // A product designed in active matter (shampoo 10–20 %) carries that much whatever the grades picked.
    const window = archetype.activeMatter;
    const active = f.activeSurfactant ?? 0;
    if (window && (active < window[0] - 0.05 || active > window[1] + 0.05)) {
      errors.push(`variant ${i}: active-matter ${active} % active surfactant is outside ${window[0]}–${window[1]} %`);
    }
    for (const x of findings) {
      if (x.severity === "error") errors.push(`variant ${i}: ${x.code} ${x.message}`);
      else if (x.severity === "warning")
        warnings.set(`${x.code}: ${x.message}`, (warnings.get(`${x.code}: ${x.message}`) ?? 0) + 1);
    }
  }
  return { archetype: archetype.id, variants, errors, warnings };
}
