/** Every product archetype the generator knows, one file per domain. */
import type { Archetype } from "../types";
import { faceBodyBabyArchetypes } from "./face-body-baby";
import { hairSalonPetArchetypes } from "./hair-salon-pet";
import { householdArchetypes } from "./household";
import { industrialArchetypes } from "./industrial";
import { menGroomingOralArchetypes } from "./men-grooming-oral";
import { skinCareArchetypes } from "./skin-care";

export const ARCHETYPES: readonly Archetype[] = [
  ...skinCareArchetypes,
  ...faceBodyBabyArchetypes,
  ...hairSalonPetArchetypes,
  ...menGroomingOralArchetypes,
  ...householdArchetypes,
  ...industrialArchetypes,
];
