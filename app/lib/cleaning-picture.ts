/**
 * The bundled picture for a Cleaning Products formulation without an uploaded image, chosen by
 * keywords in its name in the spec's order (first match wins).
 */
const RULES: readonly [RegExp, string][] = [
  [/wood floor/i, "wood-floor"],
  [/glass/i, "glass"],
  [/bathroom/i, "bathroom"],
  [/degreaser/i, "degreaser"],
  [/all-?purpose/i, "all-purpose"],
  [/refrigerator|fridge/i, "refrigerator"],
  [/carpet|upholstery/i, "carpet-upholstery"],
  [/tile|grout/i, "tile-grout"],
  [/microwave|appliance/i, "microwave-appliance"],
  [/pet-?safe floor/i, "pet-safe-floor"],
  [/oven|grill/i, "oven-grill"],
  [/wood surface/i, "wood-surface"],
  [/eco-?friendly|biodegradable/i, "eco-friendly"],
  [/concentrated/i, "concentrated"],
];

/** Exceptions the spec names: "Glass (not Concentrated)", "Bathroom (not Eco-Friendly)". */
const UNLESS: Record<string, RegExp> = { glass: /concentrated/i, bathroom: /eco-?friendly/i };

export function cleaningPicture(name: string): string {
  for (const [pattern, file] of RULES) {
    if (pattern.test(name) && !UNLESS[file]?.test(name)) return `/images/cleaning/${file}.svg`;
  }
  return "/images/cleaning/cleaning.svg";
}
