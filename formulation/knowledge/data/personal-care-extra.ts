import type { Ingredient } from "../types";

/**
 * Personal-care ingredients added for the generator's men's care, grooming and oral-care
 * products (shaving, beard care, toothpaste and mouthwash raw materials).
 */
export const personalCareExtraIngredients: Ingredient[] = [];
