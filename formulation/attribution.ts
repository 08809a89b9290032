/**
 * The credit the EU CosIng data must carry (CC BY 4.0), as a plain constant so pages can show it
 * without loading the regulatory data. A test checks it matches the derived data file.
 */
export const COSING_ATTRIBUTION =
  "CosIng, © European Union, 1995-2026. Annexes II to VI of Regulation (EC) No 1223/2009, from the European Commission's CosIng database, reused under Commission Decision 2011/833/EU (CC BY 4.0)";
