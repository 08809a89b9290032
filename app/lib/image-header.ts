/**
 * What an image file says about itself, read before a single pixel is decoded: its real type from
 * its signature (never from a name or a declared Content-Type), whether its container is whole,
 * and for PNG and JPEG its width and height from the header (PNG IHDR, JPEG SOF). A decoder
 * allocates what the header declares — a 195-byte PNG can declare 8000 × 8000 pixels, a quarter
 * of a gigabyte once decoded — so every image the server decodes is measured here first, against
 * the limits of what it is for (`inspectImage`). The upload sniffer (server/images/sniff.ts)
 * walks PNG and JPEG files with the same functions.
 *
 * Pure and synchronous: the same code runs in the browser (the logo panel), the worker and Node.
 */
import type { ImageType } from "./image-uploads";

export const u32be = (b: Uint8Array, at: number) =>
  (b[at] ?? 0) * 2 ** 24 + ((b[at + 1] ?? 0) << 16) + ((b[at + 2] ?? 0) << 8) + (b[at + 3] ?? 0);
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) + (b[at + 1] ?? 0);

export const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The raster type the first bytes announce, or undefined. Only the signature: wholeness is checked apart. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const six = ascii(bytes, 0, 6);
  if (six === "GIF87a" || six === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 4) === "ftyp") return "image/avif";
  return undefined;
}

/** Where the meaningful bytes end: some encoders pad a file with zero bytes after its end marker. */
export function endWithoutZeroPadding(bytes: Uint8Array): number {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return end;
}

// ---------------------------------------------------------------------------------------------
// PNG

/** One chunk: its four-letter type and where its data lies in the file. */
export type PngChunk = { type: string; at: number; length: number };

/**
 * The chunks of a whole PNG — IHDR first (13 bytes), then chunks back to back, the last one IEND
 * ending exactly at the file's end — or undefined for anything else (truncated, trailing bytes, a
 * chunk running past the end). CRCs are not checked: a wrong one harms no decoder.
 */
export function pngChunks(bytes: Uint8Array): PngChunk[] | undefined {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return undefined;
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    if (chunks.length === 0 && (type !== "IHDR" || length !== 13)) return undefined;
    const next = at + 12 + length;
    if (next > bytes.length) return undefined;
    chunks.push({ type, at: at + 8, length });
    if (type === "IEND") return next === bytes.length ? chunks : undefined;
    at = next;
  }
  return undefined;
}

/** Bit depths each PNG colour type allows (PNG spec, table 11.1), and its samples per pixel. */
const PNG_COLOUR_TYPES: Record<number, { depths: readonly number[]; channels: number }> = {
  0: { depths: [1, 2, 4, 8, 16], channels: 1 },
  2: { depths: [8, 16], channels: 3 },
  3: { depths: [1, 2, 4, 8], channels: 1 },
  4: { depths: [8, 16], channels: 2 },
  6: { depths: [8, 16], channels: 4 },
};

export type PngHeader = {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  interlaced: boolean;
};

/** The IHDR fields, or undefined when they break the PNG spec (zero size, impossible depth, unknown methods). */
export function pngHeader(bytes: Uint8Array, ihdr: PngChunk): PngHeader | undefined {
  const at = ihdr.at;
  const width = u32be(bytes, at);
  const height = u32be(bytes, at + 4);
  const depth = bytes[at + 8] ?? 0;
  const colourType = bytes[at + 9] ?? 0;
  const [compression, filter, interlace] = [bytes[at + 10], bytes[at + 11], bytes[at + 12]];
  const kind = PNG_COLOUR_TYPES[colourType];
  if (width < 1 || height < 1 || width >= 2 ** 31 || height >= 2 ** 31) return undefined;
  if (!kind?.depths.includes(depth) || compression !== 0 || filter !== 0) return undefined;
  if (interlace !== 0 && interlace !== 1) return undefined;
  return { width, height, depth, colourType, interlaced: interlace === 1 };
}

/** Adam7's seven passes: where each starts and how far it steps, across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes of samples a PNG unpacks to: width × height × channels × bit depth ÷ 8. */
export function pngSampleBytes(header: PngHeader): number {
  const channels = PNG_COLOUR_TYPES[header.colourType]?.channels ?? 0;
  return (header.width * header.height * channels * header.depth) / 8;
}

/**
 * How many bytes the image data (all IDAT chunks) must inflate to: one filter byte plus the packed
 * samples per scanline, per pass when interlaced. A whole PNG inflates to exactly this; anything
 * more is a second, hidden bomb (deflate packs up to 1032 bytes into one).
 */
export function pngInflatedSize(header: PngHeader): number {
  const bitsPerPixel = header.depth * (PNG_COLOUR_TYPES[header.colourType]?.channels ?? 0);
  const scanlines = (width: number, height: number) =>
    width > 0 && height > 0 ? height * (1 + Math.ceil((width * bitsPerPixel) / 8)) : 0;
  if (!header.interlaced) return scanlines(header.width, header.height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + scanlines(Math.ceil((header.width - x) / dx), Math.ceil((header.height - y) / dy)),
    0,
  );
}

// ---------------------------------------------------------------------------------------------
// JPEG

/** Start-of-frame markers (every coding process); C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * A whole JPEG's one frame size — well-formed marker segments from SOI to the first scan, exactly
 * one start-of-frame among them with a non-zero size, and the end-of-image marker last (zero
 * padding after it tolerated) — or undefined. A height of 0 (defined later by a DNL marker) is
 * refused: the size must be known before decoding.
 */
export function jpegFrame(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  let frame: { width: number; height: number } | undefined;
  let frames = 0;
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = u16be(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    if (JPEG_SOF.has(marker)) {
      if (length < 8) return undefined;
      frames++;
      frame = { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + length;
    if (marker === 0xda) break; // start of scan: entropy-coded data follows
  }
  const end = endWithoutZeroPadding(bytes);
  if (at > end - 2 || bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return undefined;
  if (frames !== 1 || !frame || frame.width < 1 || frame.height < 1) return undefined;
  return frame;
}

// ---------------------------------------------------------------------------------------------
// Limits

export type DecodableType = "image/png" | "image/jpeg";

/**
 * What an image may be for one use: its types, its size in bytes and in pixels a side, and how
 * many bytes of samples a PNG may unpack to (width × height × channels × bit depth ÷ 8): at 16
 * bits a channel the decoder needs twice the memory of the same picture at 8.
 */
export type ImageLimits = {
  types: readonly DecodableType[];
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
  maxSampleBytes: number;
};

export type ImageHeader = { type: DecodableType; width: number; height: number; png?: PngHeader };

/**
 * Why an image is refused: `empty`; `type` (no signature, or one these limits do not take);
 * `malformed` (a broken container or an impossible header); `bytes` (too large a file);
 * `pixels` (too many pixels a side); `samples` (within the pixels, but too deep a colour to unpack).
 */
export type ImageRefusal = "empty" | "type" | "malformed" | "bytes" | "pixels" | "samples";
export type Inspected = { ok: true; header: ImageHeader } | { ok: false; reason: ImageRefusal };

/**
 * The one gate before decoding: the byte size first (nothing is walked past the limit), then the
 * real type, the whole container and the declared size. Linear in the file's size, no allocation
 * beyond the chunk list.
 */
export function inspectImage(bytes: Uint8Array, limits: ImageLimits): Inspected {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > limits.maxBytes) return { ok: false, reason: "bytes" };
  const type = imageTypeOf(bytes);
  if (type !== "image/png" && type !== "image/jpeg") return { ok: false, reason: "type" };
  if (!limits.types.includes(type)) return { ok: false, reason: "type" };
  let header: ImageHeader | undefined;
  if (type === "image/png") {
    const chunks = pngChunks(bytes);
    const png = chunks?.[0] ? pngHeader(bytes, chunks[0]) : undefined;
    header = png && { type, width: png.width, height: png.height, png };
  } else {
    const frame = jpegFrame(bytes);
    header = frame && { type, ...frame };
  }
  if (!header) return { ok: false, reason: "malformed" };
  if (header.width > limits.maxWidth || header.height > limits.maxHeight) return { ok: false, reason: "pixels" };
  if (header.png && pngSampleBytes(header.png) > limits.maxSampleBytes) return { ok: false, reason: "samples" };
  return { ok: true, header };
}
