/** The headings the hazard display uses on every surface: page panels and PDF sections alike. */
export const HAZARD_TITLE = "Hazard classification (CLP)";
export const DETERGENT_TITLE = "Ingredient statement (Regulation (EC) No 648/2004)";
export const PACKAGING_TITLE = "Packaging for consumers";
