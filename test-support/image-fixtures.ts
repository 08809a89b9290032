/**
 * Small image files for the upload tests: real 4×4 PNG, JPEG and WebP files (drawn on a canvas in
 * Chromium and encoded by it), the classic 1×1 GIF, and an AVIF *container* — an `ftyp` naming the
 * AVIF brand, a `meta` box and an `mdat` box — that is structurally whole but carries no decodable
 * AV1 picture (no AVIF encoder is available offline); the sniffer judges containers, not pixels.
 * Plus the forgeries the server must refuse.
 */
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const text = (s: string) => new TextEncoder().encode(s);

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function box(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + payload.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(text(type), 4);
  out.set(payload, 8);
  return out;
}

export const PNG = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAN0lEQVR4AUzIwQkAIAxD0dABvDiWq3h0EA+u4lidoW0KhQYehC/jXOsEMV0PFBcZeEqG+TeI0QEAAP//V+hz6gAAAAZJREFUAwCX1g5NiR/rUgAAAABJRU5ErkJggg==",
);
export const JPEG = fromBase64(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAiEAAAAwgDAQAAAAAAAAAAAAAAAwQBBRESExQhJAIVI0H/xAAVAQEBAAAAAAAAAAAAAAAAAAAGB//EABsRAAAHAQAAAAAAAAAAAAAAAAABAgQ0gbEF/9oADAMBAAIRAxEAPwCUPl89zY6KJDapS0ukTTrSx9DMtmMbHPL7BgAAf8yIi9MQJ/JVWEP/2Q==",
);
export const WEBP = fromBase64(
  "UklGRiQCAABXRUJQVlA4WAoAAAAgAAAAAwAAAwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggNgAAALABAJ0BKgQABAAAwBIloAJ0AQ72o4AA/tmr/+P8//Hse/+MsPqM+//Z3f/9O7//p3f3vgAAAA==",
);
export const GIF = fromBase64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
export const AVIF_CONTAINER = concat(
  box("ftyp", concat(text("avif"), new Uint8Array(4), text("avifmif1miaf"))),
  box("meta", new Uint8Array(4)),
  box("mdat", new Uint8Array([0x12, 0x00, 0x0a, 0x0a])),
);

/** An HTML page saved under a .png name: no image signature at all. */
export const HTML_AS_PNG = text('<!doctype html><html><body><script>alert("x")</script></body></html>');
export const SVG = text(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>',
);
/** A GIF whose header doubles as JavaScript and whose trailer is followed by an HTML page. */
export const GIF_HTML_POLYGLOT = concat(
  text("GIF89a/*"),
  GIF.subarray(8),
  text("*/=1;alert(1);<html><script>alert(2)</script></html>"),
);
/** A whole PNG with an HTML page appended after its IEND chunk. */
export const PNG_WITH_TRAILER = concat(PNG, text("<html><script>alert(1)</script></html>"));
/** A structurally whole PNG that carries a page in a text chunk (CRC not checked by the sniffer). */
export const PNG_WITH_SCRIPT_CHUNK = (() => {
  const payload = text("Comment\0<script>alert(1)</script>");
  const chunk = new Uint8Array(12 + payload.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, payload.length);
  chunk.set(text("tEXt"), 4);
  chunk.set(payload, 8);
  const iend = PNG.length - 12;
  return concat(PNG.subarray(0, iend), chunk, PNG.subarray(iend));
})();
/** A PNG signature and nothing whole after it. */
export const TRUNCATED_PNG = PNG.subarray(0, 40);

/** A whole PNG of exactly `size` bytes: the 4×4 picture padded with a private ancillary chunk of zeros. */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const padding = size - PNG.length - 12;
  if (padding < 0) throw new Error(`a PNG cannot be smaller than ${PNG.length + 12} bytes here`);
  const chunk = new Uint8Array(12 + padding);
  new DataView(chunk.buffer).setUint32(0, padding);
  chunk.set(text("pdDg"), 4);
  const iend = PNG.length - 12;
  return concat(PNG.subarray(0, iend), chunk, PNG.subarray(iend));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG chunk with its length and a correct CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(text(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** IHDR for pixels of a colour type (6: RGBA) and bit depth (8), not interlaced. */
export function ihdr(width: number, height: number, colourType = 6, depth = 8): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([depth, colourType, 0, 0, 0], 8);
  return pngChunk("IHDR", data);
}

/** A zlib stream holding `raw` uncompressed (stored deflate blocks of up to 65,535 bytes), with its Adler-32. */
export function storedZlib(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const blocks = Math.max(1, Math.ceil(raw.length / 0xffff));
  const out = new Uint8Array(2 + blocks * 5 + raw.length + 4);
  const view = new DataView(out.buffer);
  out.set([0x78, 0x01], 0); // zlib header: deflate, no dictionary
  let at = 2;
  for (let block = 0; block < blocks; block++) {
    const part = raw.subarray(block * 0xffff, (block + 1) * 0xffff);
    out[at] = block === blocks - 1 ? 1 : 0; // BFINAL on the last; BTYPE 00, stored
    view.setUint16(at + 1, part.length, true);
    view.setUint16(at + 3, ~part.length & 0xffff, true);
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  view.setUint32(at, ((b << 16) | a) >>> 0);
  return out;
}

export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = () => pngChunk("IEND", new Uint8Array());

/**
 * The decompression bomb of issue 30: a whole, valid-looking PNG of `size` bytes (195 by default)
 * whose header declares `width` × `height` RGBA pixels, with image data that stops long before
 * the rows the header promises. A decoder that trusts the header allocates width × height × 4
 * bytes, several times over (8000 × 8000: a quarter of a gigabyte each time).
 */
export function pngBomb(width = 8000, height = 8000, size = 195, depth = 8): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(size - 68); // what is left after signature, IHDR, IDAT framing and IEND
  return concat(PNG_SIGNATURE, ihdr(width, height, 6, depth), pngChunk("IDAT", storedZlib(raw)), IEND());
}

/** A small PNG (`width` × `height` RGBA) whose IDAT is `data` as given: for data that lies about its size. */
export function pngWithData(width: number, height: number, data: Uint8Array): Uint8Array<ArrayBuffer> {
  return concat(PNG_SIGNATURE, ihdr(width, height), pngChunk("IDAT", data), IEND());
}

/** A correct `width` × `height` RGBA PNG of transparent black pixels (its data stored, not compressed). */
export function blankPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  return pngWithData(width, height, storedZlib(new Uint8Array(height * (1 + width * 4))));
}

/** A JPEG declaring another frame size: the 4 × 4 picture with its SOF0 height and width rewritten. */
export function jpegDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  const out = concat(JPEG);
  for (let at = 2; at + 9 < out.length; ) {
    const marker = out[at + 1] ?? 0;
    const length = ((out[at + 2] ?? 0) << 8) + (out[at + 3] ?? 0);
    if (marker === 0xc0 || marker === 0xc2) {
      const view = new DataView(out.buffer);
      view.setUint16(at + 5, height);
      view.setUint16(at + 7, width);
      return out;
    }
    at += 2 + length;
  }
  throw new Error("the JPEG fixture has no start-of-frame");
}

/** Where the IHDR chunk of a PNG ends (signature, length, type, 13 bytes, CRC): the place for chunks between it and the data. */
export const IHDR_END = 33;
