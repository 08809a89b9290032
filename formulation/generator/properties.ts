/**
 * Special properties (wizard step 2) that add an active ingredient to cosmetic products.
 * Each maps to a slot; properties not listed here only shape the text (e.g. "Fast absorbing").
 */
import type { Slot } from "./types";

type PropertyActive = { matches: RegExp; slot: Slot };

export const PROPERTY_ACTIVES: readonly PropertyActive[] = [
  {
    matches: /anti-?ag|firm|wrinkle|renew/i,
    slot: {
      role: "Anti-ageing active",
      candidates: [
        "palmitoyl-tripeptide-1",
        "acetyl-hexapeptide-8",
        "bakuchiol",
        "niacinamide",
        "adenosine",
        "coenzyme-q10",
      ],
      percent: [0.5, 3],
      phase: "active",
      reason: "supports firmness and smoother-looking skin",
    },
  },
  {
    matches: /moistur|hydrat/i,
    slot: {
      role: "Moisturising active",
      candidates: ["sodium-hyaluronate", "sodium-pca", "betaine", "trehalose", "panthenol"],
      percent: [0.5, 2],
      phase: "active",
      reason: "binds water in the upper skin layers for lasting hydration",
    },
  },
  {
    matches: /bright|even|radian|glow|dark spot/i,
    slot: {
      role: "Brightening active",
      candidates: ["niacinamide", "alpha-arbutin", "tranexamic-acid", "ascorbyl-glucoside", "licorice-root-extract"],
      percent: [1, 4],
      phase: "active",
      reason: "evens out skin tone and dull patches",
    },
  },
  {
    matches: /sooth|calm|sensitive|gentle|redness/i,
    slot: {
      role: "Soothing agent",
      candidates: [
        "allantoin",
        "bisabolol",
        "panthenol",
        "dipotassium-glycyrrhizate",
        "centella-asiatica-extract",
        "chamomile-extract",
      ],
      percent: [0.2, 1],
      phase: "active",
      reason: "calms irritated or sensitive skin",
    },
  },
  {
    matches: /oil.?control|matt|acne|blemish|pore/i,
    slot: {
      role: "Sebum-balancing active",
      candidates: ["zinc-pca", "niacinamide", "salicylic-acid"],
      percent: [0.5, 2],
      phase: "active",
      reason: "helps control shine and keeps pores clear",
    },
  },
  {
    matches: /antioxidant|protect|vitamin e/i,
    slot: {
      role: "Antioxidant",
      candidates: ["tocopherol", "tocopheryl-acetate", "rosemary-leaf-extract", "green-tea-extract"],
      percent: [0.2, 1],
      phase: "active",
      reason: "protects the skin and the oils in the formula from oxidation",
    },
  },
  {
    matches: /repair|strength|damage|protein|keratin/i,
    slot: {
      role: "Repairing protein",
      candidates: [
        "hydrolyzed-wheat-protein",
        "keratin-amino-acids",
        "hydrolyzed-keratin",
        "hydrolyzed-silk",
        "panthenol",
      ],
      percent: [0.5, 2],
      phase: "active",
      reason: "fills damaged spots on the hair cuticle for strength and shine",
    },
  },
  {
    matches: /volum|thick|growth|fuller/i,
    slot: {
      role: "Scalp active",
      candidates: ["caffeine", "biotin", "panthenol", "niacinamide"],
      percent: [0.2, 1],
      phase: "active",
      reason: "supports the scalp for fuller-looking hair",
    },
  },
];

/** Extra active slots for the chosen properties (at most three, first match wins per property). */
export function propertySlots(properties: readonly string[]): Slot[] {
  const slots: Slot[] = [];
  for (const property of properties) {
    const hit = PROPERTY_ACTIVES.find((p) => p.matches.test(property));
    if (hit && !slots.includes(hit.slot)) slots.push(hit.slot);
    if (slots.length === 3) break;
  }
  return slots;
}

export const DEFAULT_PROPERTIES = ["Professional grade", "Enhanced formula", "High quality", "Reliable performance"];
