/**
 * The report logo's decompression bomb (issue 30, ADR 0051): a 195-byte PNG that declares
 * 8000 × 8000 pixels, as a report request carries it (a data URL).
 * - before: what a report did with it before the header check — pdf-lib's PNG decoder, which
 *   allocates what the header declares (the image data, then RGBA, then RGB and alpha apart);
 * - after: what a report does now — `checkedLogo` refuses it from the header, a 400;
 * - a normal 400 × 100 logo through the whole check and pdf-lib, for scale.
 * Vitest times each; the memory each one costs is measured once, before the timings, and printed:
 * the growth of the process's peak resident memory, and the ArrayBuffer bytes still held right
 * after the call. The bomb's "before" runs last, so its peak is not hidden by another's.
 */
import { PDFDocument } from "@cantoo/pdf-lib";
import { bench, describe } from "vitest";
import { blankPng, pngBomb } from "../../../test-support/image-fixtures";
import { checkedLogo } from "./report-logo";

const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`;
const BOMB = pngBomb();
const BOMB_URL = dataUrl(BOMB);
const NORMAL_URL = dataUrl(blankPng(400, 100));

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

async function normalLogo() {
  const doc = await PDFDocument.create();
  await doc.embedPng((await checkedLogo(NORMAL_URL)).bytes);
}

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
await memoryOf("bomb, before (pdf-lib decodes it)", beforeTheCheck);

describe("report logo: the 195-byte PNG declaring 8000 × 8000", () => {
  bench("after: refused from its header by checkedLogo", afterTheCheck);
  bench("normal 400 × 100 PNG: checked and embedded", normalLogo);
  // One decode takes seconds and hundreds of megabytes: a few runs are enough to time it.
  bench("before: decoded by pdf-lib's embedPng", beforeTheCheck, {
    iterations: 3,
    time: 0,
    warmupIterations: 0,
    warmupTime: 0,
  });
});
