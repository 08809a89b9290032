/**
 * The 25 demo categories of the demo page, each with a sample prompt (the quick-example buttons of
 * /demo) and the system category whose archetypes and regulatory regime it uses.
 */
import type { CategorySlug } from "../categories";

export type DemoCategory = {
  id: string;
  name: string;
  description: string;
  samplePrompt: string;
  category: CategorySlug;
};

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    id: "baby-care",
    name: "Baby Care",
    category: "baby-care-formulations",
    description: "Gentle lotions, washes and nappy creams for infant skin",
    samplePrompt: "A fragrance-free baby lotion for sensitive skin, light and quickly absorbed",
  },
  {
    id: "beauty",
    name: "Beauty",
    category: "beauty-products-formulations",
    description: "Colour cosmetics and makeup",
    samplePrompt: "A sheer tinted moisturiser with iron oxides for a natural, even finish",
  },
  {
    id: "cleaning",
    name: "Cleaning",
    category: "cleaning-products-formulations",
    description: "Household and professional cleaners",
    samplePrompt: "A streak-free glass cleaner with a fresh citrus scent for windows and mirrors",
  },
  {
    id: "detergent",
    name: "Detergent",
    category: "detergent-formulations",
    description: "Laundry and dishwashing detergents",
    samplePrompt: "A concentrated liquid laundry detergent with enzymes that works at 30°C",
  },
  {
    id: "electronic-chemicals",
    name: "Electronic Chemicals",
    category: "3d-printing-materials-formulations",
    description: "Soldering fluxes and conformal coatings",
    samplePrompt: "A no-clean rosin soldering flux for hand soldering of through-hole boards",
  },
  {
    id: "food-additives",
    name: "Food Additives",
    category: "biodegradable-packaging-solutions-formulations",
    description: "Food-grade additive blends",
    samplePrompt: "A clean-label stabiliser blend for plant-based yoghurt with pectin and gum arabic",
  },
  {
    id: "leather",
    name: "Leather",
    category: "leather-products-formulations",
    description: "Leather care and finishing",
    samplePrompt: "A nourishing leather conditioner cream with beeswax for bags and furniture",
  },
  {
    id: "men-care",
    name: "Men Care",
    category: "mens-care-style-formulations",
    description: "Beard, shave and men's skin care",
    samplePrompt: "A softening beard oil with argan and jojoba and a woody scent",
  },
  {
    id: "oral-care",
    name: "Oral Care",
    category: "oral-care-formulations",
    description: "Toothpaste and mouthwash",
    samplePrompt: "A fluoride toothpaste for sensitive teeth with a mild mint flavour",
  },
  {
    id: "organic-care",
    name: "Organic Care",
    category: "organic-care-products-formulations",
    description: "Natural and organic cosmetics",
    samplePrompt: "A natural face cream with shea butter and an olive-derived emulsifier",
  },
  {
    id: "shoe-care",
    name: "Shoe Care",
    category: "shoe-care-formulations",
    description: "Shoe polishes, cleaners and protectors",
    samplePrompt: "A black carnauba wax shoe polish paste with a deep shine",
  },
  {
    id: "skin-care",
    name: "Skin Care",
    category: "skin-care-formulations",
    description: "Face and body skin care",
    samplePrompt: "An anti-aging night cream with peptides and niacinamide for mature skin",
  },
  {
    id: "construction",
    name: "Construction",
    category: "construction-material-formulations",
    description: "Admixtures, adhesives and mortars",
    samplePrompt: "A cementitious tile adhesive for porcelain tiles with extended open time",
  },
  {
    id: "pet-care",
    name: "Pet Care",
    category: "pet-care-formulations",
    description: "Pet shampoos and grooming products",
    samplePrompt: "A gentle oatmeal dog shampoo for itchy, sensitive skin",
  },
  {
    id: "3d-printing",
    name: "3D Printing",
    category: "3d-printing-materials-formulations",
    description: "Photopolymer resins and filaments",
    samplePrompt: "A tough, low-odour photopolymer resin for 405 nm LCD printers",
  },
  {
    id: "agricultural-chemicals",
    name: "Agricultural Chemicals",
    category: "advanced-agricultural-chemicals-formulations",
    description: "Fertilisers, biostimulants and adjuvants",
    samplePrompt: "A foliar NPK fertiliser with micronutrients for vegetables",
  },
  {
    id: "aromatherapy",
    name: "Aromatherapy",
    category: "organic-care-products-formulations",
    description: "Essential-oil blends and massage oils",
    samplePrompt: "A relaxing lavender massage oil blend for evening use",
  },
  {
    id: "automotive-coating",
    name: "Automotive Coating",
    category: "automotive-coating-solutions-formulations",
    description: "Car waxes, sealants and coatings",
    samplePrompt: "A carnauba paste car wax that gives a deep gloss and beads water",
  },
  {
    id: "biodegradable-packaging",
    name: "Biodegradable Packaging",
    category: "biodegradable-packaging-solutions-formulations",
    description: "Compostable films and coatings",
    samplePrompt: "A compostable PLA/PBAT blown-film compound for shopping bags",
  },
  {
    id: "hair-enrichment",
    name: "Hair Enrichment",
    category: "hair-enrichment-solutions-formulations",
    description: "Shampoos, conditioners and hair treatments",
    samplePrompt: "A strengthening protein shampoo for damaged, colour-treated hair",
  },
  {
    id: "grooming",
    name: "Grooming",
    category: "professional-grooming-essentials-formulations",
    description: "Professional barber and grooming products",
    samplePrompt: "A clear shaving gel for barbers that lets you see the beard line",
  },
  {
    id: "salon-base",
    name: "Salon Base",
    category: "salon-base-innovations-formulations",
    description: "Professional shampoo and conditioner bases",
    samplePrompt: "A mild sulfate-free shampoo base salons can customise with their own fragrance",
  },
  {
    id: "salon-hair-treatment",
    name: "Salon Hair Treatment",
    category: "saloon-hair-treatment-formulations",
    description: "In-salon hair treatments",
    samplePrompt: "A deep-conditioning hair mask with keratin for dry, brittle hair",
  },
  {
    id: "smart-textile-coatings",
    name: "Smart Textile Coatings",
    category: "smart-textile-coatings-formulations",
    description: "Functional textile finishes",
    samplePrompt: "A fluorine-free water-repellent finish for outdoor jackets",
  },
  {
    id: "water-treatment",
    name: "Water Treatment",
    category: "water-treatment-solutions-formulations",
    description: "Industrial water-treatment chemicals",
    samplePrompt: "A scale and corrosion inhibitor for open cooling towers",
  },
];

/** Finds a demo category by id, name or system category slug ("skin care", "skin-care", …). */
export function findDemoCategory(value: string): DemoCategory | undefined {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  // By id or name first; by system category only then, and the demo category named after it
  // before another filed under it ("3d-printing-materials-formulations" is 3D Printing, not
  // Electronic Chemicals, whose products are filed there too).
  return (
    DEMO_CATEGORIES.find((d) => d.id === key || d.name.toLowerCase().replace(/\s+/g, "-") === key) ??
    DEMO_CATEGORIES.filter((d) => d.category === key).sort(
      (a, b) => Number(key.startsWith(b.id)) - Number(key.startsWith(a.id)),
    )[0]
  );
}
