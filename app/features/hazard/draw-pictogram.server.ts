/**
 * GHS pictograms in a PDF, drawn from the same paths as the page's SVG (./pictograms): vector
 * operators only, so a label printed at any size stays sharp and the file stays small.
 */
import { LineCapStyle, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { DIAMOND, PICTOGRAM_BOX, PICTOGRAM_COLOURS, pictogramArt } from "./pictograms";

function colour(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}
const FRAME = colour(PICTOGRAM_COLOURS.frame);
const GROUND = colour(PICTOGRAM_COLOURS.ground);
const INK = colour(PICTOGRAM_COLOURS.ink);
const PAINT = { ink: INK, ground: GROUND } as const;

/**
 * Draws the pictogram `code` as a `size` × `size` point diamond whose bounding square has its
 * top-left corner at (x, y) in PDF coordinates (y up, as pdf-lib measures). Throws on an unknown code.
 */
export function drawGhsPictogram(page: PDFPage, code: string, x: number, y: number, size: number): void {
  const art = pictogramArt(code);
  const scale = size / PICTOGRAM_BOX;
  page.drawSvgPath(DIAMOND.frame, { x, y, scale, color: FRAME });
  page.drawSvgPath(DIAMOND.ground, { x, y, scale, color: GROUND });
  for (const part of art) {
    if ("fill" in part) page.drawSvgPath(part.d, { x, y, scale, color: PAINT[part.fill] });
    else
      page.drawSvgPath(part.d, {
        x,
        y,
        scale,
        borderColor: PAINT[part.stroke],
        borderWidth: part.width,
        borderLineCap: part.cap === "round" ? LineCapStyle.Round : LineCapStyle.Butt,
      });
  }
}
