/** The GHS pictogram codes of CLP Annex V, in their own module so browser code can import them without the hazard data. */
export const PICTOGRAMS = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];
