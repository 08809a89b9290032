/**
 * Every part of a request is honoured or said: a material named in a list or given a level, a
 * substance the law or a health authority rules out, a pack format, a laundry's colours, a
 * free-from claim on salts that release what it names, and the audience a product is for.
 */
import { describe, expect, test } from "vitest";
import { analyseGenerated } from "../analyse";
import { ingredientById } from "../knowledge";
import { type FormulateOutcome, generateFromDemo } from ".";

type Formulated = Extract<FormulateOutcome, { status: "formulated" }>;

function formulated(category: string, description: string): Formulated {
  const outcome = generateFromDemo({ category, description });
  if (outcome.status !== "formulated") {
    throw new Error(`"${description}" was refused: ${outcome.notices.map((n) => n.message).join(" / ")}`);
  }
  return outcome;
}
const names = (o: Formulated) => o.formulation.ingredients.map((i) => i.name).join(" | ");
const said = (o: Formulated) => o.notices.map((n) => n.message).join(" / ");

describe("named materials are used or said", () => {
  test("pennyroyal and essential oils for a pregnancy massage oil are left out, each with its reason", () => {
    const o = formulated(
      "aromatherapy",
      "massage oil for pregnant women 1st trimester, clary sage + pennyroyal + rosemary EO 8% total in almond oil",
    );
    expect(names(o)).not.toMatch(/essential oil|pennyroyal/i);
    expect(said(o)).toMatch(/Pennyroyal oil is mostly pulegone/);
    expect(o.notices.find((n) => n.message.startsWith("Clary Sage Essential Oil"))?.citation).toMatch(
      /Essential Oil Safety/,
    );
    expect(names(o)).toMatch(/Sweet Almond Oil/);
  });

  test("a list member nobody knows is named as unknown, beside the banned one it was listed with", () => {
    const o = formulated(
      "smart-textile-coatings",
      "antibacterial finish for baby bodysuits, silver nanoparticles + 1% triclosan, wash durable",
    );
    expect(said(o)).toMatch(/Triclosan is not an approved active substance under the Biocidal Products Regulation/);
    expect(said(o)).toMatch(/Silver nanoparticles is not in our ingredient knowledge base/);
    expect(names(o)).not.toMatch(/triclosan/i);
  });

  test("polyethylene in a compostable film is refused with the standard it breaks", () => {
    const o = formulated(
      "biodegradable-packaging",
      "home compostable film, PLA with 30% LDPE blended in for strength, certify to EN 13432",
    );
    const notice = o.notices.find((n) => /^Polyethylene/.test(n.message));
    expect(notice?.citation).toMatch(/EN 13432/);
    expect(names(o)).not.toMatch(/polyethylene/i);
  });

  test("polyethylene outside a compostable product is not refused for it", () => {
    const o = formulated("shoe-care", "shoe polish cream with polyethylene wax, black");
    expect(said(o)).not.toMatch(/EN 13432/);
  });

  test("perborate in a laundry powder for the public is left out as a reproductive toxicant", () => {
    const o = formulated("detergent", "laundry powder w/ 5% sodium perborate as oxygen bleach for EU retail, 3kg box");
    expect(o.request.productType?.id).toBe("laundry-powder");
    expect(names(o)).not.toMatch(/perborate/i);
    const notice = o.notices.find((n) => /perborate/i.test(n.message));
    expect(notice?.message).toMatch(/Repr\. 1A\/1B/);
    expect(notice?.citation).toMatch(/Annex XVII entry 30/);
  });

  test("a regulatory cap is said once, from the level asked for", () => {
    const o = formulated("oral-care", "teeth whitening gel 35% hydrogen peroxide for home use, syringes 3ml");
    const capped = o.notices.filter((n) => n.code === "capped" && /Hydrogen Peroxide/.test(n.message));
    expect(capped).toHaveLength(1);
    expect(capped[0]?.message).toMatch(
      /^Hydrogen Peroxide at 35 % is above the 0.1 % Annex III allows in oral products.*it is used at 0.09%/,
    );
    expect(capped[0]?.citation).toMatch(/Annex III ref. 12/);
  });
});

describe("what a product is used on and claims", () => {
  test("a colour detergent, asked in German, holds no bleach or optical brightener", () => {
    const o = formulated("detergent", "Waschpulver für Buntwäsche, phosphatfrei, mit Lavendelduft, 5 kg Eimer");
    expect(names(o)).not.toMatch(/percarbonate|TAED|brightener/i);
    expect(names(o)).toMatch(/Lavender/);
  });

  test("an ammonia-free lightener holds no ammonium persulfate", () => {
    const o = formulated("salon-base", "Decolorante en polvo azul, sin amoniaco, con persulfatos, bolsa 500 g");
    expect(names(o)).not.toMatch(/ammonium/i);
    expect(names(o)).toMatch(/Persulfate/);
  });

  test("an organic body lotion belongs to organic care: no 'another category' notice", () => {
    const o = formulated("organic-care", "organic body lotion with shea butter, 200ml");
    expect(o.notices.map((n) => n.code)).not.toContain("outside-category");
  });
});

describe("pack formats", () => {
  test("a headache roll-on in aromatherapy is an essential-oil roller", () => {
    const o = formulated("aromatherapy", "headache roll-on 10ml, peppermint + lavender in jojoba, 3% dilution");
    expect(o.request.productType?.id).toBe("aromatherapy-roller");
  });

  test("a stick that no template can give with the rest of the request is said, with what was made", () => {
    const o = formulated("men-care", "deo stick for men, aluminium free, 75g twist-up stick");
    const stick = /\bstick\b/i.test(`${o.formulation.name} ${o.formulation.productType}`);
    const format = o.notices.find((n) => n.code === "format")?.message ?? "";
    expect(stick || /^A stick deodorant .* this version is an? /.test(format)).toBe(true);
    expect(names(o)).not.toMatch(/aluminium|aluminum/i);
  });

  test("a trigger spray oven cleaner made as a gel says so", () => {
    const o = formulated("cleaning", "Oven & grill cleaner, caustic soda based, trigger spray 500ml");
    const sprayable = /spray|trigger/i.test(`${o.formulation.name} ${o.formulation.productType}`);
    const format = o.notices.find((n) => n.code === "format")?.message ?? "";
    expect(
      sprayable || /^A spray oven cleaner .* this version is a caustic oven and grill cleaner gel/.test(format),
    ).toBe(true);
  });
});

describe("names, tints and flavours follow the request", () => {
  test("a rosin-free flux is not named after rosin", () => {
    const o = formulated("electronic-chemicals", "no-clean solder flux, rosin free, in a pen dispenser 10ml");
    // Named rosin-free, and never after the rosin it does not hold.
    expect(o.formulation.name).toMatch(/Rosin-Free/);
    expect(o.formulation.name.replace(/Rosin-Free/g, "")).not.toMatch(/rosin/i);
    expect(names(o)).not.toMatch(/rosin/i);
  });

  test("calcium chloride stays out of an accelerator for reinforced concrete, and the use is not a name prefix", () => {
    const o = formulated("construction", "rapid set accelerator for reinforced concrete, 4% calcium chloride, 25L");
    expect(names(o)).not.toMatch(/chloride/i);
    expect(o.notices.find((n) => /^Calcium chloride/.test(n.message))?.citation).toMatch(/EN 934-2/);
    expect(o.formulation.name).not.toMatch(/^For /);
  });

  test("a bubblegum flavour in a children's toothpaste is a flavour from a flavour house, tinted pink at a trace", () => {
    const o = formulated("oral-care", "kids toothpaste 3-6 yrs, bubblegum flavour, pink colour, 50ml tube");
    expect(said(o)).toMatch(/Bubblegum flavour: .* flavour house/);
    const colourant = o.formulation.ingredients.find((i) => i.function === "Colourant");
    expect(colourant).toBeDefined();
    expect(Number.parseFloat(colourant?.percentage ?? "9")).toBeLessThanOrEqual(0.1);
  });

  test("a 15 % vitamin C serum at pH 3 is explained by the active, not warned about", () => {
    const o = formulated("skin-care", "vit C serum 15% L-ascorbic acid pH ~3, 30ml amber dropper");
    const check = analyseGenerated(o.formulation);
    const ph = check.findings.find((f) => f.code === "ph-range");
    expect(ph?.severity).toBe("info");
    expect(ph?.message).toMatch(/Ascorbic Acid works only at pH 2\.5–3\.5/);
  });
});

describe("organic cosmetics and actives that set the pH", () => {
  test("a COSMOS lotion leaves out the parabens, phenoxyethanol and dimethicone the request named, and says why", () => {
    const o = formulated(
      "organic-care",
      "COSMOS certified organic body lotion, preserved with parabens + phenoxyethanol, dimethicone for slip, 200ml",
    );
    expect(names(o)).not.toMatch(/paraben|phenoxyethanol|dimethicone|ceteareth|EDTA/i);
    const refused = o.notices.filter((n) => /not accepted in a certified organic cosmetic/.test(n.message));
    expect(refused.map((n) => n.message.split(" is not")[0])).toEqual(
      expect.arrayContaining(["Phenoxyethanol", "Dimethicone 5 cSt"]),
    );
    expect(refused[0]?.citation).toMatch(/COSMOS/);
    expect(o.formulation.ingredients.some((i) => /preserv/i.test(i.function))).toBe(true);
  });

  test("an organic sunscreen filters with minerals, and what the standards refuse but the product needs is said", () => {
    const o = formulated("organic-care", "organic sunscreen spf 30");
    expect(names(o)).toMatch(/Zinc Oxide/);
    expect(names(o)).not.toMatch(/avobenzone|octisalate|octocrylene/i);
    const kept = o.formulation.ingredients.filter((i) => /phenoxyethanol|EDTA/i.test(i.inci));
    expect(kept.length === 0 || /cannot be certified organic/.test(said(o))).toBe(true);
    expect(kept.every((row) => said(o).includes(row.name))).toBe(true);
  });

  test("'natural finish' is no certification: a tinted moisturiser keeps its usual preservative", () => {
    const o = formulated("beauty", "A sheer tinted moisturiser with iron oxides for a natural, even finish");
    expect(said(o)).not.toMatch(/organic/);
  });

  test("vitamin C named without a pH is kept acid, and preserved without benzoate", () => {
    const o = formulated("skin-care", "face serum with vitamin c");
    expect(Number(o.formulation.phLevel)).toBeLessThanOrEqual(3.5);
    expect(names(o)).toMatch(/Ascorbic Acid/);
    expect(names(o)).not.toMatch(/benzoate/i);
  });
});

describe("products named for a colour", () => {
  test("a colour blend asked in red is made and named red, without the green one's colourants", () => {
    const o = formulated("food-additives", "red food colour blend with beetroot");
    expect(o.formulation.name).toMatch(/\bRed\b/);
    expect(o.formulation.name).not.toMatch(/green|spirulina/i);
    expect(names(o)).not.toMatch(/spirulina|curcumin/i);
    expect(names(o)).toMatch(/Beetroot/);
  });

  test("white food colour with E171 is refused for the 2022 ban, and the green blend it falls back on is said", () => {
    const o = formulated("food-additives", "white food colouring paste for cake icing with titanium dioxide E171");
    expect(o.notices.find((n) => /E171/.test(n.message))?.citation).toMatch(/2022\/63/);
    expect(names(o)).not.toMatch(/titanium/i);
    expect(said(o)).toMatch(/A white food colour blend is not in the library yet: this version is green/);
  });
});

describe("essential oils as people name them", () => {
  test("a French organic anti-ageing cream with 10 % essential oils (lavender, lemon) is made, both oils named, the load said", () => {
    const o = formulated("organic-care", "crème bio anti-âge avec 10% d'huiles essentielles (lavande, citron)");
    expect(o.request.productType?.id).toBe("face-cream");
    expect(names(o)).toMatch(/Lavender Essential Oil/);
    expect(names(o)).toMatch(/Lemon Essential Oil/);
    const load = o.notices.find((n) => n.message.startsWith("Essential oils at 10 % were asked for"));
    expect(load?.message).toMatch(/leave-on product stays at about 1 %/);
  });

  test("a dry shampoo for dogs is a pet product", () => {
    const o = formulated("pet-care", "waterless dry shampoo powder for dogs, cornstarch, no talc");
    expect(o.request.productType?.id).toBe("pet-waterless-shampoo");
  });
});

test("a refusal names the dangerous pair the request spells out, in any language", () => {
  const o = generateFromDemo({
    category: "cleaning",
    description: "Limpiador desinfectante para cocina con lejía y amoníaco, que sea muy fuerte",
  });
  expect(o.status).toBe("refused");
  const reason = o.notices.find((n) => n.code === "incompatible");
  expect(reason?.message).toMatch(/chloramines/);
  expect(o.notices.map((n) => n.message).join(" ")).not.toMatch(/Isopropyl/);
});

test("a hair colour's shade is the dyes' job: no pigment, and 'to mix with developer' is an instruction, not an ingredient", () => {
  const o = formulated(
    "salon-base",
    "oxidative hair colour cream shade 4.0 dark brown with PPD, 60ml tube, to mix 1:1 with 6% developer",
  );
  expect(names(o)).not.toMatch(/mica|pearl|iron oxide/i);
  expect(names(o)).toMatch(/Phenylenediamine/);
  expect(o.notices.filter((n) => n.code === "incompatible")).toEqual([]);
});

test("a perm lotion for home kits is made to the general-use limit and says why", () => {
  const o = formulated("salon-hair-treatment", "perm lotion with 11% thioglycolate, pH 9.5, for home use kits");
  expect(said(o)).toMatch(/Sold for home use, .* limits for products sold to the public/);
  const asAcid = o.formulation.ingredients.reduce((sum, i) => {
    const share: Record<string, number> = {
      "ammonium-thioglycolate": 92.12 / 109.15,
      "potassium-thioglycolate": 92.12 / 130.21,
    };
    return sum + (share[i.id] ?? 0) * Number.parseFloat(i.percentage);
  }, 0);
  expect(asAcid).toBeGreaterThan(5);
  expect(asAcid).toBeLessThanOrEqual(8.01);
});

test("an aerosol antiperspirant with an aluminium zirconium salt is made as a stick, for the Annex III spray ban", () => {
  const o = formulated(
    "men-care",
    "antiperspirant AEROSOL 150ml with 20% aluminium zirconium tetrachlorohydrex gly for max sweat block, EU market",
  );
  const ban = o.notices.find((n) => /may not be used in aerosols or sprays/.test(n.message));
  expect(ban?.citation).toMatch(/Annex III ref\. 50/);
  expect(o.notices.filter((n) => n.code === "format")).toHaveLength(1);
});

test("a 2K kit makes the base component, names the hardener as the other formulation, and packs dry", () => {
  const o = formulated(
    "automotive-coating",
    "2K clearcoat for car refinish, isocyanate hardener, high gloss, 1L + 0.5L hardener kit",
  );
  expect(o.formulation.name).toMatch(/Component A/);
  expect(said(o)).toMatch(
    /two-component kit is two formulations: .*Isocyanate Hardener \(Component B\).* ask for it by name/,
  );
  const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
  expect(steps).toMatch(/clean, dry containers/);
  expect(steps).not.toMatch(/sanitised/);
});

test("a flea claim on a dog shampoo is said to belong to veterinary medicines and biocides", () => {
  const o = formulated("pet-care", "dog shampoo with 10% tea tree oil against fleas, also for cats pls, 500ml");
  expect(o.notices.find((n) => n.code === "medicinal-claim")?.message).toMatch(
    /veterinary medicine or biocidal product/,
  );
  expect(names(o)).not.toMatch(/tea tree|essential oil/i);
});

test("a home-compostable PLA film is told PLA composts only industrially", () => {
  const o = formulated("biodegradable-packaging", "home compostable film, PLA with 30% LDPE blended in for strength");
  expect(o.notices.find((n) => /cannot carry a home-compost claim/.test(n.message))?.citation).toMatch(/NF T 51-800/);
});

test("a depilatory asked at pH 13 is made within the annex ceiling of pH 12.7, and the answer says why", () => {
  const o = formulated("grooming", "depilatory cream for face and bikini, 8% thioglycolic acid, pH 13");
  expect(Number(o.formulation.phLevel)).toBeLessThanOrEqual(12.7);
  const check = analyseGenerated(o.formulation);
  expect(check.findings.filter((f) => f.severity === "error")).toEqual([]);
  const notice = o.notices.find((n) => n.code === "ph-adjusted");
  expect(notice?.message).toMatch(/pH 13 was asked for; .*pH 12\.7 at most/);
  expect(notice?.citation).toMatch(/Annex III ref\. 15/);
});

test("a chest rub for toddlers aged 1-3 leaves out peppermint and wintergreen, each with its reason", () => {
  const o = formulated(
    "aromatherapy",
    "roll on for toddlers 1-3yo for colds, 10% peppermint oil + 5% wintergreen oil in almond oil, rub on chest",
  );
  expect(names(o)).not.toMatch(/peppermint|wintergreen|menthol/i);
  expect(said(o)).toMatch(/Peppermint Essential Oil is not used in a product for children under 3/);
  expect(o.notices.find((n) => n.message.startsWith("Wintergreen oil"))?.citation).toMatch(/Annex III ref\. 324/);
  // A wintergreen toothpaste keeps its flavour: oral care has its own limits for it.
  const paste = formulated("oral-care", "wintergreen toothpaste with fluoride");
  expect(said(paste)).not.toMatch(/Wintergreen oil is almost pure/);
});

test("salicylic acid asked in a baby cream is left out with its annex entry, and sets neither the pH nor an adjuster", () => {
  const o = formulated(
    "baby-care",
    "Wundschutzcreme für Babys (0-3 Jahre) mit 2% Salicylsäure und 10% Zinkoxid, parfümfrei, Tube 75ml",
  );
  expect(names(o)).not.toMatch(/salicylic|sodium hydroxide/i);
  expect(names(o)).toMatch(/Zinc Oxide/);
  const left = o.notices.find((n) => n.message.startsWith("Salicylic Acid had to be left out"));
  expect(left?.message).toMatch(/children under 3/);
  expect(left?.citation).toMatch(/Annex III ref\. 98/);
  // The German names were read: neither is reported as unknown.
  expect(said(o)).not.toMatch(/not in our ingredient knowledge base/);
  expect(o.formulation.phLevel).not.toMatch(/^(?:[0-3]\.|1[0-4])/);
});

test("permethrin in a cat shampoo is refused for cats, and a flea shampoo is said to be a veterinary or biocidal claim", () => {
  const o = formulated("pet-care", "flea shampoo for cats with permethrin 2%, also can use on kittens, coconut smell");
  expect(names(o)).not.toMatch(/permethrin/i);
  expect(said(o)).toMatch(/Permethrin .* is not used in a product for cats/);
  expect(o.notices.some((n) => n.code === "medicinal-claim" && /flea shampoo/.test(n.message))).toBe(true);
});

test("a dog shampoo asked 'for flea control' says it is made without that claim, as a grooming product", () => {
  const o = formulated(
    "pet-care",
    "Dog shampoo with tea tree oil 5% and permethrin for flea control, also safe for cats in the same household.",
  );
  expect(names(o)).not.toMatch(/permethrin|tea tree/i);
  expect(o.notices.find((n) => n.code === "medicinal-claim")?.message).toMatch(/“flea control”.*as a grooming product/);
});

test("a glucoside wash asked at pH 5.5 is titrated there with an acid, since glucosides come at pH 11-12", () => {
  const o = formulated(
    "baby-care",
    "Gentle baby wash, pH 5.5, fragrance free, with 0.5% panthenol, pump bottle 250 ml, mild for newborn skin",
  );
  expect(names(o)).toMatch(/Glucoside/);
  const adjuster = o.formulation.ingredients.find((i) => /ph adjuster/i.test(i.function));
  expect(adjuster?.name).toMatch(/Citric|Lactic/);
  expect(Math.abs(Number(o.formulation.phLevel) - 5.5)).toBeLessThanOrEqual(0.3);
  expect(o.formulation.instructions.flatMap((p) => p.steps).join(" ")).toMatch(
    new RegExp(`adjust to ${o.formulation.phLevel} with ${adjuster?.name}`, "i"),
  );
});

describe("what a request names is said as it is", () => {
  test("a legal ceiling is said as the law with its entry, not as a practical maximum", () => {
    const o = formulated(
      "skin-care",
      "strong brightening serum for dark spots: 4% kojic acid + 0.05% tretinoin, daily use face",
    );
    const kojic = o.notices.find((n) => n.message.startsWith("Kojic Acid at 4 %"));
    expect(kojic?.message).toMatch(/above the 1 % Annex III allows in face and hand products/);
    expect(kojic?.citation).toMatch(/Annex III ref\. 375/);
  });

  test("a one-word claim is not turned into a free-from name, and a rosin-free flux is an organic (OR) flux", () => {
    const base = formulated(
      "salon-base",
      "salon conditioner base 5L, cetearyl alcohol + behentrimonium chloride, pH 4.5, UNSCENTED so salon adds own fragrance",
    );
    expect(base.formulation.name).not.toMatch(/-Free/i);
    const flux = formulated(
      "electronic-chemicals",
      "no clean soldering flux pen, rosin-free, isopropanol based with adipic acid activator",
    );
    expect(flux.formulation.productType).toMatch(/\bORL0\b/);
    expect(`${flux.formulation.name} ${flux.formulation.productType}`).not.toMatch(/\bROL0\b/);
  });

  test("British and American spellings name one material, and a template's own grade is not called missing", () => {
    const mask = formulated(
      "salon-hair-treatment",
      "protein repair mask with 2% hydrolysed wheat protein and argan oil, rinse-off, 500ml salon tub",
    );
    expect(mask.formulation.ingredients.find((i) => i.name === "Hydrolyzed Wheat Protein")?.percentage).toBe("2%");
    expect(said(mask)).not.toMatch(/wheat protein is not in our/i);
    const finish = formulated(
      "smart-textile-coatings",
      "UV protective finish for cotton shirts with zinc oxide, wash durable, UPF 50+",
    );
    expect(names(finish)).toMatch(/Zinc Oxide/);
    expect(said(finish)).not.toMatch(/Zinc Oxide .*not added/);
  });

  test("a list named after the product ('pillow mist lavender + chamomile') lists only the oils, and hydrazine is refused", () => {
    const mist = formulated(
      "aromatherapy",
      "sleep pillow mist lavender + roman chamomile, 1% essential oils in water with solubiliser, no alcohol, 100ml spray",
    );
    expect(mist.formulation.name).toMatch(/Room & Linen Spray/);
    expect(said(mist)).not.toMatch(/pillow mist is not in our/i);
    const boiler = formulated(
      "water-treatment",
      "oxygen scavenger for small bakery steam boiler, hydrazine 35% solution, dose manually from jerrycan",
    );
    expect(names(boiler)).not.toMatch(/hydrazine/i);
    expect(boiler.notices.find((n) => n.message.startsWith("Hydrazine is a category 1B carcinogen"))?.citation).toMatch(
      /Annex VI/,
    );
  });
});

test("a restriction is cited only for the products it names: toluene's REACH entry covers adhesives, not nail polish", () => {
  const polish = formulated(
    "beauty",
    "chip resistant nail polish, red, plasticised with 5% dibutyl phthalate like the old formulas, toluene solvent",
  );
  expect(said(polish)).not.toMatch(/Annex XVII entry 48/);
  expect(said(polish)).toMatch(/Toluene is not in our ingredient knowledge base/);
  expect(names(polish)).not.toMatch(/toluene|dibutyl phthalate/i);
});

test("STPP in a consumer laundry powder is held to 0.5 g of phosphorus in a 75 g dose, and the answer says so", () => {
  const o = formulated(
    "detergent",
    "consumer laundry powder with 15% STPP (sodium tripolyphosphate) for hard water, works better than the eco ones",
  );
  const stpp = o.formulation.ingredients.find((i) => i.name === "Sodium tripolyphosphate");
  // 25.3 % phosphorus: 0.5 g in 75 g is at most 2.64 % STPP.
  expect(Number.parseFloat(stpp?.percentage ?? "0")).toBeGreaterThan(2);
  expect(Number.parseFloat(stpp?.percentage ?? "100")).toBeLessThanOrEqual(2.64);
  const notice = o.notices.find((n) => n.message.startsWith("Sodium tripolyphosphate at 15 %"));
  expect(notice?.message).toMatch(/2\.8 g of phosphorus in a 75 g dose.*at most 0\.5 g/);
  expect(notice?.citation).toMatch(/648\/2004, Annex VIa/);
});

test("a descaler spray asked at pH 2.5-3 is partly neutralised there instead of shipped corrosive at pH 1.8", () => {
  const o = formulated(
    "cleaning",
    "limpiador antical baño, ácido cítrico 5%, pH 2.5-3, pulverizador 750 ml, olor a limón, sin cloro",
  );
  const ph = Number(o.formulation.phLevel);
  expect(ph).toBeGreaterThanOrEqual(2.4);
  expect(ph).toBeLessThanOrEqual(3.1);
  expect(o.notices.some((n) => /Skin Corr\. 1/.test(n.message))).toBe(false);
});

test("generic words after a level ('25% surfactant') and the product noun ('1% serum') are not called unknown materials", () => {
  const serum = formulated(
    "skin-care",
    "niacinamide 10% + zinc PCA 1% serum, vegan, pH 5.5-6, 30ml dropper, no fragrance",
  );
  expect(said(serum)).not.toMatch(/Serum is not in our/);
  const laundry = formulated(
    "detergent",
    "liq laundry detergent concentrate 25% surfactant (LAS/AEO-7/soap), protease 0.5%, pH 8.5, 1.5L, 30 washes",
  );
  expect(said(laundry)).not.toMatch(/Surfactant is not in our/);
});

test("an infant massage oil holds no essential oil the template would add", () => {
  const o = formulated(
    "aromatherapy",
    "baby sleep massage oil 0-12 months, 8% eucalyptus oil + 2% wintergreen, sweet almond base, 50ml",
  );
  expect(o.formulation.ingredients.filter((i) => /Essential Oil/.test(i.name))).toEqual([]);
  expect(names(o)).toMatch(/Sweet Almond Oil/);
});

describe("what the formula says of itself is true", () => {
  test("urea in a hand cream does a skin job, not a fertiliser's", () => {
    const o = formulated("skin-care", "hand cream 75ml tube, glycerin 5%, urea 3%, pH 6, non greasy");
    expect(o.formulation.ingredients.find((i) => i.name === "Urea")?.function).not.toMatch(/fertili/i);
  });

  test("a lip balm poured as a solid stick meets a request for a stick, with no notice saying otherwise", () => {
    const o = formulated("skin-care", "tinted lip balm stick, vegan (no beeswax), iron oxides red, 4.5g tube");
    expect(o.formulation.viscosity).toMatch(/stick/i);
    expect(o.notices.some((n) => n.code === "format")).toBe(false);
  });

  test("an acrylic thickener is always neutralised, even when the pH already suits the product", () => {
    const o = formulated(
      "grooming",
      "alcohol-free after shave balm, allantoin 0.2%, aloe vera, light fougere parfum 0.3%, 100ml",
    );
    expect(names(o)).toMatch(/Acrylate|Carbomer/);
    expect(
      o.formulation.ingredients.some(
        (i) => /ph adjuster/i.test(i.function) && /Hydroxide|Arginine|Triethanolamine|Aminomethyl/.test(i.name),
      ),
    ).toBe(true);
  });

  test("'vit E' is tocopherol, and a named material the knowledge base lacks ('calamine 2%') is said", () => {
    const beard = formulated(
      "grooming",
      "beard oil jojoba + argan, vit E 0.5%, sandalwood-ish scent 1%, 30 ml dropper",
    );
    expect(beard.formulation.ingredients.find((i) => i.name === "Tocopherol")?.percentage).toBe("0.5%");
    const nappy = formulated(
      "baby-care",
      "nappy rash cream for newborns, zinc oxide 15%, boric acid 3% and calamine 2% for soothing, 100g tube",
    );
    expect(said(nappy)).toMatch(/Calamine is not in our ingredient knowledge base/);
    expect(said(nappy)).not.toMatch(/Dose is not|Strong is not/);
  });
});

test("a tear-free baby shampoo asked with 15% SLS at pH 9.5 is made without SLS, near the skin's pH, and says both", () => {
  const o = formulated("baby-care", "Babyshampoo tränenfrei, 15% SLS, pH 9,5, 250ml Flasche");
  expect(names(o)).not.toMatch(/Sodium Lauryl Sulfate/);
  expect(said(o)).toMatch(/Sodium Lauryl Sulfate is not used in a product for children under 3/);
  const ph = Number(o.formulation.phLevel);
  expect(ph).toBeGreaterThanOrEqual(4.5);
  expect(ph).toBeLessThanOrEqual(7.5);
  expect(said(o)).toMatch(/pH 9\.5 was asked for; .*babies and toddlers/);
});

describe("what the request names is a choice, not an addition", () => {
  test("a named essential oil is the scent and a named carrier the carrier", () => {
    const o = formulated("aromatherapy", "sleep roll-on lavender 2% in jojoba, adults only, 10ml");
    const oils = o.formulation.ingredients.filter((i) => /essential oil/i.test(i.name)).map((i) => i.name);
    expect(oils).toEqual(["Lavender Essential Oil"]);
    expect(o.formulation.ingredients[0]?.name).toBe("Jojoba Oil");
    expect(names(o)).not.toMatch(/Caprylic|Grapeseed/);
  });

  test("a named working acid is the acid: the template's co-acid gives way", () => {
    const o = formulated("cleaning", "kettle descaler citric acid 20%, rinse-off, 250ml");
    expect(names(o)).not.toMatch(/sulfamic/i);
    expect(o.formulation.ingredients.find((i) => i.name === "Citric Acid")?.percentage).toBe("20%");
  });

  test("two named surfactants are the cleansing system and carry the wash between them", () => {
    const o = formulated("salon-base", "SLES free shampoo base, coco glucoside + cocamidopropyl betaine, pH 5.5");
    const surfactants = o.formulation.ingredients.filter((i) => /surfactant/i.test(i.function)).map((i) => i.name);
    expect(surfactants.sort()).toEqual(["Cocamidopropyl Betaine", "Coco-Glucoside"]);
    expect(said(o)).not.toMatch(/usually carries 10–20 %/);
  });

  test("an acid named for a caustic cleaner is left out with the reason, not neutralised in silence", () => {
    const o = formulated("cleaning", "oven cleaner gel, 4% NaOH plus 5% citric acid for extra grease cut");
    expect(names(o)).not.toMatch(/citric/i);
    expect(said(o)).toMatch(/Citric Acid is not used: .* an acid is neutralised by the alkali/);
    expect(o.formulation.ingredients.find((i) => i.name === "Sodium Hydroxide")?.percentage).toBe("4%");
  });
});

describe("a named material is read as the user means it", () => {
  test("a substance the annexes keep to other products is refused with its entry, not as unknown", () => {
    const o = formulated("men-care", "aftershave balm, triclosan 2%, 100ml");
    const notice = o.notices.find((n) => n.message.startsWith("Triclosan is not used"));
    expect(notice?.message).toMatch(/Annex V allows .* only in Toothpastes; Hand soaps/);
    expect(notice?.citation).toMatch(/Annex V ref\. 25/);
    expect(said(o)).not.toMatch(/Triclosan is not in our ingredient knowledge base/);
  });

  test("a family's word is the member the product uses, and part of a blend's name is the blend", () => {
    const boiler = formulated(
      "water-treatment",
      "boiler water treatment, sodium sulfite O2 scavenger + phosphate, 25L drum",
    );
    expect(names(boiler)).toMatch(/phosphate/i);
    const organic = formulated("organic-care", "certified organic body lotion, use parabens + PEG-100 stearate, 250ml");
    expect(said(organic)).toMatch(/Glyceryl Stearate \(and\) PEG-100 Stearate is not accepted in a certified organic/);
    expect(names(organic)).not.toMatch(/PEG/);
  });

  test("an element's symbol names the salt", () => {
    const o = formulated("skin-care", "niacinamide 10% + Zn PCA 1% serum");
    expect(o.formulation.ingredients.find((i) => i.name === "Zinc PCA")?.percentage).toBe("1%");
    expect(said(o)).not.toMatch(/not in our ingredient knowledge base/);
  });

  test("a pH asked for an unbuffered cream is printed and trimmed to by measurement", () => {
    const o = formulated("skin-care", "hand cream, urea 10%, glycerin 5%, pH 6");
    expect(o.formulation.phLevel).toBe("6.0");
    const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
    expect(steps).toMatch(
      /trim it to 6\.0 with a few drops of citric acid solution \(10 %\) or sodium hydroxide solution/,
    );
  });

  test("a pet shampoo asked at pH 7 is made for pH 7, with the true reason when weighing cannot reach it", () => {
    const o = formulated("pet-care", "dog shampoo colloidal oatmeal 2%, pH 7, no fragrance");
    const ph = Number(o.formulation.phLevel);
    if (Math.abs(ph - 7) > 0.3) expect(said(o)).toMatch(/holds almost no buffer.*Trim the batch to pH 7/);
    expect(said(o)).not.toMatch(/nearest pH at which this product is safe/);
  });
});

describe("what a maker would do with what was named", () => {
  test("a wax named for a cold water-based product comes as its emulsion grade, dosed for the wax asked", () => {
    const o = formulated("automotive-coating", "car shampoo with 1% carnauba wax");
    expect(o.formulation.ingredients.find((i) => /carnauba/i.test(i.name))?.name).toBe("Carnauba wax emulsion (25%)");
    expect(o.formulation.ingredients.find((i) => /carnauba/i.test(i.name))?.percentage).toBe("4%");
    expect(said(o)).toMatch(/Carnauba Wax does not mix into a cold water-based product/);
  });

  test("a cosmetic annex maximum does not cap a household product's alkali", () => {
    const o = formulated("cleaning", "oven cleaner gel, 8% NaOH, trigger bottle");
    expect(o.formulation.ingredients.find((i) => i.name === "Sodium Hydroxide")?.percentage).toBe("8%");
    expect(said(o)).not.toMatch(/practical maximum/);
    // A gel in a trigger bottle is a sprayed gel: no format change to report.
    expect(o.notices.some((n) => n.code === "format")).toBe(false);
    expect(o.notices.find((n) => n.code === "hazard")?.message).toMatch(/H314/);
  });

  test("two actives specified at levels for one job are that job's whole choice", () => {
    const o = formulated("water-treatment", "cooling tower scale inhibitor, HEDP 10% + PBTC 5%");
    expect(names(o)).not.toMatch(/ATMP|aminotris/i);
    expect(names(o)).toMatch(/HEDP/);
    expect(names(o)).toMatch(/PBTC/);
  });
});

describe("claims and limits as the customer reads them", () => {
  test("a typo in a free-from claim still rules the subject out", () => {
    const o = formulated("baby-care", "mild baby shampoo, tear free, no fragance, pH 6.5");
    expect(names(o)).not.toMatch(/Fragrance|Parfum/);
    expect(said(o)).not.toMatch(/could not be checked/);
  });

  test("a product for sensitive skin is unscented, and says so", () => {
    const o = formulated("pet-care", "dog shampoo for sensitive skin, colloidal oatmeal 1%, pH 7");
    expect(names(o)).not.toMatch(/Fragrance|Essential Oil/);
    expect(said(o)).toMatch(/Made without fragrance or essential oils/);
  });

  test("a German salt name is read, and a template's free-from name is dropped when the request puts it back", () => {
    const o = formulated("detergent", "Spülmaschinentabs mit 20% Natriumtripolyphosphat für den Haushaltsmarkt");
    expect(said(o)).toMatch(/consumer automatic dishwasher detergents may hold at most 0\.3 g/);
    expect(o.formulation.name).not.toMatch(/phosphate-free/i);
    expect(said(o)).toMatch(/The library base this is made from is phosphate-free; .* it no longer is/);
  });

  test("a consumer AHA peel is capped and held at the pH its safety assessment sets, citing it", () => {
    const o = formulated("skin-care", "at home face peel 30% glycolic acid at pH 1.5");
    const cap = o.notices.find((n) => n.message.startsWith("Glycolic Acid at 30 %"));
    expect(cap?.citation).toMatch(/Cosmetic Ingredient Review/);
    expect(Number(o.formulation.phLevel)).toBeGreaterThanOrEqual(3.5);
  });

  test("a family the formula already holds a member of is not reported as unknown", () => {
    const o = formulated(
      "cleaning",
      "bathroom descaler spray with citric acid 8% plus a nonionic surfactant, pH 2-2.5",
    );
    expect(said(o)).not.toMatch(/nonionic.*names several materials/);
    const t = formulated("oral-care", "fluoride toothpaste 1450 ppm F from sodium fluoride, 10% xylitol");
    expect(said(t)).not.toMatch(/not in our ingredient knowledge base/);
  });
});

describe("a base the request rules out", () => {
  test("solvent-free rules out organic solvents, and a product only made in one is refused with the reason", () => {
    const outcome = generateFromDemo({
      category: "construction",
      description: "water repellent impregnation for facade bricks, silane/siloxane based, solvent free",
    });
    expect(outcome.status).toBe("refused");
    expect(outcome.notices.map((n) => n.message).join(" ")).toMatch(
      /Every masonry water repellent in the library is made in .*solvent.*, which the request rules out/,
    );
  });

  test("solvent-free keeps water and humectant glycols", () => {
    const o = formulated("cleaning", "solvent-free glass cleaner");
    expect(names(o)).not.toMatch(/alcohol|glycol .*ether|isopropyl/i);
    expect(names(o)).toMatch(/Water/);
  });
});

test("the carriers and the one essential oil named for a beard oil are its carriers and its scent, at the level given", () => {
  const o = formulated("grooming", "aceite para barba con jojoba, argán, 1% aceite esencial de cedro y vitamina E");
  const row = (re: RegExp) => o.formulation.ingredients.find((i) => re.test(i.name));
  expect(row(/Cedarwood/)?.percentage).toBe("1%");
  expect(o.formulation.ingredients.filter((i) => /Essential Oil/.test(i.name))).toHaveLength(1);
  expect(o.formulation.ingredients[0]?.name).toBe("Jojoba Oil");
  expect(Number.parseFloat(row(/Argan/)?.percentage ?? "0")).toBeGreaterThanOrEqual(10);
  expect(names(o)).not.toMatch(/Apricot/);
});

describe("materials named in other languages and shorthand", () => {
  test("'fluoruro de sodio 0,05%' is sodium fluoride at 0.05 %, and 'con pantenolo' is panthenol", () => {
    const rinse = formulated(
      "oral-care",
      "enjuague bucal sin alcohol con fluoruro de sodio 0,05% y xilitol, sabor menta",
    );
    expect(rinse.formulation.ingredients.find((i) => i.name === "Sodium Fluoride")?.percentage).toBe("0.05%");
    const gel = formulated("grooming", "gel per capelli tenuta forte senza alcol, con pantenolo, trasparente");
    expect(names(gel)).toMatch(/Panthenol/);
  });

  test("AEO7 is the 7-EO alcohol ethoxylate the formula holds, not an unknown material", () => {
    const o = formulated(
      "detergent",
      "liquid laundry detergent, about 25% total surfactant (LAS + AEO7), protease, pH 8.5",
    );
    expect(names(o)).toMatch(/alcohol ethoxylate 7EO/);
    expect(said(o)).not.toMatch(/AEO7 is not in our ingredient knowledge base/i);
  });

  test("'white vinegar' is vinegar, not a request for a white product; bleach with it in one bottle is refused", () => {
    const outcome = generateFromDemo({
      category: "cleaning",
      description: "toilet bowl cleaner, one bottle, mix sodium hypochlorite 5% with white vinegar 10%, thick gel",
    });
    expect(outcome.status).toBe("refused");
    const text = outcome.notices.map((n) => n.message).join(" ");
    expect(text).toMatch(/chlorine gas/);
    expect(text).not.toMatch(/white colour/);
  });
});

test("an acid cream is emulsified with an emulsifier that holds at its pH, not soap-based glyceryl stearate SE", () => {
  for (const seed of [
    "crème de jour légère pour peau grasse, acide salicylique 0,5%, pH 4",
    "brightening face cream, pH 4",
  ]) {
    const o = formulated("skin-care", seed);
    expect(Number(o.formulation.phLevel)).toBeLessThan(5);
    expect(names(o)).not.toMatch(/Glyceryl Stearate SE/);
  }
});

describe("what a request says in its own words", () => {
  test("'HEDP 10 % active' is weighed as the 60 % grade that holds 10 % HEDP, and said", () => {
    const o = formulated("water-treatment", "scale inhibitor liquid for cooling towers, HEDP 10% active, 20L cans");
    expect(o.formulation.ingredients.find((i) => i.id === "hedp")?.percentage).toBe("16.67%");
    expect(said(o)).toMatch(/10 % etidronic acid is read as the substance itself/);
  });

  test("a Polish genitive names isopropyl alcohol, which replaces the template's alcohol and goes in cool", () => {
    const o = formulated(
      "cleaning",
      "Płyn do mycia szyb w sprayu, 10% alkoholu izopropylowego, bez smug, lekki zapach cytrynowy",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "isopropyl-alcohol")?.percentage).toBe("10%");
    expect(names(o)).not.toMatch(/Ethanol|Denatured Alcohol/);
    const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
    expect(steps).toMatch(/At below 30°C, add Isopropyl alcohol/);
    expect(
      analyseGenerated(o.formulation)
        .findings.map((f) => f.message)
        .join(" "),
    ).not.toMatch(/tolerates at most/);
  });

  test("a named iron chelate is the fertiliser's iron source, dosed for the same iron", () => {
    const o = formulated(
      "agricultural-chemicals",
      "foliar fertilizer liquid with zinc EDTA and iron EDTA micronutrients, plus a wetting agent",
    );
    expect(names(o)).toMatch(/Iron EDTA chelate/);
    expect(names(o)).not.toMatch(/EDDHA|DTPA/);
    expect(names(o)).toMatch(/Zinc EDTA chelate/);
  });

  test("Spanish pool chemicals in one pack are read, and refused for the fire they can start", () => {
    const outcome = generateFromDemo({
      category: "water-treatment",
      description:
        "Tratamiento de piscina todo en uno: hipoclorito cálcico 65% y ácido tricloroisocianúrico en el mismo envase",
    });
    expect(outcome.status).toBe("refused");
    expect(outcome.notices.map((n) => n.message).join(" ")).toMatch(/fire or an explosion/);
  });

  test("an Italian antioxidant for edible oils is made with the food-grade tocopherols and rosemary extract", () => {
    const o = formulated(
      "food-additives",
      "Preparato antiossidante per oli alimentari: tocoferoli misti 30% + estratto di rosmarino, in olio di girasole",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "mixed-tocopherols-70")?.percentage).toBe("30%");
    expect(names(o)).toMatch(/Rosemary extract \(E392\)/);
    expect(o.formulation.ingredients[0]?.name).toMatch(/Sunflower/);
    expect(said(o)).not.toMatch(/practical maximum/);
  });

  test("a water-based spray serum is the leave-in conditioner spray, not a silicone serum", () => {
    const o = formulated(
      "hair-enrichment",
      "leave in hair serum spray with 2% panthenol and 0.5% hydrolysed keratin, waterbased, pH 5",
    );
    expect(o.formulation.ingredients[0]?.id).toBe("water");
    expect(o.formulation.phLevel).toBe("5.0");
  });

  test("a light lotion is the light end of the cream, and a named batch is the batch", () => {
    const o = formulated(
      "skin-care",
      "Light daily face moisturiser (O/W lotion), 4% niacinamide, target pH 5.5, fragrance free. Need 5kg pilot batch.",
    );
    expect(o.formulation.viscosity).toMatch(/light/i);
    expect(o.formulation.batchSize).toMatch(/^5 kg/);
    expect(o.formulation.phLevel).toBe("5.5");
  });
});

describe("safety over the words of a request", () => {
  test("30 % sodium hydroxide in a laundry product called gentle for babies is left out, and the wash unscented", () => {
    const o = formulated(
      "detergent",
      "Proszek do prania w formie żelu, pH 14, 30% wodorotlenku sodu, delikatny dla rąk i dla niemowląt",
    );
    expect(names(o)).not.toMatch(/Sodium Hydroxide/);
    expect(said(o)).toMatch(/would make the product corrosive to skin/);
    expect(names(o)).not.toMatch(/Fragrance|Essential Oil/);
  });

  test("camphor is kept out of a product for babies, with the seizures it can cause", () => {
    const outcome = generateFromDemo({
      category: "baby-care",
      description: "chest rub balm for newborns, 5% camphor, 3% eucalyptus oil, 2% menthol, in petrolatum",
    });
    const text = outcome.notices.map((n) => n.message).join(" ");
    expect(text).toMatch(/Camphor is not used in a product for children under 3: .*seizures/);
    expect(outcome.status).toBe("refused");
    expect(text).toMatch(/medicinal product/);
  });

  test("a kitchen cleaner asked at pH 9–10 is the alkaline cleaner of its kind, made at that pH", () => {
    const o = formulated(
      "cleaning",
      "kitchen multi purpose spray cleaner, ready to use, mild, pH ~ 9-10, no bleach, no ammonia",
    );
    expect(o.formulation.phLevel).toBe("9.5");
    expect(names(o)).not.toMatch(/Lactic Acid/);
    expect(said(o)).not.toMatch(/nearest pH at which this product is safe/);
  });

  test("a nail hardener is made without formaldehyde, and its name does not say 'hardening' twice", () => {
    const o = formulated("beauty", "Nail hardener with 5% formaldehyde, clear");
    expect(said(o)).toMatch(/Formaldehyde is prohibited/);
    expect(names(o)).toMatch(/Nitrocellulose/);
    expect(o.formulation.name).not.toMatch(/Hardening .*Hardener/);
  });
});

describe("claims and reasons that are true", () => {
  test("'chemical-free' is said to be a claim no label may make, and named preservatives meet their claim", () => {
    const outcome = generateFromDemo({
      category: "organic-care",
      description:
        "100% natural, chemical free, preservative free face cream with 0.3% methylparaben and 1% phenoxyethanol",
    });
    const text = outcome.notices.map((n) => n.message).join(" ");
    expect(text).toMatch(/“chemical free” cannot go on the label/);
    expect(text).toMatch(/names Methylparaben and Phenoxyethanol and also promises “preservative-free”/);
  });

  test("a brushless shave cream is the non-lathering cream, with no acid added to a soap", () => {
    const o = formulated("grooming", "brushless shave creme for sensitve skin, 0.2% allantoin, aloe vera");
    expect(o.formulation.name).toMatch(/Brushless/);
    expect(names(o)).not.toMatch(/Potassium Hydroxide|Fragrance|Essential Oil/);
    const soap = formulated("grooming", "traditional soap-based shaving cream with 0.2% allantoin");
    expect(soap.formulation.ingredients.find((i) => i.function === "pH adjuster")).toBeUndefined();
  });

  test("sodium hydroxide trimming an acid smoothing cream carries no straightener's alkali warning", () => {
    const o = formulated("salon-hair-treatment", "brazilian keratin smoothing treatment, pH 2, flat iron at 230C");
    expect(o.formulation.ingredients.find((i) => i.id === "sodium-hydroxide")?.function).toBe("pH adjuster");
    const findings = analyseGenerated(o.formulation)
      .findings.map((f) => f.message)
      .join(" ");
    expect(findings).not.toMatch(/Contains alkali/);
  });

  test("a claim listed with '&' is a claim, not an unknown material", () => {
    const o = formulated(
      "hair-enrichment",
      "hair growth serum that cures alopecia & regrows hair in 4 weeks, sell as cosmetic",
    );
    expect(said(o)).not.toMatch(/Regrows hair is not in our ingredient knowledge base/);
    expect(said(o)).toMatch(/medicinal claim/);
  });
});

describe("hazards and bases a request sets", () => {
  test("30 % caustic soda is not put into a consumer dishwasher tablet, and a tablet's pH is said to be its solution's", () => {
    const o = formulated("detergent", "dishwasher tablets pH 3 with 30% caustic soda");
    expect(names(o)).not.toMatch(/Sodium Hydroxide/);
    expect(said(o)).toMatch(/would make this .* skin-corrosive \(Skin Corr\. 1, H314\)/);
    expect(said(o)).toMatch(/pH 3 was asked for, but this product holds no water/);
  });

  test("a descaler already corrosive by its pH is not told that a named acid would make it corrosive, but why that acid differs", () => {
    const o = formulated("cleaning", "descaler concentrate with 30% phosphoric acid for kettles and coffee machines");
    expect(names(o)).not.toMatch(/Phosphoric/);
    expect(said(o)).not.toMatch(/which a product of its kind sold to the public is not/);
    expect(said(o)).toMatch(
      /30 % phosphoric acid would make .* by its ingredients .* presumed corrosive only by its pH/,
    );
  });

  test("an oven cleaner keeps the caustic it works with, labelled corrosive with the consumer pack it needs", () => {
    const o = formulated("cleaning", "oven cleaner gel with 8% sodium hydroxide");
    expect(o.formulation.ingredients.find((i) => i.id === "sodium-hydroxide")?.percentage).toBe("8%");
    expect(said(o)).toMatch(/skin-corrosive \(Skin Corr\. 1, H314/);
    expect(said(o)).toMatch(/child-resistant closure and a tactile warning/);
  });

  test("a 'biodegradable' PVC cling film is refused for what PVC is, and made compostable", () => {
    const o = formulated(
      "biodegradable-packaging",
      "100% biodegradable food cling wrap made from PVC plasticised with 30% DEHP",
    );
    expect(said(o)).toMatch(/PVC does not biodegrade/);
    expect(said(o)).not.toMatch(/not in our ingredient knowledge base/);
    expect(names(o)).toMatch(/PBAT/);
  });

  test("a solvent cleaner made of isopropanol says it is a highly flammable liquid", () => {
    const o = formulated("electronic-chemicals", "PCB flux remover, fast drying");
    expect(said(o)).toMatch(/highly flammable liquid \(Flam\. Liq\. 2, H225/);
  });

  test("ozone-depleting solvents are refused by name with the regulation that bans them", () => {
    const o = formulated("electronic-chemicals", "PCB flux remover based on 1,1,1-trichloroethane and CFC-113");
    expect(said(o)).toMatch(/1,1,1-Trichloroethane is an ozone-depleting substance/);
    expect(said(o)).toMatch(/CFC-113 is an ozone-depleting substance/);
  });

  test("'a base solvente' gets the solvent-based product of its kind, and says which", () => {
    const o = formulated("shoe-care", "crema per scarpe nera, cera d'api e carnauba, a base solvente, 500 g");
    expect(o.formulation.ingredients[0]?.id).not.toBe("water");
    expect(said(o)).toMatch(
      /A solvent-based shoe cream is not in the library yet: the nearest product made that way is a shoe polish/,
    );
  });

  test("'water based' after a material's word is still the base asked for", () => {
    const o = formulated(
      "hair-enrichment",
      "leave in hair serum spray w/ 2% panthenol and hydrolysed keratin, silicone free, water based",
    );
    expect(o.formulation.ingredients[0]?.id).toBe("water");
  });

  test("'SLES 10 % MA' is active matter, and a base neutre is unscented", () => {
    const o = formulated(
      "salon-base",
      "Base neutre pour shampooing professionnel, SLES 10% MA, bétaïne de coco (CAPB), pH 5,5, lot de 20 kg",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "sodium-laureth-sulfate")?.percentage).toBe("14.29%");
    expect(names(o)).not.toMatch(/Fragrance|Parfum/);
    expect(o.formulation.batchSize).toMatch(/^20 kg/);
  });

  test("a named alkali is the degreaser's alkali, not neutralised back with acid", () => {
    const o = formulated(
      "cleaning",
      "RTU kitchen degreaser trigger spray, pH 10-11, 3% sodium carbonate + nonionic surfactant (alcohol ethoxylate)",
    );
    expect(names(o)).not.toMatch(/Potassium Hydroxide/);
    expect(said(o)).not.toMatch(/not in our ingredient knowledge base/);
  });

  test("'NO tea tree oil' is a free-from, not a material the knowledge base lacks", () => {
    const o = formulated(
      "pet-care",
      "dog shampoo for sensitive skin with colloidal oatmeal, mild, pH ~7, NO tea tree oil",
    );
    expect(said(o)).not.toMatch(/tea tree oil is not in our ingredient knowledge base/i);
    expect(names(o)).not.toMatch(/Tea Tree/);
  });

  test("German medicinal claims are read as claims", () => {
    const o = formulated(
      "hair-enrichment",
      "Shampoo gegen Haarausfall mit 5% Minoxidil, heilt Alopezie, als Kosmetikum",
    );
    expect(said(o)).toMatch(/medicinal claim/);
  });

  test("a Spanish anti-browning powder is the ascorbate dip for cut fruit", () => {
    const o = formulated(
      "food-additives",
      "Mezcla en polvo de ácido cítrico y ascorbato sódico para evitar el pardeamiento de fruta cortada",
    );
    expect(o.formulation.ingredients[0]?.id).toBe("sodium-ascorbate");
    expect(names(o)).toMatch(/Citric Acid/);
  });
});

describe("the physical form of what is named", () => {
  test("a liquid enzyme named for a powder comes as the enzyme granulate, and a bleach-free powder says no bleach", () => {
    const o = formulated("detergent", "Waschpulver für Buntwäsche, mit Protease-Enzym, ohne optische Aufheller");
    expect(names(o)).toMatch(/Enzyme granulate/);
    expect(names(o)).not.toMatch(/, liquid/);
    expect(said(o)).toMatch(/is sold as a liquid: Enzyme granulate/);
    expect(o.formulation.productType).not.toMatch(/bleach/);
  });

  test("bleach solution named for a powder stays out, with the reason", () => {
    const o = formulated("detergent", "dishwasher powder with chlorine bleach granules, 1 kg pouch");
    expect(names(o)).not.toMatch(/hypochlorite/i);
    expect(said(o)).toMatch(/is sold as a liquid, which a powder cannot hold/);
  });
});

describe("doses and labels by what the product is for", () => {
  test("an adult roll-on keeps the 3 % lavender asked, in the carrier named, without the template's other carriers", () => {
    const o = formulated(
      "aromatherapy",
      "roll-on blend lavender essential oil 3% in fractionated coconut oil, 10ml roller",
    );
    expect(o.formulation.ingredients.find((i) => i.name === "Lavender Essential Oil")?.percentage).toBe("3%");
    expect(names(o)).not.toMatch(/Jojoba/);
    expect(said(o)).not.toMatch(/about 1 %/);
  });

  test("a massage oil is held to the body-oil guideline, with its source", () => {
    const o = formulated("aromatherapy", "massage oil with 8% eucalyptus oil in almond oil");
    expect(said(o)).toMatch(/above the 3 % that dermal guidelines allow essential oils in a massage or body oil/);
  });

  test("a cat product is left unscented", () => {
    const o = formulated("pet-care", "gentle shampoo for cats, oatmeal");
    expect(names(o)).not.toMatch(/Fragrance|Essential Oil/);
  });

  test("a COSMOS organic request is told the organic share the standard counts", () => {
    const o = formulated("organic-care", "COSMOS organic body lotion, no PEGs no silicones");
    expect(said(o)).toMatch(/at least 20 % of the whole product/);
  });
});

test("an NPK grade asked of a liquid fertiliser is checked against its salts, and the grade it has is said", () => {
  const o = formulated(
    "agricultural-chemicals",
    "liquid foliar fertiliser NPK 10-10-10 with chelated micronutrients (Zn-EDTA, Fe-EDTA)",
  );
  const notice = o.notices.find((n) => /NPK 10-10-10 was asked for/.test(n.message));
  const [n, p, k] = (/give NPK ([\d.]+)-([\d.]+)-([\d.]+)/.exec(notice?.message ?? "") ?? []).slice(1).map(Number);
  expect(n).toBeGreaterThan(3);
  expect(p).toBeGreaterThan(3);
  expect(k).toBeGreaterThan(3);
  expect(Math.max(n ?? 0, p ?? 0, k ?? 0)).toBeLessThan(10);
});

describe("quantities and totals a request states", () => {
  test("a total surfactant level is the active surfactant the formula carries, and French fatty alcohol ethoxylate is not ethanol", () => {
    const o = formulated(
      "detergent",
      "Lessive liquide concentrée pour le linge, sans phosphates, env. 18% de tensioactifs (LAS + alcool gras éthoxylé), protéase, pH 8-9, lot de 10 kg",
    );
    expect(o.formulation.activeSurfactant).toBeCloseTo(18, 0);
    expect(names(o)).not.toMatch(/Ethanol/);
    expect(o.formulation.batchSize).toMatch(/^10 kg/);
  });

  test("a bare batch quantity, a pack size and a count are read as a maker writes them", () => {
    const batch = (category: string, description: string) => formulated(category, description).formulation.batchSize;
    expect(batch("skin-care", "face cream with 2% niacinamide, 20 L")).toMatch(/^20 kg/);
    expect(batch("automotive-coating", "quick detailer spray wax, carnauba emulsion, 500ml trigger, 200L batch")).toBe(
      "200 kg (400 × 500 ml)",
    );
    expect(batch("skin-care", "face cream with 2% niacinamide, 50 ml jars, 1000 pcs")).toMatch(/1,000 × 50 ml/);
  });

  test("a third of ethanol in a water-based product is said to make it a flammable liquid", () => {
    const o = formulated("cleaning", "glass cleaner spray with 30% ethanol");
    expect(said(o)).toMatch(/Flam\. Liq\. 3, H226/);
  });
});

describe("products read in their makers' words", () => {
  test("a German scalp tonic is the tonic, at the pH and batch asked, with the levels named", () => {
    const o = formulated(
      "hair-enrichment",
      "Kopfhaut-Tonikum, leave-in, mit 0,5% Koffein und 2% D-Panthenol, max. 10% Ethanol, pH ca. 5, 2 Liter Ansatz, Sprühflasche",
    );
    expect(o.formulation.name).toMatch(/Scalp Tonic/);
    expect(o.formulation.phLevel).toBe("5.0");
    expect(o.formulation.batchSize).toMatch(/^2 kg/);
    expect(o.formulation.ingredients.find((i) => i.id === "caffeine")?.percentage).toBe("0.5%");
    expect(said(o)).not.toMatch(/regulations allow/);
  });

  test("a shaving soap's lye is spent on the soap: no pH ceiling for free alkali, the soap's pH printed", () => {
    const o = formulated(
      "grooming",
      "hard shaving soap puck, tallow-free, stearic acid + KOH/NaOH mix, shea 5%, glycerin, 100g pucks x 500",
    );
    expect(o.formulation.phLevel).toBe("9.5–10.5");
    expect(o.formulation.batchSize).toMatch(/500 × 100 g/);
    expect(said(o)).not.toMatch(/bar shaving soap .* not in the library/);
  });

  test("a jam setting powder is pectin with citric acid, not a face powder", () => {
    const o = formulated(
      "food-additives",
      "jam setting helper powder - citrus pectin + citric acid + dextrose, 1kg bags",
    );
    expect(names(o)).toMatch(/Pectin/);
    expect(names(o)).not.toMatch(/Talc|Mica/);
  });

  test("CaCO3 is calcium carbonate, at the level asked", () => {
    const o = formulated(
      "biodegradable-packaging",
      "compostable film compound for carrier bags, PBAT/PLA 60:40, 10% CaCO3, EN 13432",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "calcium-carbonate")?.percentage).toBe("10%");
    expect(said(o)).not.toMatch(/Caco3 is not/i);
  });
});

describe("what the judges found last", () => {
  test("bleach and ammonia for laundry, asked in Spanish, are refused for the chloramine gas", () => {
    const outcome = generateFromDemo({
      category: "detergent",
      description: "Detergente para ropa con lejía y amoníaco juntos en la misma botella para más poder blanqueador",
    });
    expect(outcome.status).toBe("refused");
    expect(outcome.notices.map((n) => n.message).join(" ")).toMatch(/chloramines/);
  });

  test("a chlorine bleach product carries the EUH206 warning", () => {
    const o = formulated("cleaning", "thick bleach toilet gel");
    expect(said(o)).toMatch(/EUH206/);
  });

  test("aloe juice named for an anhydrous balm is left out, not printed into a wax melt", () => {
    const o = formulated(
      "grooming",
      "anhydrous beard balm stick with 40% aloe vera juice, no emulsifier, no preservative, shelf stable 24 months",
    );
    expect(names(o)).not.toMatch(/Aloe/);
    expect(said(o)).toMatch(/mostly water, which a water-free product cannot hold/);
  });

  test("a peroxide toothpaste made acidic leaves out the template's bicarbonate instead of fizzing it with acid", () => {
    const o = formulated("oral-care", "whitening toothpaste with 0.1% hydrogen peroxide, mint");
    expect(names(o)).not.toMatch(/Bicarbonate/);
    const acid = o.formulation.ingredients.find((i) => i.function === "pH adjuster");
    expect(Number.parseFloat(acid?.percentage ?? "0")).toBeLessThan(1);
    const findings = analyseGenerated(o.formulation)
      .findings.map((f) => f.message)
      .join(" ");
    expect(findings).not.toMatch(/dental practitioners/);
  });
});

test("a job word after a named material is its job, not a family to add ('adipic acid 2 % activator')", () => {
  const o = formulated(
    "electronic-chemicals",
    "no-clean flux for wave soldering, IPA based, adipic acid 2% activator, low solids",
  );
  expect(names(o)).not.toMatch(/TAED/);
  expect(o.formulation.ingredients.find((i) => i.id === "adipic-acid")?.percentage).toBe("2%");
});

test("an acidity regulator for soft drinks is the acidulant blend, not the fruit anti-browning dip", () => {
  const o = formulated(
    "food-additives",
    "acidity regulator blend for soft drinks - citric acid + sodium citrate, free flowing powder",
  );
  expect(names(o)).not.toMatch(/ascorbate/i);
});

describe("a named active is not cancelled by the template's own ingredients", () => {
  test("benzalkonium chloride in an all-purpose cleaner takes the place of its anionic surfactant, and says so", () => {
    const o = formulated("cleaning", "Kitchen all-purpose cleaner with 0.5% benzalkonium chloride, pH 10, 1 L bottle");
    expect(names(o)).toMatch(/Benzalkonium chloride/);
    // No anionic surfactant is left to bind the quat: sulfonates, sulfates, soaps.
    expect(o.formulation.ingredients.map((i) => i.inci).join(" | ")).not.toMatch(/sulfonate|sulfate|cocoate/i);
    expect(o.formulation.ingredients.some((i) => /surfactant/i.test(i.function) && !/Benzalkonium/.test(i.name))).toBe(
      true,
    );
    expect(said(o)).toMatch(/made without its anionic surfactant .*insoluble complex/);
    expect(Number(o.formulation.phLevel)).toBeCloseTo(10, 0);
  });

  test("the same cleaner asked in Spanish reads 'cloruro de benzalconio' and is made at the pH 10 asked, not its chelator's 11.4", () => {
    const o = formulated(
      "cleaning",
      "Limpiador multiusos para cocina con 0,5% de cloruro de benzalconio, pH 10, botella de 1 L, lote de 200 kg.",
    );
    expect(o.formulation.ingredients.find((i) => /Benzalkonium/.test(i.name))?.percentage).toBe("0.5%");
    expect(Number(o.formulation.phLevel)).toBe(10);
    expect(said(o)).not.toMatch(/nearest pH at which/);
  });
});

describe("a base the request rules out is stood in for only by a material that does its job", () => {
  test("a zero-VOC solvent-borne 2K clearcoat is refused with the reason, not thinned with an epoxy reactive diluent", () => {
    const outcome = generateFromDemo({
      category: "automotive-coating",
      description:
        "Zero-VOC solventborne 2K clearcoat for cars, no water, VOC 0 g/L, isocyanate-free but must be a polyurethane.",
    });
    expect(outcome.status).toBe("refused");
    expect(outcome.notices.map((n) => n.message).join(" ")).toMatch(
      /made in n-butyl acetate, which the request rules out/,
    );
  });
});

describe("a proportion the request states is kept", () => {
  const percent = (o: Formulated, name: RegExp) =>
    Number.parseFloat(o.formulation.ingredients.find((i) => name.test(i.name))?.percentage ?? "NaN");

  test("PLA/PBAT 30/70 for a compostable film holds the two polymers at 30 to 70", () => {
    const o = formulated("biodegradable-packaging", "Compostable shopping bag film, PLA/PBAT 30/70 blend, EN 13432");
    const [pla, pbat] = [percent(o, /^Polylactic acid/), percent(o, /^PBAT/)];
    expect(pla / (pla + pbat)).toBeCloseTo(0.3, 2);
    expect(o.notices.some((n) => /proportion/.test(n.message))).toBe(false);
  });

  test("the same proportion written numbers first, in Polish word order, is kept too", () => {
    const o = formulated(
      "biodegradable-packaging",
      "Folia kompostowalna do toreb na zakupy, 30:70 PLA/PBAT, grubość 20 µm",
    );
    const [pla, pbat] = [percent(o, /^Polylactic acid/), percent(o, /^PBAT/)];
    expect(pla / (pla + pbat)).toBeCloseTo(0.3, 2);
  });
});

describe("the customer's own numbers are the formula's", () => {
  const total = (o: Formulated, role: RegExp) =>
    o.formulation.ingredients
      .filter((i) => role.test(i.function))
      .reduce((sum, i) => sum + Number.parseFloat(i.percentage), 0);

  test("'light emollient max 5%' holds a face cream's emollients to 5 % together", () => {
    const o = formulated(
      "skin-care",
      "Gel-cream moisturiser for oily/combination skin. Glycerin 3%, niacinamide 4%, sodium hyaluronate 0.5%, light emollient max 5%, carbomer or acrylates crosspolymer as thickener. pH 5.5-6.0, fragrance free, vegan. 50 ml airless pump.",
    );
    expect(total(o, /emollient/i)).toBeGreaterThan(0);
    expect(total(o, /emollient/i)).toBeLessThanOrEqual(5.0001);
    // One of the two thickeners offered, not both.
    expect(names(o)).not.toMatch(/Carbomer.*Acrylates\/C10-30|Acrylates\/C10-30.*Carbomer/);
  });

  test("amounts that add up to 135 % are said to be more than the whole, and enzymes asked at 20 % say what the formula holds", () => {
    const o = formulated(
      "detergent",
      "Concentrated laundry liquid with exactly these amounts: LAS 25%, SLES 15%, nonionic 10%, soap 5%, sodium citrate 30%, enzymes 20%, water 30%. 1 L bottle, pH 9.",
    );
    expect(said(o)).toMatch(/add up to 135 %, more than the whole formula/);
    expect(said(o)).toMatch(/Enzymes at 20 % were asked for; this formula holds [\d.]+ %/);
  });

  test("a disinfectant that kills 99.9 % of germs with 5 % of one material is not said to add up to more than the whole", () => {
    const o = formulated("cleaning", "Surface disinfectant spray that kills 99.9% of germs, 5% ethanol, 1 L");
    expect(said(o)).not.toMatch(/more than the whole/);
  });

  test("a recipe 'kept exactly' that adds up to 105 % lists what changed and what was put beside it", () => {
    const o = formulated(
      "beauty",
      "Tinted lip balm stick 4.5 g. Our recipe: beeswax 30%, shea butter 25%, castor oil 35%, candelilla wax 10%, iron oxide red 3%, vitamin E 1%, flavour 1%. Keep these exact amounts please, we already printed the INCI labels.",
    );
    const notice = o.notices.find((n) => /add up to 105 %/.test(n.message))?.message ?? "";
    for (const row of o.formulation.ingredients) {
      const levels: Record<string, number> = {
        Beeswax: 30,
        "Shea Butter": 25,
        "Castor Oil": 35,
        "Candelilla Wax": 10,
        "Iron Oxide Red": 3,
        Tocopherol: 1,
        "Flavour (oral-care grade)": 1,
      };
      const asked = levels[row.name];
      // Every named material off its asked level, and every material not asked, is in the notice.
      if (asked === undefined ? true : Number.parseFloat(row.percentage) !== asked)
        expect(notice, row.name).toContain(row.name);
    }
  });

  test("'1% fragrance (woody, sandalwood/cedar)' is the two essential oils at 1 % together", () => {
    const o = formulated(
      "men-care",
      "Beard oil 30 ml dropper, jojoba + argan + squalane base, 1% fragrance (woody, sandalwood/cedar), vitamin E 0.5%. Non-greasy feel.",
    );
    expect(total(o, /essential oil|fragrance/i)).toBeCloseTo(1, 5);
    expect(names(o)).toMatch(/Sandalwood/);
    expect(names(o)).toMatch(/Cedarwood/);
    expect(said(o)).not.toMatch(/not permitted|could not be placed/);
  });

  test("an Italian hair-fall tonic keeps its actives' levels and takes 'etanolo max 20%' as a ceiling", () => {
    const o = formulated(
      "hair-enrichment",
      "Lozione anticaduta leave-on con caffeina 1%, niacinamide 2%, pantenolo 1%, idroalcolica con etanolo max 20%, flacone contagocce 100 ml.",
    );
    const level = (name: RegExp) =>
      Number.parseFloat(o.formulation.ingredients.find((i) => name.test(i.name))?.percentage ?? "NaN");
    expect(level(/^Caffeine/)).toBe(1);
    expect(level(/^Niacinamide/)).toBe(2);
    expect(level(/^Panthenol/)).toBe(1);
    expect(level(/^Ethanol/)).toBeLessThanOrEqual(20);
    expect(said(o)).not.toMatch(/scaled down/);
  });

  test("a Polish hand-dish concentrate is a dishwashing liquid with the 20 % active matter asked", () => {
    const o = formulated(
      "cleaning",
      "Dzień dobry, potrzebujemy płynu do mycia naczyń ręcznego, koncentrat, zapach cytryna, pH ok. 7, zawartość substancji czynnych ok. 20%, butelka 500 ml, partia 2 tony. Bez formaldehydu.",
    );
    expect(o.request.productType?.id).toBe("hand-dishwashing-liquid");
    expect(o.formulation.activeSurfactant).toBeCloseTo(20, 0);
  });

  test("a reed diffuser's '20% fragrance oil load' is all its perfume, with no essential-oil accord on top", () => {
    const o = formulated(
      "aromatherapy",
      "Reed diffuser base for our home fragrance line. 100 ml glass bottle, 20% fragrance oil load, rest solvent that wicks well through rattan reeds. Low odour solvent please, no ethanol.",
    );
    expect(total(o, /fragrance|essential.?oil/i)).toBeCloseTo(20, 5);
  });

  test("'PVP or VP/VA copolymer, about 3-4% hold polymer' is one fixative at 3-4 %, and no false reason for the other", () => {
    const o = formulated(
      "grooming",
      "Water-based pomade, strong hold medium shine, washes out easily. 100 g jar. Light barbershop scent. PVP or VP/VA copolymer, about 3-4% hold polymer. Batch 80 kg.",
    );
    expect(total(o, /fixative/i)).toBeGreaterThanOrEqual(3);
    expect(total(o, /fixative/i)).toBeLessThanOrEqual(4);
    expect(said(o)).not.toMatch(/not permitted|Hold polymer is not in our ingredient knowledge base/);
  });

  test("'rest caprylic/capric triglyceride' makes MCT the base, jojoba stays at its 40 %, and a 1 % woody fragrance is the cedarwood and vetiver named for it", () => {
    const o = formulated(
      "men-care",
      "Beard oil, 30 ml dropper bottle. Jojoba 40%, argan 30%, rest caprylic/capric triglyceride, vitamin E 0.5%, fragrance 1% woody (cedarwood/vetiver). Light non greasy feel, batch 50 kg.",
    );
    const level = (name: RegExp) =>
      Number.parseFloat(o.formulation.ingredients.find((i) => name.test(i.name))?.percentage ?? "NaN");
    expect(level(/^Jojoba/)).toBe(40);
    expect(level(/^Argan/)).toBe(30);
    expect(level(/^Tocopherol/)).toBe(0.5);
    expect(level(/Cedarwood/) + level(/Vetiver/)).toBeCloseTo(1, 5);
    expect(names(o)).not.toMatch(/^Fragrance|\| Fragrance/);
    expect(o.formulation.ingredients[0]?.name).toMatch(/^Jojoba/);
    expect(level(/^Caprylic/)).toBeGreaterThan(25);
    expect(said(o)).not.toMatch(/Woody is not in our ingredient knowledge base|scaled down/);
  });
});

describe("a corrosive product is never sold as harmless", () => {
  test("a caustic oven gel asked to be labelled 'safe for skin, no gloves needed' (in French) keeps its alkali and refuses both claims", () => {
    const o = formulated(
      "cleaning",
      "Nettoyant four et barbecue en gel, avec 10 % de soude caustique pour dégraisser vite. Nous voulons l'étiqueter « naturel, sans danger pour la peau, pas besoin de gants ». Flacon pulvérisateur 500 ml.",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "sodium-hydroxide")?.percentage).toBe("10%");
    expect(said(o)).toMatch(
      /“safe for skin” and “no gloves needed” are not claimed: a product classified corrosive \(H314\)/,
    );
    expect(said(o)).not.toMatch(/is not used at all/);
  });
});

describe("a formula's safety and usage text speaks only of what it holds", () => {
  const text = (o: Formulated) =>
    `${o.formulation.instructions.flatMap((p) => p.steps).join(" ")} ${o.formulation.usageInstructions}`;

  test("a heating-loop inhibitor asked without nitrite neither is called nor handled as a nitrite product", () => {
    const o = formulated(
      "water-treatment",
      "Corrosion and scale inhibitor for closed-loop heating systems (mixed metals: steel, copper, aluminium radiators). Dose 1% of system volume, 1 L bottle. Please no nitrite.",
    );
    expect(o.formulation.ingredients.map((i) => i.inci).join(" ")).not.toMatch(/nitrite/i);
    expect(`${o.formulation.productType} ${text(o)}`).not.toMatch(/nitrite/i);
  });

  test("a children's toothpaste made fluoride-free is not called a fluoride toothpaste", () => {
    const o = formulated(
      "oral-care",
      "Kids toothpaste 50 ml, strawberry flavour, for 2-6 years. Must be labeled FLUORIDE FREE. Sweetener xylitol 10%. No SLS.",
    );
    expect(o.formulation.productType).not.toMatch(/fluoride toothpaste/i);
    expect(text(o)).not.toMatch(/intake of fluoride/i);
  });

  test("an ammonia-free glass cleaner's handling advice names its alcohol, not ammonia", () => {
    const o = formulated(
      "cleaning",
      "Glass cleaner concentrate, isopropanol 10%, streak-free, ammonia-free, trigger spray 750 ml, 200 L batch.",
    );
    expect(names(o)).not.toMatch(/ammoni/i);
    expect(text(o)).not.toMatch(/ammonia/i);
    expect(text(o)).toMatch(/when handling the alcohol/);
  });

  test("a fragrance-free natural cream without essential oils says nothing of them, and keeps its other precautions", () => {
    const o = formulated("skin-care", "Natural organic face cream with 2% hyaluronic acid, fragrance-free, 50 ml jar");
    expect(o.formulation.ingredients.some((i) => /essential oil/i.test(i.name))).toBe(false);
    expect(text(o)).not.toMatch(/essential oil/i);
    expect(o.formulation.usageInstructions).toMatch(/Stop use if irritation occurs/);
  });
});

describe("pH said as the chemistry has it", () => {
  test("a foliar feed of acidic phosphate is brought to the pH asked with an alkali, not said to hold no buffer", () => {
    const o = formulated(
      "agricultural-chemicals",
      "foliar fertiliser liquid NPK 10-10-10 with chelated micronutrients (Fe-EDTA, Zn-EDTA), pH 6, 1000 L",
    );
    expect(o.formulation.phLevel).toBe("6.0");
    expect(o.formulation.ingredients.find((i) => i.function === "pH adjuster")?.name).toMatch(/Hydroxide/);
    const text = `${said(o)} ${o.formulation.instructions.flatMap((p) => p.steps).join(" ")}`;
    expect(text).not.toMatch(/no buffer/);
  });

  test("a descaling cleaner's citric acid is its acid, and the chelant that takes up acid counts in its pH", () => {
    const o = formulated(
      "cleaning",
      "Allzweckreiniger Konzentrat, entkalkend mit Zitronensäure, pH ca. 3, parfümfrei, ohne Farbstoff, 100 L Ansatz",
    );
    const citric = o.formulation.ingredients.find((i) => i.name === "Citric Acid");
    expect(citric?.function).not.toMatch(/food/i);
    expect(Number(o.formulation.phLevel)).toBeCloseTo(3, 0);
    expect(said(o)).not.toMatch(/almost no buffer/);
  });

  test("an acid cleaner asked milder than its working acid gives says the acid does the work", () => {
    const o = formulated("cleaning", "toilet bowl descaler gel with 10% citric acid, pH 4");
    expect(Number(o.formulation.phLevel)).toBeLessThan(3);
    expect(said(o)).toMatch(/Citric Acid is the acid that does the work/);
    expect(said(o)).not.toMatch(/almost no buffer/);
  });
});

test("a banned active asked with a typo is refused by name ('hydroqinone 4 %')", () => {
  const o = formulated(
    "skin-care",
    "skin whitening cream fast results - hydroqinone 4% plus ammoniated mercury 1%, for export market",
  );
  expect(said(o)).toMatch(/Hydroquinone is prohibited in cosmetics/);
  expect(names(o)).not.toMatch(/hydroquinone/i);
});

describe("food additives made and capped by food law", () => {
  test("a curing salt asked with 10 % nitrite and borax is a 0.6 % nitrite curing salt, with the law and the danger said", () => {
    const o = formulated(
      "food-additives",
      "curing salt for home sausages, make it stronger - 10% sodium nitrite in salt, and add some borax for firmness",
    );
    expect(o.formulation.ingredients.find((i) => /nitrite/i.test(i.name))?.percentage).toBe("0.6%");
    expect(names(o)).not.toMatch(/borax|borate/i);
    expect(said(o)).toMatch(/150 mg\/kg .* can kill an adult/);
    expect(said(o)).toMatch(/Borax \(E285\) is authorised in food only for sturgeon caviar/);
    // A cosmetics annex's ceiling is not a food's.
    expect(said(o)).not.toMatch(/Annex III|rust inhibitor/);
  });

  test("a jam preservative powder named by its sorbate and citric acid is that blend, not a bread mould inhibitor", () => {
    const o = formulated(
      "food-additives",
      "mezcla conservante en polvo para mermelada casera: sorbato potasico y acido citrico, con dosis recomendada en el producto final",
    );
    expect(names(o)).toMatch(/Potassium Sorbate/);
    expect(names(o)).toMatch(/Citric Acid/);
    expect(names(o)).not.toMatch(/propionate/i);
    expect(o.formulation.usageInstructions).toMatch(/per kg of finished jam/);
  });
});

test("a named grade is the one for the product's trade: an amino silicone in a car spray is the technical fluid", () => {
  const o = formulated(
    "automotive-coating",
    "Cera en spray para coches, secado rapido, base agua, con ~2% de silicona aminofuncional, sin disolventes, lote de 200 L",
  );
  expect(o.formulation.productType).toMatch(/spray/);
  expect(names(o)).toMatch(/Amino-functional silicone fluid/);
  expect(names(o)).not.toMatch(/Amodimethicone/);
});

test("dishwasher tablets with percarbonate are labelled for eye damage, so 'gentle on hands' is not claimed, and a phosphate the claim rules out is not also 'capped'", () => {
  const o = formulated(
    "detergent",
    "phosphate free dishwasher tablets EU compliant but put 35% STPP in for performance, plus 20% sodium hydroxide, and label 'gentle on hands'",
  );
  expect(names(o)).not.toMatch(/tripolyphosphate|Sodium Hydroxide/i);
  expect(said(o)).toMatch(/Eye Dam\. 1, H318/);
  expect(said(o)).toMatch(/“gentle” is not claimed/);
  expect(said(o)).not.toMatch(/keeps the gentleness/);
  expect(o.notices.filter((n) => /tripolyphosphate/i.test(n.message)).map((n) => n.code)).toEqual(["free-from"]);
});

test("a colour written in German is the colour, and white spirit named for a hot wax melt is replaced by a high-flash solvent, said", () => {
  const o = formulated(
    "shoe-care",
    "Schuhcreme schwarz in der Dose, Carnaubawachs, Bienenwachs, Testbenzin als Lösemittel, 50 kg Ansatz",
  );
  expect(o.formulation.ingredients.find((i) => /colou?rant/i.test(i.function))?.name).toMatch(/Black/);
  expect(names(o)).not.toMatch(/White spirit/);
  expect(said(o)).toMatch(
    /White spirit \(mineral spirits\) would go into waxes melted at about \d+ °C, above its flash point/,
  );
  expect(
    analyseGenerated(o.formulation)
      .findings.map((f) => f.message)
      .join(" "),
  ).not.toMatch(/tolerates at most/);
});

test.each([
  ["fr", "cirage noir pour chaussures en cuir"],
  ["es", "betún negro para zapatos"],
  ["it", "lucido nero per scarpe"],
  ["pl", "czarna pasta do butów"],
])("a colour in %s reaches the formula: %s", (_, description) => {
  const o = formulated("shoe-care", description);
  expect(names(o)).toMatch(/Black|Nigrosine/i);
});

test("polymers are dried below their melting point: PCL apart from PBAT, never at 60–80 °C", () => {
  const o = formulated(
    "biodegradable-packaging",
    "PLA/PBAT 30/70 blown film compound with 10% PCL and 0.5% erucamide, EN 13432",
  );
  const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
  expect(steps).toMatch(/Dry Polycaprolactone at 35–40°C/);
  expect(steps).not.toMatch(/60–80°C/);
});

test("a laundry liquid's 'nonionic' is the laundry ethoxylate, and a 1 ton batch is a tonne", () => {
  const o = formulated(
    "detergent",
    "concentrated liquid laundry detergent, 25% total surfactant (LAS, SLES, nonionic), with protease enzyme, pH 8-9, 1 ton batch",
  );
  expect(names(o)).toMatch(/alcohol ethoxylate/);
  expect(o.formulation.batchSize).toMatch(/^1 t\b/);
});

test("an alcohol-free splash asked with 60 % ethanol keeps the claim, says why, and is preserved instead", () => {
  const o = formulated(
    "men-care",
    "alcohol-free aftershave splash but with 60% ethanol for that burn, for sensitive skin, add 3% menthol",
  );
  expect(o.formulation.ingredients.filter((i) => /^(?:alcohol|ethanol)$/i.test(i.inci))).toEqual([]);
  expect(said(o)).toMatch(/would break the “alcohol-free” claim/);
  expect(o.formulation.ingredients.some((i) => i.function === "Preservative")).toBe(true);
  expect(o.formulation.productType).not.toMatch(/alcohol-based/);
});

describe("late additions go in the way their physical form allows", () => {
  test("menthol crystals are dissolved first, and oil-soluble bisabolol is not heated in the water phase", () => {
    const o = formulated(
      "men-care",
      "Alcohol-free aftershave balm with allantoin 0.2%, bisabolol 0.3%, menthol 0.1%, fresh fragrance",
    );
    const phases = o.formulation.instructions;
    const water = phases.find((p) => /Water phase/.test(p.phase))?.steps.join(" ") ?? "";
    expect(water).not.toMatch(/Bisabolol/);
    const steps = phases.flatMap((p) => p.steps).join(" ");
    expect(steps).toMatch(/add Menthol \(cooling agent\), first dissolved in/);
  });

  test("sodium hyaluronate powder is dispersed in a glycol before it meets the cooled cream", () => {
    const o = formulated("skin-care", "O/W face cream with 1% sodium hyaluronate and 5% glycerin");
    const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
    expect(steps).toMatch(/add Sodium Hyaluronate \(humectant\), first dispersed in part of the Glycerin/);
  });
});

test("a named cellulose ether is the tile adhesive's cellulose ether, not one beside the template's own", () => {
  const o = formulated(
    "construction",
    "cementitious tile adhesive C1 powder: OPC 35%, silica sand, cellulose ether 0.3%, redispersible polymer powder 2%, 25 kg bags",
  );
  const ethers = o.formulation.ingredients.filter((i) => /cellulose/i.test(i.inci) && /methyl/i.test(i.inci));
  expect(ethers.map((i) => i.percentage)).toEqual(["0.3%"]);
  expect(said(o)).toMatch(/Eye Dam\. 1, H318/);
});

test("a Spanish massage oil's sweet almond base is sweet almond oil", () => {
  const o = formulated(
    "aromatherapy",
    "Aceite de masaje relajante con aceite esencial de lavanda 2%, base de almendra dulce y jojoba, 10 litros",
  );
  expect(names(o)).toMatch(/Sweet Almond Oil/);
  expect(names(o)).toMatch(/Jojoba Oil/);
});

test("a syndet shampoo bar is kneaded as a dough and pressed, not melted clear and poured", () => {
  const o = formulated("organic-care", "COSMOS certifiable solid shampoo bar, SCI based, no silicones, no SLS");
  const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
  expect(steps).toMatch(/knead .* into a smooth, uniform dough/);
  expect(steps).toMatch(/press the dough into moulds/);
  expect(steps).not.toMatch(/until clear|Pour at once|Pour or fill/);
});

test("a pearly shampoo is pearlised with glycol distearate melted into the hot base and crystallised on cooling", () => {
  const o = formulated(
    "salon-base",
    "sulfate free shampoo base for colour treated hair, SCI + coco betaine + decyl glucoside, pH 5-5.5, pearly, 200kg",
  );
  expect(o.formulation.ingredients.find((i) => i.function === "Pearlising agent")?.name).toBe("Glycol Distearate");
  const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
  expect(steps).toMatch(/At 70–75°C, add Glycol Distearate .* crystallises/);
  expect(steps).not.toMatch(/clear and uniform/);
});

test("a pearly cream takes a mica pearl; 'nacré' reads as pearly", () => {
  const o = formulated("skin-care", "crème corps nacrée à l'huile d'argan");
  expect(names(o)).toMatch(/Mica/);
});

test("a pH adjuster of less than a hundredth of a percent is not printed: the batch is trimmed by measurement", () => {
  const o = formulated("smart-textile-coatings", "PFAS-free DWR for polyester, pad application, 100 L bath");
  const adjuster = o.formulation.ingredients.find((i) => i.function === "pH adjuster");
  expect(adjuster === undefined || Number.parseFloat(adjuster.percentage) >= 0.01).toBe(true);
  expect(o.formulation.ingredients.every((i) => Number.parseFloat(i.percentage) >= 0.001)).toBe(true);
  expect(o.formulation.usageInstructions).toMatch(/cure at 150–170°C/);
});

test("potassium bromate asked for a German bread improver is refused as an unauthorised food additive, not mistaken for a chromate", () => {
  const o = formulated(
    "food-additives",
    "Backmittel-Konzentrat für Weizenbrötchen. Bitte Kaliumbromat 50 ppm bezogen auf Mehl als Oxidationsmittel, dazu Ascorbinsäure und Amylase. Gebinde 10 kg Sack.",
  );
  expect(said(o)).toMatch(/Potassium bromate \(formerly E924\) is not an authorised food additive/);
  expect(said(o)).not.toMatch(/Chromium|Bezogen|Aufs mehl/);
});

test("'cure conditions' asked of a textile finish are how it sets, not a medicinal claim", () => {
  const o = formulated(
    "smart-textile-coatings",
    "PFAS-free durable water repellent finish for polyester outdoor jackets, pad application. Give us the liquor recipe in g/L plus cure conditions. Batch liquor 200 L.",
  );
  expect(o.notices.some((n) => n.code === "medicinal-claim")).toBe(false);
});

test("a low-solids no-clean flux is made rosin-free at a few percent solids, not as a 12 % rosin flux", () => {
  const o = formulated(
    "electronic-chemicals",
    "no-clean flux for wave soldering, IPA based, adipic acid 2% activator, low solids",
  );
  expect(names(o)).not.toMatch(/rosin/i);
  const solids = o.formulation.ingredients
    .filter((i) => !/Isopropyl/i.test(i.name))
    .reduce((sum, i) => sum + Number.parseFloat(i.percentage), 0);
  expect(solids).toBeLessThan(5);
});

describe("a mixture's health hazards are classified from its raw materials", () => {
  test("a third ethylene glycol makes a cleaner harmful if swallowed and an organ toxicant, said with the CLP rule", () => {
    const o = formulated("cleaning", "kitchen degreaser spray with 30% ethylene glycol");
    expect(said(o)).toMatch(/Acute Tox\. 4 \(H302/);
    expect(said(o)).toMatch(/STOT RE 2 \(H373/);
  });

  test("'glycol ether ok' in an English request is the glycol ether, and a glucoside is not called the alkali", () => {
    const o = formulated(
      "cleaning",
      "kitchen degreaser trigger spray, pH around 11, for hobs and extractor hoods, non-ionic + some amphoteric surfactant, glycol ether ok, 5 L test batch",
    );
    expect(names(o)).not.toMatch(/Ethylene glycol/);
    expect(said(o)).not.toMatch(/glucoside[^.]*is the alkali/i);
  });
});

test("a word read as an unknown material that the formula holds after all is not said to be missing", () => {
  const o = formulated(
    "water-treatment",
    "cooling tower scale & corrosion inhibitor liquid, phosphonate based (HEDP / PBTC) with some tolyltriazole for copper, dose ~100 ppm, 1 tonne IBC",
  );
  expect(said(o)).not.toMatch(/Corrosion inhibitor liquid is not in our ingredient knowledge base/);
  const oil = formulated(
    "grooming",
    "beard oil 50ml bottles, argan + jojoba + a bit of sweet almond, 1% fragance (cedarwood/bergamot FCF), vit E, batch 5 litres",
  );
  expect(said(oil)).not.toMatch(/Fragance is not in our/);
  // A material truly unknown is still said.
  const textile = formulated(
    "smart-textile-coatings",
    "antibacterial finish for baby bodysuits, silver nanoparticles + 1% triclosan, wash durable",
  );
  expect(said(textile)).toMatch(/Silver nanoparticles is not in our ingredient knowledge base/);
});

test("a Polish dish liquid's '15 % active matter (SLES + betaine)' is those two surfactants at 15 % active", () => {
  const o = formulated(
    "detergent",
    "Dzień dobry, potrzebuję płyn do mycia naczyń, ok. 15% substancji aktywnej (SLES + betaina), zapach cytrynowy, pH 6-7, lepkość ok 1000 mPas, partia 200 kg.",
  );
  expect(names(o)).toMatch(/Sodium Laureth Sulfate/);
  expect(names(o)).toMatch(/Betaine/);
  expect(names(o)).not.toMatch(/Olefin Sulfonate/);
  expect(said(o)).not.toMatch(/is not in our ingredient knowledge base/);
});

describe("what judge 16 found", () => {
  test("a French pregnancy massage oil names both essential oils it leaves out, cinnamon bark and clary sage", () => {
    const o = formulated(
      "aromatherapy",
      "Huile de massage pour femmes enceintes, avec 30% d'huile essentielle de cannelle écorce et 5% de sauge sclarée, pour détendre le ventre, 2 litres",
    );
    expect(names(o)).not.toMatch(/Cinnamon|Clary/);
    expect(said(o)).toMatch(/Cinnamon Bark Essential Oil is not used in a product for pregnant women/);
    expect(said(o)).toMatch(/Clary Sage Essential Oil is not used/);
  });

  test("cinnamon bark oil is held to its sensitiser maximum, not the massage-oil dilution guideline", () => {
    const o = formulated("aromatherapy", "warming massage oil with 3% cinnamon bark oil in sweet almond oil");
    expect(o.formulation.ingredients.find((i) => /Cinnamon Bark/.test(i.name))?.percentage).toBe("0.07%");
    expect(o.notices.find((n) => /^Cinnamon Bark Essential Oil at 3 %/.test(n.message))?.citation).toMatch(/Tisserand/);
  });

  test("an Italian alcohol-free CPC mouthwash is understood", () => {
    const o = formulated(
      "oral-care",
      "Ciao, mi serve un collutorio senza alcol con cetilpiridinio cloruro 0,05%, aroma menta, xilitolo, pH neutro, lotto da 50 litri",
    );
    expect(names(o)).toMatch(/Cetylpyridinium Chloride/);
  });

  test("pad-dry-cure is a textile process, not a medicinal claim", () => {
    const o = formulated(
      "smart-textile-coatings",
      "thermoregulating textile finish: pad-dry-cure coating with paraffin phase change microcapsules in acrylic binder, 100 kg bath",
    );
    expect(o.notices.filter((n) => n.code === "medicinal-claim")).toEqual([]);
  });

  test("borax asked for a food premix is refused with the food law even before the product is clear", () => {
    const o = generateFromDemo({
      category: "food-additives",
      description:
        "want to add borax about 0,3% into fresh noodles and fishballs for the springy texture, give me an improver premix 10kg",
    });
    expect(o.notices.map((n) => n.message).join(" ")).toMatch(
      /Borax \(E285\) is authorised in food only for sturgeon caviar/,
    );
  });
});

test("a PLA + starch film compound is a PLA and starch blend: the template's PBAT and PCL give way, and glycerin goes into the premix", () => {
  const o = formulated(
    "biodegradable-packaging",
    "compostable film for shopping bags, PLA + thermoplastic starch blend plasticised with glycerol, must pass EN 13432, blown film extrusion, give me the compound recipe per 100 kg",
  );
  expect(names(o)).not.toMatch(/PBAT|Polycaprolactone/);
  expect(names(o)).toMatch(/Thermoplastic starch/);
  const premix = o.formulation.instructions.find((p) => /Premix/.test(p.phase))?.steps.join(" ") ?? "";
  expect(premix).toMatch(/Glycerin/);
});

test("a preservative system named in French is the formula's preservation, not a third beside the template's", () => {
  const o = formulated(
    "organic-care",
    "Bonjour, je cherche une crème visage certifiable COSMOS Organic, avec huile de jojoba, beurre de karité 5%, aloe vera, conservateur acceptés Ecocert (alcool benzylique / acide déhydroacétique), pH 5. Lot de 10 kg svp",
  );
  const preservatives = o.formulation.ingredients.filter((i) => i.function === "Preservative").map((i) => i.name);
  expect(preservatives).toEqual(["Benzyl Alcohol & Dehydroacetic Acid (Geogard 221)"]);
});

test("a pigment named at a level is the colour: the template's other colourants give way", () => {
  const o = formulated(
    "beauty",
    "vegan lipstick stick, NO beeswax, want candelilla + carnauba, castor oil base, 6% iron oxide red pigment, vitamin E, batch of 2 kg for ~500 bullets",
  );
  const colourants = o.formulation.ingredients.filter((i) => /colou?rant|pigment|shade/i.test(i.function));
  expect(colourants.map((i) => `${i.name} ${i.percentage}`)).toEqual(["Iron Oxide Red 6%"]);
});

test("a flavour or scent notice names the product plainly, never by pluralising its template's name", () => {
  const o = formulated("oral-care", "mint flavoured mouthwash with CPC and zinc, alcohol-free");
  const notice = o.notices.find((n) => /flavour/i.test(n.message));
  expect(notice?.message).toMatch(/flavour/);
  expect(said(o)).not.toMatch(/\)s\b|\(cpc/i);
});

test("a face cream of a type used on face and body is a face product: kojic acid's face-and-hand allowance applies", () => {
  const o = formulated("skin-care", "Dark spot brightening night cream with 1% kojic acid, 30 g tube");
  expect(o.formulation.ingredients.find((i) => i.id === "kojic-acid")?.percentage).toBe("1%");
  expect(said(o)).not.toMatch(/Kojic Acid had to be left out/);
  const body = formulated("skin-care", "brightening body lotion with 1% kojic acid");
  expect(names(body)).not.toMatch(/Kojic/);
  expect(said(body)).toMatch(/only in Face and hand products, and this is a leave-on body product/);
});

test("'without aromatic solvents' rules out xylene and ordinary white spirit, not the dearomatised solvent that answers it", () => {
  for (const description of [
    "black shoe polish paste, 50 ml tins, carnauba and beeswax, without aromatic solvents",
    "Pasta do butów w puszce 50 ml, na bazie wosku carnauba i wosku pszczelego, kolor czarny, bez rozpuszczalników aromatycznych, nabłyszczająca",
  ]) {
    const o = formulated("shoe-care", description);
    expect(names(o), description).toMatch(/Dearomatised/);
    expect(names(o), description).not.toMatch(/White spirit|Xylene/);
    expect(o.formulation.batchSize, description).toMatch(/× 50 ml\)$/);
  }
});

test("a Dutch puppy shampoo at pH 7 with colloidal oatmeal: the oatmeal is read, the pH asked is reached, and nothing says 'clear'", () => {
  const o = formulated(
    "pet-care",
    "Milde hondenshampoo voor puppy's, parfumvrij, pH 7, met 1% colloïdale havermout, traanvrij, 5 liter jerrycan voor trimsalons",
  );
  expect(o.formulation.ingredients.find((i) => i.id === "colloidal-oatmeal")?.percentage).toBe("1%");
  expect(said(o)).not.toMatch(/havermout is not in our ingredient knowledge base/i);
  expect(o.formulation.phLevel).toBe("7.0");
  expect(said(o)).not.toMatch(/pH 7 was asked for/);
  const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
  expect(steps).toMatch(/Colloidal Oatmeal with stirring and mix until evenly dispersed/);
  expect(steps).not.toMatch(/clear and uniform/);
});

test("an Italian salon mask's 2 % hydrolysed keratin is its protein, not one of two beside the template's own", () => {
  const o = formulated(
    "salon-hair-treatment",
    "Maschera capelli ristrutturante per parrucchieri con cheratina idrolizzata 2% e olio di argan 3%, pH 4,5, vaso da 1000 ml",
  );
  const proteins = o.formulation.ingredients.filter((i) => /protein/i.test(i.function));
  expect(proteins.map((p) => `${p.name} ${p.percentage}`)).toEqual(["Hydrolyzed Keratin 2%"]);
});

test("a laundry liquid's eye-damaging surfactants are classified by CLP's generic limit, with what may lower it; a cosmetic shampoo is not", () => {
  const o = formulated(
    "detergent",
    "Flüssigwaschmittel für Buntwäsche, ca. 25% Tenside (LAS, Fettalkoholethoxylat, Seife), mit Protease und Amylase, pH 8-8,5, 1,5 L Flaschen",
  );
  expect(names(o)).toMatch(/Cocoate/);
  expect(said(o)).toMatch(
    /of eye-damaging surfactant \(as active matter\): by CLP's generic limit of 3 % .*\(Eye Dam\. 1, H318/,
  );
  expect(said(o)).toMatch(/may lower it to eye irritation \(Eye Irrit\. 2, H319/);
  const shampoo = formulated("hair-enrichment", "volumising shampoo with sodium laureth sulfate");
  expect(said(shampoo)).not.toMatch(/eye-damaging surfactant/);
});

test("'20 % non-nano zinc oxide only' is the sunscreen's one UV filter, and its type no longer names titanium dioxide", () => {
  const o = formulated(
    "skin-care",
    "Mineral sunscreen lotion SPF 30, 20% non-nano zinc oxide only, water resistant 40 min, fragrance-free, 100 ml tube",
  );
  const filters = o.formulation.ingredients.filter((i) => /UV filter/i.test(i.function));
  expect(filters.map((f) => `${f.name} ${f.percentage}`)).toEqual(["Zinc Oxide 20%"]);
  expect(o.formulation.productType).not.toMatch(/titanium/i);
});

test("'no zinc' takes the zinc salt out of a CPC and zinc mouthwash, and its name keeps a tidy list", () => {
  const o = formulated("oral-care", "mint flavoured mouthwash with CPC, alcohol-free, no zinc");
  expect(names(o)).not.toMatch(/Zinc/);
  expect(o.formulation.name).not.toMatch(/\(\s*[&,]|[&,]\s*\)|\(\s*\)/);
  expect(o.formulation.name).toMatch(/Zinc-Free/);
});

test("a COSMOS organic lip balm holds no petrochemical emollient, glycol or synthetic polymer", () => {
  const o = formulated(
    "organic-care",
    "COSMOS organic vegan lip balm, shea butter, candelilla wax instead of beeswax, sunflower oil, 0.5% vitamin E, unflavoured, 4.5 g sticks, 10 kg batch",
  );
  expect(names(o)).not.toMatch(/Polyisobutene|Isododecane|Isohexadecane|Butylene Glycol|Ethylhexyl|copolymer/i);
  expect(names(o)).toMatch(/Candelilla/);
  expect(names(o)).not.toMatch(/Beeswax/);
});

test("a 'baby tummy massage oil' for newborns is a baby oil, not an adults' aromatherapy oil, and 'for colic' is not claimed", () => {
  const o = formulated(
    "baby-care",
    "Baby tummy massage oil for colic, sunflower oil base with 2% tea tree oil, 1% camphor and 1% eucalyptus oil, for newborns 0-3 months, 100 ml bottle",
  );
  expect(o.formulation.name).toMatch(/Baby/);
  expect(o.formulation.usageInstructions).not.toMatch(/Not for children under 6/);
  expect(names(o)).not.toMatch(/Tea Tree|Camphor|Eucalyptus/);
  expect(said(o)).toMatch(/“for colic” is a medicinal claim/);
});

test("5 % caustic soda named for a degreaser is its alkali: the template's own alkalis give way, and a corrosive spray is told not to be breathed", () => {
  const o = formulated(
    "cleaning",
    "Desengrasante para cocinas industriales, alcalino, con 5% de hidróxido de sodio y tensioactivo no iónico, garrafa de 5 L",
  );
  const caustic = o.formulation.ingredients.find((i) => i.id === "sodium-hydroxide");
  expect(caustic?.percentage).toBe("5%");
  expect(caustic?.function).toBe("Alkali");
  expect(names(o)).not.toMatch(/Metasilicate|Monoethanolamine/);
  expect(said(o)).toMatch(/Skin Corr\. 1, H314/);
  expect(said(o)).toMatch(/“Do not breathe spray” \(P260\)/);
});

test("refusals say why: benzoate with vitamin C, peroxide with hydrochloric acid, essential oils to drink for colds", () => {
  const refusal = (category: string, description: string) => {
    const outcome = generateFromDemo({ category, description });
    expect(outcome.status, description).toBe("refused");
    return outcome.notices.map((n) => n.message).join(" / ");
  };
  expect(
    refusal(
      "food-additives",
      "vitamin C fortified soft drink concentrate with sodium benzoate and ascorbic acid, pH 2.8",
    ),
  ).toMatch(/can form benzene/);
  expect(
    refusal(
      "electronic-chemicals",
      "PCB etching solution with hydrochloric acid and hydrogen peroxide already premixed in one bottle for resale",
    ),
  ).toMatch(/oxidises the chloride to chlorine gas/);
  expect(refusal("aromatherapy", "olio essenziale da bere: capsule con origano e timo per il raffreddore")).toMatch(
    /“for cold”, “essential oils to drink” are claims only an authorised medicine may make/,
  );
});

test("a bergamot oil 'for a stronger tan' says its furocoumarin-free grade does not deepen a tan; cold-process soap is no medicinal claim", () => {
  const o = formulated("aromatherapy", "bergamot body oil for tanning in the sun, stronger tan");
  expect(said(o)).toMatch(/does not speed up tanning, so a stronger tan is not claimed/);
  const soap = formulated("skin-care", "cold process soap with lavender");
  expect(said(soap)).not.toMatch(/medicinal/);
});

test("a French organic mineral SPF 50 keeps its mineral filters and refuses '100 % protection' and '8 hours' water resistance", () => {
  const outcome = generateFromDemo({
    category: "beauty-products-formulations",
    description:
      "Crème solaire SPF 50 bio, uniquement filtres minéraux sans nanoparticules, résistante à l'eau 8 heures et protection 100% contre les UV, tube 100 ml",
  });
  expect(outcome.status).toBe("formulated");
  const o = outcome as Formulated;
  expect(names(o)).toMatch(/Zinc Oxide/);
  expect(names(o)).not.toMatch(/Avobenzone|Octisalate|Bemotrizinol/);
  expect(said(o)).toMatch(/“water resistant 8 hours”, “protection 100%” are not claimed/);
  expect(said(o)).not.toMatch(/Protection is not in our ingredient knowledge base/);
});

test("'100 % natural' leaves out what the standards refuse and says truly what is still not natural; 'tear-free' is a tested claim", () => {
  const o = formulated("skin-care", "100% natural body lotion with shea butter");
  expect(names(o)).not.toMatch(/Panthenol|Carbomer|Phenoxyethanol|\bFragrance\b/);
  const notice = o.notices.find((n) => /100 % natural/.test(n.message))?.message ?? "";
  const synthetic = o.formulation.ingredients.filter((i) => ingredientById(i.id)?.naturallyDerived === false);
  for (const row of synthetic) expect(notice).toContain(row.name);
  const baby = formulated("baby-care", "tear-free baby shampoo, sulfate-free");
  expect(said(baby)).toMatch(/“Tear-free” must be shown on the finished product by an eye-irritation test/);
});

test("a template's free-from name dropped for a named ingredient leaves no empty brackets", () => {
  const o = formulated(
    "oral-care",
    "Whitening toothpaste with 12% hydrogen peroxide and 1450 ppm fluoride, to sell over the counter in EU pharmacies and supermarkets, 75 ml tube",
  );
  expect(said(o)).toMatch(/it no longer is, so its name does not say so/);
  expect(`${o.formulation.name} ${o.formulation.productType}`).not.toMatch(/\(\s*\)/);
});

test("a cooling-water concentrate keeps the 2 % tolyltriazole asked, and a raw material's nested bracket note leaves no stray bracket in a step", () => {
  const o = formulated(
    "water-treatment",
    "Cooling tower scale and corrosion inhibitor, HEDP 10% active, zinc-free, with 2% tolyltriazole for copper protection, 25 kg drum",
  );
  expect(o.formulation.ingredients.find((i) => i.id === "tolyltriazole")?.percentage).toBe("2%");
  const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
  expect(steps).not.toMatch(/%\)\s+with/);
  expect(steps).not.toMatch(/cooled cream/);
});

test("a Polish neutral floor cleaner: its 1 L bottle is the pack, the care soap that would cloud at pH 7 is left out and said, and no chelator is called its alkali", () => {
  const o = formulated(
    "cleaning",
    "Płyn do mycia podłóg o zapachu lawendy, koncentrat, pH neutralne, butelka 1 L, partia 200 kg",
  );
  expect(o.formulation.batchSize).toBe("200 kg (200 × 1000 ml)");
  expect(names(o)).not.toMatch(/Cocoate/);
  expect(o.formulation.phLevel).toBe("7.0");
  expect(said(o)).not.toMatch(/is the alkali that does the work/);
  if (/soap turns back into fatty acid/.test(said(o))) expect(said(o)).toMatch(/Made at pH 7\.0 as asked/);
});

describe("what the request asks is physically possible, or said", () => {
  test("SPF 50 from 5 % zinc oxide alone is said to be out of reach, with what the filters give", () => {
    const o = formulated(
      "skin-care",
      "face sunscreen SPF 50+ with only 5% non-nano zinc oxide, no other filter, 50 ml tube",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "zinc-oxide")?.percentage).toBe("5%");
    expect(said(o)).toMatch(/SPF 50 cannot come from 5 % zinc oxide: at best that gives about SPF \d+/);
  });

  test("an SPF asked of a mineral sunscreen raises its filters to reach it, within the permitted levels", () => {
    const o = formulated("skin-care", "mineral sunscreen SPF 50 for face");
    const level = (id: string) =>
      Number.parseFloat(o.formulation.ingredients.find((i) => i.id === id)?.percentage ?? "0");
    expect(level("zinc-oxide")).toBeGreaterThan(18);
    expect(level("zinc-oxide")).toBeLessThanOrEqual(25);
    expect(said(o)).not.toMatch(/SPF 50 cannot come from/);
  });

  test("an SPF asked of a product without UV filters is said to give no protection", () => {
    const o = formulated("skin-care", "SPF 15 daily moisturiser");
    if (!o.formulation.ingredients.some((i) => ingredientById(i.id)?.functions.includes("uv-filter")))
      expect(said(o)).toMatch(/holds no UV filter: it gives no sun protection and may not claim an SPF/);
    else expect(said(o)).not.toMatch(/SPF 15 cannot come from/);
  });

  test("a total asked for the actives is no one surfactant's level, and an alkyl glucoside's strength is its active matter", () => {
    const o = formulated(
      "baby-care",
      "Tear-free baby hair & body wash, Coco-glucoside + sodium cocoamphoacetate + a bit of decyl glucoside, ~8% active total, glycerin 3%, pH 5.5-6, fragrance-free, preserved with sodium benzoate.",
    );
    expect(said(o)).not.toMatch(/4000 %|read as the substance itself/);
    expect(o.formulation.activeSurfactant).toBeGreaterThan(7);
    expect(o.formulation.activeSurfactant).toBeLessThan(9);
    // Sodium benzoate works up to pH 5.5: the wash is made at that end of the range asked.
    expect(o.formulation.phLevel).toBe("5.5");
  });

  test("PEG-150 distearate is its own thickener, melted in with the surfactants", () => {
    const o = formulated("baby-care", "mild baby shampoo thickened with PEG-150 distearate, pH 5.5");
    expect(names(o)).toMatch(/PEG-150 Distearate/);
    expect(names(o)).not.toMatch(/Polyethylene glycol 6000/);
    const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
    expect(steps).toMatch(/Warm the water phase to \d+–\d+°C and dissolve [^.]*PEG-150 Distearate/);
  });

  test("a propellant asked for a spray made without a can is left out, and a generic green claim is refused", () => {
    const o = formulated(
      "shoe-care",
      "Waterproofing spray for sneakers, isopropanol solvent, propane/butane propellant 40%. Label it non-flammable and eco-friendly.",
    );
    if (!/aerosol/i.test(o.formulation.productType ?? "")) {
      expect(names(o)).not.toMatch(/Propane|Butane/);
      expect(said(o)).toMatch(/is a propellant, and this .* is not filled in aerosol cans/);
    }
    expect(said(o)).toMatch(/“eco-friendly” cannot go on the label/);
  });

  test("a non-flammable claim on a hydrocarbon aerosol is refused, and the can carries the aerosol hazard", () => {
    const o = formulated("hair-enrichment", "hairspray aerosol strong hold, non-flammable");
    expect(names(o)).toMatch(/propellant/i);
    expect(said(o)).toMatch(/Aerosol 1 \(H222/);
    expect(said(o)).toMatch(/“non-flammable” cannot be claimed/);
  });

  test("a family of materials asked 'with' is used or said: silicone in a leather cream, SiO2 in a quick detailer", () => {
    const leather = formulated(
      "leather",
      "Leather conditioner cream, water-based emulsion with lanolin and a little silicone for slip, pH 5-6",
    );
    expect(
      leather.formulation.ingredients.some((i) => /silicone|methicone/i.test(`${i.name} ${i.inci} ${i.function}`)),
    ).toBe(true);
    const detailer = formulated("automotive-coating", "Quick detailer with SiO2 for car paint, water-based spray");
    const silica = detailer.formulation.ingredients.find((i) => /silica/i.test(i.name));
    expect(silica).toBeDefined();
    // The sol is stabilised for alkaline pH: at the spray's near-neutral pH that is said.
    expect(said(detailer)).toMatch(/Colloidal silica sol works at pH 8–11/);
  });
});

describe("a recipe's amounts are kept, and what fills the rest is said", () => {
  test("a balm written in bare numbers keeps them; an essential oil is never the rest; the base's own level is said", () => {
    const o = formulated(
      "grooming",
      "beard balm, 50g tins, small batch 3kg. shea 35, beeswax 20, jojoba 20, argan 15, rest cedarwood + orange EO at max 2% total, vit E.",
    );
    const level = (id: string) => o.formulation.ingredients.find((i) => i.id === id)?.percentage;
    expect(level("shea-butter")).toBe("35%");
    expect(level("beeswax")).toBe("20%");
    expect(level("argan-oil")).toBe("15%");
    expect(level("sweet-orange-oil")).toBeDefined();
    const oils = o.formulation.ingredients
      .filter((i) => ingredientById(i.id)?.functions.includes("essential-oil"))
      .reduce((sum, i) => sum + Number.parseFloat(i.percentage), 0);
    expect(oils).toBeLessThanOrEqual(2);
    if (level("jojoba-oil") !== "20%")
      expect(said(o)).toMatch(/Jojoba Oil is used at [\d.]+ % instead of 20 %: it is this beard balm's base/);
  });

  test("a conditioner bar listed to 69 % keeps each amount and says what its own recipe adds", () => {
    const o = formulated(
      "hair-enrichment",
      "Solid conditioner bar, 60 g bars, batch 5 kg. BTMS-50 around 30%, cetearyl alcohol 25%, cocoa butter 10%, panthenol 1%, hydrolysed wheat protein 2%, fragrance 1%. Anhydrous.",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "cetearyl-alcohol")?.percentage).toBe("25%");
    expect(said(o)).not.toMatch(/practical maximum of 12 %/);
    expect(said(o)).toMatch(/The amounts in the request come to 69 %; the rest of this solid conditioner bar/);
    // Panthenol goes into the hot-poured bar near its setting point, which it tolerates.
    expect(
      analyseGenerated(o.formulation)
        .findings.map((f) => f.message)
        .join(" "),
    ).not.toMatch(/Panthenol tolerates/);
  });
});

describe("a material's note and job are read as its own", () => {
  test("a level after a bracketed grade note is the material's, counted as active; what the note says it is made from is no ingredient", () => {
    const o = formulated(
      "detergent",
      "Fabric softener, 200 kg batch. Esterquat (TEA-based, 90% active) at 12% active, pH 3.0-3.5, 0.8% perfume.",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "tea-esterquat")?.percentage).toBe("13.33%");
    expect(names(o)).not.toMatch(/^Triethanolamine$|\| Triethanolamine \|/);
  });

  test("'X as hydrotrope 5 %' is X at 5 %, in place of the template's hydrotrope, and a preservative asked of an acid rinse aid is answered", () => {
    const o = formulated(
      "detergent",
      "Rinse aid for household dishwashers, 500 ml. Low-foam nonionic (EO/PO fatty alcohol alkoxylate) 15%, citric acid 5%, sodium cumene sulfonate as hydrotrope 5%, preservative, water. pH 2.5-3.",
    );
    const level = (id: string) => o.formulation.ingredients.find((i) => i.id === id)?.percentage;
    expect(level("fatty-alcohol-alkoxylate-eo-po")).toBe("15%");
    expect(level("sodium-cumenesulfonate")).toBe("5%");
    expect(level("sodium-xylenesulfonate")).toBeUndefined();
    if (!o.formulation.ingredients.some((i) => ingredientById(i.id)?.functions.includes("preservative")))
      expect(said(o)).toMatch(
        /A preservative was asked for, but this .* needs none: at pH [\d.]+ microbes do not grow/,
      );
  });
});

describe("a surface ruled out is a label warning, and a cleaner's acids are judged as a cleaner's", () => {
  test("a Spanish limescale spray 'NO para mármol' keeps its acids at the pH asked and warns off natural stone", () => {
    const o = formulated(
      "cleaning",
      "Limpiador antical para baños y mamparas en spray, botella de 750 ml. Ácido cítrico 8%, ácido láctico 2%, tensioactivo no iónico (alcohol graso etoxilado) 2%, perfume 0,2%. pH alrededor de 2,5. Apto para acero inoxidable y cromo, NO para mármol.",
    );
    expect(names(o)).toMatch(/Citric/);
    expect(names(o)).toMatch(/Lactic Acid/);
    expect(o.formulation.phLevel).toBe("2.5");
    expect(said(o)).toMatch(/label must carry “Do not use on natural stone”/);
    expect(said(o)).not.toMatch(/is not used in a product on natural stone/);
    // The nonionic a bathroom cleaner uses is the household ethoxylate, which works at pH 2.5.
    expect(names(o)).toMatch(/alcohol ethoxylate/);
    expect(said(o)).not.toMatch(/works at pH 4–10/);
  });

  test("a cleaner for marble floors still leaves the acids out", () => {
    const o = formulated("cleaning", "floor cleaner for marble floors with citric acid 2%");
    expect(said(o)).toMatch(/Citric Acid is not used in a product on natural stone/);
  });
});

test("a phosphonate cooling-water package asked neutral is neutralised with the caustic it takes, and the spent caustic does not make it corrosive", () => {
  const o = formulated(
    "water-treatment",
    "Cooling tower corrosion and scale inhibitor concentrate, 25 L jerrycans. HEDP 10% active, PBTC 5%, tolyltriazole 1.5% for copper, zinc-free, sodium hydroxide to pH 7-8 in the drum.",
  );
  expect(Number(o.formulation.phLevel)).toBeGreaterThanOrEqual(7);
  expect(Number(o.formulation.phLevel)).toBeLessThanOrEqual(8);
  // About three equivalents of hydroxide per HEDP and four per PBTC: several percent, not a trace.
  expect(
    Number.parseFloat(o.formulation.ingredients.find((i) => i.id === "sodium-hydroxide")?.percentage ?? "0"),
  ).toBeGreaterThan(6);
  expect(said(o)).not.toMatch(/Skin Corr\. 1/);
  expect(said(o)).not.toMatch(/is the acid that does the work/);
});

describe("misspelt and foreign names are read as the material meant", () => {
  test("a Portuguese developer 'base de cetearil álcool' is a fatty-alcohol cream, with no ethanol, and its acidifier sets the pH", () => {
    const o = formulated(
      "salon-base",
      "Oxidante em creme 20 volumes (6% peróxido de hidrogénio) para coloração profissional, frasco de 1 L, lote 300 kg. Base de cetearil álcool, estabilizantes (etidronato / pirofosfato), pH 3,0-4,0.",
    );
    expect(names(o)).not.toMatch(/Ethanol/);
    expect(names(o)).toMatch(/Cetearyl Alcohol/);
    const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
    expect(steps).not.toMatch(/Phosphoric acid 75% \(acidifier\) and mix until the target consistency/);
  });

  test("a German aftershave balm keeps the squalane of its oil phase and reads no 'Ölphase' material", () => {
    const o = formulated(
      "men-care",
      "Aftershave-Balsam ohne Alkohol, 100 ml Spender, Ansatz 50 kg. Aloe vera 10%, Panthenol 2%, Niacinamid 2%, leichte Emulsion mit ca. 8% Ölphase (Squalan, Caprylic/Capric Triglyceride), Carbomer als Verdicker, pH 5,5.",
    );
    expect(names(o)).toMatch(/Squalane/);
    expect(said(o)).not.toMatch(/Ölphase|olphase/i);
  });
});

describe("clear requests for products the catalogue has are understood in any language", () => {
  test("an Italian waterborne underbody coating is made as one, its ammonia dosed to the pH asked", () => {
    const o = formulated(
      "automotive-coating",
      "Rivestimento protettivo sottoscocca all'acqua (1K), base emulsione acrilica-stirenica, carica carbonato di calcio e talco, applicazione a spruzzo airless. Fusti da 20 kg, lotto 500 kg. pH 8-9.",
    );
    expect(o.formulation.productType).toMatch(/underbody/);
    expect(names(o)).toMatch(/Talc/);
    expect(names(o)).toMatch(/Calcium Carbonate/);
    expect(Number(o.formulation.phLevel)).toBeGreaterThanOrEqual(8);
    expect(Number(o.formulation.phLevel)).toBeLessThanOrEqual(9);
    expect(said(o)).not.toMatch(/does the work/);
  });

  test("a PLA compound for thermoformed cups is understood, and an unclear request is offered its category's products", () => {
    const o = generateFromDemo({
      category: "biodegradable-packaging",
      description: "PLA compound for thermoformed cups: PLA 70%, PBAT 18%, talc 10%, pellets in 25 kg bags",
    });
    expect(o.status).toBe("formulated");
    const unclear = generateFromDemo({
      category: "automotive-coating",
      description: "something protective, talco e carica",
    });
    if (unclear.status === "refused")
      expect(unclear.suggestions.map((s) => s.name).join(" ")).not.toMatch(/Baby powder/);
  });
});

test("a compound's name says the polymer it holds when the request swapped the template's", () => {
  const o = formulated(
    "biodegradable-packaging",
    "PLA compound for thermoformed cups: PLA 70%, PBAT 18%, talc 10%, pellets in 25 kg bags",
  );
  if (names(o).includes("PBAT") && !/\bPBS\b|succinate/i.test(names(o)))
    expect(`${o.formulation.name} ${o.formulation.productType}`).not.toMatch(/\bPBS\b/);
  expect(names(o)).toMatch(/PBAT/);
});

describe("a level on a dilution, and acids the model now sees", () => {
  test("'2 % sodium hyaluronate solution (1 % active)' is 0.02 % hyaluronate, said; a preservative named without a level says only its cap", () => {
    const o = formulated(
      "skin-care",
      "Niacinamide serum 10% with 1% zinc PCA, 2% sodium hyaluronate solution (1% active), 3% glycerin, pH 5.5-6.0, preserved with sodium benzoate/potassium sorbate",
    );
    expect(o.formulation.ingredients.find((i) => i.id === "sodium-hyaluronate")?.percentage).toBe("0.02%");
    expect(said(o)).toMatch(/2 % of a 1 % solution is 200 ppm sodium hyaluronate/);
    expect(said(o)).not.toMatch(/Sodium Hyaluronate at 2 % is above/);
    expect(said(o)).not.toMatch(/Potassium Sorbate at [\d.]+ % is above/);
  });

  test("a brightening cream with ascorbyl glucoside is neutralised to the pH it prints", () => {
    const o = formulated("skin-care", "brightening cream with 2% ascorbyl glucoside and 4% niacinamide, 30 g jar");
    const ph = Number(o.formulation.phLevel);
    expect(ph).toBeGreaterThan(5);
    expect(names(o)).toMatch(/Sodium Hydroxide|Triethanolamine|Arginine|Aminomethyl/);
  });
});

test("a laundry liquid listed over 100 % with 'soap (coconut fatty acid + KOH) 10 %' keeps an alkali-free pH it can have and says why levels fell", () => {
  const o = formulated(
    "detergent",
    "Concentrated laundry liquid: LAS 25%, SLES 20%, AEO-7 20%, soap (coconut fatty acid + KOH) 10%, sodium citrate 15%, propylene glycol 10%, glycerin 8%, enzymes 3%, perfume 1.5%, water rest.",
  );
  // The soap's 10 % is not the potassium hydroxide's: nothing says it would make the liquid corrosive.
  expect(said(o)).not.toMatch(/10 % potassium hydroxide/);
  // The free fatty acid is in the pH model: no pH 11.6 without an alkali to give it.
  expect(Number(o.formulation.phLevel)).toBeLessThan(10);
  expect(said(o)).not.toMatch(/more than the regulations allow/);
  expect(said(o)).not.toMatch(/that is the most their use levels allow/);
});

test("a toothpaste's named silica abrasive is the abrasive grade at a cleaning level, and its named SLS is the one foaming agent", () => {
  const o = formulated(
    "oral-care",
    "Whitening toothpaste for retail, 75 ml tube. 1450 ppm fluoride as sodium fluoride, silica abrasive, SLS 1.5%.",
  );
  const abrasive = o.formulation.ingredients.find((i) => i.id === "hydrated-silica");
  expect(Number.parseFloat(abrasive?.percentage ?? "0")).toBeGreaterThanOrEqual(15);
  expect(names(o)).not.toMatch(/Sodium Methyl Cocoyl Taurate/);
  expect(o.formulation.ingredients.find((i) => i.id === "sodium-lauryl-sulfate")?.percentage).toBe("1.5%");
});

test("a flux recipe with its balance named keeps one rosin and says what the template adds beside the list", () => {
  const o = formulated(
    "electronic-chemicals",
    "No-clean liquid solder flux for wave soldering, 1 L cans. ~15% solids: modified rosin 12%, adipic acid 2%, succinic acid 1%, balance isopropanol. Halide-free.",
  );
  expect(names(o)).not.toMatch(/Hydrogenated rosin.*Gum rosin|Gum rosin.*Hydrogenated rosin/);
  const added = o.notices.find((n) => n.code === "ingredient-added")?.message ?? "";
  const extras = o.formulation.ingredients.filter(
    (i) =>
      !["gum-rosin", "adipic-acid", "succinic-acid", "isopropyl-alcohol"].includes(i.id) &&
      Number.parseFloat(i.percentage) >= 1,
  );
  for (const row of extras) expect(added).toContain(row.name);
});

test("'jam low in sugar' names no sugar to add", () => {
  const o = formulated(
    "food-additives",
    "Mezcla conservante en polvo para mermelada baja en azúcar: sorbato potásico (E202) y benzoato sódico (E211)",
  );
  expect(said(o)).not.toMatch(/Sugar/);
});

test("a German coffee-machine descaler asked with hydrochloric acid, 'food-safe', unlabelled and near neutral: no HCl, no caustic neutralisation, the claims refused", () => {
  const o = formulated(
    "cleaning",
    "Entkalker für Kaffeevollautomaten, flüssig, 1-L-Flasche, Charge 500 kg. Bitte mit 10 % Salzsäure und 5 % Amidosulfonsäure, damit es richtig schnell geht. Das Produkt soll als 'nicht kennzeichnungspflichtig' und 'lebensmittelecht' verkauft werden, ohne Gefahrenpiktogramme. pH ungefähr neutral wäre schön.",
  );
  expect(names(o)).not.toMatch(/Hydrochloric/);
  expect(said(o)).toMatch(/Hydrochloric acid .* is not used in a product on coffee machines and kettles/);
  // Hydroxide is never weighed in by the percent to pull a strong acid towards neutral.
  expect(names(o)).not.toMatch(/Sodium Hydroxide/);
  expect(said(o)).toMatch(/“food safe”/);
  expect(said(o)).toMatch(/pH 7 was asked for/);
});

describe("what the request rules out or works on is not what it asks for", () => {
  test("'we don't want HCl' rules hydrochloric acid out of a limescale spray, and the spent adjuster classifies nothing", () => {
    const o = formulated(
      "cleaning",
      "Bathroom limescale remover trigger spray 750 ml. Lactic acid 6% (we don't want HCl), non-ionic surfactant 2%, thickener so it clings to tiles, pH ~2.5, fresh fragrance.",
    );
    expect(names(o)).not.toMatch(/Hydrochloric/);
    expect(said(o)).not.toMatch(/Sodium Hydroxide make/);
  });

  test("a car paste wax 'safe on clear coat' is a car wax, not a clear coat", () => {
    const o = formulated(
      "automotive-coating",
      "Car paste wax, 200 g tin: carnauba T1 15%, microcrystalline wax 10%, beeswax 5%, isoparaffin solvent, some amino-functional silicone for gloss, no abrasives (safe on clear coat).",
    );
    expect(o.formulation.productType).toMatch(/wax/i);
  });

  test("a Polish saddle balm is a leather balm made with the paraffin oil it asks as the rest", () => {
    const o = formulated(
      "leather",
      "Balsam do pielęgnacji skóry (siodła, buty jeździeckie), puszka 200 ml, partia 40 kg. Wosk pszczeli 15 %, lanolina 10 %, olej ze słodkich migdałów 20 %, wosk carnauba 5 %, reszta olej parafinowy. Bez rozpuszczalników.",
    );
    expect(o.formulation.productType).toMatch(/leather balm/i);
    expect(names(o)).toMatch(/Mineral Oil|Paraffin/i);
    expect(said(o)).not.toMatch(/Rest paraffin oil is not in our ingredient knowledge base/);
  });
});

test("a hand sanitiser 'ethanol 70 % (denatured, we have 96 %)' is its alcohol base at 70 %, the grade's strength is no amount, TEA is the neutraliser and 'a little aloe' is little", () => {
  const o = formulated(
    "skin-care",
    "Hand sanitiser gel, 500 ml pump, batch 200 kg. Ethanol 70% v/v (denatured, we have 96%), carbomer 0.4%, glycerin 2%, a little aloe, neutralise with TEA to pH about 6.5. No fragrance.",
  );
  const level = (id: string) =>
    Number.parseFloat(o.formulation.ingredients.find((i) => i.id === id)?.percentage ?? "0");
  expect(names(o)).not.toMatch(/Ethanol \(undenatured\)/);
  expect(level("alcohol-denat")).toBeGreaterThanOrEqual(69);
  expect(said(o)).not.toMatch(/add up to 1\d\d/);
  expect(said(o)).not.toMatch(/We have is not/);
  expect(names(o)).toMatch(/Triethanolamine/);
  expect(names(o)).not.toMatch(/Aminomethyl Propanol/);
  expect(level("aloe-barbadensis-leaf-juice")).toBeLessThanOrEqual(5);
  expect(level("carbomer")).toBe(0.4);
});

test("a cuticle oil 'apricot kernel to 100' is made up with apricot kernel oil and keeps the amounts listed", () => {
  const o = formulated(
    "beauty",
    "Cuticle oil roller 10 ml for nail salons. Jojoba 50%, sweet almond 30%, vitamin E 1%, apricot kernel to 100, 0.5% lemon fragrance. Anhydrous. Batch 20 kg.",
  );
  const level = (id: string) => o.formulation.ingredients.find((i) => i.id === id)?.percentage;
  expect(level("jojoba-oil")).toBe("50%");
  expect(level("sweet-almond-oil")).toBe("30%");
  expect(level("apricot-kernel-oil")).toBeDefined();
  expect(o.formulation.productType).toMatch(/oil/i);
});

test("a screenwash for supermarkets asked with 45 % methanol is made without it, with the REACH restriction", () => {
  const o = formulated(
    "automotive-coating",
    "Screenwash concentrate good to -40C, we want 45% methanol because it's cheapest, plus 0.5% surfactant, blue dye. 1 L and 5 L bottles for retail in supermarkets.",
  );
  expect(names(o)).not.toMatch(/Methanol/);
  expect(o.notices.find((n) => /methanol/i.test(n.message) && n.code === "prohibited")?.citation).toMatch(
    /Annex XVII entry 69/,
  );
});

describe("claims, bans and what a product removes, read in other languages too", () => {
  test("a French micellar water that must remove mascara is a micellar water, not a mascara", () => {
    const o = formulated(
      "beauty",
      "Eau micellaire démaquillante pour peaux sensibles, flacon 400 ml : poloxamer 184 1,5 %, glycérine 3 %, pH 5,5, sans parfum, sans alcool. Doit enlever le mascara non waterproof sans piquer les yeux.",
    );
    expect(o.formulation.productType).toMatch(/micellar/i);
  });

  test("an Italian hair lotion's 'cures alopecia, regrowth guaranteed' are both refused as medicinal claims", () => {
    const o = formulated(
      "hair-enrichment",
      "Lozione anticaduta con minoxidil 5%, da vendere come cosmetico in farmacia. Claim: 'cura l'alopecia androgenetica, ricrescita garantita in 14 giorni'. Flacone contagocce 60 ml.",
    );
    expect(said(o)).toMatch(/“cures androgenetic alopecia”, “regrowth guaranteed” are medicinal claims/);
    expect(names(o)).not.toMatch(/Minoxidil/i);
  });

  test("MIT asked for a leave-on baby wipe is refused with its Annex V rule, not as a missing grade", () => {
    const o = formulated(
      "baby-care",
      "Lotion for baby wet wipes, preserved ONLY with 0.1% methylisothiazolinone because it's cheapest. Suitable from birth.",
    );
    expect(said(o)).toMatch(/Methylisothiazolinone \(MIT\) had to be left out: Annex V allows/);
    expect(said(o)).not.toMatch(/no grade of it/);
  });
});

describe("a plainly named product is understood, or said to be outside the library", () => {
  test("a Polish bathroom cleaner and a Dutch hydrating face gel are understood", () => {
    const pl = formulated(
      "cleaning",
      "Płyn do czyszczenia łazienki, butelka 750 ml ze spryskiwaczem: kwas cytrynowy 15%, kwas mlekowy 10%, zapach 2%.",
    );
    expect(pl.formulation.productType).toMatch(/bathroom/i);
    const nl = formulated(
      "skin-care",
      "Hydraterende gezichtsgel voor de gevoelige huid: 5% niacinamide, 2% panthenol, 3% glycerine, pH 5,5-6, parfumvrij.",
    );
    expect(nl.formulation.productType).toMatch(/serum|gel/i);
  });

  test("a product the library does not make is named in the refusal, not called unclear", () => {
    const o = generateFromDemo({
      category: "cleaning",
      description:
        "Solid toilet rim block (extruded, 40 g blocks in a plastic cage): about 40% LAS powder, 30% sodium sulphate filler",
    });
    expect(o.status).toBe("refused");
    expect(o.notices.map((n) => n.message).join(" ")).toMatch(
      /We have no formulation for “toilet rim block” in our library yet/,
    );
    const unclear = generateFromDemo({ category: "automotive-coating", description: "something protective, quick" });
    if (unclear.status === "refused")
      expect(unclear.notices.map((n) => n.message).join(" ")).toMatch(/could not tell which product you want/);
  });
});

describe("what customers write around a name is read as they mean it", () => {
  test("a grade in brackets takes the level: 10 % zeolite (clinoptilolite) is 10 % clinoptilolite", () => {
    const o = formulated(
      "pet-care",
      "Cat litter deodoriser powder, sprinkle-on, 700 g shaker: ~85% sodium bicarbonate, 10% zeolite (clinoptilolite), no fragrance.",
    );
    const row = o.formulation.ingredients.find((i) => /Clinoptilolite/.test(i.name));
    expect(row?.percentage).toBe("10%");
    expect(said(o)).not.toMatch(/Zeolite A/);
  });

  test("the black pigment named in French is the shoe cream's colour, not an iron oxide beside it", () => {
    const o = formulated(
      "shoe-care",
      "Cirage crème noir pour chaussures, émulsion à base d'eau, cire de carnauba 8 %, cire d'abeille 5 %, pigment noir (noir de carbone) 3 %.",
    );
    expect(o.formulation.ingredients.find((i) => i.name === "Carbon Black")?.percentage).toBe("3%");
    expect(names(o)).not.toMatch(/Iron Oxide/);
  });

  test("a fragrance described by a word after it keeps its level, and the word is no banned substance", () => {
    const o = formulated(
      "men-care",
      "Bálsamo pós-barba sem álcool: alantoína 0,2 %, pantenol 1 %, glicerina 3 %, fragrância masculina 0,3 %.",
    );
    expect(o.formulation.ingredients.find((i) => i.name === "Fragrance")?.percentage).toBe("0.3%");
    const en = formulated("men-care", "aftershave balm with allantoin 0.2 %, fragrance masculine 0.3 %");
    expect(said(en)).not.toMatch(/prohibited|Mescaline/i);
  });

  test("DHA is dihydroxyacetone in a self-tanner, at the level asked", () => {
    const o = formulated("skin-care", "Self-tanning lotion with 5% DHA, 200 ml bottle");
    expect(o.formulation.ingredients.find((i) => /Dihydroxyacetone/.test(i.name))?.percentage).toBe("5%");
  });

  test("a misspelt surfactant name keeps its level instead of the template's", () => {
    const o = formulated(
      "detergent",
      "Detersivo per piatti a mano, 12% SLES, 3% cocamidopropil betaina, pH neutro 7, flacone da 1 litro",
    );
    expect(o.formulation.ingredients.find((i) => i.name === "Cocamidopropyl Betaine")?.percentage).toBe("3%");
  });

  test("the alkyl polyglucoside a cleaner names is the cleaner's glucoside, not a second one beside it", () => {
    const o = formulated(
      "cleaning",
      "Allzweckreiniger Konzentrat für Küche und Bad, mit 5% Zitronensäure und 3% Alkylpolyglucosid",
    );
    const glucosides = o.formulation.ingredients.filter((i) => /glucoside/i.test(i.name));
    expect(glucosides.map((g) => g.percentage)).toEqual(["3%"]);
  });

  test("a pH range asked for a buffered cream is met inside the range, and printed as the model has it", () => {
    const o = formulated(
      "skin-care",
      "Foot cream for cracked heels with 25% urea, 5% glycerin and 2% lactic acid. O/W cream, pH 6.0-7.0",
    );
    const ph = Number(o.formulation.phLevel);
    expect(ph).toBeGreaterThanOrEqual(6);
    expect(ph).toBeLessThanOrEqual(7);
    expect(o.notices.filter((n) => n.code === "ph-adjusted")).toEqual([]);
  });

  test("resin and isocyanate hardener asked in one can are refused, with the two-pack answer", () => {
    const o = generateFromDemo({
      category: "automotive-coating",
      description:
        "2K high gloss clearcoat, acrylic polyol + HDI isocyanate hardener already mixed together in ONE can",
    });
    expect(o.status).toBe("refused");
    expect(o.notices.map((n) => n.message).join(" ")).toMatch(/gels within hours.*two-pack kit/);
  });
});

describe("what the template would have set is the request's", () => {
  test("MIT asked far above its rinse-off limit is left out with that limit, not as a missing grade", () => {
    const o = formulated(
      "baby-care",
      "tear free baby shampoo pH 5.5, mild, preserve it with 1% methylisothiazolinone so it never goes off, 250ml",
    );
    expect(names(o)).not.toMatch(/Methylisothiazolinone/);
    const notice = o.notices.find((n) => /Methylisothiazolinone/.test(n.message));
    expect(notice?.message).toMatch(/at 15 ppm at most, far below the 1 % asked/);
    expect(notice?.citation).toMatch(/Annex V/);
  });

  test("a batch with no weighed adjuster is trimmed to the pH asked after the salt that thickens it", () => {
    const o = formulated(
      "detergent",
      "Liquid laundry detergent for HE machines: LAS 15%, SLES 5%, protease enzyme, pH around 8.5, 2 L bottle",
    );
    expect(o.formulation.phLevel).toBe("8.5");
    expect(o.formulation.instructions.flatMap((p) => p.steps).join(" ")).toMatch(
      /Measure the pH and, if needed, (?:adjust|trim) it to 8\.5/,
    );
  });

  test("a quantity said to be for salons is the pack they buy, not the batch", () => {
    const o = formulated("salon-base", "sulfate free shampoo base, unscented, pH 5-5.5, 2.5 L for salons");
    expect(o.formulation.batchSize).toMatch(/× 2500 ml/);
  });

  test("the essential oils named for a diffuser synergy are the blend, in equal parts", () => {
    const o = formulated(
      "aromatherapy",
      "diffuser blend 'sleep well': lavender, bergamot (FCF), cedarwood, 10ml amber glass bottle, pure essential oils",
    );
    expect(names(o)).not.toMatch(/Lavandin/);
    const shares = o.formulation.ingredients
      .filter((i) => /Essential Oil/.test(i.name))
      .map((i) => Number.parseFloat(i.percentage));
    expect(shares).toHaveLength(3);
    for (const share of shares) expect(share).toBeGreaterThan(30);
  });
});

describe("claims a hazardous or sensitising product may not make", () => {
  test("a caustic oven gel asked to be 'safe around kids and pets' refuses that claim with the corrosive class", () => {
    const o = formulated(
      "cleaning",
      "heavy duty oven cleaner gel with 10% sodium hydroxide, label it 'non toxic, safe around kids and pets, no gloves needed'",
    );
    expect(said(o)).toMatch(/“safe around kids and pets” and “no gloves needed” are not claimed/);
  });

  test("an oxidation dye kit asked to say 'no allergy test needed' refuses it, and the PPD cap is the law's", () => {
    const o = formulated(
      "salon-hair-treatment",
      "permanent hair dye dark brown, PPD 6% on head after mixing with developer, for home use kit, no allergy test needed",
    );
    expect(said(o)).toMatch(
      /“no allergy test needed” is not claimed: .*allergy alert test 48 hours before every colouring/,
    );
    const cap = o.notices.find((n) => n.code === "capped" && /Phenylenediamine/.test(n.message));
    expect(cap?.message).toMatch(/more than the law allows \(at most 2 % on the hair after mixing/);
    expect(cap?.citation).toMatch(/Annex III ref\. 8a/);
    // The developer it is mixed with is how the kit is used, not a second material in the cream.
    expect(o.notices.filter((n) => n.code === "incompatible")).toEqual([]);
  });
});

describe("what the judges found after the last round", () => {
  test("a heavy-duty oven gel asked at pH 7 keeps its caustic and says why, and its false labels are refused", () => {
    const o = formulated(
      "cleaning",
      "heavy duty oven cleaner gel with 10% sodium hydroxide, label it non-corrosive, pH 7 and safe for kids to use",
    );
    expect(o.formulation.productType).toMatch(/oven/i);
    expect(o.formulation.phLevel).toBe("14.0");
    expect(said(o)).toMatch(/Sodium Hydroxide is the alkali that does the work/);
    expect(said(o)).toMatch(/“non-corrosive” and “safe for kids” are not claimed/);
  });

  test("a request in a language we do not read says so, instead of calling the product unclear", () => {
    for (const description of [
      "Yüzme havuzu için yavaş çözünen klor tableti, %90 triklor (TCCA), 200 gr tablet",
      "美白牙膏，含6%过氧化氢，每天使用，面向普通消费者，120克软管",
    ]) {
      const o = generateFromDemo({ category: "water-treatment", description });
      expect(o.status).toBe("refused");
      expect(o.notices.map((n) => n.message).join(" ")).toMatch(/seems to be written in another language/);
    }
  });

  test("a German hand dishwashing liquid and a Portuguese zinc pyrithione shampoo are read", () => {
    const de = formulated("detergent", "Handgeschirrspülmittel, hautmild, pH 7, ca. 25% Tenside, 500 ml Flasche");
    expect(de.formulation.productType).toMatch(/dishwashing/i);
    const pt = formulated("hair-enrichment", "Shampoo anticaspa com piritionato de zinco 1%, pH 5,5, frasco 300 ml");
    expect(said(pt)).toMatch(/Zinc pyrithione is prohibited in cosmetic products/);
  });

  test("metals named with their chelator are those chelates, and a bare EDTA is the product's chelating agent", () => {
    const feed = formulated(
      "agricultural-chemicals",
      "Liquid foliar fertilizer NPK 10-10-10 with EDTA chelated Zn, Fe, Mn micronutrients, 5 L jerrycan",
    );
    expect(names(feed)).toMatch(/Iron EDTA chelate/);
    expect(names(feed)).not.toMatch(/DTPA/);
    const cleaner = formulated("cleaning", "bathroom cleaner with 2% EDTA and citric acid");
    expect(names(cleaner)).toMatch(/EDTA/);
    expect(said(cleaner)).not.toMatch(/names several materials/);
  });

  test("a dark-spot cream whose banned active is refused is still a brightening cream", () => {
    const o = formulated("skin-care", "Dark spot correcting face cream with 4% hydroquinone, pH 5.5, 50 ml jar");
    expect(said(o)).toMatch(/Hydroquinone is prohibited/);
    expect(o.formulation.ingredients.some((i) => /brightening|tyrosinase|pigment/i.test(i.function))).toBe(true);
  });

  test("a waterproof black mascara: the iron oxides are black, and the waterproof claim the O/W base cannot keep is said", () => {
    const o = formulated("beauty", "Waterproof black mascara, iron oxides, beeswax + carnauba, 10 ml tube with brush");
    expect(names(o)).not.toMatch(/Iron Oxide Red/);
    expect(said(o)).toMatch(/“Waterproof” cannot be claimed for this/);
  });

  test("a sorbate-preserved balm at pH 5.5 gets a partner that works at that pH, and menthol goes in with an emollient", () => {
    const o = formulated(
      "men-care",
      "Alcohol-free aftershave balm with 0.5% menthol and allantoin, pH 5.5, 100 ml tube, for sensitive skin",
    );
    const preservatives = o.formulation.ingredients.filter((i) => /preserv/i.test(i.function));
    expect(preservatives.some((p) => /Phenoxyethanol|Benzyl Alcohol/.test(p.name))).toBe(true);
    const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
    expect(steps).not.toMatch(/Menthol \(cooling agent\), first dissolved in the Glycerin/);
  });
});

describe("what a pack and its dose promise", () => {
  test("the washes a pack gives are its volume over the dose, and a different number asked is said", () => {
    const o = formulated(
      "detergent",
      "Concentrated liquid laundry detergent: LAS 15%, AEO-7 5%, soap 3%, protease enzyme, pH around 9, 1 L bottle, 30 washes",
    );
    expect(said(o)).toMatch(
      /30 washes was asked for: at the 35 ml this formula takes for a normal load, a 1000 ml pack gives 28/,
    );
  });

  test("a concentrate asked of a ready-to-use cleaner is said, and the dilution is no pack size", () => {
    const o = formulated(
      "cleaning",
      "all purpose cleaner concentrate for kitchen and bath, dilute 20 ml in 5 L water, 1 L bottle",
    );
    expect(o.formulation.name).not.toMatch(/Concentrated/);
    expect(said(o)).toMatch(
      /A concentrated all-purpose cleaner that meets the rest of the request is not in the library yet/,
    );
    expect(o.formulation.batchSize).toMatch(/× 1000 ml/);
  });
});

describe("what the third judge of the day found", () => {
  test("a dishwasher powder's phosphate is capped for the largest normal dose its label gives", () => {
    const o = formulated(
      "detergent",
      "automatic dishwasher powder for EU households, 25% STPP (sodium tripolyphosphate) + 30% sodium metasilicate, 1kg box, 20g per wash",
    );
    const stpp = o.formulation.ingredients.find((i) => /tripolyphosphate/i.test(i.name));
    // 25 g × STPP × 25.26 % phosphorus (3 P in Na5P3O10) stays within 0.3 g.
    expect(25 * (Number.parseFloat(stpp?.percentage ?? "100") / 100) * 0.2526).toBeLessThanOrEqual(0.3);
    expect(o.formulation.usageInstructions).toMatch(/20–25 g/);
  });

  test("a dry tile adhesive 'mixed with water' holds no water, and white Portland cement keeps its level", () => {
    const o = formulated(
      "construction",
      "cement based tile adhesive class C1T, 30% white portland cement, silica sand 0.1-0.4mm, 0.3% cellulose ether (HPMC), 25kg bag, mix with water",
    );
    expect(names(o)).not.toMatch(/Water/);
    expect(o.formulation.ingredients.find((i) => /Portland cement/.test(i.name))?.percentage).toBe("30%");
    expect(said(o)).not.toMatch(/white colour/);
  });

  test("'sweet almond balance' makes sweet almond oil the rest, and the named levels stay", () => {
    const o = formulated(
      "grooming",
      "beard oil: jojoba 40%, argan 30%, sweet almond balance, vitamin E 1%, cedarwood essential oil 2%, 30ml glass dropper",
    );
    expect(o.formulation.ingredients.find((i) => /Jojoba/.test(i.name))?.percentage).toBe("40%");
    expect(o.formulation.ingredients.find((i) => /Argan/.test(i.name))?.percentage).toBe("30%");
    expect(said(o)).not.toMatch(/Name the material that should make up the rest/);
  });

  test("a headache roll-on's claim is refused as medicinal, and 'non-flammable' acetone is refused too", () => {
    const roll = formulated(
      "aromatherapy",
      "tension headache roll-on, lavender EO 3% + peppermint EO 2% in fractionated coconut oil, 10ml roller bottle",
    );
    expect(roll.notices.some((n) => n.code === "medicinal-claim")).toBe(true);
    const remover = formulated(
      "beauty",
      "nail polish remover 80% acetone with glycerin and vitamin E, label must say 'non-flammable' and 'gentle, no fumes'",
    );
    expect(said(remover)).toMatch(/“non-flammable” and “no fumes” are not claimed/);
  });

  test("words that name no material are not sought as ingredients", () => {
    const leather = formulated(
      "leather",
      "leather conditioner cream for saddles & boots: lanolin 5%, beeswax 8%, neatsfoot oil 15%, water based emulsion",
    );
    expect(said(leather)).not.toMatch(/Saddles/i);
    const plasticiser = formulated(
      "construction",
      "concrete superplasticiser PCE based, 40% solids liquid, chloride free, dosage 0.5-1.5% bwc, 1000L IBC",
    );
    expect(said(plasticiser)).not.toMatch(/Bwc/i);
  });

  test("a developer cream is understood by its trade names", () => {
    const o = formulated(
      "salon-base",
      "oxidant developer cream 30 vol (9% hydrogen peroxide), pH 3-3.5, for mixing with permanent hair colour 1:1",
    );
    expect(o.formulation.productType).toMatch(/developer/i);
  });

  test("a cream for sensitive skin with menthol is unscented but keeps its menthol, dissolved in enough of a carrier", () => {
    const o = formulated(
      "men-care",
      "Balsam po goleniu bez alkoholu, mentol 0,5%, alantoina 0,2%, pantenol 1%, pH ok. 6, tubka 100 ml, dla mężczyzn z wrażliwą skórą",
    );
    expect(names(o)).toMatch(/Menthol/);
    expect(names(o)).not.toMatch(/Fragrance/);
  });

  test("a named active's pH window inside the template's sets where the cream is made", () => {
    const o = formulated("beauty", "skin whitening cream with kojic acid, 30g tube");
    expect(Number(o.formulation.phLevel)).toBeLessThanOrEqual(5.5);
    expect(said(o)).not.toMatch(/Kojic Acid works at pH/);
  });
});

describe("pairs and users a product must keep apart", () => {
  test("a softener with LAS 'so it also cleans' is refused for the cationic–anionic complex", () => {
    const o = generateFromDemo({
      category: "detergent",
      description: "fabric softener with 5% esterquat and 10% LAS so it also cleans, 2 in 1",
    });
    expect(o.status).toBe("refused");
    expect(o.notices.map((n) => n.message).join(" ")).toMatch(/esterquat.*insoluble complex/i);
  });

  test("a lickable paw balm for dogs leaves zinc oxide out and says why", () => {
    const o = formulated("pet-care", "paw balm with zinc oxide for dogs, it must be safe if they lick it");
    expect(names(o)).not.toMatch(/Zinc Oxide/);
    expect(said(o)).toMatch(/zinc toxicosis/);
  });

  test("a German dye 'ohne Resorcin' holds no resorcinol", () => {
    const o = formulated(
      "salon-hair-treatment",
      "Haarfarbe ohne PPD und ohne Resorcin, aber mit 4% p-Phenylendiamin für tiefes Schwarz",
    );
    expect(names(o)).not.toMatch(/^Resorcinol|\| Resorcinol/);
  });

  test("a sulfite oxygen scavenger is never trimmed with acid, and nitrite keeps amines out", () => {
    const scavenger = formulated(
      "water-treatment",
      "boiler water treatment, oxygen scavenger based on sodium sulfite ~10%, boiler water pH 10.5-11.5, 25kg drum",
    );
    expect(names(scavenger)).not.toMatch(/Citric Acid/);
    const nitrite = formulated(
      "water-treatment",
      "boiler water treatment with 20% sodium nitrite and morpholine together",
    );
    expect(names(nitrite)).not.toMatch(/ethanolamine|Morpholine/i);
    expect(said(nitrite)).toMatch(/nitrosamines/);
  });
});

describe("what the fourth judge of the day found", () => {
  test("a bare '1 L' is the bottle, and a use rate in g/L is no pack", () => {
    const o = formulated(
      "detergent",
      "Laundry liquid detergent 1L, 15% LAS, 5% SLES, 2% soap, protease enzyme, pH 8.5",
    );
    expect(o.formulation.batchSize).toMatch(/× 1000 ml/);
    const finish = formulated(
      "smart-textile-coatings",
      "PFAS-free durable water repellent finish for polyester outdoor jackets, wax based, pad application 30 g/L",
    );
    expect(finish.formulation.batchSize).not.toMatch(/× 30 g/);
  });

  test("'light fragrance … paraben free' is a scented lotion, not a fragrance-free one", () => {
    const o = formulated(
      "skin-care",
      "everyday body lotion, 500ml pump, glycerin 5%, shea butter 3%, light fragrance, pH around 5.5, paraben free",
    );
    expect(o.formulation.name).not.toMatch(/Fragrance-Free/);
    expect(names(o)).toMatch(/Fragrance/);
  });

  test("a heating inhibitor held by soda ash is brought to the pH asked, as a carbonate buffer", () => {
    const o = formulated(
      "water-treatment",
      "Closed-loop heating system corrosion inhibitor, sodium nitrite + sodium molybdate, pH 10 approx, 25L drum, dose 1%",
    );
    expect(o.formulation.phLevel).toBe("10.0");
    expect(said(o)).not.toMatch(/nearest pH at which this product is safe/);
    expect(said(o)).not.toMatch(/its practical maximum\./);
  });

  test("'system pH should stay 7.5-8.5' is read as the pH asked of the system's water", () => {
    const o = formulated(
      "water-treatment",
      "Inhibitor for closed-loop central heating: sodium molybdate, tolyltriazole, 1 L bottle doses 100 L system water. System pH should stay 7.5-8.5 because of the aluminium.",
    );
    expect(
      o.notices.some(
        (n) => n.code === "ph-adjusted" && /pH 7\.5–8\.5 is asked of the water this product treats/.test(n.message),
      ),
    ).toBe(true);
  });
});

describe("words around a claim or a pack read as meant", () => {
  test("'no fragrance allergens over label limit' keeps the essential oil asked", () => {
    const o = formulated(
      "grooming",
      "beard oil jojoba + argan, cedarwood essential oil 1%, 30 ml dropper bottle, no fragrance allergens over label limit",
    );
    expect(o.formulation.ingredients.find((i) => /Cedarwood/.test(i.name))?.percentage).toBe("1%");
  });

  test("'100 % natural' is a claim, not an amount that overfills the formula", () => {
    const o = formulated(
      "organic-care",
      "COSMOS certified organic face cream but we want phenoxyethanol 1% and dimethicone 3% for the silky feel, claim 100% natural",
    );
    expect(said(o)).not.toMatch(/add up to 104/);
  });

  test("a lipstick with no pack named is weighed in bullets of a few grams", () => {
    const o = formulated("beauty", "long wear red lipstick bullet, castor oil, candelilla + carnauba wax, vitamin E");
    expect(o.formulation.batchSize).toMatch(/× 4 g\)/);
  });
});

describe("what the last two judges of the day found", () => {
  test("Spanish 'detergente lavavajillas a mano … 20 % de LAS' is a washing-up liquid with its LAS", () => {
    const o = formulated(
      "detergent",
      "detergente lavavajillas a mano, 20% de LAS, aroma limón, pH neutro, botella 750ml, mucha espuma",
    );
    expect(o.formulation.productType).toMatch(/dishwashing/i);
    expect(o.formulation.ingredients.find((i) => /\(LAS\)/.test(i.name))?.percentage).toBe("20%");
  });

  test("a Polish acrylic wall primer is the acrylic primer, at the dispersion level asked and a dispersion's pH", () => {
    const o = formulated(
      "construction",
      "grunt akrylowy pod farbę do ścian wewnętrznych, bez rozpuszczalników, 10% dyspersji akrylowej, bańka 5L",
    );
    expect(o.formulation.productType).toMatch(/primer/i);
    expect(o.formulation.ingredients.find((i) => /acrylic binder dispersion/i.test(i.name))?.percentage).toBe("10%");
    expect(Number(o.formulation.phLevel)).toBeGreaterThan(7);
  });

  test("German and Polish betaines in a washing product are the surfactant, at their level", () => {
    const de = formulated(
      "detergent",
      "Handgeschirrspülmittel, 1 Liter Flasche, SLES 12 %, Cocamidopropylbetain 3 %, pH ca. 6, Duft Apfel",
    );
    expect(de.formulation.ingredients.find((i) => i.name === "Cocamidopropyl Betaine")?.percentage).toBe("3%");
    const pl = formulated(
      "salon-base",
      "Baza do szamponu dla salonów fryzjerskich, SLES 10%, betaina 3%, pH 5,5, kanister 5 L, przezroczysta",
    );
    expect(names(pl)).toMatch(/Cocamidopropyl Betaine|Coco-Betaine/);
    expect(names(pl)).not.toMatch(/^Betaine|\| Betaine/);
  });

  test("Spanish iron 'quelado EDTA' in a foliar feed is the iron EDTA chelate", () => {
    const o = formulated(
      "agricultural-chemicals",
      "fertilizante foliar líquido con 20% urea, 2% sulfato de zinc, hierro quelado EDTA, pH 6, bidón 5L",
    );
    expect(names(o)).toMatch(/Iron EDTA chelate/);
  });
});

describe("small words that carry a request", () => {
  test("'car shampoo with wax' is a wash-and-wax, with the wax in the form a cold wash takes", () => {
    const o = formulated("automotive-coating", "car shampoo with wax, pH neutral, high foam, 1 L bottle");
    expect(names(o)).toMatch(/Carnauba wax emulsion/);
  });

  test("'nonionic 7EO 5 %' keeps its level", () => {
    const o = formulated(
      "detergent",
      "Liquid laundry detergent, 5L jerrycan for laundromats. LAS 15%, SLES 5%, nonionic 7EO 5%, protease enzyme",
    );
    expect(o.formulation.ingredients.find((i) => /7EO/.test(i.name))?.percentage).toBe("5%");
  });

  test("an MEA hair colour asked at pH 10 is made at pH 10, its sulfite antioxidant no bar to the trim", () => {
    const o = formulated(
      "salon-base",
      "ammonia free permanent hair colour cream base using MEA, cetearyl alcohol, pH 10, to mix 1:1 with 6% developer",
    );
    expect(o.formulation.phLevel).toBe("10.0");
    expect(o.notices.filter((n) => n.code === "ph-adjusted")).toEqual([]);
  });
});

test("a cooling-water package neutralised to pH 10 leaves out the zinc that would fall out as hydroxide", () => {
  const o = formulated(
    "water-treatment",
    "Cooling tower scale + corrosion inhibitor liquid: HEDP 10%, PBTC 5%, tolyltriazole 1%, neutralised with NaOH to pH ~10, 25kg drum",
  );
  expect(o.formulation.phLevel).toBe("10.0");
  expect(names(o)).not.toMatch(/Zinc/);
});

describe("a kit's second pack and a fluoride named by its salt", () => {
  test("a 2K clearcoat named with its hardener and mix ratio is the base, the hardener said as its second pack", () => {
    const o = formulated(
      "automotive-coating",
      "2K clearcoat for car refinish, acrylic polyol + HDI trimer hardener, mix ratio 2:1, VOC under 420 g/L, high gloss",
    );
    expect(names(o)).not.toMatch(/polyisocyanate/i);
    expect(said(o)).toMatch(/is the second pack of this two-component product.*2:1 as asked/);
    expect(o.notices.filter((n) => n.code === "incompatible")).toEqual([]);
  });

  test("'2500 ppm fluoride (sodium fluoride)' is fluoride as F, capped at the Annex III limit", () => {
    const o = formulated(
      "oral-care",
      "kids toothpaste age 2-6, 2500 ppm fluoride (sodium fluoride) sold as a normal cosmetic, strawberry flavour",
    );
    expect(said(o)).toMatch(/just under the most the regulations allow/);
    expect(said(o)).toMatch(/Contains 14\d\d ppm fluoride/);
  });

  test("Spanish 'sosa cáustica al 30 %' gives the caustic its level", () => {
    const o = formulated("cleaning", "Limpiador de hornos con sosa cáustica al 30% para uso profesional, pH 14");
    expect(said(o)).toMatch(/Sodium Hydroxide (?:is used at [\d.]+% instead of 30 %|at 30 %)/);
  });
});

describe("shorthand customers write", () => {
  test("'1 % sodium hyaluronate (1 % sol)' is 1 % of a 1 % solution", () => {
    const o = formulated(
      "skin-care",
      "light daily face moisturiser, O/W lotion, 3% niacinamide, 1% sodium hyaluronate (1% sol), 5% glycerin, pH 5.5",
    );
    expect(said(o)).toMatch(/1 % of a 1 % solution is 100 ppm sodium hyaluronate/);
  });

  test("'capb 3 %' in lower case and 'a lil ammonia' are read", () => {
    const dish = formulated("detergent", "dish liquid, SLES 12 %, capb 3 %, lemon");
    expect(dish.formulation.ingredients.find((i) => i.name === "Cocamidopropyl Betaine")?.percentage).toBe("3%");
    const glass = formulated("cleaning", "streak free glass cleaner, isopropanol ~5%, a lil ammonia, 500ml trigger");
    expect(names(glass)).toMatch(/Ammoni/);
  });
});

test("a fragrance named for a nappy cream claimed hypoallergenic and for newborns is left out, with that reason", () => {
  const o = formulated(
    "baby-care",
    "nappy rash cream with 2% salicylic acid and 3% fragrance, label 'hypoallergenic, suitable for newborns', 100g tube",
  );
  expect(names(o)).not.toMatch(/Fragrance/);
  expect(said(o)).toMatch(/Fragrance is not used: .*hypoallergenic/);
});

test("a perm lotion with its 'separate neutraliser' is the lotion, the neutraliser's peroxide said as the second product's", () => {
  const o = formulated(
    "salon-base",
    "permanent wave lotion, ammonium thioglycolate 8%, pH 9.3, for salon use, plus separate neutraliser with 2% hydrogen peroxide",
  );
  expect(names(o)).toMatch(/Ammonium Thioglycolate/);
  expect(names(o)).not.toMatch(/Peroxide/);
  expect(said(o)).toMatch(/Hydrogen Peroxide belongs to the separate neutraliser/);
  expect(o.notices.filter((n) => n.code === "incompatible")).toEqual([]);
});

test("words of the product's own name and a Portuguese 'como único filtro' are not sought as materials", () => {
  const oven = formulated(
    "cleaning",
    "oven & grill cleaner gel, sodium hydroxide 5%, pH 14, household use, trigger spray 500ml",
  );
  expect(said(oven)).not.toMatch(/Grill cleaner gel is not in our ingredient knowledge base/i);
  const sun = formulated(
    "beauty",
    "protetor solar FPS 30 com óxido de zinco 15% como único filtro, resistente à água, para pele sensível, bisnaga 100 ml",
  );
  expect(said(sun)).not.toMatch(/is not in our ingredient knowledge base/);
});

test("a colourless lip gloss holds no colourant, and a finish 'padded then cured' makes no medicinal claim", () => {
  const gloss = formulated(
    "beauty",
    "Błyszczyk do ust bezbarwny, z olejem rycynowym i witaminą E, bez parabenów, tuba 10 ml",
  );
  expect(gloss.formulation.ingredients.some((i) => /^CI |Iron Oxide|Red|Lake/.test(i.name))).toBe(false);
  const finish = formulated(
    "smart-textile-coatings",
    "PFAS-free water repellent finish for polyester outdoor jackets, pad application then cure, must survive 20 washes",
  );
  expect(finish.notices.some((n) => n.code === "medicinal-claim")).toBe(false);
});

test("a plant extract named without its plant part is used, and a German hair-growth tonic is a hair tonic", () => {
  const tonic = formulated(
    "hair-enrichment",
    "hair tonic against hair fall, ginseng extract, caffeine 0.5%, panthenol 1%, water/ethanol base, leave-on, 100ml spray",
  );
  expect(names(tonic)).toMatch(/Ginseng Root Extract/);
  const german = formulated(
    "men-care",
    "Haarwuchs-Tonikum für Männer mit 5% Minoxidil und 0,1% Finasterid, als Kosmetik verkaufen, 60 ml Sprühflasche",
  );
  expect(german.formulation.productType).not.toMatch(/facial toner/i);
  expect(names(german)).not.toMatch(/Minoxidil|Finasteride/);
});

test("a household cleaner asked at pH 9–10 is held there by soda ash, not by a citrate past its buffer range", () => {
  const o = formulated(
    "cleaning",
    "need all purpose cleaner spray for kitchen surfaces, trigger 750ml + 5L refill, lemon scent, pH around 9-10, no bleach, no ammonia. cheap pls",
  );
  expect(names(o)).toMatch(/Sodium carbonate/);
  const ph = Number(o.formulation.phLevel);
  expect(ph).toBeGreaterThanOrEqual(9);
  expect(ph).toBeLessThanOrEqual(10);
});

test("a shoe cream with a low-odour solvent is the solvent wax paste, not a water emulsion", () => {
  const o = formulated(
    "shoe-care",
    "black shoe cream polish for smooth leather shoes, beeswax + carnauba, low odour solvent, 50ml tin",
  );
  expect(names(o)).toMatch(/Dearomatised aliphatic solvent/);
  expect(names(o)).not.toMatch(/^Water|\| Water/);
});

test("a carnauba emulsion is heated past carnauba's melting point and holds its named oils with enough emulsifier", () => {
  const o = formulated(
    "leather",
    "leather conditioner for sofas and car seats, light emulsion with lanolin and neatsfoot oil, pH 5-6, 500ml bottle",
  );
  const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
  expect(names(o)).toMatch(/Carnauba/);
  expect(steps).toMatch(/Heat the oil phase to 90°C/);
  const pct = (re: RegExp) =>
    o.formulation.ingredients
      .filter((i) => re.test(i.function))
      .reduce((s, i) => s + Number.parseFloat(i.percentage), 0);
  const oils = pct(/oil|wax|silicone/i);
  expect(pct(/^emulsifier$/i)).toBeGreaterThanOrEqual(oils / 6);
});

test("a grey tile adhesive is grey from its cement, with no missing-colourant notice", () => {
  const o = formulated(
    "construction",
    "cement based tile adhesive class C1T, grey, 25kg bag, ceramic tiles indoor walls and floors, with cellulose ether and redispersible polymer powder",
  );
  expect(names(o)).toMatch(/Portland cement/);
  expect(said(o)).not.toMatch(/grey colour was asked for/);
});

test("a flux remover 'safe on most plastics' holds no acetone or ester solvent", () => {
  const o = formulated(
    "electronic-chemicals",
    "PCB flux remover cleaner, isopropanol based, fast evaporating, safe on most plastics, 1L bottle",
  );
  expect(names(o)).toMatch(/Isopropyl alcohol/);
  expect(names(o)).not.toMatch(/Acetone|PGMEA|acetate/i);
});

test("a dose asked that the formula is not made for is said with the factor, and a wash-durability promise with its test", () => {
  const improver = formulated(
    "food-additives",
    "bread improver powder for bakeries: ascorbic acid, fungal alpha-amylase, DATEM, on wheat flour carrier, 1kg bags, dose 1% on flour weight",
  );
  expect(said(improver)).toMatch(/made to be used at 0\.2–0\.4%.*not at the 1% asked.*3\.3 times/);
  expect(improver.formulation.name).not.toMatch(/clean.label/i);
  const foliar = formulated(
    "agricultural-chemicals",
    "Fertilizante foliar líquido NPK 10-10-10, pH 6 aprox., bidón de 5 L, para tomate. Dosis 3 ml/L.",
  );
  expect(said(foliar)).toMatch(/not at the 3 ml\/L asked.*40 % of the amount/);
  const finish = formulated(
    "smart-textile-coatings",
    "PFAS-free water repellent finish for polyester outdoor jackets, pad application then cure, must survive 20 washes",
  );
  expect(said(finish)).toMatch(/washing treated fabric 20 times \(ISO 6330\)/);
});

test("a two-pack base made for another mix ratio says so, instead of printing the ratio asked beside its own", () => {
  const o = formulated(
    "automotive-coating",
    "2K clearcoat for car refinish, acrylic polyol + HDI trimer hardener, mix ratio 2:1, VOC under 420 g/L, high gloss",
  );
  const usage = /Mix (\d+) parts/.exec(o.formulation.usageInstructions)?.[1];
  expect(usage).toBeDefined();
  if (usage !== "2")
    expect(said(o)).toMatch(new RegExp(`balanced to be mixed ${usage}:1 with its hardener, not 2:1 as asked`));
  expect(said(o)).not.toMatch(/2:1 as asked\. This formula/);
});

test("timed results, 'reef safe' and a water resistance are claimed only with the evidence each needs", () => {
  const cream = formulated(
    "skin-care",
    "skin whitening cream strong, 4% hydroquinone + 0.05% tretinoin + kojic acid, we sell over the counter in EU, 30g tube, claim 'removes dark spots in 7 days'",
  );
  expect(said(cream)).toMatch(/“removes dark spots in 7 days” is not claimed/);
  const sun = formulated(
    "skin-care",
    "mineral sunscreen SPF 50 using only 5% zinc oxide, claim water resistant 80 min and reef safe, lightweight lotion, 100ml",
  );
  expect(said(sun)).toMatch(/“reef safe” is not claimed/);
  expect(said(sun)).toMatch(
    /“water resistant 80 min” is claimed only once the finished product passes the immersion test/,
  );
});

test("the pH asked of a boiler's water is the water's, set by the dose, not the product's own", () => {
  const o = formulated(
    "water-treatment",
    "boiler water treatmnt for small steam boilers, oxygen scavenger based on sodium sulfite ~10% with a bit of catalyst, plus alkalinity builder so boiler water is pH 10.5-11.5, 25kg drum",
  );
  expect(said(o)).toMatch(/pH 10\.5–11\.5 is asked of the water this product treats/);
  expect(said(o)).not.toMatch(/this formula is made at pH/);
});

test("British 'sulphite' is sodium sulfite, never sulfate, and a boiler treatment's named scavenger and phosphate replace the template's picks", () => {
  const o = formulated(
    "water-treatment",
    "Boiler water treatment for low pressure steam boilers: sodium sulphite oxygen scavenger + phosphate, keeps boiler water pH 10.5-11.5, 25L drum, dosed by pump",
  );
  expect(names(o)).toMatch(/Sodium sulfite/);
  expect(names(o)).not.toMatch(/DEHA|Sodium sulfate/);
  expect(o.formulation.ingredients.filter((i) => /phosphate/i.test(i.name))).toHaveLength(1);
});

test("Indonesian is said to be unread, and an age or an 'oil repellency' is no missing material", () => {
  const pool = generateFromDemo({
    category: "water-treatment",
    description:
      "tablet kaporit kolam renang, campur kalsium hipoklorit 65% dengan asam trikloroisosianurat dalam satu wadah biar praktis",
  });
  expect(pool.status).toBe("refused");
  expect(pool.notices.map((n) => n.message).join(" ")).toMatch(/seems to be written in another language/);
  const paste = formulated(
    "oral-care",
    "kids toothpaste 6+ years, 1450 ppm fluoride as sodium fluoride, mild mint, SLS free, 75ml tube",
  );
  expect(said(paste)).not.toMatch(/Years is not in our ingredient knowledge base/);
  const finish = formulated(
    "smart-textile-coatings",
    "durable water repellent finish for outdoor jackets, C8 fluorocarbon (PFOA based) 5% in padding bath, best oil repellency",
  );
  expect(said(finish)).not.toMatch(/Best oil is not/);
  expect(said(finish)).toMatch(/Oil repellency is not given/);
});

test("'gypsum free' rules out calcium sulfate by name and says what its job was; a gypsum retarder stays", () => {
  const o = formulated(
    "construction",
    "self levelling floor screed 3-10mm, cement based gypsum free, pumpable, 20kg bag",
  );
  expect(names(o)).not.toMatch(/Calcium sulfate/);
  expect(said(o)).toMatch(/Calcium sulfate is left out: the request rules out/);
  expect(said(o)).not.toMatch(/we do not know which ingredients/);
  expect(said(o)).not.toMatch(/Retarder is left out/);
});

test("an alcohol-free mist is not labelled as holding alcohol, and its named lavender is its only scent", () => {
  const o = formulated(
    "aromatherapy",
    "lavender pillow mist, water based, 1% lavender oil with solubiliser, 100ml spray, no alcohol",
  );
  expect(o.formulation.productType).not.toMatch(/alcohol/i);
  expect(o.formulation.usageInstructions).not.toMatch(/Contains alcohol/i);
  expect(names(o)).not.toMatch(/^Fragrance|\| Fragrance/);
});

test("a home perm sold to consumers does not say 'For professional use only'", () => {
  const o = formulated(
    "salon-base",
    "Home perm kit lotion, thioglycolic acid 15% at pH 9.5 for really strong curls, consumer retail",
  );
  expect(o.formulation.usageInstructions).not.toMatch(/professional use only/i);
  expect(o.formulation.usageInstructions).toMatch(/Contains thioglycolate/);
});

test("a preservative blend for soft drinks says it is the jam one, and its label declares every additive it holds", () => {
  const o = formulated(
    "food-additives",
    "preservative blend for soft drinks: 0.5% sodium benzoate plus 0.3% ascorbic acid in the finished drink, pH 3",
  );
  expect(said(o)).toMatch(/A product for soft drinks is not in the library yet/);
  const declared = /Label as '([^']+)'/.exec(o.formulation.usageInstructions)?.[1] ?? "";
  for (const i of o.formulation.ingredients)
    expect(declared.toLowerCase()).toContain(i.name.replace(/\s*\(.*$/, "").toLowerCase());
});

test("a base named at a level keeps it, with the template's additions fitted into what is left", () => {
  const o = formulated(
    "grooming",
    "beard oil: argan oil 30%, jojoba 60%, vitamin E 1%, cedarwood fragrance rest, 30ml dropper",
  );
  const level = (re: RegExp) => o.formulation.ingredients.find((i) => re.test(i.name))?.percentage;
  expect(level(/^Jojoba/)).toBe("60%");
  expect(level(/^Argan/)).toBe("30%");
  expect(said(o)).not.toMatch(/Jojoba Oil is used at .* instead of 60 %/);
});

test("a reed diffuser's fragrance asked at 15 % is its home-fragrance grade at 15 %, not a cosmetic perfume capped at 3 %", () => {
  const o = formulated("aromatherapy", "lavender reed diffuser, 100ml, 15% fragrance/essential oil, long lasting");
  expect(o.formulation.ingredients.find((i) => /Fragrance oil/.test(i.name))?.percentage).toBe("15%");
  expect(said(o)).not.toMatch(/practical maximum of 3 %/);
});

test("'aloe vera base' makes aloe the base, and a preservative cap is said only at the level the formula holds", () => {
  const o = formulated(
    "organic-care",
    "certified organic body lotion (COSMOS), aloe vera base, no phenoxyethanol, preserve with sodium benzoate + potassium sorbate, pH 5, 200ml pump",
  );
  expect(o.formulation.ingredients[0]?.name).toMatch(/Aloe Vera/);
  expect(names(o)).not.toMatch(/Water \(deionised\)/);
  for (const n of o.notices.filter((x) => x.code === "capped")) {
    const m = /^(.+?) is used at ([\d.]+) %/.exec(n.message);
    if (m) expect(o.formulation.ingredients.find((i) => i.name === m[1])?.percentage).toBe(`${m[2]}%`);
  }
});

test("'want bleach and vinegar in the same bottle' is refused for the chlorine gas, not made as another product", () => {
  const o = generateFromDemo({
    category: "cleaning",
    description:
      "all purpose kitchen spray, want bleach AND white vinegar in the same bottle for extra power + disinfecting, 500ml trigger, ready to use",
  });
  expect(o.status).toBe("refused");
  expect(o.notices.map((n) => n.message).join(" ")).toMatch(/chlorine gas/);
});

test("a 'light fragrance' asked for a baby shampoo is a light fragrance, and the tear-free notice names the surfactants it holds", () => {
  const o = formulated(
    "baby-care",
    "tear free baby shampoo, pH 6.5-7, mild amphoteric surfactants (coco betaine etc), no parabens no SLS, light fragrance, 250ml",
  );
  const fragrance = o.formulation.ingredients.find((i) => /^Fragrance/.test(i.name));
  expect(fragrance).toBeDefined();
  expect(Number.parseFloat(fragrance?.percentage ?? "9")).toBeLessThanOrEqual(0.3);
  expect(said(o)).not.toMatch(/glucoside surfactants/);
});

test("an SPF asked of a foundation whose titanium dioxide is its white pigment is said to be no SPF", () => {
  const o = formulated(
    "beauty",
    "Fond de teint liquide SPF 30, teinte moyenne, sans silicone, fini mat, flacon pompe 30 ml, pour peaux mixtes",
  );
  expect(said(o)).toMatch(/SPF 30 was asked for, but this .* holds no UV filter/);
});

test("the pink of a nitrite cure is no colourant to add, and a brine asked of a dry curing salt is said", () => {
  const o = formulated(
    "food-additives",
    "curing brine for home made ham, sodium nitrite 2% of meat weight for a nice pink colour, plus salt and sugar",
  );
  expect(said(o)).not.toMatch(/pink colour was asked for/);
  expect(said(o)).toMatch(/A liquid nitrite curing salt .* is not in the library yet/);
});

test("'nut free' rules out kernel oils that cross-react with almond, and 'safe for nut allergy' is not claimed", () => {
  const o = formulated(
    "aromatherapy",
    "relaxing massage oil, 3% lavender essential oil in sweet almond oil base, label must say 'nut free, safe for nut allergy', 100ml",
  );
  expect(names(o)).not.toMatch(/Almond|Apricot|Macadamia|Hazelnut|Argan|Peach Kernel/i);
  expect(said(o)).toMatch(/“safe for nut allergy” is not claimed/);
});

test("a brightening cream is directed to face and hands only, and 'removes dark spots permanently' is not claimed", () => {
  const o = formulated(
    "skin-care",
    "Skin whitening cream with 4% hydroquinone and 1% kojic acid, for selling in EU drugstores as a cosmetic, 50g tube, claim 'removes dark spots permanently'",
  );
  expect(o.formulation.usageInstructions).not.toMatch(/on the body, and massage/);
  expect(o.formulation.usageInstructions).toMatch(/face and hands, not the body/);
  expect(said(o)).toMatch(/“removes dark spots permanently” is not claimed/);
});

test("a washing-up liquid 'mild for hands' is a washing-up liquid, in Dutch too", () => {
  const o = formulated(
    "cleaning",
    "Handafwasmiddel, 12% SLES en 3% cocamidopropylbetaïne, citroengeur, pH 6,5, fles van 500 ml, mild voor de handen",
  );
  expect(o.formulation.productType).toMatch(/dishwashing/i);
  expect(names(o)).toMatch(/Sodium Laureth Sulfate/);
});

test("an Italian sofa leather cream and a German beard oil with its 'Basis' and 'Zedernholz' are read", () => {
  const leather = formulated(
    "leather",
    "Crema nutriente per divani in pelle, con lanolina e cera d'api, non unge, flacone da 250 ml, per pelle liscia (non scamosciata)",
  );
  expect(leather.formulation.productType).toMatch(/leather/i);
  expect(names(leather)).toMatch(/Lanolin/);
  expect(names(leather)).toMatch(/Beeswax/);
  const beard = formulated(
    "grooming",
    "Bartöl für Männer, 30 ml Pipettenflasche, Basis Jojobaöl und Arganöl, 1% Zedernholz ätherisches Öl, Vitamin E, ohne Silikone",
  );
  expect(said(beard)).not.toMatch(/is not in our ingredient knowledge base/);
  expect(beard.formulation.ingredients.find((i) => /Cedarwood/.test(i.name))?.percentage).toBe("1%");
});

test("a powder laundry detergent with percarbonate is the powder, not a refused liquid", () => {
  const o = formulated(
    "detergent",
    "powder laundry detergent for top loader, 1kg box, phosphate free, with sodium percarbonate for stain removal and zeolite, cheap",
  );
  expect(o.formulation.productType).toMatch(/powder/i);
  expect(names(o)).toMatch(/percarbonate/i);
});

test("a low-foam HE laundry liquid gets its foam control", () => {
  const o = formulated(
    "detergent",
    "liquid laundry detergent for HE front loaders, 15% LAS, 5% alcohol ethoxylate 7EO, 1% protease enzyme, pH ~9, 2L bottle, low foam pls",
  );
  expect(names(o)).toMatch(/antifoam/i);
});

test("a zinc-free cooling-water inhibitor holds no zinc stabiliser, speaks of no zinc, and says the dose asked is not its own", () => {
  const o = formulated(
    "water-treatment",
    "Scale and corrosion inhibitor for open cooling tower, HEDP 10% active, with zinc free formulation, supplied as liquid in 25 kg drums, dosing 20-50 ppm",
  );
  expect(o.formulation.ingredients.some((i) => /zinc/i.test(i.function))).toBe(false);
  expect(o.formulation.usageInstructions).not.toMatch(/\bzinc\b/i);
  expect(said(o)).toMatch(/not at the 20-50 ppm asked/);
});

test("a hydrogen-peroxide gel speaks of no carbamide peroxide, and a zinc-only sunscreen's name lists no titanium dioxide", () => {
  const gel = formulated(
    "oral-care",
    "teeth whitening gel for home use, 10% hydrogen peroxide, sell direct to consumers in EU, fast results in 3 days",
  );
  const text = `${gel.formulation.usageInstructions} ${gel.formulation.instructions.flatMap((p) => p.steps).join(" ")}`;
  if (!/Carbamide/.test(names(gel))) expect(text).not.toMatch(/carbamide/i);
  expect(gel.formulation.usageInstructions).toMatch(/Contains hydrogen peroxide/);
  const sun = formulated(
    "skin-care",
    "sunscreen lotion SPF 50+ very high protection with only 5% zinc oxide as the sole filter, reef safe, for babies",
  );
  if (!/Titanium/.test(names(sun))) expect(sun.formulation.productType).not.toMatch(/titanium/i);
  expect(said(sun)).not.toMatch(/Very high protection is not in our ingredient knowledge base/);
});

test("Polish cetrimonium chloride and Spanish redispersible powder are the named materials at the levels asked", () => {
  const base = formulated(
    "salon-base",
    "baza odżywki do włosów dla salonu, chlorek cetrimonium, alkohol cetearylowy, pH 4, wiadro 5 kg, bez parabenów",
  );
  expect(names(base)).toMatch(/Cetrimonium Chloride/);
  const adhesive = formulated(
    "construction",
    "adhesivo cementoso para azulejos clase C1, saco de 25 kg, cemento gris, arena silícea, 2% polvo redispersable, con retenedor de agua (celulosa)",
  );
  expect(adhesive.formulation.ingredients.find((i) => /Redispersible/.test(i.name))?.percentage).toBe("2%");
});

test("turpentine asked for a hot-melt polish is said to be replaced, and a 'strong fragrance' for babies is said to be kept low", () => {
  const polish = formulated(
    "shoe-care",
    "blak shoe polsh in tin, carnuba wax + beeswax, turpentine solvent, gives high shine, 50ml tin",
  );
  expect(said(polish)).toMatch(/Turpentine oil/);
  const shampoo = formulated(
    "baby-care",
    "tear free baby shampoo, pH 3, 15% SLS for lots of foam, strong fragrance, 250ml",
  );
  expect(said(shampoo)).toMatch(/The fragrance is kept at .*not made “strong fragrance”/);
});

test("a silicone an organic claim rules out is replaced by an accepted material doing its job, at the level asked", () => {
  const o = formulated(
    "organic-care",
    "COSMOS certified organic body lotion, but preserve with parabens and add 3% dimethicone for silky feel, 200ml",
  );
  expect(names(o)).not.toMatch(/Dimethicone|paraben/i);
  expect(o.formulation.ingredients.find((i) => /Coco-Caprylate/.test(i.name))?.percentage).toBe("3%");
  expect(said(o)).toMatch(/Coco-Caprylate\/Caprate does its job instead, at the 3 % asked/);
});

test("a 2K coating asked with its hardener already mixed in one can is refused with the two-pack and one-pack ways out", () => {
  const o = generateFromDemo({
    category: "automotive-coating",
    description:
      "2K polyurethane car clearcoat but we want the isocyanate hardener already mixed in the same can, ready to spray, 2 year shelf life, high gloss",
  });
  expect(o.status).toBe("refused");
  expect(o.notices.map((n) => n.message).join(" ")).toMatch(/two-pack kit .* moisture-curing or a blocked-isocyanate/);
});

test("a preservative premix for fruit juice is refused: juices may hold no preservative", () => {
  const o = generateFromDemo({
    category: "food-additives",
    description:
      "preservative premix for orange juice: 0.5% sodium benzoate together with ascorbic acid, added to final juice at 1%, want to keep it 12 months on shelf",
  });
  expect(o.status).toBe("refused");
  expect(o.notices.map((n) => n.message).join(" ")).toMatch(/Fruit juices may not hold any added preservative/);
});

test("a Spanish lipstick 'barra de 4 g' is the moulded stick, with no missing-form notice", () => {
  const o = formulated(
    "beauty",
    "Labial de larga duración, tono rojo, con aceite de ricino, cera de candelilla y óxidos de hierro, sin plomo, apto para veganos, barra de 4 g",
  );
  expect(said(o)).not.toMatch(/A bar .* is not in the library yet/);
});

test("urea asked into a fertiliser claimed organic is left out with the organic-farming rule", () => {
  const o = formulated(
    "agricultural-chemicals",
    "Organic fertilizer liquid NPK 3-1-5 from seaweed extract and molasses, claim certified organic, but add urea 20% to boost nitrogen",
  );
  expect(names(o)).not.toMatch(/\bUrea\b/);
  expect(said(o)).toMatch(/Urea is a synthetic mineral fertiliser, which organic farming may not use/);
});

test("a 12 % developer is not called 6 % strength, and the bleach powder of its kit is said to be a product of its own", () => {
  const o = formulated(
    "salon-base",
    "Professional hair bleach powder + developer, persulfate booster, 12% hydrogen peroxide developer 40 vol, ammonia free claim, for salons",
  );
  expect(o.formulation.usageInstructions).not.toMatch(/standard strength of this formula/);
  expect(said(o)).toMatch(/is a product of its own: this answer is the .*developer/);
  expect(said(o)).not.toMatch(/Professional hair bleach is not in our ingredient knowledge base/);
  expect(said(o)).not.toMatch(/A powder hair developer/);
});

test("a level after a material inside the product's name is that material's: 'car wax paste with carnauba 20 %, for hand polishing'", () => {
  const o = formulated(
    "automotive-coating",
    "Car wax paste with carnauba 20% and beeswax, mineral spirits solvent, tin 200g, for hand polishing",
  );
  expect(o.formulation.ingredients.find((i) => /Carnauba/.test(i.name))?.percentage).toBe("20%");
});

test("'argan + jojoba base' keeps jojoba as the base, and 'a bit of vitamin E' or 'also add' are no missing materials", () => {
  const beard = formulated(
    "men-care",
    "beard oil, argan + jojoba base, 1% cedarwood essential oil, vit E, 30ml dropper bottle",
  );
  expect(beard.formulation.ingredients[0]?.name).toMatch(/Jojoba/);
  expect(names(beard)).toMatch(/Argan/);
  const other = formulated("grooming", "beard oil 30ml dropper, argan + jojoba + a bit of vitamin E, cedarwood EO 1%");
  expect(said(other)).not.toMatch(/Bit of vitamin/i);
  const admixture = formulated(
    "construction",
    "concrete admixture superplasticizer PCE based, 40% solids liquid, also add 2% calcium chloride for accelerating, for reinforced concrete bridges",
  );
  expect(said(admixture)).not.toMatch(/Also add is not/i);
});

test("BVO in a drink is refused as an unauthorised additive, and French TCCA pool tablets, Spanish biotin and Dutch cetrimonium chloride are read", () => {
  const drink = generateFromDemo({
    category: "food-additives",
    description:
      "Clear beverage emulsion for citrus soft drink, orange oil weighted with brominated vegetable oil 15%, for EU market",
  });
  expect(drink.notices.map((n) => n.message).join(" ")).toMatch(
    /Brominated vegetable oil .* is not an authorised food additive/,
  );
  const pool = formulated(
    "water-treatment",
    "Produit pour piscine : chlore stabilisé (trichloroisocyanurique) en galets 200 g, avec notice d'utilisation, pour particuliers",
  );
  expect(names(pool)).toMatch(/Trichloroisocyanuric/i);
  const shampoo = formulated(
    "hair-enrichment",
    "Champú anticaída con 5% de minoxidil y biotina, pH 5, botella 250 ml, para hombres y mujeres, venta en supermercado",
  );
  expect(names(shampoo)).toMatch(/Biotin/);
  const conditioner = formulated(
    "salon-base",
    "Salon basis conditioner 5 liter can, cetrimoniumchloride 1,5%, cetearylalcohol 4%, pH 4, parfumvrij, voor kappers",
  );
  expect(conditioner.formulation.ingredients.find((i) => /Cetrimonium Chloride/.test(i.name))?.percentage).toBe("1.5%");
});

test("a neutral marble-safe floor cleaner is brought to pH 7 with a trace of acid, and '10 % nonionic surfactant' is no fragrance level", () => {
  const o = formulated(
    "cleaning",
    "Limpiador de suelos concentrado con aroma a lavanda, 10% tensioactivo no iónico, pH neutro, garrafa de 5 litros, apto para mármol.",
  );
  const ph = Number(o.formulation.phLevel);
  expect(ph).toBeGreaterThanOrEqual(6.5);
  expect(ph).toBeLessThanOrEqual(7.5);
  expect(said(o)).not.toMatch(/Lavender Essential Oil at 10 %/);
  expect(said(o)).not.toMatch(/could not be left out/);
  expect(said(o)).not.toMatch(/Skin Corr\. 1, H314/);
});

test("'1450 ppm sodium fluoride' for a toothpaste is read as 1450 ppm fluoride, and said", () => {
  const o = formulated("oral-care", "kids toothpaste for 6+ years, 1450 ppm sodium fluoride, strawberry, 75 ml");
  expect(o.formulation.ingredients.find((i) => /Sodium Fluoride/.test(i.name))?.percentage).toBe("0.32%");
  expect(said(o)).toMatch(/1450 ppm is read as fluoride \(F\)/);
  expect(said(o)).not.toMatch(/Sodium Fluoride at 0\.32 % is above/);
});

test("a German tile adhesive's 'Redispersionspulver' and 'Celluloseether' are the named levels", () => {
  const o = formulated(
    "construction",
    "Fliesenkleber C1T auf Zementbasis, 25 kg Sack, mit 2% Redispersionspulver und 0,3% Celluloseether, für Innen und Außen",
  );
  expect(o.formulation.ingredients.find((i) => /Redispersible/.test(i.name))?.percentage).toBe("2%");
  expect(o.formulation.ingredients.find((i) => /cellulose/i.test(i.name))?.percentage).toBe("0.3%");
});
