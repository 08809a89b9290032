/**
 * Names people use that the knowledge base and CosIng do not spell out: short everyday names for
 * knowledge-base ingredients ("shea", "tea tree"), notable substances outside the knowledge base
 * that decide a request's regime (icaridin, permethrin, clotrimazole), and common names of
 * Annex II substances ("lilial", "mercuric chloride").
 */

/** Everyday name → knowledge-base id. */
export const EXTRA_ALIASES: Record<string, string> = {
  // "vit E 0.5%": the short form of a vitamin is its usual cosmetic grade.
  // Formulas people write for the commonest alkalis and salts.
  naoh: "sodium-hydroxide",
  na2co3: "sodium-carbonate",
  nahco3: "sodium-bicarbonate",
  nacl: "sodium-chloride",
  caco3: "calcium-carbonate",
  na2so4: "sodium-sulfate",
  znso4: "zinc-sulfate-monohydrate",
  nahso4: "sodium-bisulfate",
  // Alcohol ethoxysulfate, as detergent makers write SLES.
  aes: "sodium-laureth-sulfate",
  // Fatty alcohol ethoxylate with 7 EO, as detergent makers write it.
  aeo7: "c12-15-pareth-7",
  "aeo 7": "c12-15-pareth-7",
  ae7: "c12-15-pareth-7",
  // The family name detergent makers write for it; "alcohol" alone would read as ethanol.
  "fatty alcohol ethoxylate": "c12-15-pareth-7",
  "alcohol ethoxylate": "c12-15-pareth-7",
  // The cellulose ether of dry-mix mortars and tile adhesives.
  "cellulose ether": "methyl-hydroxyethyl-cellulose",
  mgso4: "magnesium-sulfate-heptahydrate",
  nh4oh: "ammonium-hydroxide",
  "vit e": "tocopherol",
  "vit c": "ascorbic-acid",
  "vit b3": "niacinamide",
  "vit b5": "panthenol",
  "vit a": "retinol",
  shea: "shea-butter",
  argan: "argan-oil",
  jojoba: "jojoba-oil",
  rosehip: "rosehip-oil",
  "rose hip": "rosehip-oil",
  "tea tree": "tea-tree-oil",
  "tea tree oil": "tea-tree-oil",
  lavender: "lavender-oil",
  eucalyptus: "eucalyptus-oil",
  peppermint: "peppermint-oil",
  cedarwood: "cedarwood-oil",
  "cedarwood oil": "cedarwood-oil",
  // "Woody, sandalwood/cedar": in a scent the tree is its essential oil.
  cedar: "cedarwood-oil",
  "cedar oil": "cedarwood-oil",
  rosemary: "rosemary-oil",
  "rosemary extract": "rosemary-leaf-extract",
  chamomile: "chamomile-extract",
  centella: "centella-asiatica-extract",
  "centella asiatica": "centella-asiatica-extract",
  candelilla: "candelilla-wax",
  carnauba: "carnauba-wax",
  oat: "colloidal-oatmeal",
  oats: "colloidal-oatmeal",
  oatmeal: "colloidal-oatmeal",
  aloe: "aloe-barbadensis-leaf-juice",
  "aloe vera": "aloe-barbadensis-leaf-juice",
  "witch hazel": "witch-hazel-water",
  ceramide: "ceramide-np",
  ceramides: "ceramide-np",
  beetroot: "beetroot-red",
  arrowroot: "arrowroot-powder",
  neatsfoot: "neatsfoot-oil",
  charcoal: "activated-carbon-powder",
  keratin: "hydrolyzed-keratin",
  vinegar: "acetic-acid",
  "mono and diglycerides": "mono-diglycerides",
  "mono and diglycerides of fatty acids": "mono-diglycerides",
  "ascophyllum nodosum": "ascophyllum-seaweed-extract",
  seaweed: "ascophyllum-seaweed-extract",
  organosilicone: "trisiloxane-ethoxylate",
  humic: "potassium-humate",
  "humic acid": "potassium-humate",
  "humic acids": "potassium-humate",
  "sodium percarbonate": "sodium-percarbonate",
  hyaluronic: "sodium-hyaluronate",
  "vitamin b5": "panthenol",
  "vitamin b3": "niacinamide",
  niacin: "niacinamide",
  squalene: "squalane",
  "sweet almond": "sweet-almond-oil",
  paraben: "methylparaben",
  parabens: "methylparaben",
  cocoa: "cocoa-butter",
  "mango butter": "mango-butter",
  "zinc ricinoleate": "zinc-ricinoleate",
  "epsom salt": "magnesium-sulfate-heptahydrate",
  "epsom salts": "magnesium-sulfate-heptahydrate",
  "baking soda": "sodium-bicarbonate",
  "bicarbonate of soda": "sodium-bicarbonate",
  "pedot pss": "pedot-pss-dispersion",
  pedot: "pedot-pss-dispersion",
  // Written apart, these names would otherwise read as benzene.
  "alkyl benzene sulfonate": "sodium-dodecylbenzenesulfonate",
  "alkyl benzene sulphonate": "sodium-dodecylbenzenesulfonate",
  "linear alkyl benzene sulfonate": "sodium-dodecylbenzenesulfonate",
  "linear alkyl benzene sulphonate": "sodium-dodecylbenzenesulfonate",
  "sodium dodecyl benzene sulfonate": "sodium-dodecylbenzenesulfonate",
  "sodium dodecyl benzene sulphonate": "sodium-dodecylbenzenesulfonate",
  "alkyl benzene sulfonic acid": "dodecylbenzenesulfonic-acid",
  "alkyl benzene sulphonic acid": "dodecylbenzenesulfonic-acid",
  "linear alkyl benzene sulfonic acid": "dodecylbenzenesulfonic-acid",
  "linear alkyl benzene sulphonic acid": "dodecylbenzenesulfonic-acid",
  "dodecyl benzene sulfonic acid": "dodecylbenzenesulfonic-acid",
  "dodecyl benzene sulphonic acid": "dodecylbenzenesulfonic-acid",
};

/** Knowledge-base names that are too ambiguous to read from free text at all. */
export const IGNORED_NAMES = new Set([
  "dha", // dehydroacetic acid in the knowledge base, dihydroxyacetone in self-tanners
  "developer",
  "stearin",
  "tps",
  "pm",
  "bn",
  "de",
  "ca",
  "cn",
  "nc",
  "mi",
  "ha acid form",
  "plasticiser",
  "aroma",
  "hypo",
  "whiting",
  "chalk",
  "quat",
  "caramel",
  "indigo",
  "carmine",
  "ultramarines",
  "alginate",
  "mel",
  "eau",
  "aqua",
]);

/**
 * Names that are ordinary words as well as ingredients: read as a requested ingredient only
 * when the text asks for them ("with alcohol", "70% alcohol", "in water").
 */
export const GENERIC_NAMES = new Set([
  "water",
  // "Car shampoo with wax": a wash-and-wax's carnauba, in the form the product takes.
  "wax",
  "alcohol",
  "fragrance",
  "perfume",
  "parfum",
  "salt",
  "sea salt",
  "table salt",
  "bleach",
  "peroxide",
  "honey",
  "soap base",
  "lye",
  "antifreeze",
  "mint oil",
  "wax emulsion",
  "starch",
  "flour",
  "stevia",
  "hydrotrope",
  "bonding agent",
  "oxygen scavenger",
  "oxygen bleach",
  "liquid chlorine",
  "silica sand",
  "glass coating",
  "copper peptide",
]);

/** Acronyms that people also type in lower case. Other names of three letters or fewer must be in capitals. */
export const LOWERCASE_ACRONYMS = new Set([
  "bha",
  "aha",
  "pha",
  "sls",
  "sles",
  "ipa",
  "cpc",
  "pva",
  "pla",
  "tcca",
  "pfoa",
  "pfos",
  "ddt",
  // Written in lower case as often as not in recipes ("capb 3%", "hedp 10 %"); none is an English word.
  "capb",
  "aos",
  "apg",
  "mea",
  "dea",
  "hedp",
  "pbtc",
  "sxs",
  "scs",
  "mgda",
  "glda",
  "hpmc",
  "cmc",
  "tta",
  "pvp",
]);

export type SubstanceKind =
  | "medicinal-active"
  | "veterinary-active"
  | "pesticide-active"
  | "biocide-active"
  | "cosmetic"
  /** Restricted or banned by EU law beyond the cosmetics annexes (REACH, POPs, explosives precursors …): see RESTRICTED_REGIMES. */
  | "restricted";

/** Substances restricted by EU law outside (or beyond) the cosmetics annexes; RESTRICTED_REGIMES says how. */
function RESTRICTED(list: [id: string, name: string, aliases: string[]][]) {
  return list.map(([id, name, aliases]) => ({ id, name, kind: "restricted" as const, aliases }));
}

/**
 * Words right after a restricted substance's name that make the name part of another substance
 * ("toluene sulfonate", "toluene diisocyanate", "benzene ring") or of what replaces it ("DCM
 * replacement", "TCE substitute"). Normalised words (singular, "sulph" → "sulf").
 */
export const NOT_RESTRICTED_BEFORE = new Set([
  "sulfonate",
  "sulfonic",
  "sulfonyl",
  "sulfonamide",
  "diisocyanate",
  "diamine",
  "ring",
  "replacement",
  "substitute",
  "alternative",
  "replacer",
  "substitution",
]);

/** Words right before a restricted substance's name that make it part of another name ("alkyl benzene", "ethyl benzene"). */
export const NOT_RESTRICTED_AFTER = new Set([
  "alkyl",
  "dodecyl",
  "ethyl",
  "methyl",
  "dimethyl",
  "chloro",
  "nitro",
  "amino",
  "vinyl",
]);

/** Notable substances outside the knowledge base; what they are tells which regime a request is in. */
export const SUBSTANCES: readonly { id: string; name: string; kind: SubstanceKind; aliases: string[] }[] = [
  { id: "icaridin", name: "Icaridin", kind: "biocide-active", aliases: ["picaridin", "saltidin"] },
  { id: "deet", name: "DEET", kind: "biocide-active", aliases: ["diethyltoluamide", "n,n-diethyl-m-toluamide"] },
  { id: "ir3535", name: "IR3535", kind: "biocide-active", aliases: ["ethyl butylacetylaminopropionate"] },
  { id: "citriodiol", name: "Citriodiol (PMD)", kind: "biocide-active", aliases: ["pmd", "lemon eucalyptus oil"] },
  { id: "permethrin", name: "Permethrin", kind: "veterinary-active", aliases: [] },
  { id: "fipronil", name: "Fipronil", kind: "veterinary-active", aliases: [] },
  { id: "imidacloprid", name: "Imidacloprid", kind: "pesticide-active", aliases: [] },
  { id: "ivermectin", name: "Ivermectin", kind: "veterinary-active", aliases: [] },
  { id: "praziquantel", name: "Praziquantel", kind: "veterinary-active", aliases: [] },
  { id: "fenbendazole", name: "Fenbendazole", kind: "veterinary-active", aliases: [] },
  { id: "pyrethrins", name: "Pyrethrins", kind: "pesticide-active", aliases: ["pyrethrum", "pyrethrin"] },
  { id: "glyphosate", name: "Glyphosate", kind: "pesticide-active", aliases: [] },
  { id: "2-4-d", name: "2,4-D", kind: "pesticide-active", aliases: ["2 4 d"] },
  { id: "spinosad", name: "Spinosad", kind: "pesticide-active", aliases: [] },
  { id: "clotrimazole", name: "Clotrimazole", kind: "medicinal-active", aliases: [] },
  { id: "miconazole", name: "Miconazole", kind: "medicinal-active", aliases: [] },
  { id: "terbinafine", name: "Terbinafine", kind: "medicinal-active", aliases: [] },
  { id: "lidocaine", name: "Lidocaine", kind: "medicinal-active", aliases: ["lignocaine"] },
  { id: "benzocaine", name: "Benzocaine", kind: "medicinal-active", aliases: [] },
  { id: "ibuprofen", name: "Ibuprofen", kind: "medicinal-active", aliases: [] },
  { id: "diclofenac", name: "Diclofenac", kind: "medicinal-active", aliases: [] },
  { id: "benzoyl-peroxide", name: "Benzoyl peroxide", kind: "medicinal-active", aliases: ["bpo"] },
  { id: "adapalene", name: "Adapalene", kind: "medicinal-active", aliases: [] },
  { id: "mupirocin", name: "Mupirocin", kind: "medicinal-active", aliases: [] },
  { id: "fusidic-acid", name: "Fusidic acid", kind: "medicinal-active", aliases: [] },
  { id: "malathion", name: "Malathion", kind: "medicinal-active", aliases: [] },
  {
    id: "chlorhexidine",
    name: "Chlorhexidine",
    kind: "medicinal-active",
    aliases: ["chlorhexidine digluconate", "chlorhexidine gluconate"],
  },
  { id: "metronidazole", name: "Metronidazole", kind: "medicinal-active", aliases: [] },
  { id: "ketoconazole", name: "Ketoconazole", kind: "medicinal-active", aliases: [] },
  { id: "dihydroxyacetone", name: "Dihydroxyacetone", kind: "cosmetic", aliases: [] },
  { id: "maleic-acid", name: "Maleic acid", kind: "cosmetic", aliases: [] },
  { id: "resorcinol", name: "Resorcinol", kind: "cosmetic", aliases: [] },
  { id: "p-phenylenediamine", name: "p-Phenylenediamine", kind: "cosmetic", aliases: ["ppd", "paraphenylenediamine"] },
  { id: "benzophenone-3", name: "Benzophenone-3", kind: "cosmetic", aliases: ["oxybenzone"] },
  { id: "bimatoprost", name: "Bimatoprost", kind: "medicinal-active", aliases: ["lumigan", "latisse"] },
  { id: "finasteride", name: "Finasteride", kind: "medicinal-active", aliases: ["propecia", "dutasteride"] },
  { id: "minoxidil", name: "Minoxidil", kind: "medicinal-active", aliases: ["regaine", "rogaine"] },
  ...RESTRICTED([
    [
      "decabde",
      "DecaBDE",
      [
        "deca-BDE",
        "deca BDE",
        "decabromodiphenyl ether",
        "decabromodiphenyl oxide",
        "decabromodiphenylether",
        "bis(pentabromophenyl) ether",
        "DBDPO",
      ],
    ],
    [
      "pbde",
      "Penta- and octaBDE",
      [
        "pentaBDE",
        "penta-BDE",
        "octaBDE",
        "octa-BDE",
        "PBDE",
        "PBDEs",
        "pentabromodiphenyl ether",
        "octabromodiphenyl ether",
        "polybrominated diphenyl ether",
        "polybrominated diphenyl ethers",
      ],
    ],
    ["hbcdd", "HBCDD", ["HBCD", "hexabromocyclododecane"]],
    [
      "pfoa",
      "PFOA",
      [
        "perfluorooctanoic acid",
        "perfluorooctanoate",
        "ammonium perfluorooctanoate",
        "APFO",
        "C8 fluorocarbon",
        "C8 fluorochemical",
        "C8 PFAS",
      ],
    ],
    [
      "pfos",
      "PFOS",
      [
        "perfluorooctane sulfonate",
        "perfluorooctane sulphonate",
        "perfluorooctane sulfonic acid",
        "perfluorooctanesulfonic acid",
        "perfluorooctane sulphonic acid",
      ],
    ],
    [
      "pfhxa",
      "PFHxA",
      [
        "undecafluorohexanoic acid",
        "perfluorohexanoic acid",
        "C6 fluorocarbon",
        "C6 fluorochemical",
        "C6 PFAS",
        "C6 fluorotelomer",
      ],
    ],
    [
      "sccp",
      "Short-chain chlorinated paraffins",
      [
        "short-chain chlorinated paraffin",
        "short chain chlorinated paraffins",
        "short chain chlorinated paraffin",
        "SCCP",
        "SCCPs",
        "alkanes C10-13 chloro",
        "chlorinated paraffins C10-13",
        "C10-13 chlorinated paraffins",
      ],
    ],
    ["pcb", "Polychlorinated biphenyls", ["polychlorinated biphenyl", "aroclor"]],
    ["ddt", "DDT", ["dichlorodiphenyltrichloroethane"]],
    ["lindane", "Lindane", ["gamma-HCH", "gamma hexachlorocyclohexane", "hexachlorocyclohexane"]],
    ["pentachlorophenol", "Pentachlorophenol", ["sodium pentachlorophenate", "sodium pentachlorophenolate"]],
    [
      "chromium-vi",
      "Chromium(VI)",
      [
        "chromium VI",
        "chromium 6",
        "chromium vi compounds",
        "hexavalent chromium",
        "chrome VI",
        "chrome 6",
        "Cr VI",
        "Cr 6",
        "Cr6",
        "CrVI",
        "dichromate",
        "dichromates",
        "sodium dichromate",
        "potassium dichromate",
        "ammonium dichromate",
        "sodium bichromate",
        "potassium bichromate",
        "bichromate",
        "sodium chromate",
        "potassium chromate",
        "zinc chromate",
        "strontium chromate",
        "chromium trioxide",
        "chromic acid",
        "chromic anhydride",
      ],
    ],
    [
      "lead-chromate",
      "Lead chromate pigments",
      [
        "lead chromate",
        "chrome yellow",
        "lead sulfochromate",
        "lead sulphochromate",
        "lead chromate molybdate sulfate",
        "molybdate orange",
        "molybdate red",
        "pigment yellow 34",
        "pigment red 104",
      ],
    ],
    [
      "white-lead",
      "White lead (lead carbonate)",
      [
        "white lead",
        "lead white",
        "lead carbonate",
        "basic lead carbonate",
        "ceruse",
        "flake white",
        "lead sulfate",
        "lead sulphate",
      ],
    ],
    [
      "cadmium",
      "Cadmium",
      [
        "cadmium red",
        "cadmium yellow",
        "cadmium orange",
        "cadmium pigment",
        "cadmium pigments",
        "cadmium sulfide",
        "cadmium sulphide",
        "cadmium selenide",
        "cadmium compounds",
      ],
    ],
    ["mercury", "Mercury", ["quicksilver", "mercury compounds", "metallic mercury"]],
    [
      "arsenic",
      "Arsenic compounds",
      [
        "arsenic",
        "arsenic trioxide",
        "chromated copper arsenate",
        "copper chrome arsenate",
        "copper chromium arsenate",
      ],
    ],
    [
      "asbestos",
      "Asbestos",
      ["chrysotile", "crocidolite", "amosite", "white asbestos", "blue asbestos", "brown asbestos"],
    ],
    ["benzene", "Benzene", ["benzol", "benzole"]],
    ["toluene", "Toluene", ["toluol", "methylbenzene"]],
    ["trichloroethylene", "Trichloroethylene", ["trichlorethylene", "trichloroethene", "TCE", "trike"]],
    ["dichloromethane", "Dichloromethane", ["methylene chloride", "methylene dichloride", "DCM"]],
    ["chloroform", "Chloroform", ["trichloromethane"]],
    ["methanol", "Methanol", ["methyl alcohol", "wood alcohol"]],
    ["carbon-tetrachloride", "Carbon tetrachloride", ["tetrachloromethane", "carbon tet", "CCl4"]],
    [
      "trichloroethane",
      "1,1,1-Trichloroethane",
      [
        "1,1,1-trichloroethane",
        "trichloroethane",
        "methyl chloroform",
        "methylchloroform",
        "TCA solvent",
        "genklene",
        "chlorothene",
      ],
    ],
    [
      "cfc-113",
      "CFC-113",
      [
        "cfc 113",
        "cfc113",
        "freon 113",
        "freon tf",
        "1,1,2-trichloro-1,2,2-trifluoroethane",
        "trichlorotrifluoroethane",
        "R-113",
      ],
    ],
    ["hcfc-141b", "HCFC-141b", ["hcfc 141b", "1,1-dichloro-1-fluoroethane", "R-141b", "dichlorofluoroethane"]],
    ["dmf", "N,N-Dimethylformamide (DMF)", ["dimethylformamide", "dimethyl formamide", "DMF", "DMFa"]],
    [
      "nmp",
      "N-Methyl-2-pyrrolidone (NMP)",
      ["n-methyl-2-pyrrolidone", "n-methylpyrrolidone", "n-methyl pyrrolidone", "methylpyrrolidone", "NMP"],
    ],
    [
      "nonylphenol",
      "Nonylphenol and its ethoxylates",
      [
        "nonylphenol",
        "nonyl phenol",
        "nonylphenols",
        "nonylphenol ethoxylate",
        "nonylphenol ethoxylates",
        "nonyl phenol ethoxylate",
        "nonylphenol ethoxylated",
        "ethoxylated nonylphenol",
        "NPE",
        "NPEs",
        "NP9",
        "NP-9",
        "nonoxynol",
        "nonoxynol-9",
      ],
    ],
    [
      "octylphenol-ethoxylate",
      "Octylphenol ethoxylates",
      [
        "octylphenol ethoxylate",
        "octylphenol ethoxylates",
        "octyl phenol ethoxylate",
        "octylphenol",
        "OPE",
        "OPEs",
        "triton x-100",
        "triton x100",
        "octoxynol",
        "octoxynol-9",
      ],
    ],
    [
      "reprotoxic-phthalates",
      "DEHP, DBP, BBP and DIBP phthalates",
      [
        "DEHP",
        "BBP",
        "DIBP",
        "DOP",
        "diethylhexyl phthalate",
        "di(2-ethylhexyl) phthalate",
        "bis(2-ethylhexyl) phthalate",
        "dioctyl phthalate",
        "dibutyl phthalate",
        "di-n-butyl phthalate",
        "benzyl butyl phthalate",
        "butyl benzyl phthalate",
        "diisobutyl phthalate",
      ],
    ],
    ["ammonium-nitrate", "Ammonium nitrate", ["nitram"]],
    ["sodium-chlorate", "Sodium chlorate", ["sodium chlorate weedkiller"]],
    [
      "oxo-degradable-plastic",
      "Oxo-degradable plastic",
      [
        "oxo-degradable",
        "oxo degradable",
        "oxodegradable",
        "oxo-biodegradable",
        "oxo biodegradable",
        "oxobiodegradable",
        "oxo-fragmentable",
        "oxo additive",
        "oxo-degradable additive",
        "pro-oxidant additive",
        "d2w",
      ],
    ],
    [
      "microbeads",
      "Plastic microbeads and glitter",
      [
        "microbead",
        "microbeads",
        "plastic microbeads",
        "plastic microbead",
        "polyethylene microbeads",
        "polyethylene beads",
        "plastic glitter",
        "polyester glitter",
        "PET glitter",
        "microplastic",
        "microplastics",
      ],
    ],
    ["triclosan", "Triclosan", ["irgasan", "microban"]],
    ["e171", "Titanium dioxide (E171)", ["E171", "E 171", "E-171"]],
    ["borax", "Borax", ["sodium tetraborate", "disodium tetraborate", "sodium borate", "E285", "E 285"]],
    ["potassium-bromate", "Potassium bromate", ["potassium bromate", "bromate", "E924", "E 924"]],
    [
      "brominated-vegetable-oil",
      "Brominated vegetable oil",
      ["brominated vegetable oil", "BVO", "E443", "E 443", "bromated vegetable oil"],
    ],
    ["pennyroyal", "Pennyroyal oil", ["pennyroyal", "pennyroyal oil", "pennyroyal essential oil", "mentha pulegium"]],
    ["hydrazine", "Hydrazine", ["hydrazine hydrate", "hydrazine solution", "levoxin"]],
    [
      "wintergreen",
      "Wintergreen oil",
      [
        "wintergreen",
        "wintergreen oil",
        "wintergreen essential oil",
        "gaultheria oil",
        "methyl salicylate",
        "oil of wintergreen",
      ],
    ],
    [
      "polyethylene-in-compostable",
      "Polyethylene",
      ["LDPE", "HDPE", "LLDPE", "low density polyethylene", "high density polyethylene", "polyethylene", "polythene"],
    ],
    [
      "pvc-in-compostable",
      "PVC",
      ["PVC", "polyvinyl chloride", "poly(vinyl chloride)", "vinyl film", "plasticised PVC", "plasticized PVC"],
    ],
    ["paraquat", "Paraquat", ["paraquat dichloride", "gramoxone"]],
    ["chlorpyrifos", "Chlorpyrifos", ["chlorpyrifos-methyl", "chlorpyriphos", "dursban"]],
    ["atrazine", "Atrazine", []],
    ["creosote", "Creosote", ["creosote oil", "coal tar creosote"]],
    [
      "dichlorobenzene",
      "1,4-Dichlorobenzene",
      ["dichlorobenzene", "para-dichlorobenzene", "paradichlorobenzene", "p-dichlorobenzene", "PDCB"],
    ],
    ["dimethyl-fumarate", "Dimethyl fumarate", ["dimethylfumarate", "DMFu"]],
    [
      "tributyltin",
      "Tributyltin (organotin)",
      ["tributyltin", "TBT", "TBTO", "tributyltin oxide", "organotin", "organotins", "organotin antifouling"],
    ],
    ["trichloroacetic-acid", "Trichloroacetic acid (TCA)", ["trichloroacetic acid", "trichloroacetic", "TCA"]],
    ["hydroquinone", "Hydroquinone", ["1,4-dihydroxybenzene", "quinol"]],
    ["formaldehyde", "Formaldehyde", ["formalin", "formol", "methanal", "paraformaldehyde"]],
  ]),
];

/** Common names of Annex II substances that CosIng does not list under that name. */
export const ANNEX_II_ALIASES: Record<string, string> = {
  lilial: "II/1666",
  "butylphenyl methylpropional": "II/1666",
  mercuric: "II/221",
  mercurous: "II/221",
  calomel: "II/221",
  "mercuric chloride": "II/221",
  "mercurous chloride": "II/221",
  "mercury chloride": "II/221",
  "ammoniated mercury": "II/221",
  "lead acetate": "II/289",
  "lead oxide": "II/289",
  "lead sulfide": "II/289",
  "lead sulphide": "II/289",
  "lead carbonate": "II/289",
  "lead chromate": "II/289",
  litharge: "II/289",
  galena: "II/289",
  formalin: "II/1577",
  "methylene glycol": "II/1577",
  hydrocortisone: "II/300",
  cortisone: "II/300",
  clobetasol: "II/300",
  betamethasone: "II/300",
  dexamethasone: "II/300",
  corticosteroid: "II/300",
  corticosteroids: "II/300",
  steroid: "II/300",
  steroids: "II/300",
  antibiotic: "II/39",
  neomycin: "II/39",
  clindamycin: "II/39",
  erythromycin: "II/39",
  tetracycline: "II/39",
  doxycycline: "II/39",
  amoxicillin: "II/39",
  tpo: "II/1731",
  "zinc pyrithione": "II/1670",
  zpt: "II/1670",
  tretinoin: "II/375",
  "retinoic acid": "II/375",
};

/**
 * What the law makes of medicinal actives that people ask for in cosmetics, with the citation:
 * the answer names the real regime, never "not in our knowledge base". Actives without their own
 * entry get the general rule (a medicinal product needs a marketing authorisation).
 */
export const MEDICINAL_REGIMES: Record<string, { message: string; citation: string }> = {
  "benzoyl-peroxide": {
    message:
      "Benzoyl peroxide is a medicinal active (acne gels with it are authorised medicines); in cosmetics it is allowed only in artificial nail systems for professional use, at most 0.7 % after mixing",
    citation: "Regulation (EC) 1223/2009, Annex III/94; Directive 2001/83/EC, Art. 1",
  },
  adapalene: {
    message: "Adapalene is a prescription retinoid: a product with it is a medicinal product, not a cosmetic",
    citation: "Directive 2001/83/EC, Art. 1",
  },
  chlorhexidine: {
    message:
      "Chlorhexidine as the antiseptic of a mouth rinse (0.12–0.2 %) makes the rinse a medicinal product; in a cosmetic it may only preserve the product, at most 0.3 %",
    citation: "Regulation (EC) 1223/2009, Annex V/42; Directive 2001/83/EC, Art. 1",
  },
  bimatoprost: {
    message:
      "Bimatoprost is a prescription prostaglandin analogue (authorised eye-drop medicines): a lash serum with it is a medicinal product, not a cosmetic; cosmetic lash serums use peptides, panthenol and biotin instead",
    citation: "Directive 2001/83/EC, Art. 1",
  },
  finasteride: {
    message:
      "Finasteride (and dutasteride) is a prescription medicine for hair loss: a hair product with it is a medicinal product, not a cosmetic; cosmetic hair products use caffeine or peptides instead",
    citation: "Directive 2001/83/EC, Art. 1",
  },
  minoxidil: {
    message:
      "Minoxidil is the active of authorised hair-loss medicines and is prohibited in cosmetics: a hair foam with it is a medicinal product; cosmetic hair products use caffeine or peptides instead",
    citation: "Directive 2001/83/EC, Art. 1; Regulation (EC) 1223/2009, Annex II/372",
  },
};

export const MEDICINAL_DEFAULT = (name: string) => ({
  message: `${name} is a medicinal active: a product that contains it to treat or prevent disease is a medicinal product and needs a marketing authorisation`,
  citation: "Directive 2001/83/EC, Art. 1",
});

/**
 * What EU law makes of the restricted substances of SUBSTANCES (kind "restricted"): one plain
 * sentence on the rule and what a formulator uses instead, the legal reference, and where the rule
 * bites: "all" products, only products for the general public ("consumer"), or only cosmetics.
 * Messages carry no final full stop, like MEDICINAL_REGIMES.
 */
export const RESTRICTED_REGIMES: Record<
  string,
  {
    message: string;
    citation: string;
    /**
     * Where the rule bites: every product, products for the public, cosmetics, cosmetics other than
     * oral care, everything but cosmetics (whose annexes rule the substance there), products sold
     * as compostable, or food.
     */
    scope: "all" | "consumer" | "cosmetic" | "skin-cosmetic" | "non-cosmetic" | "compostable" | "food";
    /** Only the kinds of product the restriction names, matched on the product type's id and name. */
    products?: RegExp;
  }
> = {
  decabde: {
    message:
      "DecaBDE is a persistent organic pollutant banned in the EU; flame-retardant finishes use phosphorus-based chemistry (ammonium polyphosphate) or aluminium trihydrate instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A",
    scope: "all",
  },
  pbde: {
    message:
      "Tetra- to heptabromodiphenyl ethers (penta- and octaBDE) are persistent organic pollutants banned in the EU; flame retardants use phosphorus-based chemistry or mineral fillers instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A",
    scope: "all",
  },
  hbcdd: {
    message:
      "HBCDD is a persistent organic pollutant banned in the EU; flame-retarded foams and coatings use polymeric brominated or phosphorus-based flame retardants instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A",
    scope: "all",
  },
  pfoa: {
    message:
      "PFOA, its salts and PFOA-related compounds (C8 fluorochemistry) are persistent organic pollutants banned in the EU above trace levels; water and oil repellents use fluorine-free silicone, wax or hydrocarbon chemistry instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A (as amended by Delegated Regulation (EU) 2020/784)",
    scope: "all",
  },
  pfos: {
    message:
      "PFOS and its derivatives are persistent organic pollutants banned in the EU; repellent finishes and wetting agents use fluorine-free silicone, wax or hydrocarbon surfactants instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A",
    scope: "all",
  },
  pfhxa: {
    message:
      "PFHxA and PFHxA-related (C6) fluorochemicals are restricted under REACH in consumer textiles, footwear, mixtures for the general public such as waterproofing sprays, and cosmetics; water repellents use fluorine-free silicone, wax or hydrocarbon chemistry instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 79 (Regulation (EU) 2024/2462)",
    scope: "consumer",
  },
  sccp: {
    message:
      "Short-chain chlorinated paraffins are persistent organic pollutants banned in the EU; plasticisers and metal-working additives use non-halogenated esters or sulfurised fats instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A",
    scope: "all",
  },
  pcb: {
    message:
      "Polychlorinated biphenyls (PCBs) are persistent organic pollutants banned in the EU; heat-transfer and dielectric fluids use silicone or ester oils instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A",
    scope: "all",
  },
  ddt: {
    message:
      "DDT is a persistent organic pollutant banned in the EU; insect control uses an approved active substance in an authorised biocidal or plant protection product instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A",
    scope: "all",
  },
  lindane: {
    message:
      "Lindane (hexachlorocyclohexane) is a persistent organic pollutant banned in the EU and prohibited in cosmetics; head-lice and pest control use authorised products with other actives, such as dimeticone lice treatments, instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A; Regulation (EC) 1223/2009, Annex II/195",
    scope: "all",
  },
  pentachlorophenol: {
    message:
      "Pentachlorophenol and its salts and esters are persistent organic pollutants banned in the EU; wood and leather preservation uses actives approved under the Biocidal Products Regulation instead",
    citation: "Regulation (EU) 2019/1021, Annex I, Part A",
    scope: "all",
  },
  "chromium-vi": {
    message:
      "Chromium(VI) compounds (dichromates, chromates, chromium trioxide) may not be used without an EU authorisation, and leather articles may not contain 3 mg/kg of chromium(VI); leather dyes and finishes use chromium(III), metal-complex-free or other chromium-free chemistry instead",
    citation: "Regulation (EC) 1907/2006, Annex XIV; Annex XVII entry 47",
    scope: "all",
  },
  "lead-chromate": {
    message:
      "Lead chromate pigments (chrome yellow, molybdate orange) may not be used without an EU authorisation and are banned in cosmetics; yellow and orange paints use bismuth vanadate or organic pigments instead",
    citation: "Regulation (EC) 1907/2006, Annex XIV; Regulation (EC) 1223/2009, Annex II/289",
    scope: "all",
  },
  "white-lead": {
    message:
      "Lead carbonates and lead sulfates (white lead) may not be used in paints; white paints use titanium dioxide instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entries 16 and 17",
    scope: "all",
  },
  cadmium: {
    message:
      "Cadmium pigments and compounds are restricted in paints, plastics and many articles and are banned in cosmetics; reds and yellows use organic pigments or bismuth vanadate instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 23; Regulation (EC) 1223/2009, Annex II/68",
    scope: "all",
  },
  mercury: {
    message:
      "Mercury-added products, including cosmetics (save two preservatives in eye products), pesticides, biocides and topical antiseptics, are banned in the EU; a formula uses a mercury-free active or preservative instead",
    citation: "Regulation (EU) 2017/852, Annex II; Regulation (EC) 1223/2009, Annex II/221",
    scope: "all",
  },
  arsenic: {
    message:
      "Arsenic compounds may not be used in antifouling or wood preservation (chromated copper arsenate) and are banned in cosmetics; wood preservatives use copper-azole or quaternary ammonium actives approved under the Biocidal Products Regulation instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 19; Regulation (EC) 1223/2009, Annex II/43",
    scope: "all",
  },
  asbestos: {
    message:
      "Asbestos fibres and any mixture or article containing them are banned in the EU; fillers and fibre reinforcement use cellulose, glass or mineral wool, or wollastonite instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 6",
    scope: "all",
  },
  benzene: {
    message:
      "Benzene may not be placed on the market in substances or mixtures at 0.1 % or more (motor fuels aside) and is banned in cosmetics; solvents use aliphatic hydrocarbons, esters or alcohols instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 5; Regulation (EC) 1223/2009, Annex II/47",
    scope: "all",
  },
  toluene: {
    message:
      "Toluene may not be in adhesives or spray paints for the general public at 0.1 % or more; consumer adhesives and sprays use acetone, esters or water-based systems instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 48",
    scope: "consumer",
    // Entry 48 names adhesives and spray paints; toluene in nail polish is Annex III's to rule.
    products: /adhesive|glue|spray paint|aerosol paint|paint spray/i,
  },
  trichloroethylene: {
    message:
      "Trichloroethylene is a carcinogen that may not be used without an EU authorisation and may not be sold to the general public; degreasers use modified alcohols, hydrocarbon solvents or aqueous alkaline cleaners instead",
    citation: "Regulation (EC) 1907/2006, Annex XIV; Annex XVII entry 28; Regulation (EC) 1223/2009, Annex II/645",
    scope: "all",
  },
  dichloromethane: {
    message:
      "Paint strippers with dichloromethane (methylene chloride) may not be sold to the general public, and professionals need training; paint strippers use benzyl alcohol or dibasic-ester systems instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 59; Regulation (EC) 1223/2009, Annex II/1389",
    scope: "consumer",
  },
  methanol: {
    message:
      "Windscreen washer and de-icing fluids with 0.6 % or more methanol may not be sold to the general public; they use ethanol, isopropanol or ethylene or propylene glycol instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 69",
    scope: "consumer",
    products: /windscreen|washer|screen ?wash|de-?icer/i,
  },
  chloroform: {
    message:
      "Chloroform may not be sold to the general public or used in diffusive applications such as surface or fabric cleaning at 0.1 % or more; cleaners use non-chlorinated solvents instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 32; Regulation (EC) 1223/2009, Annex II/366",
    scope: "consumer",
  },
  trichloroethane: {
    message:
      "1,1,1-Trichloroethane is an ozone-depleting substance banned from the market in the EU; electronics cleaners and degreasers, which mostly become flammable without it, use isopropanol, modified alcohols or hydrofluoroethers instead",
    citation: "Regulation (EU) 2024/590, Annex I",
    scope: "all",
  },
  "cfc-113": {
    message:
      "CFC-113 is an ozone-depleting substance banned from the market in the EU; electronics cleaners and degreasers, which mostly become flammable without it, use isopropanol, modified alcohols or hydrofluoroethers instead",
    citation: "Regulation (EU) 2024/590, Annex I",
    scope: "all",
  },
  "hcfc-141b": {
    message:
      "HCFC-141b is an ozone-depleting substance banned from the market in the EU; cleaners and blowing agents use hydrocarbons, alcohols or hydrofluoroolefins instead",
    citation: "Regulation (EU) 2024/590, Annex I",
    scope: "all",
  },
  "carbon-tetrachloride": {
    message:
      "Carbon tetrachloride is an ozone-depleting substance banned from the market in the EU; spot removers and degreasers use non-chlorinated solvents instead",
    citation: "Regulation (EU) 2024/590, Annex I; Regulation (EC) 1223/2009, Annex II/315",
    scope: "all",
  },
  dmf: {
    message:
      "DMF is toxic to reproduction: it may not be sold to the general public, and industrial use needs worker-exposure limits; leather and textile care products use ethanol, isopropanol or water-based systems instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entries 30 and 76; Regulation (EC) 1223/2009, Annex II/355",
    scope: "consumer",
  },
  nmp: {
    message:
      "NMP is toxic to reproduction: it may not be sold to the general public, and industrial use needs worker-exposure limits; strippers and cleaners use dimethyl sulfoxide, dibasic esters or benzyl alcohol instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entries 30 and 71; Regulation (EC) 1223/2009, Annex II/1393",
    scope: "consumer",
  },
  nonylphenol: {
    message:
      "Nonylphenol and its ethoxylates may not be used at 0.1 % or more in cleaning products, textile and leather processing, metal working, cosmetics and other personal care products; detergents use alcohol ethoxylates or alkyl polyglucosides instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entries 46 and 46a; Annex XIV",
    scope: "all",
  },
  "octylphenol-ethoxylate": {
    message:
      "Octylphenol ethoxylates (Triton X-100) may not be used without an EU authorisation; detergents and wetting agents use alcohol ethoxylates or alkyl polyglucosides instead",
    citation: "Regulation (EC) 1907/2006, Annex XIV",
    scope: "all",
  },
  "reprotoxic-phthalates": {
    message:
      "DEHP, DBP, BBP and DIBP may not be in toys, childcare or other consumer articles at 0.1 % of the plasticised material, need an authorisation to be used, and are banned in cosmetics; plasticisers use DINCH, DEHT or citrate esters instead",
    citation:
      "Regulation (EC) 1907/2006, Annex XVII entry 51; Annex XIV; Regulation (EC) 1223/2009, Annex II/675, II/677, II/1152",
    scope: "all",
  },
  "ammonium-nitrate": {
    message:
      "Ammonium nitrate with 16 % or more nitrogen from ammonium nitrate is a restricted explosives precursor that may not be sold to members of the general public; garden fertilisers use urea, ammonium sulfate or organic nitrogen instead",
    citation: "Regulation (EU) 2019/1148, Annex I",
    scope: "consumer",
  },
  "sodium-chlorate": {
    message:
      "Sodium chlorate is not an approved plant protection active, and above 40 % it is a restricted explosives precursor that may not be sold to the general public; weed control uses an authorised herbicide or acetic acid products instead",
    citation:
      "Regulation (EC) 1107/2009 (non-approval: Commission Decision 2008/865/EC); Regulation (EU) 2019/1148, Annex I",
    scope: "all",
  },
  "oxo-degradable-plastic": {
    message:
      "Products made from oxo-degradable plastic are banned from the EU market; bags use recyclable polyethylene or certified compostable (EN 13432) plastics instead",
    citation: "Directive (EU) 2019/904, Art. 5",
    scope: "all",
  },
  microbeads: {
    message:
      "Intentionally added synthetic polymer microparticles (plastic microbeads, loose plastic glitter) are banned from the EU market, with transition periods for some product groups; scrubs use natural exfoliants such as jojoba beads, seeds or silica, and glitter uses mica or cellulose instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 78 (Regulation (EU) 2023/2055)",
    scope: "all",
  },
  borax: {
    message:
      "Borax (E285) is authorised in food only for sturgeon caviar, at 4 g/kg as boric acid; in sausages and other foods it is not permitted, and boron compounds are toxic to reproduction (Repr. 1B); firmness in sausages comes from enough salt, cold processing and, where allowed, diphosphates (E450) instead",
    citation:
      "Regulation (EC) 1333/2008, Annex II part E, category 09.3 (E284–E285); CLP Annex VI (disodium tetraborate, Repr. 1B)",
    scope: "food",
  },
  "brominated-vegetable-oil": {
    message:
      "Brominated vegetable oil (BVO, formerly E443) is not an authorised food additive in the EU: its bromine builds up in body fat and the heart; a citrus oil is weighted for a clear drink with glycerol esters of wood rosin (E445) or sucrose acetate isobutyrate (E444) within their limits, or emulsified with gum arabic (E414) or modified starch instead",
    citation: "Regulation (EC) 1333/2008, Annex II (BVO not listed); Annex II part E, category 14.1.4 (E444, E445)",
    scope: "food",
  },
  "potassium-bromate": {
    message:
      "Potassium bromate (formerly E924) is not an authorised food additive in the EU: it is a genotoxic carcinogen (IARC group 2B) and residues remain in the baked bread; flour is oxidised with ascorbic acid (E300) and enzymes instead",
    citation: "Regulation (EC) 1333/2008, Annex II (bromate not listed); IARC Monographs vol. 73 (potassium bromate)",
    scope: "food",
  },
  e171: {
    message:
      "Titanium dioxide (E171) is no longer authorised as a food additive in the EU since 2022, after EFSA could not rule out genotoxicity; white icing and coatings are made with calcium carbonate (E170) or rice starch instead",
    citation: "Commission Regulation (EU) 2022/63 amending Regulation (EC) 1333/2008, Annex II (E171 removed)",
    scope: "food",
  },
  triclosan: {
    message:
      "Triclosan is not an approved active substance under the Biocidal Products Regulation (refused for hygiene products by Decision (EU) 2016/110 and no longer supported for the other product types), so no biocidal product or treated article such as a textile finish may rely on it; antimicrobial finishes use an approved active instead",
    citation: "Regulation (EU) 528/2012; Commission Implementing Decision (EU) 2016/110",
    scope: "non-cosmetic",
  },
  pennyroyal: {
    message:
      "Pennyroyal oil is mostly pulegone, which damages the liver and has caused miscarriages and deaths even in small amounts taken or absorbed; it has no safe use on the body, above all in pregnancy; a minty note comes from spearmint or peppermint oil instead",
    citation:
      "EMA/HMPC public statement on the use of herbal medicinal products containing pulegone and menthofuran (EMA/HMPC/138386/2005 Rev. 1)",
    scope: "all",
  },
  hydrazine: {
    message:
      "Hydrazine is a category 1B carcinogen, toxic and a skin sensitiser, on the list of substances of very high concern, and may not be supplied to the public; a small boiler is protected as well with sodium sulfite or diethylhydroxylamine (DEHA) as its oxygen scavenger instead",
    citation:
      "Regulation (EC) 1272/2008, Annex VI (hydrazine: Carc. 1B, Acute Tox. 3, Skin Sens. 1); REACH Candidate List (2011) and Annex XVII entry 28",
    scope: "all",
  },
  wintergreen: {
    message:
      "Wintergreen oil is almost pure methyl salicylate, which the EU allows in leave-on skin products at 0.06 % at most and in no product for children under 6 except toothpaste (it is toxic to the reproductive system, Repr. 2, and a few millilitres swallowed have killed small children); a warming note at a lawful level comes from a fragrance instead",
    citation:
      "Regulation (EC) 1223/2009, Annex III ref. 324 (methyl salicylate), as amended by Regulation (EU) 2023/1545",
    // Toothpaste and mouthwash have their own, higher limits for it (a wintergreen flavour).
    scope: "skin-cosmetic",
  },
  "polyethylene-in-compostable": {
    message:
      "Polyethylene (LDPE, HDPE) does not biodegrade, so a blend with it cannot pass EN 13432 (90 % biodegradation within 6 months under industrial composting) or a home-compost certificate; toughness comes from PBAT or PBS blended with the PLA instead",
    citation: "EN 13432:2000, Annex A (biodegradation, disintegration and ecotoxicity requirements)",
    scope: "compostable",
  },
  "pvc-in-compostable": {
    message:
      "PVC does not biodegrade, so a film made of it cannot be sold as biodegradable or pass EN 13432; compostable cling and bag films are PBAT blended with PLA instead",
    citation: "EN 13432:2000, Annex A (biodegradation, disintegration and ecotoxicity requirements)",
    scope: "compostable",
  },
  paraquat: {
    message:
      "Paraquat is not approved as a plant protection active in the EU, so no product with it may be placed on the market or used; weed killers use an active approved under Regulation (EC) 1107/2009, such as pelargonic acid, instead",
    citation: "Regulation (EC) 1107/2009, Art. 28 (approval annulled: General Court, Case T-229/04)",
    scope: "all",
  },
  chlorpyrifos: {
    message:
      "Chlorpyrifos and chlorpyrifos-methyl are no longer approved as plant protection actives in the EU; insect control uses an approved active in an authorised product instead",
    citation: "Regulation (EC) 1107/2009, Art. 28 (non-renewal: Implementing Regulations (EU) 2020/17 and 2020/18)",
    scope: "all",
  },
  atrazine: {
    message:
      "Atrazine is not approved as a plant protection active in the EU; weed control uses an approved active in an authorised product instead",
    citation: "Regulation (EC) 1107/2009, Art. 28 (non-inclusion: Commission Decision 2004/248/EC)",
    scope: "all",
  },
  creosote: {
    message:
      "Creosote wood treatments may not be sold to the general public (industrial and professional use only, in 20-litre packs or more); consumer wood preservatives use copper- or azole-based actives approved under the Biocidal Products Regulation instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 31",
    scope: "consumer",
  },
  dichlorobenzene: {
    message:
      "1,4-Dichlorobenzene may not be used at 1 % or more in air fresheners or toilet deodorisers; toilet blocks use surfactant and fragrance blocks instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 64; Regulation (EC) 1223/2009, Annex II/1173",
    scope: "all",
  },
  "dimethyl-fumarate": {
    message:
      "Dimethyl fumarate, once put in anti-mould sachets for leather furniture and shoes, may not be in any article above 0.1 mg/kg; anti-mould sachets use silica gel or clay desiccant instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 61",
    scope: "all",
  },
  tributyltin: {
    message:
      "Tributyltin and other organotin biocides may not be used in antifouling paints or in consumer articles; antifouling paints use copper-based or biocide-free foul-release coatings instead",
    citation: "Regulation (EC) 1907/2006, Annex XVII entry 20; Regulation (EC) 782/2003",
    scope: "all",
  },
  "trichloroacetic-acid": {
    message:
      "Trichloroacetic acid is prohibited in cosmetics, so a TCA peel is a medical procedure, not a home product; home peels use glycolic, lactic or mandelic acid at cosmetic strengths instead",
    citation: "Regulation (EC) 1223/2009, Annex II/10",
    scope: "cosmetic",
  },
  hydroquinone: {
    message:
      "Hydroquinone is prohibited in cosmetics except at 0.02 % in professional artificial-nail systems (skin lightening with it is a medicinal use); brightening cosmetics use niacinamide, alpha-arbutin or vitamin C derivatives instead",
    citation: "Regulation (EC) 1223/2009, Annex II/1339 and Annex III/14",
    scope: "cosmetic",
  },
  formaldehyde: {
    message:
      "Formaldehyde is prohibited in cosmetics, nail hardeners included; nail hardeners use film formers and conditioning proteins without formaldehyde instead",
    citation: "Regulation (EC) 1223/2009, Annex II/1577",
    scope: "cosmetic",
  },
};
