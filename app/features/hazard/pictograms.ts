/**
 * The nine GHS hazard pictograms of CLP Annex V, drawn here as vector paths: a red-framed white
 * square set on a point with a black symbol. One drawing serves the page (components/ghs-pictogram)
 * and the PDFs (draw-pictogram.server), so the diamond a customer sees on screen is the one printed.
 *
 * Coordinates are SVG user units in a 100 × 100 box, y pointing down. Each symbol keeps within the
 * white diamond with a margin (|x − 50| + |y − 50| ≤ 38). Holes are white shapes drawn over black
 * ones, which every renderer fills the same way whatever its fill rule.
 */
import { PICTOGRAMS, type Pictogram } from "#formulation/browser";

export { PICTOGRAMS, type Pictogram };

/** One layer of a symbol: a filled shape or a stroked line, in black ink or the white ground. */
export type PictogramPart =
  | { d: string; fill: "ink" | "ground" }
  | { d: string; stroke: "ink" | "ground"; width: number; cap: "butt" | "round" };

export const PICTOGRAM_BOX = 100;

/** CLP Annex V asks for a red frame; this is a signal red that prints and displays alike. */
export const PICTOGRAM_COLOURS = { frame: "#e3000f", ground: "#ffffff", ink: "#000000" } as const;

/** The square on its point, and the white ground inside its red frame. */
export const DIAMOND = { frame: "M50 1 L99 50 L50 99 L1 50 Z", ground: "M50 8.5 L91.5 50 L50 91.5 L8.5 50 Z" };

/** The names CLP Annex V gives the pictograms, used as their accessible names. */
export const PICTOGRAM_NAMES: Record<Pictogram, string> = {
  GHS01: "Exploding bomb",
  GHS02: "Flame",
  GHS03: "Flame over circle",
  GHS04: "Gas cylinder",
  GHS05: "Corrosion",
  GHS06: "Skull and crossbones",
  GHS07: "Exclamation mark",
  GHS08: "Health hazard",
  GHS09: "Environment",
};

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
const ink = (d: string): PictogramPart => ({ d, fill: "ink" });
const ground = (d: string): PictogramPart => ({ d, fill: "ground" });
const line = (d: string, width: number, cap: "butt" | "round" = "round"): PictogramPart => ({
  d,
  stroke: "ink",
  width,
  cap,
});

const FLAME =
  "M50 63 C40 63 35.5 56 37.5 49.5 C39 44 43 42 42.5 36 C47 38.5 49 42.5 48.5 47 C51.5 42.5 53 37 51 31 C58.5 35.5 63.5 43.5 62.5 51.5 C62 58.5 57 63 50 63 Z";
const DROP = (x: number, y: number) =>
  `M${x} ${y} C${x} ${y} ${x - 1.8} ${y + 2.4} ${x - 1.8} ${y + 3.4} a1.8 1.8 0 0 0 3.6 0 C${x + 1.8} ${y + 2.4} ${x} ${y} ${x} ${y} Z`;

export const PICTOGRAM_ART: Record<Pictogram, readonly PictogramPart[]> = {
  // A bomb bursting: the blast as a star, fragments flying, the ball in front of it.
  GHS01: [
    ink(
      "M58.4 30.2 L59.3 38.4 L66.7 35 L62.1 41.8 L70 44 L62.1 46.2 L66.7 53 L59.3 49.6 L58.4 57.8 L54.9 50.4 L49 56.1 L51 48.2 L42.8 48.8 L49.5 44 L42.8 39.2 L51 39.8 L49 31.9 L54.9 37.6 Z",
    ),
    ink(
      "M37 36 L41 33.5 L42.5 36.5 L38.5 38.5 Z M44 29.5 L47 29 L47.5 32 L44.5 32.5 Z M65 59 L68 58 L68.5 61.5 L65.5 62 Z",
    ),
    ground(circle(42, 59, 11)),
    ink(circle(42, 59, 9)),
    ground("M37 55.5 C38.5 53 40.5 52 43 52 L43 54 C41 54 39.8 54.8 38.8 56.5 Z"),
    line("M48 52 L52 47.5", 2.4),
  ],
  // A flame on a bar.
  GHS02: [
    ink(FLAME),
    ground(
      "M50 61 C45.5 61 43.5 57 45.5 53 C46.5 55.5 48 56 49 55.5 C49 52 51.5 49.5 52.5 46.5 C56.5 51.5 57 57.5 50 61 Z",
    ),
    ink("M32 64.5 H68 V68.5 H32 Z"),
  ],
  // A ring with flames rising over it, on a bar.
  GHS03: [
    ink(
      "M50 56 C40 56 36.5 48 38.5 43 C40 39 43.5 37 43.5 32.5 C47 35 48.5 38.5 48 42 C50.5 38.5 52 35 51 31 C57 34.5 62.5 41 62 47 C61.5 52.5 56 56 50 56 Z",
    ),
    ground(circle(50, 56.5, 10.5)),
    ink(circle(50, 56.5, 8.5)),
    ground(circle(50, 56.5, 4.5)),
    ink("M32 66 H68 V69.5 H32 Z"),
  ],
  // A gas cylinder lying down, its valve to the right.
  GHS04: [
    ink("M38 47.5 H59 A8 8 0 0 1 59 63.5 H38 A8 8 0 0 1 38 47.5 Z"),
    ink("M66.5 52.5 H69 V58.5 H66.5 Z M69 50.5 H71.5 V60.5 H69 Z"),
    line("M38 51.5 H58", 1.6),
  ],
  // Liquid from two test tubes eating into a surface and a hand.
  GHS05: [
    line("M32.5 31.5 L44.5 39.5", 5.5, "butt"),
    line("M67.5 31.5 L55.5 39.5", 5.5, "butt"),
    ink(`${DROP(43.5, 43)} ${DROP(43.5, 49)} ${DROP(56.5, 43)} ${DROP(56.5, 49)}`),
    ink("M33 56.5 H47 V62 H33 Z"),
    ground(circle(40, 56.5, 2.6)),
    ink("M53 62 V58.5 C53 57.4 53.9 56.5 55 56.5 H63 C65.5 56.5 67 58 67 60 V62 Z"),
    ground(circle(57, 56.5, 2.6)),
    ink("M33 65 H67 V68 H33 Z"),
  ],
  // A skull over crossed bones.
  GHS06: [
    line("M37 55 L63 67", 4),
    line("M63 55 L37 67", 4),
    ink(
      `${circle(36.1, 57, 2.4)} ${circle(37.9, 53, 2.4)} ${circle(62.1, 69, 2.4)} ${circle(63.9, 65, 2.4)} ${circle(62.1, 53, 2.4)} ${circle(63.9, 57, 2.4)} ${circle(36.1, 65, 2.4)} ${circle(37.9, 69, 2.4)}`,
    ),
    ink(
      "M50 31 C57.5 31 62 36 62 42.5 C62 47 59.5 49.5 57 51 V56 H43 V51 C40.5 49.5 38 47 38 42.5 C38 36 42.5 31 50 31 Z",
    ),
    ground(`${circle(45.3, 43, 3.3)} ${circle(54.7, 43, 3.3)} M50 46.5 L48.2 49.8 H51.8 Z`),
    ground("M46.6 52.5 H47.6 V56 H46.6 Z M49.5 52.5 H50.5 V56 H49.5 Z M52.4 52.5 H53.4 V56 H52.4 Z"),
  ],
  // An exclamation mark.
  GHS07: [ink("M46.3 31 H53.7 L52.3 59 H47.7 Z"), ink(circle(50, 65, 3.9))],
  // A person's head and shoulders with a burst in the chest.
  GHS08: [
    ink(circle(50, 36.5, 5.5)),
    ink("M35 69 V57 C35 49.5 41 45 47 45 H53 C59 45 65 49.5 65 57 V69 Z"),
    ground(
      "M50 50 L51.4 54.7 L55.7 52.3 L53.3 56.6 L58 58 L53.3 59.4 L55.7 63.7 L51.4 61.3 L50 66 L48.6 61.3 L44.3 63.7 L46.7 59.4 L42 58 L46.7 56.6 L44.3 52.3 L48.6 54.7 Z",
    ),
  ],
  // A bare tree and a dead fish on the ground.
  GHS09: [
    line("M39 66 V38 M39 52 L33 45.5 M39 48 L45.5 40 M39 43.5 L35 37.5 M39 57.5 L44.5 52.5", 2.2),
    ink("M47 60 C51 55.5 60 55.5 64 60 C60 64.5 51 64.5 47 60 Z M63.5 60 L69 55.5 V64.5 Z"),
    ground(circle(51, 59.2, 1.3)),
    ink("M31 66 H69 V68 H31 Z"),
  ],
};

export function isPictogram(code: string): code is Pictogram {
  return (PICTOGRAMS as readonly string[]).includes(code);
}

/** The layers of a pictogram's symbol; an unknown code is a programming error, not a blank diamond. */
export function pictogramArt(code: string): readonly PictogramPart[] {
  if (!isPictogram(code)) throw new Error(`not a GHS pictogram: ${code}`);
  return PICTOGRAM_ART[code];
}

/** "GHS05: Corrosion", the name a screen reader says and a PDF prints beside the diamond. */
export function pictogramLabel(code: Pictogram): string {
  return `${code}: ${PICTOGRAM_NAMES[code]}`;
}
