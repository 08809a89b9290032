/**
 * Names people use that the knowledge base and CosIng do not spell out: short everyday names for
 * knowledge-base ingredients ("shea", "tea tree"), notable substances outside the knowledge base
 * that decide a request's regime (icaridin, permethrin, clotrimazole), and common names of
 * Annex II substances ("lilial", "mercuric chloride").
 */

/** Everyday name → knowledge-base id. */
export const EXTRA_ALIASES: Record<string, string> = {
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
  cocoa: "cocoa-butter",
  "mango butter": "mango-butter",
  "zinc ricinoleate": "zinc-ricinoleate",
  "epsom salt": "magnesium-sulfate-heptahydrate",
  "epsom salts": "magnesium-sulfate-heptahydrate",
  "baking soda": "sodium-bicarbonate",
  "bicarbonate of soda": "sodium-bicarbonate",
  "pedot pss": "pedot-pss-dispersion",
  pedot: "pedot-pss-dispersion",
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
export const LOWERCASE_ACRONYMS = new Set(["bha", "aha", "pha", "sls", "sles", "ipa", "cpc", "pva", "pla", "tcca"]);

export type SubstanceKind =
  | "medicinal-active"
  | "veterinary-active"
  | "pesticide-active"
  | "biocide-active"
  | "cosmetic";

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
};

export const MEDICINAL_DEFAULT = (name: string) => ({
  message: `${name} is a medicinal active: a product that contains it to treat or prevent disease is a medicinal product and needs a marketing authorisation`,
  citation: "Directive 2001/83/EC, Art. 1",
});
