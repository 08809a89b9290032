import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  blankPng,
  concat,
  GIF,
  HTML_AS_PNG,
  JPEG,
  jpegDeclaring,
  PNG,
  pngBomb,
  TRUNCATED_PNG,
  WEBP,
} from "../../test-support/image-fixtures";
import { type ImageLimits, inspectImage, pngChunks, pngHeader, pngInflatedSize } from "./image-header";
import { REPORT_LOGO } from "./image-uploads";

const LOGO = REPORT_LOGO;

describe("the header says what the file is and how large it is, before any decoding", () => {
  test("PNG from IHDR, JPEG from its start-of-frame", () => {
    expect(inspectImage(PNG, LOGO)).toMatchObject({ ok: true, header: { type: "image/png", width: 4, height: 4 } });
    expect(inspectImage(JPEG, LOGO)).toEqual({ ok: true, header: { type: "image/jpeg", width: 4, height: 4 } });
    expect(inspectImage(blankPng(2000, 1), LOGO)).toMatchObject({ ok: true, header: { width: 2000, height: 1 } });
  });

  test("the 195-byte PNG declaring 8000 × 8000 is refused for its pixels, at once", () => {
    const bomb = pngBomb();
    expect(bomb.length).toBe(195);
    const started = performance.now();
    expect(inspectImage(bomb, LOGO)).toEqual({ ok: false, reason: "pixels" });
    expect(performance.now() - started).toBeLessThan(50);
    expect(inspectImage(pngBomb(2001, 10), LOGO)).toEqual({ ok: false, reason: "pixels" });
    expect(inspectImage(pngBomb(10, 2001), LOGO)).toEqual({ ok: false, reason: "pixels" });
    expect(inspectImage(pngBomb(60000, 60000), LOGO)).toEqual({ ok: false, reason: "pixels" });
    expect(inspectImage(jpegDeclaring(8000, 8000), LOGO)).toEqual({ ok: false, reason: "pixels" });
    expect(inspectImage(jpegDeclaring(2000, 2000), LOGO)).toMatchObject({ ok: true });
  });

  test("a PNG may unpack to no more samples than 2000 × 2000 at 8 bits a channel", () => {
    // Headers only: the size check comes before the data is looked at.
    expect(inspectImage(pngBomb(2000, 2000), LOGO)).toMatchObject({ ok: true });
    expect(inspectImage(pngBomb(2000, 2000, 195, 16), LOGO)).toEqual({ ok: false, reason: "samples" });
    expect(inspectImage(pngBomb(1414, 1414, 195, 16), LOGO)).toMatchObject({ ok: true });
    expect(inspectImage(pngBomb(1415, 1415, 195, 16), LOGO)).toEqual({ ok: false, reason: "samples" });
  });

  test("the type comes from the signature, and only the types the use allows pass", () => {
    expect(inspectImage(GIF, LOGO)).toEqual({ ok: false, reason: "type" });
    expect(inspectImage(WEBP, LOGO)).toEqual({ ok: false, reason: "type" });
    expect(inspectImage(HTML_AS_PNG, LOGO)).toEqual({ ok: false, reason: "type" });
    expect(inspectImage(new Uint8Array(), LOGO)).toEqual({ ok: false, reason: "empty" });
    const pngOnly: ImageLimits = { ...LOGO, types: ["image/png"] };
    expect(inspectImage(JPEG, pngOnly)).toEqual({ ok: false, reason: "type" });
  });

  test("a file over the byte limit is refused before it is walked", () => {
    expect(inspectImage(PNG, { ...LOGO, maxBytes: PNG.length - 1 })).toEqual({ ok: false, reason: "bytes" });
    expect(inspectImage(PNG, { ...LOGO, maxBytes: PNG.length })).toMatchObject({ ok: true });
  });

  test("truncated, padded and impossible files are malformed", () => {
    expect(inspectImage(TRUNCATED_PNG, LOGO)).toEqual({ ok: false, reason: "malformed" });
    expect(inspectImage(PNG.subarray(0, PNG.length - 1), LOGO)).toEqual({ ok: false, reason: "malformed" });
    expect(inspectImage(JPEG.subarray(0, JPEG.length - 40), LOGO)).toEqual({ ok: false, reason: "malformed" });
    expect(inspectImage(JPEG.subarray(0, 200), LOGO)).toEqual({ ok: false, reason: "malformed" });
    // Zero width, a frame whose height a later marker would give, an impossible bit depth.
    expect(inspectImage(pngBomb(0, 10), LOGO)).toEqual({ ok: false, reason: "malformed" });
    expect(inspectImage(jpegDeclaring(4, 0), LOGO)).toEqual({ ok: false, reason: "malformed" });
    const badDepth = concat(PNG);
    badDepth[24] = 3; // IHDR bit depth 3 does not exist
    expect(inspectImage(badDepth, LOGO)).toEqual({ ok: false, reason: "malformed" });
  });

  test("no byte string makes the inspection throw", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.nat(), fc.boolean(), (noise, cut, png) => {
        const base = png ? PNG : JPEG;
        const file = concat(base.subarray(0, cut % (base.length + 1)), noise);
        const result = inspectImage(file, LOGO);
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 2000 },
    );
  });
});

test("the image data's size follows from the header, interlaced or not", () => {
  const chunks = pngChunks(PNG);
  const header = chunks?.[0] && pngHeader(PNG, chunks[0]);
  if (!header) throw new Error("the fixture PNG has no header");
  // 4 rows of one filter byte and 4 RGBA pixels.
  expect(pngInflatedSize(header)).toBe(4 * (1 + 16));
  const rgba8x8 = { width: 8, height: 8, depth: 8, colourType: 6, interlaced: false };
  expect(pngInflatedSize(rgba8x8)).toBe(8 * 33);
  // Adam7: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4 and 8×4 pixels, each row with its filter byte.
  expect(pngInflatedSize({ ...rgba8x8, interlaced: true })).toBe(5 + 5 + 9 + 18 + 34 + 68 + 132);
  // Packed samples round up to a whole byte per row: 1-bit greyscale, 10 pixels wide.
  expect(pngInflatedSize({ width: 10, height: 3, depth: 1, colourType: 0, interlaced: false })).toBe(3 * 3);
});
