/**
 * The trending widget's regions (Asia, USA, Europe, plus everything else), apart
 * from the country tables in regions.ts so the browser's filter does not carry them.
 */
export const REGIONS = ["Asia", "USA", "Europe", "Other regions"] as const;
export type Region = (typeof REGIONS)[number];
