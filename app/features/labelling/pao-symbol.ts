/**
 * The period-after-opening symbol of the Cosmetics Regulation (Annex VII point 2): an open jar
 * with the months ("12M") on it. One drawing in a 100 × 100 box, y down, for the page's SVG and
 * the PDF.
 */
export const PAO_BOX = 100;
export const PAO_PATHS = {
  /** The lid, lifted and tilted open. */
  lid: "M18 30 L70 6 L74 15 L22 39 Z",
  /** The jar's rim. */
  rim: "M22 42 H78 V50 H22 Z",
  /** The jar's body, rounded at the bottom. */
  body: "M20 50 H80 V86 Q80 95 71 95 H29 Q20 95 20 86 Z",
} as const;
/** Where the months are written: the centre of the body. */
export const PAO_TEXT = { x: 50, y: 78, size: 22 } as const;

export const paoText = (months: number | null) => (months === null ? "…M" : `${months}M`);
export const paoLabel = (months: number | null) =>
  months === null
    ? "Period after opening: to be set from the product's in-use stability"
    : `Period after opening: ${months} months`;
