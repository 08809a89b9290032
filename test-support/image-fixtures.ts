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
