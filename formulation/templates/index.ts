/**
 * Every formulation template, loaded from the data files (one per product family). Each file is
 * validated against TemplateSchema by the tests; see formulation/templates/README.md to add one.
 */
import type { Archetype } from "../generator/types";
import colourCosmetics from "./data/colour-cosmetics.json";
import faceBodyBaby from "./data/face-body-baby.json";
import hairSalonAdded from "./data/hair-salon-added.json";
import hairSalonPet from "./data/hair-salon-pet.json";
import household from "./data/household.json";
import householdAdded from "./data/household-added.json";
import industrial from "./data/industrial.json";
import industrialAdded from "./data/industrial-added.json";
import menGroomingOral from "./data/men-grooming-oral.json";
import skinCare from "./data/skin-care.json";
import skinCareAdded from "./data/skin-care-added.json";

/** The files by name, for the schema test and the curators' check script. */
export const TEMPLATE_FILES: Record<string, readonly unknown[]> = {
  "skin-care": skinCare,
  "face-body-baby": faceBodyBaby,
  "hair-salon-pet": hairSalonPet,
  "men-grooming-oral": menGroomingOral,
  household,
  industrial,
  "skin-care-added": skinCareAdded,
  "colour-cosmetics": colourCosmetics,
  "hair-salon-added": hairSalonAdded,
  "household-added": householdAdded,
  "industrial-added": industrialAdded,
};

// JSON imports type string fields as plain strings; the schema test proves they hold the enums.
export const TEMPLATES: readonly Archetype[] = Object.values(TEMPLATE_FILES).flat() as Archetype[];
