/**
 * The last gate before pdf-lib decodes a report logo. The header has been measured already
 * (`reportLogoOf`: the real type, a whole container, at most 2000 × 2000 pixels, at most 2 MB), but
 * a PNG can still hide work its header does not declare, and pdf-lib's PNG decoder does all of it
 * before it looks at the result:
 * - the image data (IDAT) is inflated without a bound: 2 MB of deflate can unpack to 2 GB whatever
 *   size IHDR states, so it is inflated here first as a stream, counting bytes, and refused the
 *   moment it passes the exact size the header implies (or ends short of it, or is not deflate);
 * - compressed text chunks (zTXt, iTXt) are inflated without a bound too, and every frame of an
 *   animated PNG is decoded at full size before the animation is refused; none of that is part of
 *   the picture, so the decoder is handed a copy holding only the chunks that draw it.
 * A JPEG is not decoded on the server (the PDF carries it as it is), so its header check suffices.
 * What passes is a `CheckedLogo`, the only kind of image the report writer embeds.
 */
import { type PngHeader, pngChunks, pngInflatedSize } from "#app/lib/image-header";
import { REPORT_LOGO_MESSAGES } from "#app/lib/image-uploads";
import { reportLogoOf } from "#app/lib/report-logo";
import { AppError } from "../app-error";

const checked: unique symbol = Symbol("a logo that passed checkedLogo");

export type CheckedLogo = {
  readonly bytes: Uint8Array;
  readonly type: "png" | "jpg";
  readonly width: number;
  readonly height: number;
  readonly [checked]: true;
};

/** The chunks a PNG decoder needs to draw the picture: header, palette, transparency, data, end. */
const DRAWING_CHUNKS = new Set(["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]);

/** A logo whose data or decoding failed: the file's fault, a 400 like every other refusal. */
export function damagedLogo(): AppError {
  const message = REPORT_LOGO_MESSAGES.malformed;
  return new AppError(400, message, { "logoSettings.logoUrl": [message] });
}

/**
 * Whether `data` is one zlib stream that inflates to exactly `expected` bytes. Streamed: past the
 * expected size the stream is cancelled, so a bomb costs no more memory than one chunk of output.
 */
export async function inflatesTo(data: Uint8Array<ArrayBuffer>, expected: number): Promise<boolean> {
  const reader = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return total === expected;
      total += value.byteLength;
      if (total > expected) {
        await reader.cancel().catch(() => undefined);
        return false;
      }
    }
  } catch {
    return false; // not deflate, or cut short
  }
}

/** The PNG with only its drawing chunks (each copied whole, CRC included), after its data was measured. */
async function drawingPng(bytes: Uint8Array, png: PngHeader): Promise<Uint8Array> {
  const chunks = (pngChunks(bytes) ?? []).filter((c) => DRAWING_CHUNKS.has(c.type));
  const data = chunks.filter((c) => c.type === "IDAT");
  const stream = new Uint8Array(data.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of data) {
    stream.set(bytes.subarray(c.at, c.at + c.length), at);
    at += c.length;
  }
  if (!data.length || !(await inflatesTo(stream, pngInflatedSize(png)))) throw damagedLogo();
  const out = new Uint8Array(8 + chunks.reduce((n, c) => n + 12 + c.length, 0));
  out.set(bytes.subarray(0, 8));
  at = 8;
  for (const c of chunks) {
    out.set(bytes.subarray(c.at - 8, c.at + c.length + 4), at);
    at += 12 + c.length;
  }
  return out;
}

/**
 * A logo data URL as an image the report may embed, or a 400 saying why not ('Invalid File Type',
 * 'File Too Large'). The request schema has refused a bad header already; this repeats that check
 * (it is cheap) so no caller can reach the decoder without it.
 */
export async function checkedLogo(dataUrl: string): Promise<CheckedLogo> {
  const logo = reportLogoOf(dataUrl);
  if (!logo.ok) throw new AppError(400, logo.message, { "logoSettings.logoUrl": [logo.message] });
  const { type, width, height, png } = logo.header;
  if (type === "image/jpeg") return { bytes: logo.bytes, type: "jpg", width, height, [checked]: true };
  if (!png) throw damagedLogo();
  return { bytes: await drawingPng(logo.bytes, png), type: "png", width, height, [checked]: true };
}
