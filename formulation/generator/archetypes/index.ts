/** Every product archetype the generator knows, one file per domain. */
import type { Archetype } from "../types";
import { hairSalonPetArchetypes } from "./hair-salon-pet";
import { householdArchetypes } from "./household";
import { skinCareArchetypes } from "./skin-care";

export const ARCHETYPES: readonly Archetype[] = [
  ...skinCareArchetypes,
  ...hairSalonPetArchetypes,
  ...householdArchetypes,
];
