/**
 * What an uploaded file really is, judged from its bytes alone (the name and the Content-Type a
 * client sends are its own to write). A file passes only when its signature is one of the raster
 * types we serve AND its container is whole from the first byte to the last: a structure that
 * ends early or has bytes after its end is how image/HTML polyglots are built. As a last net, a
 * file carrying markup (`<script`, `<html`, …) anywhere is refused too. SVG is recognised only to
 * be refused with its own reason: it is XML that can run script when opened.
 *
 * Pure and synchronous: the same code runs in the worker and in the unit tests.
 */
import { ascii, endWithoutZeroPadding, imageTypeOf, jpegFrame, pngChunks, u32be } from "#app/lib/image-header";
import type { ImageType } from "#app/lib/image-uploads";

export type SniffRefusal = "empty" | "svg" | "unknown" | "malformed" | "markup";
export type Sniffed = { ok: true; type: ImageType } | { ok: false; reason: SniffRefusal };

/** PNG and JPEG are walked by the same code that measures a logo before it is decoded. */
const wholePng = (bytes: Uint8Array) => pngChunks(bytes) !== undefined;
const wholeJpeg = (bytes: Uint8Array) => jpegFrame(bytes) !== undefined;

const u32le = (b: Uint8Array, at: number) =>
  (b[at] ?? 0) + ((b[at + 1] ?? 0) << 8) + ((b[at + 2] ?? 0) << 16) + (b[at + 3] ?? 0) * 2 ** 24;

/** GIF: a logical screen descriptor, and the trailer byte last. */
function wholeGif(bytes: Uint8Array): boolean {
  const end = endWithoutZeroPadding(bytes);
  return bytes.length >= 14 && bytes[end - 1] === 0x3b;
}

/** WebP: the RIFF size covers exactly the file, and the first chunk is a VP8 bitstream or its header. */
function wholeWebp(bytes: Uint8Array): boolean {
  if (u32le(bytes, 4) + 8 !== bytes.length) return false;
  return ["VP8 ", "VP8L", "VP8X"].includes(ascii(bytes, 12, 4));
}

/** AVIF (ISO base media): an `ftyp` naming an AVIF brand, then boxes back to back up to the end. */
function wholeAvif(bytes: Uint8Array): boolean {
  const ftypSize = u32be(bytes, 0);
  if (ftypSize < 16 || ftypSize > bytes.length) return false;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= ftypSize; at += 4) brands.push(ascii(bytes, at, 4));
  if (!brands.some((b) => b === "avif" || b === "avis")) return false;
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    let size = u32be(bytes, at);
    if (size === 0) return true; // the last box runs to the end of the file
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = u32be(bytes, at + 8) * 2 ** 32 + u32be(bytes, at + 12);
    }
    if (size < 8) return false;
    at += size;
  }
  return at === bytes.length;
}

const WHOLE: Record<ImageType, (bytes: Uint8Array) => boolean> = {
  "image/png": wholePng,
  "image/jpeg": wholeJpeg,
  "image/gif": wholeGif,
  "image/webp": wholeWebp,
  "image/avif": wholeAvif,
};

/**
 * Tags a browser would act on if it ever read the file as a document (lower case, after `<`),
 * each followed by a space, `>` or `/` as in real markup: requiring the delimiter keeps the
 * chance that compressed pixel data spells one by accident negligible (about 1 in 10^8 per `<`).
 */
const MARKUP = ["script", "html", "svg", "iframe", "body", "!doctype", "object", "embed", "?php"];
const LT = 0x3c;
const DELIMITERS = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x2f, 0x3e]);

function tagAt(bytes: Uint8Array, at: number, tag: string): boolean {
  for (let i = 0; i < tag.length; i++) {
    const c = bytes[at + i] ?? 0;
    // ASCII letters compare case-insensitively (0x20 is the case bit); other characters exactly.
    if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== tag.charCodeAt(i)) return false;
  }
  return DELIMITERS.has(bytes[at + tag.length] ?? 0);
}

function hasMarkup(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(LT); at >= 0; at = bytes.indexOf(LT, at + 1)) {
    if (MARKUP.some((tag) => tagAt(bytes, at + 1, tag))) return true;
  }
  return false;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<") && head.includes("<svg");
}

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, reason: looksLikeSvg(bytes) ? "svg" : "unknown" };
  if (!WHOLE[type](bytes)) return { ok: false, reason: "malformed" };
  if (hasMarkup(bytes)) return { ok: false, reason: "markup" };
  return { ok: true, type };
}
