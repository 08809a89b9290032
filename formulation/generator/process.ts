/**
 * Manufacturing procedures: phases with numbered steps for each kind of process, naming every
 * ingredient where it is added and stating the temperature at each point (the validator reads
 * those temperatures to check heat-sensitive ingredients).
 */
import { LYE_ROLE, LYE_WATER_ROLE } from "./soap";
import type { Archetype, SlotPhase } from "./types";

export type PlacedIngredient = {
  name: string;
  role: string;
  phase: SlotPhase;
  isBalance?: boolean;
  /** A surfactant bought as a solid (flakes, needles, powder): dissolved in warm water first. */
  solid?: boolean;
  /** A liquefied or compressed gas, filled into the sealed can, never mixed into the batch. */
  propellant?: boolean;
  /** % of the batch (of the fill, for propellants: the filling line needs it). */
  percent?: number;
  /** An oil a cold-process soap saponifies. */
  saponifiable?: boolean;
  /** The warmest it may be added at (isopropyl alcohol flashes off above about 30 °C). */
  maxTempC?: number;
  /** A polymer's drying window before melt processing, in °C. */
  dryingC?: readonly [number, number];
  /** A wax's or butter's melting range in °C: the phase it melts in is heated past its top. */
  meltingC?: readonly [number, number];
  /** What it dissolves in ("alcohol" for menthol crystals), from the knowledge base. */
  solubility?: string;
  /** A gum or polymer powder that swells into lumps when it meets water undispersed. */
  hydrocolloid?: boolean;
};
export type Phase = { phase: string; steps: string[] };

/** Heat-sensitive ingredients join the cool-down additions below this temperature. */
export const COOL_DOWN_C = 40;

/** The temperature an addition waits for: the cool-down point, or lower for what cannot take that. */
export function coolFor(item: PlacedIngredient): number {
  const limit = item.maxTempC;
  return limit !== undefined && limit < COOL_DOWN_C ? Math.max(20, Math.floor(limit / 5) * 5) : COOL_DOWN_C;
}

export function listNames(items: readonly { name: string }[]): string {
  const names = items.map((i) => i.name);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

type ProcessInput = {
  archetype: Archetype;
  items: readonly PlacedIngredient[];
  /** The pH the batch is brought to, as printed on the formula ("4.5", or a window "12.0–12.5"). */
  targetPh?: string;
  viscosity: string;
  /** Set by buildInstructions: the batch is an aerosol concentrate, gassed on the filling line. */
  aerosol?: boolean;
  /**
   * An unbuffered batch brought to a pH the request named: nothing in it sets the pH by weight,
   * so a few drops of these solutions trim it after measuring ("citric acid or sodium hydroxide").
   */
  phTrim?: string;
  /** The batch that is trimmed holds a buffer: it takes the adjuster in portions, not drops. */
  buffered?: boolean;
};

/** "(preservative)" after a name, unless the name already says it. */
function roleNote(item: PlacedIngredient): string {
  return item.name.toLowerCase().includes(item.role.toLowerCase()) ? "as supplied" : item.role.toLowerCase();
}

const of = (items: readonly PlacedIngredient[], phase: SlotPhase) => items.filter((i) => i.phase === phase);

function qcStep(input: ProcessInput, extra = ""): string {
  const checks = ["appearance", "odour"];
  if (input.targetPh !== undefined) checks.push(`pH (target ${input.targetPh})`);
  checks.push(`viscosity (${input.viscosity})`);
  return `Quality control: check ${checks.join(", ")}${extra}; retain a labelled sample of the batch.`;
}

function adjustSteps(input: ProcessInput): string[] {
  const adjusters = of(input.items, "adjust");
  // An acidifier or neutraliser sets the pH as a pH adjuster does; the others (a salt) set the viscosity.
  const setsPh = (a: PlacedIngredient) => /ph|acidif|alkalis|neutralis|neutraliz|buffer/i.test(a.role);
  // A batch with no weighed adjuster is trimmed to its pH by measurement, after any salt for viscosity.
  const trim =
    input.phTrim && input.targetPh !== undefined && !adjusters.some(setsPh)
      ? [
          input.buffered
            ? `Measure the pH and, if needed, adjust it to ${input.targetPh} with ${input.phTrim}, added in small portions with stirring; measure again after each addition.`
            : `Measure the pH and, if needed, trim it to ${input.targetPh} with a few drops of ${input.phTrim}, with stirring; the batch has no buffer, so add slowly and measure again after each addition.`,
        ]
      : [];
  // With two pH adjusters (a partial neutraliser and the one that sets the pH), the first goes in
  // as weighed and the last brings the batch to its pH: one measurement, one target.
  const last = adjusters.filter(setsPh).at(-1);
  return [
    ...adjusters.map((a) =>
      input.targetPh !== undefined && a === last
        ? `Measure the pH and adjust to ${input.targetPh} with ${a.name}, added in small portions with stirring.`
        : setsPh(a)
          ? `Add ${a.name} (${roleNote(a)}) in small portions with stirring.`
          : `Add ${a.name} (${roleNote(a)}) and mix until the target consistency is reached.`,
    ),
    ...trim,
  ];
}

function coolDownSteps(items: readonly PlacedIngredient[]): string[] {
  const actives = of(items, "active");
  if (!actives.length) return [];
  return [
    `Cool to below ${Math.min(...actives.map(coolFor))}°C with gentle stirring.`,
    ...actives.map(
      (a) => `At below ${coolFor(a)}°C, add ${a.name} (${roleNote(a)})${premix(a, items)} and mix until uniform.`,
    ),
  ];
}

const GLYCOL = /^(?:glycerin|propanediol|propylene glycol|butylene glycol|pentylene glycol)\b/i;

/**
 * How a late addition gets into a finished emulsion without lumps or undissolved crystals: a
 * crystal that dissolves only in alcohol or oils (menthol, camphor) first in the fragrance or a
 * glycol, a gum powder (sodium hyaluronate) first dispersed in a glycol so it hydrates evenly.
 */
function premixGlycol(item: PlacedIngredient, items: readonly PlacedIngredient[]): PlacedIngredient | undefined {
  return items.find((i) => i !== item && GLYCOL.test(i.name));
}

function premix(item: PlacedIngredient, items: readonly PlacedIngredient[]): string {
  const glycol = premixGlycol(item, items);
  if (item.solubility === "alcohol") {
    // The carrier must be able to take the crystals: 0.27 % fragrance cannot dissolve 0.5 % menthol.
    const carrier = items.find(
      (i) =>
        i !== item &&
        i.phase === "active" &&
        /fragrance|parfum|essential oil/i.test(i.name) &&
        (i.percent ?? 0) >= 2 * (item.percent ?? 0),
    );
    // Menthol and camphor dissolve in a liquid emollient or a glycol, hardly in glycerin.
    const solvent =
      carrier ??
      items.find(
        (i) =>
          i !== item &&
          i.phase === "heated" &&
          i.solubility === "oil" &&
          (i.percent ?? 1) >= 1 &&
          !/wax|butter|alcohol\b|stearate|emulsif/i.test(`${i.name} ${i.role}`),
      ) ??
      (glycol && !/^glycerin/i.test(glycol.name) ? glycol : undefined);
    if (!solvent)
      return ", first dissolved in a little ethanol or warm propanediol, since the crystals do not dissolve in the water of the batch";
    return solvent.phase === "active"
      ? `, first dissolved in the ${solvent.name}`
      : `, first dissolved in part of the ${solvent.name} (held back from the ${solvent.phase === "heated" ? "oil" : "water"} phase)`;
  }
  if (item.hydrocolloid)
    return glycol
      ? `, first dispersed in part of the ${glycol.name}${glycol.phase === "active" ? "" : " (held back from the water phase)"} so it hydrates without lumps,`
      : ", sprinkled in slowly under high shear so it hydrates without lumps,";
  return "";
}

/**
 * Late additions to a wax- or butter-structured anhydrous product (stick, balm, bar, ointment):
 * it sets at 50–65 °C, so "below 40 °C" cannot be reached while it still pours. Heat-sensitive
 * ingredients go in just above the setting point, as late and briefly as possible.
 */
function setPointSteps(items: readonly PlacedIngredient[]): string[] {
  const actives = of(items, "active");
  if (!actives.length) return [];
  return [
    "Let the melt cool with slow stirring to about 5°C above the point where it starts to set (typically 55–65°C); do not let it set.",
    ...actives.map((a) => `Add ${a.name} (${roleNote(a)}) and stir briefly until uniform.`),
    "Pour at once: the heat-sensitive additions spend only minutes at this temperature.",
  ];
}

/**
 * Hot enough to melt all of a phase: a couple of degrees past the top of its highest melting
 * range (carnauba melts at 82–86 °C, so a carnauba phase is heated to 90 °C, not the 75 °C of
 * a beeswax one), never below the template's own temperature.
 */
function meltAt(base: number, items: readonly PlacedIngredient[]): number {
  const top = Math.max(0, ...items.map((i) => i.meltingC?.[1] ?? 0));
  return top + 2 > base ? Math.ceil((top + 2) / 5) * 5 : base;
}

function emulsion(input: ProcessInput): Phase[] {
  const water = of(input.items, "main");
  const oil = of(input.items, "heated");
  // The water phase is heated to the oil phase's temperature, so the waxes do not set on meeting it.
  const t = meltAt(input.archetype.processTemperatureC ?? 75, oil);
  const vessel = input.archetype.emulsion === "w/o" ? "a separate vessel" : "the main vessel";
  // A gum dumped into water swells into lumps: it is wetted in part of a glycol first.
  const gums = water.filter((i) => i.hydrocolloid);
  const gumShare = gums.reduce((sum, i) => sum + (i.percent ?? 0), 0);
  const glycol = water.find((i) => GLYCOL.test(i.name) && !i.hydrocolloid && (i.percent ?? 0) >= 3 * gumShare);
  const waterPhase: Phase = {
    phase: "Phase A – Water phase",
    steps: [
      ...(gums.length && glycol
        ? [
            `Disperse ${listNames(gums)} in part of the ${glycol.name} (about 3 parts to 1 part of gum) until no dry powder remains.`,
            `Weigh ${listNames(water.filter((i) => !gums.includes(i)).map((i) => (i === glycol ? { name: `the rest of the ${i.name}` } : i)))} into ${vessel}, add the gum dispersion with stirring and mix until dissolved and fully hydrated.`,
          ]
        : gums.length
          ? [
              `Weigh ${listNames(water.filter((i) => !gums.includes(i)))} into ${vessel} and mix until dissolved.`,
              `Sprinkle ${listNames(gums)} slowly into the vortex under high shear and mix until fully hydrated, with no lumps.`,
            ]
          : [`Weigh ${listNames(water)} into ${vessel} and mix until dissolved or fully dispersed.`]),
      `Heat the water phase to ${t}°C.`,
    ],
  };
  // A pigment never dissolves: the oil phase is melted clear first, then the pigment is dispersed.
  // Zinc oxide and titanium dioxide are powders whatever their job (a nappy cream's protectant).
  const pigments = oil.filter((i) => PIGMENT.test(i.role) || /zinc oxide|titanium dioxide/i.test(i.name));
  const melted = oil.filter((i) => !pigments.includes(i));
  const oilPhase: Phase = {
    phase: "Phase B – Oil phase",
    steps: [
      `In ${input.archetype.emulsion === "w/o" ? "the main vessel" : "a separate vessel"} combine ${listNames(melted.length ? melted : oil)}.`,
      `Heat the oil phase to ${t}°C until fully melted and clear.`,
      ...(pigments.length && melted.length
        ? [`Disperse ${listNames(pigments)} into the hot oil phase with high shear until uniform, with no specks.`]
        : []),
    ],
  };
  // W/O: the oil is the continuous phase, so water goes into oil, slowly, or the emulsion inverts.
  const emulsify: Phase =
    input.archetype.emulsion === "w/o"
      ? {
          phase: "Phase C – Emulsification (water in oil)",
          steps: [
            `At ${t}°C, add the water phase to the oil phase in a thin stream while homogenising at medium shear, over 10–15 minutes.`,
            "Homogenise 3–5 minutes more at high shear, then cool with slow anchor stirring to keep the droplets fine.",
          ],
        }
      : {
          phase: "Phase C – Emulsification",
          steps: [
            `At ${t}°C, add the oil phase to the water phase slowly while homogenising at high shear for 3–5 minutes.`,
            "Switch to slow anchor stirring and let the emulsion cool.",
          ],
        };
  return [
    ...(input.archetype.emulsion === "w/o" ? [oilPhase, waterPhase] : [waterPhase, oilPhase]).map((p, i) => ({
      ...p,
      phase: p.phase.replace(/^Phase [AB]/, `Phase ${i === 0 ? "A" : "B"}`),
    })),
    emulsify,
    ...(of(input.items, "active").length ? [{ phase: "Phase D – Cool-down", steps: coolDownSteps(input.items) }] : []),
    { phase: "Finishing & quality control", steps: [...adjustSteps(input), qcStep(input), fillStep(input)] },
  ];
}

/** Acrylic thickeners only swell in water: they must hydrate before any alcohol arrives. */
const ACRYLIC_THICKENER = /carbomer|acrylates|acrylate crosspolymer/i;

function aqueous(input: ProcessInput): Phase[] {
  // With a solubiliser in the premix, the oil-soluble ingredients (tocopherol, essential oils)
  // go through it: stirred into water alone they would float as droplets.
  const solubilised = of(input.items, "heated").some((i) => /solubil/i.test(i.role))
    ? input.items.filter(
        (i) =>
          (i.phase === "main" || i.phase === "active") &&
          !i.isBalance &&
          (i.solubility === "oil" || i.solubility === "alcohol") &&
          !/preserv/i.test(i.role) &&
          !/methicone|siloxane/i.test(i.name),
      )
    : [];
  const main = of(input.items, "main").filter((i) => !solubilised.includes(i));
  // The gums wetted in a glycol before they meet water: in the base and in the late additions.
  const wetted = input.items.filter((x) => x.hydrocolloid && (x.phase === "main" || x.phase === "active"));
  const heated = [...of(input.items, "heated"), ...solubilised];
  const phases: Phase[] = [
    {
      phase: "Phase A – Base",
      steps: [
        `At room temperature (20–25°C), charge ${listNames(main.filter((i) => i.isBalance))} into the mixing vessel.`,
        // A gum goes in first, dispersed in its share of the glycol, and hydrates while the rest is added.
        ...[
          ...main.filter((i) => !i.isBalance && i.hydrocolloid),
          ...main.filter((i) => !i.isBalance && !i.hydrocolloid),
        ].map((i) => aqueousAddition(i, input.items, wetted)),
      ],
    },
  ];
  if (heated.length) {
    phases.push({
      phase: "Phase B – Premix",
      steps: [`Premix ${listNames(heated)} until uniform, then add to Phase A with stirring.`],
    });
  }
  const actives = of(input.items, "active").filter((i) => !solubilised.includes(i));
  if (actives.length && input.archetype.deaerate) {
    const foaming = actives.filter((a) => /foam|surfactant|detergent/i.test(a.role));
    const solids = actives.filter((a) => /abrasive|polish|filler/i.test(a.role));
    const rest = actives.filter((a) => !foaming.includes(a) && !solids.includes(a));
    phases.push({
      phase: "Phase C – Paste (under vacuum)",
      steps: [
        ...solids.map(
          (a) =>
            `Under vacuum in the planetary or paste mixer, add ${a.name} (${roleNote(a)}) in portions and mix until smooth and lump-free.`,
        ),
        ...rest.map((a) => `At below ${coolFor(a)}°C, add ${a.name} (${roleNote(a)}) and mix until uniform.`),
        ...foaming.map(
          (a) => `Add ${a.name} (${roleNote(a)}) last, with slow mixing under vacuum so it does not foam.`,
        ),
        "Deaerate under full vacuum until a cut sample shows no air bubbles.",
      ],
    });
  } else if (actives.length) {
    phases.push({
      phase: "Phase C – Additions",
      steps: actives.map(
        (a) =>
          `At below ${coolFor(a)}°C, add ${a.name} (${roleNote(a)})${premix(a, input.items)} and mix until uniform.`,
      ),
    });
  }
  phases.push({
    phase: "Finishing & quality control",
    steps: [...adjustSteps(input), qcStep(input), fillStep(input)],
  });
  return phases;
}

/** Liquids that do not mix with water: silicones, oils, hydrocarbon solvents. */
const WATER_IMMISCIBLE = new Set(["oil", "solvent"]);

/**
 * How one ingredient joins a water base: a salt or glycol dissolves, a gum is dispersed so it
 * hydrates without lumps, a pigment is dispersed, and an oil or silicone never dissolves in
 * water: it is sheared into fine droplets that the base's gum or solubiliser holds.
 */
function aqueousAddition(
  item: PlacedIngredient,
  items: readonly PlacedIngredient[],
  premixed: readonly PlacedIngredient[],
): string {
  if (PIGMENT.test(item.role)) return `Add ${item.name} with stirring and mix until evenly dispersed.`;
  if (item.hydrocolloid) return `Add ${item.name}${premix(item, items)} and mix until fully hydrated and smooth.`;
  // The glycol a gum is dispersed in is added in two parts: the gum's share, then the rest.
  const split = GLYCOL.test(item.name) && premixed.some((i) => premixGlycol(i, items) === item);
  if (split) return `Add the rest of the ${item.name} with stirring and mix until fully dissolved.`;
  if (item.solubility && WATER_IMMISCIBLE.has(item.solubility))
    return `Add ${item.name} under high-shear mixing and disperse it into fine droplets until uniform: it does not dissolve in water.`;
  if (item.solubility === "insoluble" || item.solubility === "dispersible")
    return `Add ${item.name} with stirring and mix until evenly dispersed.`;
  // A juice, floral water or solution is a liquid already: it mixes in.
  if (/juice|hydrosol|flower water|\bsolution\b|\d+ ?%/i.test(item.name))
    return `Add ${item.name} with stirring and mix until uniform.`;
  return `Add ${item.name} with stirring and mix until fully dissolved.`;
}

function surfactant(input: ProcessInput): Phase[] {
  const main = of(input.items, "main");
  const surfactants = of(input.items, "surfactant");
  const heated = of(input.items, "heated");
  const phases: Phase[] = [
    {
      phase: "Phase A – Water phase",
      steps: [
        `At room temperature (20–25°C), charge ${listNames(main.filter((i) => i.isBalance))} into the vessel.`,
        ...[
          ...main.filter((i) => !i.isBalance && i.hydrocolloid),
          ...main.filter((i) => !i.isBalance && !i.hydrocolloid),
        ].map((i) =>
          aqueousAddition(
            i,
            input.items,
            main.filter((x) => x.hydrocolloid),
          ),
        ),
      ],
    },
    {
      phase: "Phase B – Surfactants",
      steps: surfactantSteps(
        surfactants,
        // Oatmeal, clays and pigments stay suspended: such a batch is uniform, never clear.
        input.items.some((i) => i.solubility === "insoluble" || i.solubility === "dispersible" || PIGMENT.test(i.role)),
      ),
    },
  ];
  if (heated.length) {
    phases.push({
      phase: "Phase C – Conditioning premix",
      steps: [`Premix ${listNames(heated)} until uniform and add to the batch with slow stirring.`],
    });
  }
  const actives = of(input.items, "active");
  if (actives.length) {
    phases.push({
      phase: "Phase D – Additions",
      steps: actives.map((a) => `At below ${coolFor(a)}°C, add ${a.name} (${roleNote(a)}) and mix gently.`),
    });
  }
  phases.push({
    phase: "Finishing & quality control",
    steps: [...adjustSteps(input), "Let the batch stand until the foam has settled.", qcStep(input), fillStep(input)],
  });
  return phases;
}

/**
 * Liquid and paste surfactants go into the water one at a time; solid grades (SCI flakes, SLMI,
 * SLS needles) dissolve only in warm water, so they go in first and the batch cools before the rest.
 */
function surfactantSteps(surfactants: readonly PlacedIngredient[], suspended = false): string[] {
  // A pearliser (glycol distearate) is melted into the hot base and crystallises as it cools.
  const pearls = surfactants.filter((s) => /pearl/i.test(s.role));
  const solids = surfactants.filter((s) => s.solid && !pearls.includes(s));
  const liquids = surfactants.filter((s) => !s.solid && !pearls.includes(s));
  const hot = pearls.length ? "70–75" : "60–65";
  return [
    ...(solids.length
      ? [
          `Warm the water phase to ${hot}°C and dissolve ${listNames(solids)} (solid grade${solids.length > 1 ? "s" : ""}) with slow stirring until ${suspended ? "no flakes remain" : "clear"}${pearls.length ? "" : `; cool to below ${COOL_DOWN_C}°C`}.`,
        ]
      : pearls.length
        ? [`Warm the water phase to ${hot}°C.`]
        : []),
    ...(pearls.length
      ? [
          `At ${hot}°C, add ${listNames(pearls)} and stir until melted and evenly dispersed; then cool slowly with slow stirring to below ${COOL_DOWN_C}°C: the pearl forms as it crystallises below about 50°C.`,
        ]
      : []),
    ...(liquids.length
      ? [`Add ${listNames(liquids)} one at a time with slow, low-shear stirring to avoid foam and air.`]
      : []),
    pearls.length || suspended ? "Mix until uniform." : "Mix until the solution is clear and uniform.",
  ];
}

/** Pigments and lakes clump: they are ground into part of the oil before they meet the base. */
const PIGMENT = /pigment|colou?r|iron oxide|lake|\bCI \d|titanium dioxide|ultramarine/i;
/** Pearls (mica, borosilicate flakes) lose their lustre if milled: they are stirred in last. */
const PEARL = /pearl|shimmer|mica|fluorphlogopite|borosilicate/i;

const GRIND_MEDIUM = /grind|carrier|dispersing|wetting/i;

/** The pigments of a coloured anhydrous product, and the oil they are ground in (when the template names one). */
function pigmentsOf(items: readonly PlacedIngredient[]) {
  const bulk = items.filter((i) => i.phase === "main" || i.phase === "heated");
  const medium = bulk.filter((i) => GRIND_MEDIUM.test(i.role));
  const pigments = bulk.filter(
    (i) => !medium.includes(i) && PIGMENT.test(`${i.role} ${i.name}`) && !PEARL.test(`${i.role} ${i.name}`),
  );
  return { pigments, medium };
}

function pigmentGrind(items: readonly PlacedIngredient[]): Phase[] {
  const { pigments, medium } = pigmentsOf(items);
  if (!pigments.length) return [];
  const oil = medium.length ? `part of the ${listNames(medium)}` : "part of the liquid oil";
  return [
    {
      phase: "Phase A – Pigment grind",
      steps: [
        `Wet ${listNames(pigments)} with ${oil} (about 1 part pigment to 2 parts oil).`,
        "Grind on a three-roll mill (or bead mill) until a drawdown shows no specks or streaks (≤ 10 µm); keep the grind for the base.",
      ],
    },
  ];
}

/**
 * A syndet bar (solid shampoo, cleansing bar) is mostly surfactant flakes or powder: they do not
 * melt or turn clear at 60–70 °C but are worked into the warm fats and liquids as a dough, which
 * is pressed or moulded, not poured.
 */
function syndetDough(input: ProcessInput): Phase[] | undefined {
  const flakes = input.items.filter((i) => i.solid && /surfact/i.test(i.role));
  if (flakes.reduce((sum, i) => sum + (i.percent ?? 0), 0) < 30) return undefined;
  const warm = input.items.filter((i) => !flakes.includes(i) && i.phase !== "active");
  const late = of(input.items, "active");
  return [
    {
      phase: "Phase A – Warm base",
      steps: [
        `Combine ${listNames(warm)} in a jacketed kneader or heat-resistant vessel and warm to 60–65°C until the fats have melted.`,
      ],
    },
    {
      phase: "Phase B – Dough",
      steps: [
        `Add ${listNames(flakes)} in portions and knead at 55–60°C into a smooth, uniform dough; the flakes soften but do not melt or turn clear.`,
      ],
    },
    ...(late.length
      ? [
          {
            phase: "Phase C – Late additions",
            steps: [
              "Let the dough cool to about 45°C while kneading.",
              ...late.map((a) => `Add ${a.name} (${roleNote(a)}) and knead until evenly distributed.`),
            ],
          },
        ]
      : []),
    {
      phase: "Pressing & quality control",
      steps: [
        "While still warm and pliable, press the dough into moulds (or extrude it and cut and stamp the bars).",
        "Let the bars harden for 24–48 hours at room temperature before wrapping.",
        qcStep(input),
      ],
    },
  ];
}

function anhydrous(input: ProcessInput): Phase[] {
  const dough = syndetDough(input);
  if (dough) return dough;
  const grind = pigmentGrind(input.items);
  // The grinding oil stays in the base too (only part of it goes into the grind).
  const ground = new Set(grind.length ? pigmentsOf(input.items).pigments.map((i) => i.name) : []);
  const melt = of(input.items, "heated").filter((i) => !ground.has(i.name));
  const t = meltAt(input.archetype.processTemperatureC ?? 75, melt);
  const all = of(input.items, "main").filter((i) => !ground.has(i.name));
  // Pearls are stirred in gently at the end: milling or shear dulls them.
  const pearls = all.filter((i) => PEARL.test(`${i.role} ${i.name}`));
  const liquids = all.filter((i) => !pearls.includes(i));
  const coloured = grind.length > 0 || pearls.length > 0;
  // Nothing to melt (an oil blend): the oils are stirred together cold and filled as a liquid.
  if (!melt.length && !grind.length && !pearls.length)
    return [
      {
        phase: "Phase A – Blend",
        steps: [
          `At room temperature (20–25°C), charge ${listNames(liquids)} into a clean, dry vessel and stir until clear and uniform.`,
          ...of(input.items, "active").map((a) => `Add ${a.name} (${roleNote(a)}) and stir until uniform.`),
        ],
      },
      {
        phase: "Filling & quality control",
        steps: [...adjustSteps(input), qcStep(input), "Fill into clean, dry containers and close."],
      },
    ];
  return [
    ...grind,
    {
      phase: "Phase A – Melt",
      steps: [
        `Combine ${listNames(melt)} in a heat-resistant vessel.`,
        `Heat the melt to ${t}°C until completely melted.`,
      ],
    },
    {
      phase: "Phase B – Liquid oils",
      steps: [
        ...(liquids.length
          ? [`Add ${listNames(liquids)} to the melt and stir until ${coloured ? "uniform" : "clear and uniform"}.`]
          : []),
        ...(grind.length ? ["Add the pigment grind and stir until the colour is even, with no streaks."] : []),
        ...(pearls.length ? [`Stir in ${listNames(pearls)} gently at the end; never mill or homogenise pearls.`] : []),
      ],
    },
    ...(of(input.items, "active").length
      ? [
          melt.length
            ? { phase: "Phase C – Late additions", steps: setPointSteps(input.items) }
            : { phase: "Phase C – Cool-down", steps: coolDownSteps(input.items) },
        ]
      : []),
    {
      phase: "Filling & quality control",
      steps: [
        ...adjustSteps(input),
        qcStep(input),
        "Pour or fill while still fluid; let the containers set undisturbed before closing.",
      ],
    },
  ];
}

function powder(input: ProcessInput): Phase[] {
  const pearls = input.items.filter((i) => PEARL.test(`${i.role} ${i.name}`));
  const powders = of(input.items, "main").filter((i) => !pearls.includes(i));
  const binders = of(input.items, "heated").filter((i) => !pearls.includes(i));
  const actives = of(input.items, "active").filter((i) => !pearls.includes(i));
  return [
    {
      phase: "Phase A – Powder base",
      steps: input.archetype.granular
        ? [
            `Check ${listNames(powders)} for lumps through a 2 mm screen.`,
            "Blend in a ribbon or drum blender for 5 minutes.",
          ]
        : [`Sieve ${listNames(powders)} through a 150 µm mesh.`, "Blend in a ribbon or V-blender for 10 minutes."],
    },
    ...(binders.length
      ? [
          {
            phase: "Phase B – Binder",
            steps: [
              `Premix ${listNames(binders)} until uniform.`,
              "Spray or drizzle the binder onto the powders while blending, then blend for 10 more minutes.",
            ],
          },
        ]
      : []),
    ...(actives.length
      ? [
          {
            phase: "Phase C – Additions",
            steps: actives.map((a) => `Add ${a.name} and blend until evenly distributed.`),
          },
        ]
      : []),
    {
      phase: "Milling & quality control",
      steps: [
        input.archetype.granular
          ? `Do not mill: the granules must stay whole${input.items.some((i) => /enzyme/i.test(`${i.name} ${i.role}`)) ? "; wear an FFP3 dust mask against enzyme dust (respiratory sensitiser)" : ""}.`
          : "Pass the blend through a hammer mill and re-sieve for a uniform, lump-free powder.",
        ...(pearls.length
          ? [
              `Add ${listNames(pearls)} last and blend gently at low speed until even; never mill pearls, it dulls them.`,
            ]
          : []),
        qcStep(input, input.archetype.granular ? ", bulk density" : ", colour against the standard"),
        fillStep(input),
      ],
    },
  ];
}

/** An acid and a carbonate together: the tablet fizzes in water, and reacts early with any moisture. */
function isEffervescent(items: readonly PlacedIngredient[]): boolean {
  const names = items.map((i) => i.name.toLowerCase()).join(" | ");
  return /carbonate/.test(names) && /citric|adipic|tartaric|malic|sulfamic|caroate/.test(names);
}

const LUBRICANT = /^(tablet )?lubricant$/i;

/**
 * Tablets: dry blend, (dry) granulation, lubricant blended in last and briefly, compression,
 * and the tablet checks: weight, hardness, friability, disintegration.
 */
function tablet(input: ProcessInput): Phase[] {
  const effervescent = isEffervescent(input.items);
  const lubricants = input.items.filter((i) => LUBRICANT.test(i.role));
  const rest = input.items.filter((i) => !lubricants.includes(i));
  const powders = rest.filter((i) => i.phase === "main");
  const liquids = rest.filter((i) => i.phase === "heated");
  const late = rest.filter((i) => i.phase === "active" || i.phase === "adjust" || i.phase === "surfactant");
  const phases: Phase[] = [
    {
      phase: "Phase A – Dry blend",
      steps: [
        ...(effervescent && !/humidity/i.test(input.archetype.safety ?? "")
          ? [
              "Work in a dry room (below 25–30 % relative humidity) with dust extraction: the acid and carbonate react with moisture and the tablets would swell and crumble.",
            ]
          : []),
        `Sieve ${listNames(powders)} through a 1 mm screen to break lumps (coated granules are not milled).`,
        "Blend in a V- or double-cone blender for 10 minutes.",
      ],
    },
  ];
  if (liquids.length) {
    phases.push({
      phase: "Phase B – Liquids and binder",
      steps: [
        `Melt or premix ${listNames(liquids)} and spray it onto the blend while blending (a liquid is first absorbed on part of the powder); blend 10 minutes more.`,
      ],
    });
  }
  phases.push({
    phase: "Phase C – Granulation",
    steps: effervescent
      ? [
          "Dry-granulate without water: compact the blend on a roller compactor (or slug it on the press) and mill the compacts through a 1.0–1.5 mm screen.",
        ]
      : [
          "If the blend does not flow evenly into the dies, dry-granulate it (roller compactor, then a 1.0–1.5 mm screen); a free-flowing blend is compressed directly.",
        ],
  });
  if (late.length) {
    phases.push({
      phase: "Phase D – Additions",
      steps: late.map((a) => `Add ${a.name} (${roleNote(a)}) and blend gently at low speed until evenly distributed.`),
    });
  }
  if (lubricants.length) {
    phases.push({
      phase: "Phase E – Lubrication",
      steps: [
        `Add ${listNames(lubricants)} last and blend for 2–3 minutes only: longer blending coats the granules and gives soft tablets.`,
      ],
    });
  }
  phases.push({
    phase: "Compression & quality control",
    steps: [
      "Compress on a rotary or single-punch tablet press to the target tablet weight, raising the compression force until the tablets reach the target hardness.",
      `In-process checks every 15–30 minutes: tablet weight and its uniformity, thickness, hardness (breaking force), friability (at most 1 % loss after 100 drum rotations, as in Ph. Eur. 2.9.7) and ${effervescent ? "effervescence time in water at 20°C" : "disintegration or dissolution time in water at 20°C"}.`,
      qcStep(input, ", tablet appearance (no capping or chipping)"),
      `Pack at once into moisture-tight tubes, blisters or foil${effervescent ? " with a desiccant" : ""}; seal and code with batch number and date.`,
    ],
  });
  return phases;
}

/**
 * Cold-process soap: lye solution (lye into water, never the reverse), oils melted and cooled,
 * both at 35–45°C, lye into the oils and blended to trace, scent at trace, moulds, then a cure of
 * 4–6 weeks before the free-alkali check.
 */
function soap(input: ProcessInput): Phase[] {
  const lye = input.items.filter((i) => i.role === LYE_ROLE);
  const lyeWater = input.items.filter((i) => i.role === LYE_WATER_ROLE);
  const oils = input.items.filter((i) => i.saponifiable);
  const hard = oils.filter((i) => i.phase === "heated");
  const liquid = oils.filter((i) => i.phase !== "heated");
  const inLye = input.items.filter(
    (i) => !i.saponifiable && !lye.includes(i) && !lyeWater.includes(i) && i.phase === "main",
  );
  const inOils = input.items.filter((i) => !i.saponifiable && i.phase === "heated");
  const atTrace = input.items.filter((i) => !i.saponifiable && (i.phase === "active" || i.phase === "adjust"));
  const superfat = Math.round((input.archetype.soap?.superfat ?? 0.05) * 100);
  const strength = Math.round((input.archetype.soap?.lyeConcentration ?? 0.33) * 100);
  return [
    {
      phase: "Phase A – Lye solution",
      steps: [
        `Weigh ${listNames(lyeWater)} (cold, distilled) into a stainless-steel or heavy PP/HDPE jug — never aluminium.`,
        `Under extraction, add ${listNames(lye)} to the water slowly with stirring (lye into water, never water into lye) until dissolved: the ${strength} % solution heats to about 90°C and gives off caustic vapour.`,
        ...(inLye.length ? [`When the lye solution is below 50°C, dissolve ${listNames(inLye)} in it.`] : []),
        "Let the lye solution cool to 35–45°C.",
      ],
    },
    {
      phase: "Phase B – Oils",
      steps: [
        ...(hard.length ? [`Melt ${listNames(hard)} at 45–50°C.`] : []),
        `Add ${listNames([...liquid, ...inOils])} and let the oils come to 35–45°C.`,
      ],
    },
    {
      phase: "Phase C – Saponification to trace",
      steps: [
        `The sodium hydroxide is each oil's saponification value times its weight, less ${superfat} % superfat: weigh it exactly, and never change an oil without recalculating it.`,
        "With lye solution and oils both at 35–45°C (within about 5°C of each other), pour the lye solution slowly into the oils.",
        "Blend with a stick blender in short bursts, stirring by hand between them, until light trace: the batter thickens like thin custard and a drizzle leaves a line on the surface.",
      ],
    },
    ...(atTrace.length
      ? [
          {
            phase: "Phase D – At trace",
            steps: [
              `At light trace (below 40°C), stir in ${listNames(atTrace)} by hand; some fragrances speed up trace, so pour promptly.`,
            ],
          },
        ]
      : []),
    {
      phase: "Moulding & cure",
      steps: [
        "Pour into lined moulds, tap out trapped air, cover and insulate for 24–48 hours while the soap saponifies (it warms itself through a gel phase).",
        "Unmould when firm and cut into bars, still wearing gloves: fresh soap is caustic.",
        "Cure the bars on racks in a dry, ventilated room at room temperature for 4–6 weeks, turning them weekly, until they are hard and mild.",
      ],
    },
    {
      phase: "Quality control & packing",
      steps: [
        "Release only cured bars without free alkali: phenolphthalein on a fresh cut stays colourless and a 1 % solution reads pH 9.5–10.5; check the weight loss of the cure against the poured weight, and reject bars with soda ash that does not wash off, liquid pockets or orange rancid spots. Retain a labelled bar of the batch.",
        "Wrap in breathable paper; label the saponified oils by INCI (e.g. Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Glycerin), the fragrance allergens, batch number and date.",
      ],
    },
  ];
}

function resin(input: ProcessInput): Phase[] {
  const base = of(input.items, "main");
  const heated = of(input.items, "heated");
  const actives = of(input.items, "active");
  return [
    {
      phase: "Phase A – Monomer and oligomer base",
      steps: [
        "Work under yellow (UV-free) light and wear nitrile gloves and safety glasses.",
        `Charge ${listNames(base)} into an amber or opaque vessel at room temperature (20–25°C) and mix until homogeneous.`,
      ],
    },
    {
      phase: "Phase B – Photoinitiator and additives",
      steps: [
        `Warm the base to 35–40°C and dissolve ${listNames(heated)} with stirring, protected from light.`,
        ...actives.map((a) => `Add ${a.name} (${roleNote(a)}) and disperse until uniform.`),
      ],
    },
    {
      phase: "Degassing & quality control",
      steps: [
        "Degas under vacuum or let stand until free of bubbles.",
        "Filter through a 50 µm filter into opaque bottles.",
        qcStep(input, ", cure test on a calibration print"),
      ],
    },
  ];
}

function dryMix(input: ProcessInput): Phase[] {
  const main = of(input.items, "main");
  const additives = [...of(input.items, "heated"), ...of(input.items, "active"), ...of(input.items, "adjust")];
  return [
    {
      phase: "Phase A – Aggregates and binders",
      steps: [
        "Wear a dust mask (FFP2), gloves and eye protection: cement dust is alkaline.",
        `Weigh ${listNames(main)} into a paddle or ploughshare mixer and dry-blend for 3 minutes.`,
      ],
    },
    {
      phase: "Phase B – Additives",
      steps: [
        `Pre-blend ${listNames(additives)} with a portion of the filler.`,
        "Add to the mixer and blend for 5 more minutes.",
      ],
    },
    {
      phase: "Packing & quality control",
      steps: [qcStep(input, ", particle size and open time on a test mix"), "Pack into moisture-barrier bags."],
    },
  ];
}

/**
 * Polymers are dried below their melting or softening point: those whose windows overlap
 * together, the others apart (PCL melts at 60 °C, so it is not dried with PBAT at 60–70 °C).
 */
function dryingSteps(polymers: readonly PlacedIngredient[]): string[] {
  const groups: { items: PlacedIngredient[]; low: number; high: number }[] = [];
  const known = polymers.filter((p) => p.dryingC).sort((a, b) => (a.dryingC?.[1] ?? 0) - (b.dryingC?.[1] ?? 0));
  for (const p of known) {
    const [low, high] = p.dryingC as readonly [number, number];
    const group = groups.find((g) => Math.max(g.low, low) <= Math.min(g.high, high));
    if (group) {
      group.items.push(p);
      group.low = Math.max(group.low, low);
      group.high = Math.min(group.high, high);
    } else groups.push({ items: [p], low, high });
  }
  const other = polymers.filter((p) => !p.dryingC);
  if (!groups.length) return [`Dry ${listNames(polymers)} at 60–80°C for 4 hours to below 0.05% moisture.`];
  const steps = groups.map(
    (g, i) =>
      `Dry ${listNames(g.items)}${groups.length > 1 && i > 0 ? " separately" : ""} at ${g.low === g.high ? g.low : `${g.low}–${g.high}`}°C for 4 hours${g.high <= 45 ? " (under vacuum or with dry air)" : ""} to below 0.05% moisture.`,
  );
  if (other.length) steps.push(`Keep ${listNames(other)} sealed and dry until use.`);
  return steps;
}

function compound(input: ProcessInput): Phase[] {
  const t = input.archetype.processTemperatureC ?? 180;
  // A liquid plasticiser (glycerin) is not dried with the polymers: it goes into the premix.
  const liquid = (i: PlacedIngredient) => !i.dryingC && (i.solubility === "water" || /plasticis/i.test(i.role));
  const polymers = of(input.items, "main").filter((i) => !liquid(i));
  const additives = [
    ...of(input.items, "main").filter(liquid),
    ...of(input.items, "heated"),
    ...of(input.items, "active"),
  ];
  return [
    { phase: "Phase A – Drying", steps: dryingSteps(polymers) },
    {
      phase: "Phase B – Premix",
      steps: [`Tumble-blend the dried polymers with ${listNames(additives)} for 10 minutes.`],
    },
    {
      phase: "Phase C – Compounding",
      steps: [
        `Feed the premix to a co-rotating twin-screw extruder with a ${t - 20}–${t}°C barrel profile.`,
        "Strand-cool in a water bath and pelletise; dry the pellets before packing.",
      ],
    },
    { phase: "Quality control", steps: [qcStep(input, ", melt flow index")] },
  ];
}

function solvent(input: ProcessInput): Phase[] {
  const thickener = of(input.items, "heated").filter((i) => ACRYLIC_THICKENER.test(i.name));
  const water = of(input.items, "main").filter((i) => /^water\b/i.test(i.name));
  if (thickener.length && water.length) return alcoholGel(input, thickener, water);
  const actives = [...of(input.items, "surfactant"), ...of(input.items, "active")];
  const safety =
    input.archetype.safety ?? "Work in a ventilated area away from ignition sources; wear gloves and eye protection.";
  // Made without its alcohol (an alcohol-free splash), the base is water: menthol and the oils
  // no longer dissolve in it, so they are dissolved in the solubiliser first and that premix is
  // stirred into the water.
  const alcoholic = input.items.some(
    (i) => i.phase === "main" && (i.solubility === "solvent" || /\b(?:alcohol|ethanol|isopropanol)\b/i.test(i.name)),
  );
  const solubiliser = of(input.items, "heated").filter((i) => /solubil/i.test(i.role));
  const stranded = alcoholic
    ? []
    : [...of(input.items, "main"), ...of(input.items, "active")].filter(
        (i) => (i.solubility === "alcohol" || i.solubility === "oil") && !/preserv/i.test(i.role),
      );
  if (solubiliser.length && stranded.length) {
    const main = of(input.items, "main").filter((i) => !stranded.includes(i));
    const premix = [...solubiliser, ...stranded, ...of(input.items, "heated").filter((i) => !solubiliser.includes(i))];
    const late = actives.filter((a) => !stranded.includes(a));
    return [
      {
        phase: "Phase A – Water base",
        steps: [
          `Charge ${listNames(main)} into the mixing vessel at room temperature (20–25°C)${main.length > 1 ? " and stir until uniform" : ""}.`,
        ],
      },
      {
        phase: "Phase B – Solubiliser premix",
        steps: [
          `In a separate vessel, stir ${listNames(premix)} together until clear (warm to no more than 35°C if needed): the solubiliser takes up what water cannot dissolve.`,
          "Add the premix to Phase A slowly with stirring and mix until clear; if it turns cloudy, raise the solubiliser in the next batch rather than heat this one.",
        ],
      },
      ...(late.length
        ? [
            {
              phase: "Phase C – Additives",
              steps: late.map((a) => `Add ${a.name} (${roleNote(a)}) and mix until uniform.`),
            },
          ]
        : []),
      { phase: "Filtration & quality control", steps: [...adjustSteps(input), qcStep(input), fillStep(input)] },
    ];
  }
  const main = of(input.items, "main");
  const heated = of(input.items, "heated");
  return [
    {
      phase: "Phase A – Solvent base",
      steps: [
        safety,
        `Charge ${listNames(main)} into a closed mixing vessel at room temperature (20–25°C)${main.length > 1 ? " and stir until clear and uniform" : ""}.`,
      ],
    },
    ...(heated.length
      ? [
          {
            phase: "Phase B – Dissolution",
            steps: [
              `Add ${listNames(heated)} with stirring until fully dissolved (warm to no more than 35°C if needed).`,
            ],
          },
        ]
      : []),
    ...(actives.length
      ? [
          {
            phase: "Phase C – Additives",
            steps: actives.map((a) => `Add ${a.name} (${roleNote(a)}) and mix until uniform.`),
          },
        ]
      : []),
    { phase: "Filtration & quality control", steps: [...adjustSteps(input), qcStep(input), fillStep(input)] },
  ];
}

/** Alcohol gels: the acrylic thickener hydrates in the water first; alcohol would stop it swelling. */
function alcoholGel(input: ProcessInput, thickener: PlacedIngredient[], water: PlacedIngredient[]): Phase[] {
  const others = of(input.items, "main").filter((i) => !water.includes(i));
  const actives = [...of(input.items, "surfactant"), ...of(input.items, "active")];
  const safety =
    input.archetype.safety ?? "Work in a ventilated area away from ignition sources; wear gloves and eye protection.";
  return [
    {
      phase: "Phase A – Thickener hydration",
      steps: [
        safety,
        `Charge ${listNames(water)} into a closed mixing vessel and sprinkle in ${listNames(thickener)} with fast stirring, avoiding lumps.`,
        "Let it hydrate for at least 30 minutes until no undispersed particles remain.",
      ],
    },
    {
      phase: "Phase B – Alcohol phase",
      steps: [`Add ${listNames(others)} slowly with moderate stirring.`],
    },
    ...(actives.length
      ? [
          {
            phase: "Phase C – Additives",
            steps: actives.map((a) => `Add ${a.name} (${roleNote(a)}) and mix until uniform.`),
          },
        ]
      : []),
    {
      phase: "Gelling & quality control",
      steps: [
        ...adjustSteps(input).map((s) =>
          s.replace(
            "until the target consistency is reached",
            "slowly, with low-shear stirring, until a clear gel forms",
          ),
        ),
        qcStep(input),
        fillStep(input),
      ],
    },
  ];
}

function fillStep(input: ProcessInput): string {
  const { archetype } = input;
  // An aerosol's concentrate is held for the filling line, which fills, crimps and gasses the cans.
  if (input.aerosol)
    return "Filter the concentrate through a 100 µm bag filter and hold it, covered, for the aerosol filling line.";
  if (archetype.process === "powder") return "Fill into clean, dry containers and seal.";
  if (archetype.deaerate)
    return "Fill into tubes from the vacuum mixer without re-introducing air; seal and code with batch number and date.";
  // Isocyanates cure with the moisture of the air; products without water need dry packs, not
  // sanitised ones.
  const watery = archetype.balance.id === "water" || input.items.some((i) => /^water\b/i.test(i.name));
  // A blocked isocyanate in a water-based liquor is made to sit in water: no nitrogen needed.
  if (
    !watery &&
    input.items.some((i) => /\b(?<!blocked )(?:poly)?isocyanate|\bHDI\b|\bIPDI\b|\bMDI\b/i.test(`${i.name} ${i.role}`))
  )
    return "Filter if needed and fill into clean, dry containers under a nitrogen blanket; close tightly at once (air moisture cures the hardener) and label with batch number and date.";
  if (!watery) return "Filter if needed and fill into clean, dry containers; label with batch number and date.";
  return "Filter if needed and fill into clean, sanitised containers; label with batch number and date.";
}

/** Letters phases A, B, C… in the order they end up in (optional phases may be absent). */
function letterPhases(phases: Phase[]): Phase[] {
  let next = 0;
  return phases.map((p) =>
    /^Phase [A-Z] – /.test(p.phase)
      ? { ...p, phase: p.phase.replace(/^Phase [A-Z]/, `Phase ${String.fromCharCode(65 + next++)}`) }
      : p,
  );
}

/**
 * Aerosols: the batch made in the vessel is the concentrate. It is filled into the cans, the valve
 * is crimped on, and only then the propellant is gassed in through the valve; every can is
 * leak-tested in a hot-water bath (Aerosol Dispensers Directive 75/324/EEC, 50°C).
 */
function aerosolFilling(propellants: readonly PlacedIngredient[], archetype: Archetype): Phase {
  const total = propellants.reduce((sum, p) => sum + (p.percent ?? 0), 0);
  const share =
    total > 0
      ? ` (${Number(total.toFixed(1))} % of the fill weight; the concentrate is the other ${Number((100 - total).toFixed(1))} %)`
      : "";
  const gas = propellants.length
    ? `In the explosion-protected (ATEX) gassing room with gas detection, fill ${listNames(propellants)}${share} through the valve on a pressure (through-the-valve) gasser.`
    : "In the explosion-protected (ATEX) gassing room with gas detection, gas each can through the valve with the propellant and ratio of the filling specification (the propellant is not part of this concentrate's 100 %).";
  const water = archetype.balance.id === "water";
  return {
    phase: "Aerosol filling & testing",
    steps: [
      `Fill the concentrate by weight into clean aerosol cans (${water ? "internally lacquered tinplate or aluminium, as the product contains water" : "aluminium or tinplate"}).`,
      "Place the valve and crimp it onto the can; check crimp diameter and depth against the valve supplier's specification.",
      gas,
      "Leak test: pass every can through a hot-water bath until its contents reach 50°C (about 3 minutes) and reject any can that bubbles, bulges or deforms.",
      "Check-weigh every can, measure the pressure of samples at 20°C against the specification, fit actuator and cap, spray-test a sample (spray pattern or foam) and code with batch number and date.",
    ],
  };
}

export function buildInstructions(input: ProcessInput): Phase[] {
  const propellants = input.items.filter((i) => i.propellant);
  const aerosol = propellants.length > 0 || input.archetype.aerosol === true;
  const made = aerosol ? { ...input, aerosol, items: input.items.filter((i) => !i.propellant) } : input;
  const phases = letterPhases([...phasesFor(made), ...(aerosol ? [aerosolFilling(propellants, input.archetype)] : [])]);
  const safety = input.archetype.safety;
  const first = phases[0];
  // The solvent process states its safety note itself; every other process opens with it.
  if (safety && first && input.archetype.process !== "solvent" && !first.steps.includes(safety)) {
    first.steps.unshift(safety);
  }
  return phases;
}

function phasesFor(input: ProcessInput): Phase[] {
  switch (input.archetype.process) {
    case "emulsion":
      return emulsion(input);
    case "aqueous":
      return aqueous(input);
    case "surfactant":
      return surfactant(input);
    case "anhydrous":
      return anhydrous(input);
    case "powder":
      return input.archetype.tablet ? tablet(input) : powder(input);
    case "resin":
      return resin(input);
    case "dry-mix":
      return dryMix(input);
    case "compound":
      return compound(input);
    case "solvent":
      return solvent(input);
    case "soap":
      return soap(input);
  }
}
