/**
 * Realistic requests with the outcome a formulator would expect. Written before the parser and
 * not tuned to it: when the parser disagrees, the parser is wrong (or the item is reported as a
 * known miss), not the corpus. Ingredient ids are knowledge-base ids; `name` is used for
 * substances outside the knowledge base (fluoride as F, icaridin, glyphosate, …).
 */

export type CorpusKind =
  | "plain"
  | "active"
  | "free-from"
  | "format"
  | "banned"
  | "regime"
  | "nonsense"
  | "ambiguous"
  | "typo"
  | "cross-category"
  | "ph"
  | "audience"
  | "wizard";

export type ExpectedIngredient = { id?: string; name?: string; level?: number; unit?: "%" | "ppm"; basis?: string };

export type CorpusItem = {
  text?: string;
  category?: string;
  productName?: string;
  wizard?: {
    productName?: string;
    consistencyType?: string;
    specialProperties?: string[];
    phLevel?: number;
    additionalNotes?: string;
  };
  kinds: CorpusKind[];
  expect: {
    /** Product type id, or null when the request must not be understood. */
    type: string | null;
    outsideCategory?: boolean;
    ingredients?: ExpectedIngredient[];
    /** Knowledge-base ids that must NOT be reported as requested (negated, "for X", …). */
    notIngredients?: string[];
    claims?: string[];
    /** Target pH range; null means no pH may be read from the text. */
    ph?: [number, number] | null;
    /** Annex II entry ids ("II/1339"); [] means none may be flagged. */
    prohibited?: string[];
    regime?: string;
    refused?: boolean;
    formats?: string[];
    colours?: string[];
    audience?: string[];
    spf?: number;
    anhydrous?: boolean;
    /** For requests that are not understood: types that must be among the suggestions. */
    suggestions?: string[];
  };
};

const COS = "eu-cosmetics-1223-2009";
const DET = "eu-detergents-648-2004";
const BIO = "eu-biocides-528-2012";
const PPP = "eu-plant-protection-1107-2009";
const FERT = "eu-fertilisers-2019-1009";
const FOOD = "eu-food-additives-1333-2008";
const VET = "veterinary-medicinal";
const MED = "human-medicinal";

export const REQUEST_CORPUS: readonly CorpusItem[] = [
  // ───────────── Skin care ─────────────
  {
    text: "Vitamin C serum with 15% ascorbic acid, pH 3",
    category: "skin-care",
    kinds: ["active", "ph"],
    expect: { type: "face-serum", ingredients: [{ id: "ascorbic-acid", level: 15 }], ph: [3, 3], regime: COS },
  },
  {
    text: "anhydrous retinol serum in squalane",
    category: "skin-care",
    kinds: ["active", "format"],
    expect: {
      type: "face-serum",
      ingredients: [{ id: "retinol" }, { id: "squalane" }],
      anhydrous: true,
      formats: ["anhydrous"],
    },
  },
  { text: "SPF 30 sunscreen", category: "skin-care", kinds: ["plain"], expect: { type: "sunscreen-lotion", spf: 30 } },
  {
    text: "Lightweight gel moisturiser for oily skin with 5% niacinamide and 1% zinc PCA",
    category: "skin-care",
    kinds: ["active", "format"],
    expect: {
      type: "face-cream",
      ingredients: [
        { id: "niacinamide", level: 5 },
        { id: "zinc-pca", level: 1 },
      ],
      formats: ["gel"],
    },
  },
  {
    text: "BHA exfoliating toner with 2% salicylic acid, ph 3.5-4",
    category: "skin-care",
    kinds: ["active", "ph"],
    expect: { type: "toner", ingredients: [{ id: "salicylic-acid", level: 2 }], ph: [3.5, 4] },
  },
  {
    text: "a rich night cream for dry mature skin with ceramides, shea butter and bakuchiol 1%",
    category: "skin-care",
    kinds: ["active"],
    expect: {
      type: "night-cream",
      ingredients: [{ id: "ceramide-np" }, { id: "shea-butter" }, { id: "bakuchiol", level: 1 }],
    },
  },
  {
    text: "Fragrance-free eye cream with caffeine to reduce puffiness",
    category: "skin-care",
    kinds: ["free-from"],
    expect: {
      type: "eye-cream",
      ingredients: [{ id: "caffeine" }],
      claims: ["fragrance"],
      notIngredients: ["fragrance"],
    },
  },
  {
    text: "Gentle foaming face wash, sulphate free and soap free, for sensitive skin",
    category: "skin-care",
    kinds: ["free-from", "audience"],
    expect: { type: "face-cleanser", claims: ["sulfate", "soap"], audience: ["sensitive-skin"] },
  },
  {
    text: "micellar water for removing waterproof make-up, no alcohol, no perfume",
    category: "skin-care",
    kinds: ["free-from"],
    expect: { type: "micellar-water", claims: ["alcohol", "fragrance"], notIngredients: ["alcohol", "fragrance"] },
  },
  {
    text: "Green clay face mask with kaolin and tea tree oil",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "clay-mask", ingredients: [{ id: "kaolin" }, { id: "tea-tree-oil" }] },
  },
  {
    text: "Body lotion with 10% urea for very dry, rough skin on the legs",
    category: "skin-care",
    kinds: ["active"],
    expect: { type: "body-lotion", ingredients: [{ id: "urea", level: 10 }] },
  },
  {
    text: "Hand cream for gardeners, non greasy, with glycerin and allantoin",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "hand-cream", ingredients: [{ id: "glycerin" }, { id: "allantoin" }] },
  },
  {
    text: "Cracked heel foot cream with 25 % urea",
    category: "skin-care",
    kinds: ["active"],
    expect: { type: "foot-cream", ingredients: [{ id: "urea", level: 25 }] },
  },
  {
    text: "Mineral sunscreen SPF 50 with zinc oxide only, reef safe and fragrance free",
    category: "skin-care",
    kinds: ["free-from"],
    expect: { type: "sunscreen-lotion", ingredients: [{ id: "zinc-oxide" }], spf: 50, claims: ["fragrance"] },
  },
  {
    text: "Sunscreen spray SPF 30 for the whole family",
    category: "skin-care",
    kinds: ["format"],
    expect: { type: "sunscreen-spray", spf: 30, formats: ["spray"] },
  },
  {
    text: "SPF 50 sun stick for face and nose",
    category: "skin-care",
    kinds: ["format"],
    expect: { type: "sunscreen-stick", spf: 50, formats: ["stick"] },
  },
  {
    text: "after sun gel with aloe vera and menthol to cool sunburnt skin",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "after-sun", ingredients: [{ id: "aloe-barbadensis-leaf-juice" }, { id: "menthol" }] },
  },
  {
    text: "gradual self tanning lotion for a natural glow",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "self-tanner" },
  },
  {
    text: "spot treatment gel for pimples with 2% salicylic acid and tea tree",
    category: "skin-care",
    kinds: ["active"],
    expect: { type: "blemish-gel", ingredients: [{ id: "salicylic-acid", level: 2 }, { id: "tea-tree-oil" }] },
  },
  {
    text: "Skin lightening cream with 4% hydroquinone",
    category: "skin-care",
    kinds: ["banned", "active"],
    expect: { type: "skin-brightening-cream", prohibited: ["II/1339"] },
  },
  {
    text: "Whitening cream with mercury for dark spots",
    category: "skin-care",
    kinds: ["banned"],
    expect: { type: "skin-brightening-cream", prohibited: ["II/221"] },
  },
  {
    text: "A body wash that smells like coconut, SLS-free, vegan",
    category: "skin-care",
    kinds: ["free-from"],
    expect: { type: "shower-gel", claims: ["sls", "vegan"], notIngredients: ["sodium-lauryl-sulfate"] },
  },
  {
    text: "antiperspirant roll on with aluminium chlorohydrate",
    category: "skin-care",
    kinds: ["format"],
    expect: { type: "antiperspirant", ingredients: [{ id: "aluminum-chlorohydrate" }], formats: ["roll-on"] },
  },
  {
    text: "aluminum free deodorant stick with baking soda",
    category: "skin-care",
    kinds: ["free-from", "format"],
    expect: {
      type: "deodorant",
      claims: ["aluminium"],
      ingredients: [{ id: "sodium-bicarbonate" }],
      formats: ["stick"],
    },
  },
  {
    text: "Intimate wash with lactic acid at pH 4.5",
    category: "skin-care",
    kinds: ["ph"],
    expect: { type: "intimate-wash", ingredients: [{ id: "lactic-acid" }], ph: [4.5, 4.5] },
  },
  {
    text: "stretch mark cream for pregnant women, no retinol, no essential oils",
    category: "skin-care",
    kinds: ["free-from", "audience"],
    expect: {
      type: "stretch-mark-cream",
      audience: ["pregnant"],
      claims: ["retinol", "essential-oil"],
      notIngredients: ["retinol"],
    },
  },
  {
    text: "hair removal cream for legs",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "depilatory-cream" },
  },
  {
    text: "exfoliating body scrub with sugar and coconut oil",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "body-scrub", ingredients: [{ id: "coconut-oil" }] },
  },
  {
    text: "glycolic acid peel 30% for home use, ph 3.5",
    category: "skin-care",
    kinds: ["active", "ph"],
    expect: { type: "chemical-peel", ingredients: [{ id: "glycolic-acid", level: 30 }], ph: [3.5, 3.5] },
  },
  {
    text: "Moisturiser with hyaluronic acid and panthenol, paraben free",
    category: "skin-care",
    kinds: ["free-from"],
    expect: {
      type: "face-cream",
      ingredients: [{ id: "hyaluronic-acid" }, { id: "panthenol" }],
      claims: ["paraben"],
    },
  },
  {
    text: "tattoo aftercare balm with panthenol and shea, petroleum free",
    category: "skin-care",
    kinds: ["free-from"],
    expect: {
      type: "tattoo-aftercare",
      ingredients: [{ id: "panthenol" }, { id: "shea-butter" }],
      claims: ["petrolatum"],
    },
  },
  {
    text: "DEET-free insect repellent lotion with icaridin 20%",
    category: "skin-care",
    kinds: ["regime", "free-from", "active"],
    expect: {
      type: "insect-repellent",
      regime: BIO,
      claims: ["deet"],
      ingredients: [{ name: "icaridin", level: 20 }],
      refused: false,
    },
  },
  {
    text: "Korean style sheet mask essence with centella",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "sheet-mask", ingredients: [{ id: "centella-asiatica-extract" }] },
  },
  { text: "a toner", category: "skin-care", kinds: ["plain"], expect: { type: "toner" } },
  {
    text: "I need a cleansing balm that melts off makeup, waterless",
    category: "skin-care",
    kinds: ["format"],
    expect: { type: "cleansing-balm", anhydrous: true },
  },
  {
    text: "face oil with rosehip and 0.5% bakuchiol",
    category: "skin-care",
    kinds: ["active"],
    expect: { type: "facial-oil", ingredients: [{ id: "rosehip-oil" }, { id: "bakuchiol", level: 0.5 }] },
  },
  {
    text: "Serum with 10% niacinamide for enlarged pores",
    category: "skin-care",
    kinds: ["active"],
    expect: { type: "face-serum", ingredients: [{ id: "niacinamide", level: 10 }] },
  },
  {
    text: "retinol cream 0.3% for wrinkles",
    category: "skin-care",
    kinds: ["active"],
    expect: { type: "face-cream", ingredients: [{ id: "retinol", level: 0.3 }] },
  },
  {
    text: "eye serum with 3% caffeine for dark circles",
    category: "skin-care",
    kinds: ["active"],
    expect: { type: "eye-cream", ingredients: [{ id: "caffeine", level: 3 }] },
  },
  {
    text: "azelaic acid 10% cream for redness",
    category: "skin-care",
    kinds: ["active"],
    expect: { type: "face-cream", ingredients: [{ id: "azelaic-acid", level: 10 }] },
  },
  {
    text: "brightening serum with tranexamic acid 3% and alpha arbutin 2%",
    category: "skin-care",
    kinds: ["active"],
    expect: {
      type: "face-serum",
      ingredients: [
        { id: "tranexamic-acid", level: 3 },
        { id: "alpha-arbutin", level: 2 },
      ],
    },
  },
  {
    text: "mandelic acid serum (8%) for sensitive, acne-prone skin",
    category: "skin-care",
    kinds: ["active", "audience"],
    expect: { type: "face-serum", ingredients: [{ id: "mandelic-acid", level: 8 }], audience: ["sensitive-skin"] },
  },
  {
    text: "liquid hand soap with aloe for the kitchen sink",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "liquid-hand-soap", ingredients: [{ id: "aloe-barbadensis-leaf-juice" }] },
  },
  {
    text: "face mist with rose water",
    category: "skin-care",
    kinds: ["plain"],
    expect: { type: "face-mist", ingredients: [{ id: "rose-flower-water" }] },
  },
  {
    text: "moisturizer with hyaluronic acid, PH 5.5",
    category: "skin-care",
    kinds: ["ph", "typo"],
    expect: { type: "face-cream", ingredients: [{ id: "hyaluronic-acid" }], ph: [5.5, 5.5] },
  },
  {
    text: "sunscren spf 50 for sensitive skin",
    category: "skin-care",
    kinds: ["typo", "audience"],
    expect: { type: "sunscreen-lotion", spf: 50, audience: ["sensitive-skin"] },
  },
  {
    text: "deoderant stick for men, no alcohol",
    category: "skin-care",
    kinds: ["typo", "free-from"],
    expect: { type: "deodorant", claims: ["alcohol"], audience: ["men"] },
  },
  {
    text: "face cream with 0.05% tretinoin",
    category: "skin-care",
    kinds: ["banned"],
    expect: { type: "face-cream", prohibited: ["II/375"] },
  },
  {
    text: "mercury soap for an even skin tone",
    category: "skin-care",
    kinds: ["banned"],
    expect: { type: "bar-soap", prohibited: ["II/221"] },
  },
  {
    text: "skin bleaching cream containing mercuric chloride",
    category: "skin-care",
    kinds: ["banned"],
    expect: { type: "skin-brightening-cream", prohibited: ["II/221"] },
  },
  {
    text: "body lotion with 0.1% Butylphenyl Methylpropional for a lily scent",
    category: "skin-care",
    kinds: ["banned"],
    expect: { type: "body-lotion", prohibited: ["II/1666"] },
  },
  {
    text: "a whitening cream containing CAS 123-31-9",
    category: "skin-care",
    kinds: ["banned"],
    expect: { type: "skin-brightening-cream", prohibited: ["II/1339"] },
  },
  {
    text: "anti-acne medicine that cures acne",
    category: "skin-care",
    kinds: ["regime"],
    expect: { type: "acne-medicine", regime: MED, refused: true },
  },
  {
    text: "antibiotic cream for infected cuts",
    category: "skin-care",
    kinds: ["regime", "banned"],
    expect: { type: "antibiotic-cream", regime: MED, refused: true, prohibited: ["II/39"] },
  },
  {
    text: "hydrocortisone cream 1% for eczema",
    category: "skin-care",
    kinds: ["regime", "banned"],
    expect: { type: "hydrocortisone-cream", regime: MED, refused: true, prohibited: ["II/300"] },
  },
  {
    text: "athlete's foot antifungal cream with clotrimazole",
    category: "skin-care",
    kinds: ["regime"],
    expect: { type: "antifungal-cream", regime: MED, refused: true },
  },
  {
    text: "Hand sanitizer gel 70% alcohol",
    category: "skin-care",
    kinds: ["regime", "active"],
    expect: { type: "hand-sanitiser", regime: BIO, ingredients: [{ id: "alcohol", level: 70 }], refused: false },
  },
  {
    text: "Vitamin C serum for brighter skin",
    category: "cleaning",
    kinds: ["cross-category"],
    expect: { type: "face-serum", outsideCategory: true },
  },
  {
    text: "toothpaste with charcoal",
    category: "skin-care",
    kinds: ["cross-category"],
    expect: { type: "toothpaste", outsideCategory: true, ingredients: [{ id: "activated-carbon-powder" }] },
  },

  // ───────────── Beauty ─────────────
  {
    text: "matte liquid lipstick, long-wearing, nude shade",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "liquid-lipstick", colours: ["nude"] },
  },
  {
    text: "classic red lipstick with castor oil and candelilla wax",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "lipstick", ingredients: [{ id: "castor-oil" }, { id: "candelilla-wax" }], colours: ["red"] },
  },
  { text: "non sticky lip gloss with shimmer", category: "beauty", kinds: ["plain"], expect: { type: "lip-gloss" } },
  {
    text: "waterproof black mascara",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "mascara", colours: ["black"] },
  },
  {
    text: "liquid eyeliner, jet black, smudge proof",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "eyeliner", colours: ["black"] },
  },
  {
    text: "pressed eyeshadow palette in warm browns, talc-free",
    category: "beauty",
    kinds: ["free-from", "format"],
    expect: { type: "eyeshadow", claims: ["talc"], colours: ["brown"], notIngredients: ["talc"] },
  },
  {
    text: "lightweight liquid foundation with SPF 15 for oily skin",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "foundation", spf: 15 },
  },
  {
    text: "BB cream with SPF 20 and niacinamide",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "bb-cream", spf: 20, ingredients: [{ id: "niacinamide" }] },
  },
  {
    text: "powder blush in coral",
    category: "beauty",
    kinds: ["format"],
    expect: { type: "blush", colours: ["coral"], formats: ["powder"] },
  },
  {
    text: "translucent loose setting powder, talc free, with rice starch",
    category: "beauty",
    kinds: ["free-from"],
    expect: { type: "setting-powder", claims: ["talc"], ingredients: [{ id: "rice-starch" }] },
  },
  {
    text: "quick-dry nail polish in cherry red",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "nail-polish", colours: ["red"] },
  },
  {
    text: "acetone-free nail polish remover",
    category: "beauty",
    kinds: ["free-from"],
    expect: { type: "nail-polish-remover", claims: ["acetone"], notIngredients: ["acetone"] },
  },
  {
    text: "UV gel nail polish with TPO",
    category: "beauty",
    kinds: ["banned"],
    expect: { type: "gel-nail-polish", prohibited: ["II/1731"], ingredients: [{ id: "photoinitiator-tpo" }] },
  },
  {
    text: "tinted brow gel in soft brown",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "brow-gel", colours: ["brown"] },
  },
  {
    text: "concealer for dark circles, full coverage",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "concealer" },
  },
  {
    text: "makeup setting spray, alcohol free",
    category: "beauty",
    kinds: ["free-from"],
    expect: { type: "setting-spray", claims: ["alcohol"] },
  },
  {
    text: "silicone-free face primer",
    category: "beauty",
    kinds: ["free-from"],
    expect: { type: "face-primer", claims: ["silicone"] },
  },
  {
    text: "bi-phase eye makeup remover for waterproof mascara",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "makeup-remover" },
  },
  {
    text: "lip balm with beeswax and SPF",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "lip-balm", ingredients: [{ id: "beeswax" }] },
  },
  { text: "sugar lip scrub", category: "beauty", kinds: ["plain"], expect: { type: "lip-scrub" } },
  {
    text: "liquid highlighter with mica for a glowy look",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "highlighter", ingredients: [{ id: "mica" }] },
  },
  { text: "bronzer", category: "beauty", kinds: ["plain"], expect: { type: "bronzer" } },
  {
    text: "cuticle oil with jojoba and vitamin E",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "cuticle-oil", ingredients: [{ id: "jojoba-oil" }, { id: "tocopherol" }] },
  },
  {
    text: "Lipstick with lead acetate for a long lasting colour",
    category: "beauty",
    kinds: ["banned"],
    expect: { type: "lipstick", prohibited: ["II/289"] },
  },
  {
    text: "kohl kajal eye pencil",
    category: "beauty",
    kinds: ["plain"],
    expect: { type: "eye-pencil" },
  },
  { text: "mascarra that lengthens", category: "beauty", kinds: ["typo"], expect: { type: "mascara" } },
  {
    text: "SPF 30 sunscreen for the face",
    category: "beauty",
    kinds: ["cross-category"],
    expect: { type: "sunscreen-lotion", outsideCategory: true, spf: 30 },
  },

  // ───────────── Baby care ─────────────
  {
    text: "A fragrance-free baby lotion for sensitive skin, light and quickly absorbed",
    category: "baby-care",
    kinds: ["free-from", "audience"],
    expect: {
      type: "baby-lotion",
      claims: ["fragrance"],
      audience: ["children-under-3", "sensitive-skin"],
    },
  },
  {
    text: "tear free baby shampoo and body wash",
    category: "baby-care",
    kinds: ["plain"],
    expect: { type: "baby-wash", claims: ["tear-free"], audience: ["children-under-3"] },
  },
  {
    text: "nappy rash cream with 20% zinc oxide, lanolin-free",
    category: "baby-care",
    kinds: ["active", "free-from"],
    expect: { type: "nappy-cream", ingredients: [{ id: "zinc-oxide", level: 20 }], claims: ["lanolin"] },
  },
  { text: "diaper cream", category: "baby-care", kinds: ["plain"], expect: { type: "nappy-cream" } },
  {
    text: "baby oil with sunflower oil, mineral oil free",
    category: "baby-care",
    kinds: ["free-from"],
    expect: {
      type: "baby-oil",
      ingredients: [{ id: "sunflower-oil" }],
      claims: ["mineral-oil"],
      notIngredients: ["mineral-oil"],
    },
  },
  {
    text: "baby wipes lotion, no phenoxyethanol, no parabens",
    category: "baby-care",
    kinds: ["free-from"],
    expect: { type: "baby-wipes-lotion", claims: ["phenoxyethanol", "paraben"], notIngredients: ["phenoxyethanol"] },
  },
  {
    text: "soothing oat bath milk for babies",
    category: "baby-care",
    kinds: ["plain"],
    expect: { type: "baby-bath", ingredients: [{ id: "colloidal-oatmeal" }] },
  },
  {
    text: "talc free baby powder with corn starch",
    category: "baby-care",
    kinds: ["free-from", "format"],
    expect: { type: "baby-powder", claims: ["talc"], ingredients: [{ id: "corn-starch" }], formats: ["powder"] },
  },
  {
    text: "kids sunscreen lotion SPF 50+",
    category: "baby-care",
    kinds: ["audience"],
    expect: { type: "kids-sunscreen", spf: 50, audience: ["children"] },
  },
  {
    text: "nipple balm for breastfeeding mums with pure lanolin",
    category: "baby-care",
    kinds: ["plain"],
    expect: { type: "nipple-balm", ingredients: [{ id: "lanolin" }] },
  },
  {
    text: "teething gel with lidocaine for babies",
    category: "baby-care",
    kinds: ["regime"],
    expect: { type: "teething-gel", regime: MED, refused: true },
  },
  {
    text: "weather protection face balm for babies, anhydrous",
    category: "baby-care",
    kinds: ["format"],
    expect: { type: "baby-balm", anhydrous: true },
  },
  { text: "baby shampoo", category: "baby-care", kinds: ["plain"], expect: { type: "baby-wash" } },
  {
    text: "gentle shampoo for newborns, no tears",
    category: "baby-care",
    kinds: ["plain"],
    expect: { type: "baby-wash", claims: ["tear-free"] },
  },

  // ───────────── Cleaning ─────────────
  {
    text: "A streak-free glass cleaner with a fresh citrus scent for windows and mirrors",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "glass-cleaner", regime: DET },
  },
  {
    text: "ammonia-free glass cleaner",
    category: "cleaning",
    kinds: ["free-from"],
    expect: { type: "glass-cleaner", claims: ["ammonia"], notIngredients: ["ammonium-hydroxide", "ammonia-solution"] },
  },
  {
    text: "toilet bowl cleaner gel with citric acid, thick so it clings under the rim",
    category: "cleaning",
    kinds: ["format"],
    expect: { type: "toilet-cleaner", ingredients: [{ id: "citric-acid" }], formats: ["gel"] },
  },
  {
    text: "drain unblocker with sodium hydroxide",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "drain-cleaner", ingredients: [{ id: "sodium-hydroxide" }] },
  },
  {
    text: "caustic-free oven cleaner for baked on grease",
    category: "cleaning",
    kinds: ["free-from"],
    expect: { type: "oven-cleaner", claims: ["caustic"] },
  },
  {
    text: "all purpose cleaner spray, plant based, no phosphates",
    category: "cleaning",
    kinds: ["free-from"],
    expect: { type: "all-purpose-cleaner", claims: ["phosphate"] },
  },
  {
    text: "bathroom limescale remover with 5% citric acid",
    category: "cleaning",
    kinds: ["active"],
    expect: { type: "bathroom-cleaner", ingredients: [{ id: "citric-acid", level: 5 }] },
  },
  {
    text: "heavy duty degreaser for restaurant kitchens",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "kitchen-degreaser" },
  },
  {
    text: "wood floor cleaner safe for pets, fragrance free",
    category: "cleaning",
    kinds: ["free-from"],
    expect: { type: "floor-cleaner", claims: ["fragrance"] },
  },
  {
    text: "furniture polish with beeswax",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "furniture-polish", ingredients: [{ id: "beeswax" }] },
  },
  { text: "carpet stain remover", category: "cleaning", kinds: ["plain"], expect: { type: "carpet-cleaner" } },
  { text: "tile and grout cleaner gel", category: "cleaning", kinds: ["plain"], expect: { type: "grout-cleaner" } },
  {
    text: "black mould remover spray with bleach",
    category: "cleaning",
    kinds: ["regime"],
    expect: { type: "mould-remover", regime: BIO, ingredients: [{ id: "sodium-hypochlorite" }] },
  },
  {
    text: "disinfectant spray that kills 99.9% of bacteria on kitchen surfaces",
    category: "cleaning",
    kinds: ["regime"],
    expect: { type: "surface-disinfectant", regime: BIO },
  },
  {
    text: "cream cleanser for ceramic hobs, mildly abrasive",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "cream-cleaner" },
  },
  {
    text: "fridge cleaner that is food safe",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "appliance-cleaner" },
  },
  {
    text: "effervescent cleaning tablets to dissolve in a spray bottle",
    category: "cleaning",
    kinds: ["format"],
    expect: { type: "cleaning-tablet", formats: ["tablet"] },
  },
  { text: "kettle descaler", category: "cleaning", kinds: ["plain"], expect: { type: "descaler" } },
  {
    text: "rust remover with phosphoric acid",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "rust-remover", ingredients: [{ id: "phosphoric-acid" }] },
  },
  {
    text: "enzymatic pet urine odour remover",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "enzymatic-odour-remover" },
  },
  { text: "thick bleach for toilets", category: "cleaning", kinds: ["plain"], expect: { type: "household-bleach" } },
  { text: "washing machine cleaner", category: "cleaning", kinds: ["plain"], expect: { type: "machine-cleaner" } },
  {
    text: "stainless steel cleaner and polish",
    category: "cleaning",
    kinds: ["plain"],
    expect: { type: "stainless-steel-cleaner" },
  },
  { text: "brass and silver polish", category: "cleaning", kinds: ["plain"], expect: { type: "metal-polish" } },
  {
    text: "hand dishwashing liquid",
    category: "cleaning",
    kinds: ["cross-category"],
    expect: { type: "hand-dishwashing-liquid", outsideCategory: true },
  },
  {
    productName: "Glass Cleaner",
    wizard: { additionalNotes: "no ammonia please, vinegar based" },
    category: "cleaning",
    kinds: ["wizard", "free-from"],
    expect: { type: "glass-cleaner", claims: ["ammonia"], ingredients: [{ id: "acetic-acid" }] },
  },

  // ───────────── Detergent ─────────────
  {
    text: "A concentrated liquid laundry detergent with enzymes that works at 30°C",
    category: "detergent",
    kinds: ["plain"],
    expect: { type: "laundry-liquid", regime: DET },
  },
  {
    text: "hand dishwashing liquid",
    category: "detergent",
    kinds: ["plain"],
    expect: { type: "hand-dishwashing-liquid", outsideCategory: false },
  },
  {
    text: "washing up liquid kind to hands, with aloe",
    category: "detergent",
    kinds: ["plain"],
    expect: { type: "hand-dishwashing-liquid", ingredients: [{ id: "aloe-barbadensis-leaf-juice" }] },
  },
  {
    text: "phosphate free dishwasher tablets",
    category: "detergent",
    kinds: ["free-from", "format"],
    expect: { type: "dishwasher-tablet", claims: ["phosphate"], formats: ["tablet"] },
  },
  {
    text: "automatic dishwasher powder with enzymes",
    category: "detergent",
    kinds: ["plain"],
    expect: { type: "dishwasher-powder" },
  },
  { text: "rinse aid for dishwashers", category: "detergent", kinds: ["plain"], expect: { type: "rinse-aid" } },
  {
    text: "fabric softener with a fresh linen scent",
    category: "detergent",
    kinds: ["plain"],
    expect: { type: "fabric-softener" },
  },
  {
    text: "non-bio laundry powder for sensitive skin",
    category: "detergent",
    kinds: ["free-from", "format"],
    expect: { type: "laundry-powder", claims: ["enzyme"], audience: ["sensitive-skin"] },
  },
  {
    text: "laundry pods with PVA film",
    category: "detergent",
    kinds: ["format"],
    expect: { type: "laundry-capsule", ingredients: [{ id: "polyvinyl-alcohol" }] },
  },
  {
    text: "stain remover spray for grass and blood stains",
    category: "detergent",
    kinds: ["plain"],
    expect: { type: "stain-remover" },
  },
  { text: "wool wash for cashmere", category: "detergent", kinds: ["plain"], expect: { type: "delicates-detergent" } },
  {
    text: "oxygen bleach booster with sodium percarbonate",
    category: "detergent",
    kinds: ["plain"],
    expect: { type: "laundry-booster", ingredients: [{ id: "sodium-percarbonate" }] },
  },
  {
    text: "laundry detergent for baby clothes, fragrance-free and dye-free",
    category: "detergent",
    kinds: ["free-from"],
    expect: { type: "laundry-liquid", claims: ["fragrance", "dye"] },
  },
  {
    text: "ironing water with lavender scent",
    category: "detergent",
    kinds: ["plain"],
    expect: { type: "ironing-spray" },
  },
  { text: "laundary detergent", category: "detergent", kinds: ["typo"], expect: { type: "laundry-liquid" } },

  // ───────────── Electronic chemicals ─────────────
  {
    text: "A no-clean rosin soldering flux for hand soldering of through-hole boards",
    category: "electronic-chemicals",
    kinds: ["plain"],
    expect: { type: "solder-flux", ingredients: [{ id: "gum-rosin" }], regime: "reach-clp" },
  },
  {
    text: "halogen-free water soluble flux",
    category: "electronic-chemicals",
    kinds: ["free-from"],
    expect: { type: "solder-flux", claims: ["halogen"] },
  },
  {
    text: "acrylic conformal coating for PCBs",
    category: "electronic-chemicals",
    kinds: ["plain"],
    expect: { type: "conformal-coating" },
  },
  {
    text: "flux remover for circuit boards based on isopropyl alcohol",
    category: "electronic-chemicals",
    kinds: ["plain"],
    expect: { type: "flux-remover", ingredients: [{ id: "isopropyl-alcohol" }] },
  },
  {
    text: "contact cleaner spray for switches",
    category: "electronic-chemicals",
    kinds: ["format"],
    expect: { type: "contact-cleaner" },
  },
  {
    text: "thermal paste for CPUs with zinc oxide",
    category: "electronic-chemicals",
    kinds: ["plain"],
    expect: { type: "thermal-paste", ingredients: [{ id: "zinc-oxide" }] },
  },
  {
    text: "two-part epoxy potting compound for electronics",
    category: "electronic-chemicals",
    kinds: ["format"],
    expect: { type: "potting-compound", formats: ["two-component"] },
  },
  {
    text: "lead-free solder paste",
    category: "electronic-chemicals",
    kinds: ["free-from"],
    expect: { type: "solder-paste", claims: ["lead"], prohibited: [] },
  },

  // ───────────── Food additives ─────────────
  {
    text: "A clean-label stabiliser blend for plant-based yoghurt with pectin and gum arabic",
    category: "food-additives",
    kinds: ["plain"],
    expect: {
      type: "stabiliser-blend",
      ingredients: [{ id: "pectin" }, { id: "gum-arabic" }],
      regime: FOOD,
    },
  },
  {
    text: "tabletop sweetener with stevia and erythritol",
    category: "food-additives",
    kinds: ["plain"],
    expect: { type: "sweetener-blend", ingredients: [{ id: "steviol-glycosides" }, { id: "erythritol" }] },
  },
  {
    text: "natural red food colouring from beetroot",
    category: "food-additives",
    kinds: ["plain"],
    expect: { type: "food-colour-blend", ingredients: [{ id: "beetroot-red" }], colours: ["red"] },
  },
  {
    text: "bread preservative with calcium propionate",
    category: "food-additives",
    kinds: ["plain"],
    expect: { type: "food-preservative-blend", ingredients: [{ id: "calcium-propionate" }] },
  },
  {
    text: "anti-caking agent for table salt",
    category: "food-additives",
    kinds: ["plain"],
    expect: { type: "anti-caking-agent" },
  },
  {
    text: "bakery emulsifier blend with mono- and diglycerides",
    category: "food-additives",
    kinds: ["plain"],
    expect: { type: "emulsifier-blend", ingredients: [{ id: "mono-diglycerides" }] },
  },
  {
    text: "acidity regulator blend of citric acid and sodium citrate for soft drinks",
    category: "food-additives",
    kinds: ["plain"],
    expect: { type: "acidulant-blend", ingredients: [{ id: "citric-acid" }, { id: "sodium-citrate" }] },
  },
  {
    text: "gluten-free bread improver with enzymes",
    category: "food-additives",
    kinds: ["free-from"],
    expect: { type: "baking-improver", claims: ["gluten"] },
  },
  { text: "natural vanilla flavouring", category: "food-additives", kinds: ["plain"], expect: { type: "flavouring" } },

  // ───────────── Leather ─────────────
  {
    text: "A nourishing leather conditioner cream with beeswax for bags and furniture",
    category: "leather",
    kinds: ["plain"],
    expect: { type: "leather-conditioner", ingredients: [{ id: "beeswax" }], regime: "reach-clp" },
  },
  {
    text: "leather cleaner spray, pH balanced",
    category: "leather",
    kinds: ["plain"],
    expect: { type: "leather-cleaner", ph: null },
  },
  {
    text: "saddle soap with glycerin",
    category: "leather",
    kinds: ["plain"],
    expect: { type: "saddle-soap", ingredients: [{ id: "glycerin" }] },
  },
  {
    text: "solvent-based leather dye, black, with nigrosine",
    category: "leather",
    kinds: ["format"],
    expect: { type: "leather-dye", ingredients: [{ id: "nigrosine-solvent-black-7" }], colours: ["black"] },
  },
  {
    text: "water based top coat finish for leather sofas, satin",
    category: "leather",
    kinds: ["plain"],
    expect: { type: "leather-finish" },
  },
  {
    text: "fatliquor for chrome tanned leather with sulphonated fish oil",
    category: "leather",
    kinds: ["plain"],
    expect: { type: "fatliquor", ingredients: [{ id: "sulfonated-fish-oil" }] },
  },
  {
    text: "suede protector spray, fluorine free",
    category: "leather",
    kinds: ["free-from"],
    expect: { type: "leather-protector-spray", claims: ["pfas"] },
  },
  {
    text: "leather balm with mink oil and neatsfoot oil",
    category: "leather",
    kinds: ["plain"],
    expect: { type: "leather-balm", ingredients: [{ id: "mink-oil" }, { id: "neatsfoot-oil" }] },
  },

  // ───────────── Men care ─────────────
  {
    text: "A softening beard oil with argan and jojoba and a woody scent",
    category: "men-care",
    kinds: ["plain"],
    expect: { type: "beard-oil", ingredients: [{ id: "argan-oil" }, { id: "jojoba-oil" }] },
  },
  {
    text: "beard balm with shea butter, medium hold",
    category: "men-care",
    kinds: ["plain"],
    expect: { type: "beard-balm", ingredients: [{ id: "shea-butter" }] },
  },
  {
    text: "alcohol-free aftershave balm for razor burn",
    category: "men-care",
    kinds: ["free-from"],
    expect: { type: "aftershave-balm", claims: ["alcohol"] },
  },
  { text: "rich lathering shaving cream", category: "men-care", kinds: ["plain"], expect: { type: "shaving-cream" } },
  {
    text: "oil control moisturiser for men, matte finish",
    category: "men-care",
    kinds: ["audience"],
    expect: { type: "mens-face-moisturiser", audience: ["men"] },
  },
  {
    text: "matte hair clay with kaolin",
    category: "men-care",
    kinds: ["plain"],
    expect: { type: "hair-clay", ingredients: [{ id: "kaolin" }] },
  },
  { text: "water based pomade, strong hold", category: "men-care", kinds: ["plain"], expect: { type: "pomade" } },
  {
    text: "3 in 1 hair and body wash for men",
    category: "men-care",
    kinds: ["plain"],
    expect: { type: "hair-and-body-wash" },
  },
  { text: "beard shampoo", category: "men-care", kinds: ["plain"], expect: { type: "beard-wash" } },
  {
    text: "shaving foam in an aerosol can",
    category: "men-care",
    kinds: ["format"],
    expect: { type: "shaving-foam", formats: ["aerosol"] },
  },

  // ───────────── Oral care ─────────────
  {
    text: "A fluoride toothpaste for sensitive teeth with a mild mint flavour",
    category: "oral-care",
    kinds: ["plain"],
    expect: { type: "sensitive-toothpaste", ingredients: [{ name: "fluoride" }] },
  },
  {
    text: "toothpaste with 1450 ppm fluoride",
    category: "oral-care",
    kinds: ["active"],
    expect: { type: "toothpaste", ingredients: [{ name: "fluoride", level: 1450, unit: "ppm", basis: "F" }] },
  },
  {
    text: "whitening toothpaste with hydrated silica and no peroxide",
    category: "oral-care",
    kinds: ["free-from"],
    expect: {
      type: "whitening-toothpaste",
      ingredients: [{ id: "hydrated-silica" }],
      claims: ["peroxide"],
      notIngredients: ["hydrogen-peroxide"],
    },
  },
  {
    text: "kids toothpaste, strawberry flavour, 1000ppm fluoride, SLS free",
    category: "oral-care",
    kinds: ["active", "free-from", "audience"],
    expect: {
      type: "kids-toothpaste",
      ingredients: [{ name: "fluoride", level: 1000, unit: "ppm", basis: "F" }],
      claims: ["sls"],
      audience: ["children"],
    },
  },
  {
    text: "fluoride mouthwash 225 ppm F, alcohol free",
    category: "oral-care",
    kinds: ["active", "free-from"],
    expect: {
      type: "fluoride-mouthwash",
      ingredients: [{ name: "fluoride", level: 225, unit: "ppm", basis: "F" }],
      claims: ["alcohol"],
    },
  },
  {
    text: "mouthwash with CPC and zinc, no alcohol",
    category: "oral-care",
    kinds: ["free-from"],
    expect: { type: "mouthwash", ingredients: [{ id: "cetylpyridinium-chloride" }], claims: ["alcohol"] },
  },
  {
    text: "fresh breath spray with peppermint oil",
    category: "oral-care",
    kinds: ["format"],
    expect: { type: "breath-spray", ingredients: [{ id: "peppermint-oil" }] },
  },
  {
    text: "tooth powder with hydroxyapatite, fluoride-free",
    category: "oral-care",
    kinds: ["free-from", "format"],
    expect: { type: "tooth-powder", ingredients: [{ id: "hydroxyapatite" }], claims: ["fluoride"] },
  },
  {
    text: "effervescent denture cleaning tablets",
    category: "oral-care",
    kinds: ["format"],
    expect: { type: "denture-cleanser", formats: ["tablet"] },
  },
  {
    text: "teeth whitening gel with 6% hydrogen peroxide",
    category: "oral-care",
    kinds: ["active"],
    expect: { type: "teeth-whitening-gel", ingredients: [{ id: "hydrogen-peroxide", level: 6 }] },
  },
  {
    text: "toothpaste tablets, plastic-free, with xylitol",
    category: "oral-care",
    kinds: ["free-from", "format"],
    expect: { type: "toothpaste-tablet", ingredients: [{ id: "xylitol" }], claims: ["plastic"] },
  },
  {
    text: "toothpaste with sodium monofluorophosphate 0.76%",
    category: "oral-care",
    kinds: ["active"],
    expect: { type: "toothpaste", ingredients: [{ id: "sodium-monofluorophosphate", level: 0.76 }] },
  },
  { text: "tooth paste", category: "oral-care", kinds: ["typo"], expect: { type: "toothpaste" } },

  // ───────────── Organic care ─────────────
  {
    text: "A natural face cream with shea butter and an olive-derived emulsifier",
    category: "organic-care",
    kinds: ["plain"],
    expect: { type: "face-cream", ingredients: [{ id: "shea-butter" }] },
  },
  {
    text: "solid shampoo bar with rosemary and orange essential oils, palm oil free",
    category: "organic-care",
    kinds: ["free-from", "format"],
    expect: { type: "shampoo-bar", claims: ["palm-oil"], formats: ["bar"] },
  },
  {
    text: "cold process soap with olive oil and lye",
    category: "organic-care",
    kinds: ["plain"],
    expect: { type: "bar-soap", ingredients: [{ id: "olive-oil" }, { id: "sodium-hydroxide" }] },
  },
  {
    text: "whipped body butter with mango butter and cocoa butter",
    category: "organic-care",
    kinds: ["plain"],
    expect: { type: "body-butter", ingredients: [{ id: "mango-butter" }, { id: "cocoa-butter" }] },
  },
  {
    text: "pure aloe vera gel, preservative-free",
    category: "organic-care",
    kinds: ["free-from"],
    expect: { type: "aloe-vera-gel", claims: ["preservative"] },
  },
  {
    text: "conditioner bar, vegan and plastic free",
    category: "organic-care",
    kinds: ["free-from"],
    expect: { type: "conditioner-bar", claims: ["vegan", "plastic"] },
  },
  {
    text: "fizzy bath bombs with citric acid and baking soda",
    category: "organic-care",
    kinds: ["plain"],
    expect: { type: "bath-bomb", ingredients: [{ id: "citric-acid" }, { id: "sodium-bicarbonate" }] },
  },
  {
    text: "organic lip balm with candelilla, vegan and cruelty-free",
    category: "organic-care",
    kinds: ["free-from"],
    expect: { type: "lip-balm", ingredients: [{ id: "candelilla-wax" }], claims: ["vegan", "cruelty-free"] },
  },
  {
    text: "natural deodorant cream with arrowroot and coconut oil, no baking soda",
    category: "organic-care",
    kinds: ["free-from"],
    expect: {
      type: "deodorant",
      ingredients: [{ id: "arrowroot-powder" }, { id: "coconut-oil" }],
      claims: ["sodium-bicarbonate"],
      notIngredients: ["sodium-bicarbonate"],
    },
  },
  {
    text: "rose & witch hazel toner, alcohol-free",
    category: "organic-care",
    kinds: ["free-from"],
    expect: { type: "toner", ingredients: [{ id: "witch-hazel-water" }], claims: ["alcohol"] },
  },

  // ───────────── Shoe care ─────────────
  {
    text: "A black carnauba wax shoe polish paste with a deep shine",
    category: "shoe-care",
    kinds: ["format"],
    expect: { type: "shoe-polish", ingredients: [{ id: "carnauba-wax" }], colours: ["black"], formats: ["paste"] },
  },
  {
    text: "neutral shoe cream for leather boots",
    category: "shoe-care",
    kinds: ["plain"],
    expect: { type: "shoe-cream" },
  },
  {
    text: "sneaker cleaner foam",
    category: "shoe-care",
    kinds: ["format"],
    expect: { type: "sneaker-cleaner", formats: ["foam"] },
  },
  {
    text: "shoe deodoriser spray with zinc ricinoleate",
    category: "shoe-care",
    kinds: ["plain"],
    expect: { type: "shoe-deodoriser", ingredients: [{ id: "zinc-ricinoleate" }] },
  },
  { text: "suede shampoo", category: "shoe-care", kinds: ["plain"], expect: { type: "suede-cleaner" } },
  {
    text: "waterproofing spray for hiking boots, PFAS free",
    category: "shoe-care",
    kinds: ["free-from"],
    expect: { type: "shoe-waterproofing-spray", claims: ["pfas"] },
  },
  {
    text: "white sneaker whitener touch up with titanium dioxide",
    category: "shoe-care",
    kinds: ["plain"],
    expect: { type: "sneaker-whitener", ingredients: [{ id: "titanium-dioxide" }] },
  },
  {
    text: "self shine liquid shoe polish, brown",
    category: "shoe-care",
    kinds: ["plain"],
    expect: { type: "liquid-shoe-polish", colours: ["brown"] },
  },

  // ───────────── Construction ─────────────
  {
    text: "A cementitious tile adhesive for porcelain tiles with extended open time",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "tile-adhesive", regime: "reach-clp" },
  },
  {
    text: "PCE superplasticiser for ready-mix concrete",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "superplasticiser", ingredients: [{ id: "polycarboxylate-ether-superplasticiser" }] },
  },
  {
    text: "set retarder for hot weather concreting with sodium gluconate",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "set-retarder", ingredients: [{ id: "sodium-gluconate" }] },
  },
  {
    text: "chloride-free set accelerator with calcium formate",
    category: "construction",
    kinds: ["free-from"],
    expect: { type: "set-accelerator", claims: ["chloride"], ingredients: [{ id: "calcium-formate" }] },
  },
  {
    text: "self-levelling floor screed, fast drying",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "self-levelling-compound" },
  },
  {
    text: "silane cream for brick water repellency",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "masonry-water-repellent" },
  },
  {
    text: "lightweight gypsum machine plaster",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "gypsum-plaster" },
  },
  {
    text: "two component epoxy floor coating for garages",
    category: "construction",
    kinds: ["format"],
    expect: { type: "epoxy-floor-coating", formats: ["two-component"] },
  },
  {
    text: "concrete release agent for formwork",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "concrete-release-agent" },
  },
  {
    text: "liquid waterproofing membrane for flat roofs",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "liquid-waterproofing-membrane" },
  },
  {
    text: "cement based tile grout for bathrooms, mould resistant",
    category: "construction",
    kinds: ["plain"],
    expect: { type: "tile-grout" },
  },

  // ───────────── Pet care ─────────────
  {
    text: "A gentle oatmeal dog shampoo for itchy, sensitive skin",
    category: "pet-care",
    kinds: ["plain"],
    expect: { type: "pet-shampoo", ingredients: [{ id: "colloidal-oatmeal" }], regime: "reach-clp" },
  },
  {
    text: "cat shampoo without tea tree oil",
    category: "pet-care",
    kinds: ["free-from"],
    expect: { type: "pet-shampoo", claims: ["tea-tree-oil"], notIngredients: ["tea-tree-oil"] },
  },
  {
    text: "detangling conditioner for long haired dogs",
    category: "pet-care",
    kinds: ["plain"],
    expect: { type: "pet-conditioner" },
  },
  {
    text: "lick safe paw balm for dogs with beeswax",
    category: "pet-care",
    kinds: ["plain"],
    expect: { type: "paw-balm", ingredients: [{ id: "beeswax" }] },
  },
  {
    text: "gentle ear cleaning solution for cats and dogs",
    category: "pet-care",
    kinds: ["plain"],
    expect: { type: "pet-ear-cleaner" },
  },
  {
    text: "waterless foam shampoo for puppies",
    category: "pet-care",
    kinds: ["format"],
    expect: { type: "pet-waterless-shampoo" },
  },
  {
    text: "odour neutralising coat spray for dogs",
    category: "pet-care",
    kinds: ["plain"],
    expect: { type: "pet-deodorising-spray" },
  },
  {
    text: "permethrin spot-on for dogs",
    category: "pet-care",
    kinds: ["regime"],
    expect: { type: "flea-treatment", regime: VET, refused: true },
  },
  {
    text: "dog toothpaste with enzymes, xylitol-free",
    category: "pet-care",
    kinds: ["free-from"],
    expect: { type: "pet-toothpaste", claims: ["xylitol"], notIngredients: ["xylitol"] },
  },
  {
    text: "fly spray for horses",
    category: "pet-care",
    kinds: ["regime"],
    expect: { type: "animal-insect-repellent", regime: BIO },
  },
  {
    text: "dewormer for cats",
    category: "pet-care",
    kinds: ["regime"],
    expect: { type: "pet-dewormer", regime: VET, refused: true },
  },
  { text: "shampoo for my dog", category: "pet-care", kinds: ["plain"], expect: { type: "pet-shampoo" } },
  {
    text: "dog shampoo",
    category: "hair-enrichment",
    kinds: ["cross-category"],
    expect: { type: "pet-shampoo", outsideCategory: true },
  },

  // ───────────── 3D printing ─────────────
  {
    text: "A tough, low-odour photopolymer resin for 405 nm LCD printers",
    category: "3d-printing",
    kinds: ["plain"],
    expect: { type: "tough-resin" },
  },
  {
    text: "standard grey resin for SLA printers with TPO photoinitiator",
    category: "3d-printing",
    kinds: ["plain"],
    expect: { type: "photopolymer-resin", ingredients: [{ id: "photoinitiator-tpo" }], prohibited: ["II/1731"] },
  },
  {
    text: "flexible rubber-like resin, shore 80A",
    category: "3d-printing",
    kinds: ["plain"],
    expect: { type: "flexible-resin" },
  },
  {
    text: "castable wax resin for jewellery",
    category: "3d-printing",
    kinds: ["plain"],
    expect: { type: "castable-resin" },
  },
  { text: "water washable resin", category: "3d-printing", kinds: ["plain"], expect: { type: "water-washable-resin" } },
  {
    text: "PLA filament compound with talc filler",
    category: "3d-printing",
    kinds: ["plain"],
    expect: { type: "filament-compound", ingredients: [{ id: "polylactic-acid" }, { id: "talc" }] },
  },
  {
    text: "resin cleaning solution to replace IPA",
    category: "3d-printing",
    kinds: ["plain"],
    expect: { type: "resin-wash-solution" },
  },
  {
    text: "high temperature resin with HDT above 250°C",
    category: "3d-printing",
    kinds: ["plain"],
    expect: { type: "high-temperature-resin" },
  },

  // ───────────── Agricultural chemicals ─────────────
  {
    text: "A foliar NPK fertiliser with micronutrients for vegetables",
    category: "agricultural-chemicals",
    kinds: ["regime"],
    expect: { type: "liquid-foliar-fertiliser", regime: FERT, refused: false },
  },
  {
    text: "water soluble NPK 20-20-20 with trace elements",
    category: "agricultural-chemicals",
    kinds: ["plain"],
    expect: { type: "water-soluble-fertiliser" },
  },
  {
    text: "liquid seaweed biostimulant from Ascophyllum nodosum",
    category: "agricultural-chemicals",
    kinds: ["plain"],
    expect: { type: "biostimulant", ingredients: [{ id: "ascophyllum-seaweed-extract" }] },
  },
  {
    text: "humic acid soil conditioner",
    category: "agricultural-chemicals",
    kinds: ["plain"],
    expect: { type: "soil-conditioner" },
  },
  {
    text: "non ionic wetter spreader adjuvant with organosilicone",
    category: "agricultural-chemicals",
    kinds: ["plain"],
    expect: { type: "spray-adjuvant" },
  },
  {
    text: "glyphosate weed killer",
    category: "agricultural-chemicals",
    kinds: ["regime"],
    expect: { type: "herbicide", regime: PPP, ingredients: [{ name: "glyphosate" }] },
  },
  {
    text: "organic fungicide spray for roses with copper",
    category: "agricultural-chemicals",
    kinds: ["regime"],
    expect: { type: "fungicide", regime: PPP },
  },
  {
    text: "slow release lawn fertiliser granules",
    category: "agricultural-chemicals",
    kinds: ["format"],
    expect: { type: "granular-fertiliser", formats: ["granules"] },
  },
  {
    text: "hydroponic nutrient solution, two part A+B",
    category: "agricultural-chemicals",
    kinds: ["plain"],
    expect: { type: "hydroponic-nutrient" },
  },
  {
    text: "chelated iron for citrus trees with Fe-EDDHA",
    category: "agricultural-chemicals",
    kinds: ["plain"],
    expect: { type: "micronutrient-fertiliser", ingredients: [{ id: "iron-eddha" }] },
  },
  {
    text: "insecticide for aphids on tomatoes",
    category: "agricultural-chemicals",
    kinds: ["regime"],
    expect: { type: "insecticide", regime: PPP },
  },
  {
    text: "liquid fertilizer for tomatos",
    category: "agricultural-chemicals",
    kinds: ["typo"],
    expect: { type: "liquid-foliar-fertiliser" },
  },

  // ───────────── Aromatherapy ─────────────
  {
    text: "A relaxing lavender massage oil blend for evening use",
    category: "aromatherapy",
    kinds: ["plain"],
    expect: { type: "massage-oil", ingredients: [{ id: "lavender-oil" }] },
  },
  {
    text: "sleep roller blend with lavender and chamomile in fractionated coconut oil",
    category: "aromatherapy",
    kinds: ["plain"],
    expect: {
      type: "aromatherapy-roller",
      ingredients: [{ id: "lavender-oil" }, { id: "caprylic-capric-triglyceride" }],
    },
  },
  {
    text: "dispersing bath oil with eucalyptus",
    category: "aromatherapy",
    kinds: ["plain"],
    expect: { type: "bath-oil", ingredients: [{ id: "eucalyptus-oil" }] },
  },
  {
    text: "reed diffuser oil, phthalate free",
    category: "aromatherapy",
    kinds: ["free-from"],
    expect: { type: "reed-diffuser", claims: ["phthalate"] },
  },
  {
    text: "bath salts with Epsom salt and lavender",
    category: "aromatherapy",
    kinds: ["plain"],
    expect: { type: "bath-salts", ingredients: [{ id: "magnesium-sulfate-heptahydrate" }, { id: "lavender-oil" }] },
  },
  {
    text: "pillow spray with lavender",
    category: "aromatherapy",
    kinds: ["plain"],
    expect: { type: "room-spray", ingredients: [{ id: "lavender-oil" }] },
  },
  { text: "soy wax scented candle", category: "aromatherapy", kinds: ["plain"], expect: { type: "scented-candle" } },
  {
    text: "solid perfume balm with jojoba",
    category: "aromatherapy",
    kinds: ["plain"],
    expect: { type: "solid-perfume", ingredients: [{ id: "jojoba-oil" }] },
  },
  {
    text: "eau de parfum, 20% perfume oil in alcohol",
    category: "aromatherapy",
    kinds: ["plain"],
    expect: { type: "perfume", ingredients: [{ id: "alcohol" }] },
  },
  {
    text: "perfume with lilial",
    category: "aromatherapy",
    kinds: ["banned"],
    expect: { type: "perfume", prohibited: ["II/1666"] },
  },

  // ───────────── Automotive coating ─────────────
  {
    text: "A carnauba paste car wax that gives a deep gloss and beads water",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "car-wax", ingredients: [{ id: "carnauba-wax" }] },
  },
  {
    text: "quick detailer spray sealant",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "spray-sealant" },
  },
  {
    text: "9H ceramic coating for car paint",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "ceramic-coating" },
  },
  {
    text: "tyre shine gel, water based",
    category: "automotive-coating",
    kinds: ["format"],
    expect: { type: "tyre-shine", formats: ["gel"] },
  },
  { text: "tire dressing", category: "automotive-coating", kinds: ["plain"], expect: { type: "tyre-shine" } },
  {
    text: "windscreen washer fluid for winter down to -20°C, methanol free",
    category: "automotive-coating",
    kinds: ["free-from"],
    expect: { type: "windscreen-washer-fluid", claims: ["methanol"], notIngredients: ["methanol"] },
  },
  {
    text: "waterless car wash",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "waterless-car-wash" },
  },
  {
    text: "pH neutral snow foam car shampoo",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "car-shampoo" },
  },
  {
    text: "acid free alloy wheel cleaner",
    category: "automotive-coating",
    kinds: ["free-from"],
    expect: { type: "wheel-cleaner", claims: ["acid"] },
  },
  {
    text: "windshield de-icer spray",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "windscreen-de-icer" },
  },
  {
    text: "engine coolant antifreeze with ethylene glycol",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "engine-coolant", ingredients: [{ id: "ethylene-glycol" }] },
  },
  {
    text: "2K clear coat for car refinishing",
    category: "automotive-coating",
    kinds: ["format"],
    expect: { type: "automotive-clearcoat", formats: ["two-component"] },
  },
  {
    text: "rain repellent for car windows",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "glass-rain-repellent" },
  },
  {
    text: "matte interior dressing for the dashboard with UV protection",
    category: "automotive-coating",
    kinds: ["plain"],
    expect: { type: "interior-dressing" },
  },

  // ───────────── Biodegradable packaging ─────────────
  {
    text: "A compostable PLA/PBAT blown-film compound for shopping bags",
    category: "biodegradable-packaging",
    kinds: ["plain"],
    expect: { type: "compostable-film-compound", ingredients: [{ id: "polylactic-acid" }, { id: "pbat" }] },
  },
  {
    text: "thermoplastic starch compound with PBS",
    category: "biodegradable-packaging",
    kinds: ["plain"],
    expect: { type: "thermoplastic-starch-compound", ingredients: [{ id: "polybutylene-succinate" }] },
  },
  {
    text: "PHA injection moulding compound for cutlery",
    category: "biodegradable-packaging",
    kinds: ["plain"],
    expect: { type: "biodegradable-moulding-compound", ingredients: [{ id: "polyhydroxyalkanoate" }] },
  },
  {
    text: "PFAS-free grease barrier coating for paper food packaging",
    category: "biodegradable-packaging",
    kinds: ["free-from"],
    expect: { type: "barrier-coating", claims: ["pfas"] },
  },
  {
    text: "chitosan antimicrobial coating for packaging film",
    category: "biodegradable-packaging",
    kinds: ["plain"],
    expect: { type: "antimicrobial-packaging-coating", ingredients: [{ id: "chitosan" }] },
  },
  {
    text: "dextrin glue for carton sealing",
    category: "biodegradable-packaging",
    kinds: ["plain"],
    expect: { type: "packaging-adhesive", ingredients: [{ id: "yellow-dextrin" }] },
  },
  {
    text: "edible coating for fruit with sodium alginate",
    category: "biodegradable-packaging",
    kinds: ["plain"],
    expect: { type: "edible-film", ingredients: [{ id: "sodium-alginate" }] },
  },
  {
    text: "water based heat seal coating for paper cups",
    category: "biodegradable-packaging",
    kinds: ["plain"],
    expect: { type: "heat-seal-coating" },
  },

  // ───────────── Hair enrichment ─────────────
  {
    text: "A strengthening protein shampoo for damaged, colour-treated hair",
    category: "hair-enrichment",
    kinds: ["plain"],
    expect: { type: "shampoo", regime: COS },
  },
  {
    text: "sulfate free shampoo with biotin and caffeine for thinning hair",
    category: "hair-enrichment",
    kinds: ["free-from"],
    expect: { type: "shampoo", ingredients: [{ id: "biotin" }, { id: "caffeine" }], claims: ["sulfate"] },
  },
  {
    text: "anti-dandruff shampoo with 1% piroctone olamine",
    category: "hair-enrichment",
    kinds: ["active"],
    expect: { type: "anti-dandruff-shampoo", ingredients: [{ id: "piroctone-olamine", level: 1 }] },
  },
  {
    text: "anti dandruff shampoo with zinc pyrithione",
    category: "hair-enrichment",
    kinds: ["banned"],
    expect: { type: "anti-dandruff-shampoo", prohibited: ["II/1670"] },
  },
  {
    text: "lightweight conditioner for fine hair, silicone-free",
    category: "hair-enrichment",
    kinds: ["free-from"],
    expect: { type: "conditioner", claims: ["silicone"] },
  },
  {
    text: "leave in conditioner spray for curly hair",
    category: "hair-enrichment",
    kinds: ["format"],
    expect: { type: "leave-in-conditioner" },
  },
  {
    text: "deep repair hair mask with keratin and argan oil",
    category: "hair-enrichment",
    kinds: ["plain"],
    expect: { type: "hair-mask", ingredients: [{ id: "hydrolyzed-keratin" }, { id: "argan-oil" }] },
  },
  {
    text: "argan oil for hair",
    category: "hair-enrichment",
    kinds: ["plain"],
    expect: { type: "hair-oil", ingredients: [{ id: "argan-oil" }] },
  },
  {
    text: "anti-frizz hair serum with dimethicone",
    category: "hair-enrichment",
    kinds: ["plain"],
    expect: { type: "hair-serum", ingredients: [{ name: "dimethicone" }] },
  },
  {
    text: "scalp serum for hair growth with caffeine and rosemary oil",
    category: "hair-enrichment",
    kinds: ["plain"],
    expect: { type: "scalp-serum", ingredients: [{ id: "caffeine" }, { id: "rosemary-oil" }] },
  },
  {
    text: "dry shampoo spray with rice starch",
    category: "hair-enrichment",
    kinds: ["format"],
    expect: { type: "dry-shampoo", ingredients: [{ id: "rice-starch" }] },
  },
  {
    text: "strong hold styling gel, alcohol free",
    category: "hair-enrichment",
    kinds: ["free-from"],
    expect: { type: "styling-gel", claims: ["alcohol"] },
  },
  { text: "volumising mousse", category: "hair-enrichment", kinds: ["plain"], expect: { type: "hair-mousse" } },
  {
    text: "heat protection spray for flat irons",
    category: "hair-enrichment",
    kinds: ["plain"],
    expect: { type: "heat-protectant" },
  },
  {
    text: "minoxidil 5% hair regrowth solution",
    category: "hair-enrichment",
    kinds: ["regime", "banned"],
    expect: { type: "hair-regrowth-treatment", regime: MED, refused: true, prohibited: ["II/372"] },
  },
  {
    text: "head lice treatment for children",
    category: "hair-enrichment",
    kinds: ["regime"],
    expect: { type: "head-lice-treatment", regime: MED, refused: true },
  },
  {
    text: "curl defining cream for type 4 hair",
    category: "hair-enrichment",
    kinds: ["plain"],
    expect: { type: "curl-cream" },
  },
  { text: "shampo for oily hair", category: "hair-enrichment", kinds: ["typo"], expect: { type: "shampoo" } },
  {
    text: "conditoner for curly hair, no silicones",
    category: "hair-enrichment",
    kinds: ["typo", "free-from"],
    expect: { type: "conditioner", claims: ["silicone"] },
  },

  // ───────────── Grooming ─────────────
  {
    text: "A clear shaving gel for barbers that lets you see the beard line",
    category: "grooming",
    kinds: ["plain"],
    expect: { type: "shaving-gel" },
  },
  {
    text: "pre-shave oil with castor oil",
    category: "grooming",
    kinds: ["plain"],
    expect: { type: "pre-shave-oil", ingredients: [{ id: "castor-oil" }] },
  },
  {
    text: "post shave tonic with witch hazel",
    category: "grooming",
    kinds: ["plain"],
    expect: { type: "aftershave-splash", ingredients: [{ id: "witch-hazel-water" }] },
  },
  { text: "fibre styling paste, matte", category: "grooming", kinds: ["plain"], expect: { type: "styling-paste" } },
  {
    text: "moustache wax, unscented, firm hold",
    category: "grooming",
    kinds: ["free-from"],
    expect: { type: "moustache-wax", claims: ["fragrance"] },
  },
  {
    text: "hand sanitiser gel with 70% ethanol",
    category: "grooming",
    kinds: ["regime", "active"],
    expect: { type: "hand-sanitiser", regime: BIO, ingredients: [{ id: "alcohol", level: 70 }] },
  },
  {
    text: "barbicide style disinfectant for combs and clippers",
    category: "grooming",
    kinds: ["regime"],
    expect: { type: "tool-disinfectant", regime: BIO },
  },
  {
    text: "clipper cooling spray with lubricant",
    category: "grooming",
    kinds: ["plain"],
    expect: { type: "clipper-spray" },
  },
  {
    text: "vegan shaving soap puck",
    category: "grooming",
    kinds: ["free-from"],
    expect: { type: "shaving-soap", claims: ["vegan"] },
  },
  {
    text: "cooling neck mist with menthol for after the haircut",
    category: "grooming",
    kinds: ["plain"],
    expect: { type: "cooling-mist", ingredients: [{ id: "menthol" }] },
  },

  // ───────────── Salon base ─────────────
  {
    text: "A mild sulfate-free shampoo base salons can customise with their own fragrance",
    category: "salon-base",
    kinds: ["free-from"],
    expect: { type: "shampoo-base", claims: ["sulfate"] },
  },
  {
    text: "unfragranced conditioner base for salons",
    category: "salon-base",
    kinds: ["free-from"],
    expect: { type: "conditioner-base", claims: ["fragrance"] },
  },
  { text: "hair bleach", category: "salon-base", kinds: ["plain"], expect: { type: "hair-bleach" } },
  {
    text: "dust free blue bleaching powder for lightening up to 7 levels",
    category: "salon-base",
    kinds: ["format"],
    expect: { type: "hair-bleach", formats: ["powder"] },
  },
  {
    text: "20 volume cream developer, 6% hydrogen peroxide",
    category: "salon-base",
    kinds: ["active"],
    expect: { type: "hair-developer", ingredients: [{ id: "hydrogen-peroxide", level: 6 }] },
  },
  {
    text: "ammonia-free permanent hair dye, two component, dark brown",
    category: "salon-base",
    kinds: ["free-from", "format"],
    expect: {
      type: "oxidative-hair-dye",
      claims: ["ammonia"],
      formats: ["two-component"],
      colours: ["brown"],
    },
  },
  {
    text: "PPD-free hair colour",
    category: "salon-base",
    kinds: ["free-from"],
    expect: { type: "oxidative-hair-dye", claims: ["ppd"] },
  },
  {
    text: "semi permanent direct dye in pink",
    category: "salon-base",
    kinds: ["plain"],
    expect: { type: "semi-permanent-hair-dye", colours: ["pink"] },
  },
  {
    text: "henna hair colour powder",
    category: "salon-base",
    kinds: ["format"],
    expect: { type: "henna-hair-colour", ingredients: [{ id: "henna" }] },
  },
  { text: "purple shampoo for blondes", category: "salon-base", kinds: ["plain"], expect: { type: "toning-shampoo" } },
  {
    text: "no-lye hair relaxer",
    category: "salon-base",
    kinds: ["free-from"],
    expect: { type: "hair-relaxer", claims: ["sodium-hydroxide"] },
  },
  {
    text: "perm lotion with ammonium thioglycolate",
    category: "salon-base",
    kinds: ["plain"],
    expect: { type: "perm-lotion", ingredients: [{ id: "ammonium-thioglycolate" }] },
  },
  {
    text: "chelating clarifying shampoo for swimmers",
    category: "salon-base",
    kinds: ["plain"],
    expect: { type: "clarifying-shampoo" },
  },
  {
    text: "hair dye with lead acetate for grey coverage",
    category: "salon-base",
    kinds: ["banned"],
    expect: { type: "progressive-hair-dye", prohibited: ["II/289"] },
  },
  {
    productName: "Clarifying Shampoo",
    category: "salon-base",
    kinds: ["wizard"],
    expect: { type: "clarifying-shampoo" },
  },

  // ───────────── Salon hair treatment ─────────────
  {
    text: "A deep-conditioning hair mask with keratin for dry, brittle hair",
    category: "salon-hair-treatment",
    kinds: ["plain"],
    expect: { type: "hair-mask", ingredients: [{ id: "hydrolyzed-keratin" }] },
  },
  {
    text: "brazilian keratin smoothing treatment with formaldehyde",
    category: "salon-hair-treatment",
    kinds: ["banned"],
    expect: { type: "smoothing-treatment", prohibited: ["II/1577"] },
  },
  {
    text: "formaldehyde-free keratin straightening treatment",
    category: "salon-hair-treatment",
    kinds: ["free-from"],
    expect: { type: "smoothing-treatment", claims: ["formaldehyde"], prohibited: [] },
  },
  {
    text: "bond repair treatment with maleic acid",
    category: "salon-hair-treatment",
    kinds: ["plain"],
    expect: { type: "bond-repair-treatment" },
  },
  {
    text: "hot oil treatment with argan",
    category: "salon-hair-treatment",
    kinds: ["plain"],
    expect: { type: "hot-oil-treatment", ingredients: [{ id: "argan-oil" }] },
  },
  {
    text: "acidic post colour treatment, pH 3.5",
    category: "salon-hair-treatment",
    kinds: ["ph"],
    expect: { type: "post-colour-treatment", ph: [3.5, 3.5] },
  },
  {
    text: "scalp detox mask with kaolin and salicylic acid",
    category: "salon-hair-treatment",
    kinds: ["plain"],
    expect: { type: "scalp-detox", ingredients: [{ id: "kaolin" }, { id: "salicylic-acid" }] },
  },
  {
    text: "protein reconstructor treatment for over-processed hair",
    category: "salon-hair-treatment",
    kinds: ["plain"],
    expect: { type: "protein-treatment" },
  },

  // ───────────── Smart textile coatings ─────────────
  {
    text: "A fluorine-free water-repellent finish for outdoor jackets",
    category: "smart-textile-coatings",
    kinds: ["free-from"],
    expect: { type: "dwr-finish", claims: ["pfas"] },
  },
  {
    text: "flame retardant for cotton curtains, halogen free",
    category: "smart-textile-coatings",
    kinds: ["free-from"],
    expect: { type: "flame-retardant-finish", claims: ["halogen"] },
  },
  {
    text: "antimicrobial textile finish with silver for sportswear",
    category: "smart-textile-coatings",
    kinds: ["regime"],
    expect: { type: "antimicrobial-textile-finish", regime: BIO },
  },
  {
    text: "odour control finish for cotton with chitosan and citric acid",
    category: "smart-textile-coatings",
    kinds: ["plain"],
    expect: { type: "odour-control-finish", ingredients: [{ id: "chitosan" }, { id: "citric-acid" }] },
  },
  {
    text: "moisture wicking finish for polyester sportswear",
    category: "smart-textile-coatings",
    kinds: ["plain"],
    expect: { type: "moisture-wicking-finish" },
  },
  {
    text: "phase change coating for thermoregulating bedding",
    category: "smart-textile-coatings",
    kinds: ["plain"],
    expect: { type: "pcm-coating" },
  },
  {
    text: "conductive coating with PEDOT:PSS for e-textiles",
    category: "smart-textile-coatings",
    kinds: ["plain"],
    expect: { type: "conductive-coating", ingredients: [{ id: "pedot-pss-dispersion" }] },
  },
  {
    text: "UV protective finish for shirts with zinc oxide",
    category: "smart-textile-coatings",
    kinds: ["plain"],
    expect: { type: "uv-protective-finish", ingredients: [{ id: "zinc-oxide" }] },
  },
  {
    text: "amino silicone softener for towels",
    category: "smart-textile-coatings",
    kinds: ["plain"],
    expect: { type: "textile-softener", ingredients: [{ id: "amino-functional-silicone-fluid" }] },
  },
  {
    text: "pigment printing paste for t-shirts",
    category: "smart-textile-coatings",
    kinds: ["format"],
    expect: { type: "pigment-printing-paste" },
  },

  // ───────────── Water treatment ─────────────
  {
    text: "A scale and corrosion inhibitor for open cooling towers",
    category: "water-treatment",
    kinds: ["plain"],
    expect: { type: "cooling-water-inhibitor", regime: "reach-clp" },
  },
  {
    text: "boiler water treatment with sodium sulfite oxygen scavenger",
    category: "water-treatment",
    kinds: ["plain"],
    expect: { type: "boiler-treatment", ingredients: [{ id: "sodium-sulfite" }] },
  },
  {
    text: "PAC coagulant for drinking water",
    category: "water-treatment",
    kinds: ["plain"],
    expect: { type: "coagulant", ingredients: [{ id: "polyaluminium-chloride" }] },
  },
  {
    text: "anionic polyacrylamide flocculant, 0.25% solution",
    category: "water-treatment",
    kinds: ["active"],
    expect: { type: "flocculant", ingredients: [{ id: "anionic-polyacrylamide", level: 0.25 }] },
  },
  {
    text: "closed loop corrosion inhibitor with nitrite and molybdate",
    category: "water-treatment",
    kinds: ["plain"],
    expect: { type: "closed-loop-inhibitor", ingredients: [{ id: "sodium-molybdate" }] },
  },
  {
    text: "antiscalant for reverse osmosis membranes",
    category: "water-treatment",
    kinds: ["plain"],
    expect: { type: "ro-antiscalant" },
  },
  {
    text: "pool chlorine tablets, 90% TCCA",
    category: "water-treatment",
    kinds: ["regime", "active", "format"],
    expect: {
      type: "pool-chlorine",
      regime: BIO,
      ingredients: [{ id: "trichloroisocyanuric-acid", level: 90 }],
      formats: ["tablet"],
    },
  },
  {
    text: "pool clarifier with chitosan",
    category: "water-treatment",
    kinds: ["plain"],
    expect: { type: "pool-clarifier", ingredients: [{ id: "chitosan" }] },
  },
  {
    text: "pH minus for swimming pools",
    category: "water-treatment",
    kinds: ["plain"],
    expect: { type: "pool-ph-adjuster", ph: null },
  },
  {
    text: "algaecide for swimming pools, copper free",
    category: "water-treatment",
    kinds: ["regime", "free-from"],
    expect: { type: "pool-algaecide", regime: BIO, claims: ["copper"] },
  },
  {
    text: "biocide for cooling towers",
    category: "water-treatment",
    kinds: ["regime"],
    expect: { type: "cooling-tower-biocide", regime: BIO },
  },
  {
    text: "aquarium water conditioner to remove chlorine",
    category: "water-treatment",
    kinds: ["plain"],
    expect: { type: "aquarium-water-conditioner" },
  },

  // ───────────── Wizard-shaped requests ─────────────
  {
    wizard: {
      productName: "Anti-Aging Night Cream",
      specialProperties: ["Anti-aging", "Fragrance-Free"],
      phLevel: 5.5,
    },
    kinds: ["wizard"],
    expect: { type: "night-cream", claims: ["fragrance"], ph: [5.5, 5.5] },
  },
  {
    wizard: { productName: "Vitamin C Serum", additionalNotes: "10% sodium ascorbyl phosphate, vegan" },
    kinds: ["wizard", "active"],
    expect: { type: "face-serum", ingredients: [{ id: "sodium-ascorbyl-phosphate", level: 10 }], claims: ["vegan"] },
  },

  // ───────────── Nonsense, out of scope and ambiguous ─────────────
  { text: "asdfgh qwerty", category: "skin-care", kinds: ["nonsense"], expect: { type: null } },
  { text: "something nice", kinds: ["nonsense"], expect: { type: null } },
  { text: "I want to make money selling products online", kinds: ["nonsense"], expect: { type: null } },
  {
    text: "a chocolate cake recipe with frosting",
    category: "food-additives",
    kinds: ["nonsense"],
    expect: { type: null },
  },
  { text: "the quick brown fox jumps over the lazy dog", kinds: ["nonsense"], expect: { type: null } },
  { text: "help", category: "cleaning", kinds: ["nonsense"], expect: { type: null } },
  { text: "12345", kinds: ["nonsense"], expect: { type: null } },
  { text: "rocket fuel for a model rocket", kinds: ["nonsense"], expect: { type: null } },
  { text: "e-liquid for vapes with nicotine", kinds: ["nonsense"], expect: { type: null } },
  {
    text: "cream",
    category: "skin-care",
    kinds: ["ambiguous"],
    expect: { type: null, suggestions: ["face-cream"] },
  },
  {
    text: "shampoo, face cream or a candle, whatever is cheapest",
    kinds: ["ambiguous"],
    expect: { type: null, suggestions: ["shampoo"] },
  },
  {
    text: "something for my dog",
    category: "pet-care",
    kinds: ["ambiguous"],
    expect: { type: null, suggestions: ["pet-shampoo"] },
  },
  {
    text: "a product for my face",
    category: "skin-care",
    kinds: ["ambiguous"],
    expect: { type: null, suggestions: ["face-cream"] },
  },
  {
    text: "no-lye relaxer",
    category: "salon-base",
    kinds: ["free-from"],
    expect: { type: "hair-relaxer", notIngredients: ["sodium-hydroxide-relaxer"] },
  },
  {
    text: "a no lye relaxer kit for coarse, curly hair",
    kinds: ["free-from"],
    expect: { type: "hair-relaxer", notIngredients: ["sodium-hydroxide-relaxer"] },
  },
  {
    text: "lye-free relaxer cream for sensitive scalps",
    category: "salon-base",
    kinds: ["free-from"],
    expect: { type: "hair-relaxer" },
  },
  { text: "tinted lip balm", category: "beauty", kinds: ["plain"], expect: { type: "tinted-lip-balm" } },
  {
    text: "a tinted lip balm with shea butter and vitamin E",
    category: "organic-care",
    kinds: ["active"],
    expect: { type: "tinted-lip-balm", ingredients: [{ id: "shea-butter" }] },
  },
  { text: "coloured lip balm, berry shade", category: "beauty", kinds: ["plain"], expect: { type: "tinted-lip-balm" } },
  { text: "lip balm for chapped lips", category: "beauty", kinds: ["plain"], expect: { type: "lip-balm" } },
  {
    text: "organic fertiliser",
    category: "agricultural-chemicals",
    kinds: ["regime"],
    expect: { type: "organic-liquid-fertiliser", claims: ["organic"], regime: "eu-fertilisers-2019-1009" },
  },
  {
    text: "organic fertilizer for vegetables",
    kinds: ["regime"],
    expect: { type: "organic-liquid-fertiliser", claims: ["organic"] },
  },
  {
    text: "certified organic fertiliser for roses",
    category: "agricultural-chemicals",
    kinds: ["regime"],
    expect: { type: "organic-liquid-fertiliser", claims: ["organic"] },
  },
];
