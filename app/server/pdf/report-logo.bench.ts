/**
 * The report logo's decompression bomb (ADR 0051): a 195-byte PNG that declares
 * 8000 × 8000 pixels, as a report request carries it (a data URL).
 * - before: what a report did with it before the header check — pdf-lib's PNG decoder, which
 *   allocates what the header declares (the image data, then RGBA, then RGB and alpha apart);
 * - after: what a report does now — `checkedLogo` refuses it from the header, a 400;
 * - a normal 400 × 100 logo through the whole check and pdf-lib, for scale, and the largest logo
 *   the limits allow (2000 × 2000 RGBA at 8 bits a channel), what one report may cost at most.
 * Vitest times each; the memory each one costs is measured once, before the timings, and printed:
 * the growth of the process's peak resident memory, and the ArrayBuffer bytes still held right
 * after the call. The bomb's "before" runs last, so its peak is not hidden by another's.
 */
import { deflateSync } from "node:zlib";
import { PDFDocument } from "@cantoo/pdf-lib";
import { bench, describe } from "vitest";
import { blankPng, concat, ihdr, PNG_SIGNATURE, pngBomb, pngChunk } from "../../../test-support/image-fixtures";
import { checkedLogo } from "./report-logo";

const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`;
const BOMB = pngBomb();
const BOMB_URL = dataUrl(BOMB);
const NORMAL_URL = dataUrl(blankPng(400, 100));
/** 2000 × 2000 RGBA with some texture, deflated as an encoder would (stored, it would pass 2 MB). */
const LARGEST_URL = (() => {
  const raw = new Uint8Array(2000 * (1 + 2000 * 4));
  for (let i = 0; i < raw.length; i += 7) raw[i] = (i * 31) & 255;
  const idat = pngChunk("IDAT", deflateSync(raw, { level: 9 }));
  return dataUrl(concat(PNG_SIGNATURE, ihdr(2000, 2000), idat, pngChunk("IEND", new Uint8Array())));
})();

async function beforeTheCheck() {
  const doc = await PDFDocument.create();
  await doc.embedPng(BOMB);
}

async function afterTheCheck() {
  await checkedLogo(BOMB_URL).then(
    () => {
      throw new Error("the bomb was accepted");
    },
    () => undefined,
  );
}

async function embedded(url: string) {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng((await checkedLogo(url)).bytes);
  doc.addPage().drawImage(image, { x: 0, y: 0, width: 60, height: 60 });
  await doc.save();
}
const normalLogo = () => embedded(NORMAL_URL);
const largestLogo = () => embedded(LARGEST_URL);

const MB = 1024 * 1024;
async function memoryOf(name: string, run: () => Promise<void>) {
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const buffersBefore = process.memoryUsage().arrayBuffers;
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  const buffers = process.memoryUsage().arrayBuffers - buffersBefore;
  const peak = process.resourceUsage().maxRSS * 1024 - peakBefore;
  console.log(
    `▶ report logo, ${name}: ${ms.toFixed(1)} ms once; peak resident memory +${(peak / MB).toFixed(0)} MB, ArrayBuffers +${(Math.max(0, buffers) / MB).toFixed(1)} MB`,
  );
}

console.log(`▶ report logo: the bomb is ${BOMB.length} bytes declaring 8000 × 8000 RGBA pixels`);
await memoryOf("bomb, after (header check refuses it)", afterTheCheck);
await memoryOf("normal 400 × 100 PNG, checked and embedded", normalLogo);
await memoryOf("largest allowed, 2000 × 2000 RGBA 8-bit, checked and embedded", largestLogo);
await memoryOf("bomb, before (pdf-lib decodes it)", beforeTheCheck);

describe("report logo: the 195-byte PNG declaring 8000 × 8000", () => {
  bench("after: refused from its header by checkedLogo", afterTheCheck);
  bench("normal 400 × 100 PNG: checked and embedded", normalLogo);
  bench("largest allowed, 2000 × 2000 RGBA 8-bit: checked and embedded", largestLogo, {
    iterations: 3,
    time: 0,
    warmupIterations: 0,
    warmupTime: 0,
  });
  // One decode takes seconds and hundreds of megabytes: a few runs are enough to time it.
  bench("before: decoded by pdf-lib's embedPng", beforeTheCheck, {
    iterations: 3,
    time: 0,
    warmupIterations: 0,
    warmupTime: 0,
  });
});
