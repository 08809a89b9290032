import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterEach, describe, expect, test, vi } from "vitest";
import { REPORT_LOGO_MESSAGES } from "#app/lib/image-uploads";
import {
  blankPng,
  concat,
  IHDR_END,
  JPEG,
  PNG,
  pngBomb,
  pngChunk,
  pngWithData,
  TRUNCATED_PNG,
} from "../../../test-support/image-fixtures";
import { AppError } from "../app-error";
import { renderFormulationReport } from "./formulation-report";
import { checkedLogo, inflatesTo } from "./report-logo";

const dataUrl = (bytes: Uint8Array, type = "image/png") =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

async function refusal(url: string): Promise<AppError> {
  const error = await checkedLogo(url).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

afterEach(() => vi.restoreAllMocks());

describe("a report logo passes only what its header and data prove", () => {
  test("the bomb is a 400 with the spec's title, and pdf-lib never sees it", async () => {
    const decode = vi.spyOn(PDFDocument.prototype, "embedPng");
    const error = await refusal(dataUrl(pngBomb()));
    expect(error.status).toBe(400);
    expect(error.message).toBe("File Too Large - The logo must be at most 2000 × 2000 pixels.");
    expect(decode).not.toHaveBeenCalled();
  });

  test("truncated, foreign and mislabelled files", async () => {
    expect((await refusal(dataUrl(TRUNCATED_PNG))).message).toBe(REPORT_LOGO_MESSAGES.malformed);
    expect((await refusal(dataUrl(JPEG.subarray(0, 300), "image/jpeg"))).message).toBe(REPORT_LOGO_MESSAGES.malformed);
    expect((await refusal("data:image/png;base64,not base64!")).message).toBe(REPORT_LOGO_MESSAGES.type);
    expect((await refusal("https://evil.example/logo.png")).message).toBe(REPORT_LOGO_MESSAGES.type);
    // The type is the bytes', whatever the data URL declares.
    expect(await checkedLogo(dataUrl(PNG, "image/jpeg"))).toMatchObject({ type: "png", width: 4, height: 4 });
    expect(await checkedLogo(dataUrl(JPEG, "image/png"))).toMatchObject({ type: "jpg", width: 4, height: 4 });
  });

  test("image data that inflates past what the header declares is refused while it streams", async () => {
    // 16 × 16 RGBA is 1,040 bytes of image data; this stream unpacks to 64 MB.
    const bomb = pngWithData(16, 16, deflateSync(new Uint8Array(64 * 1024 * 1024)));
    expect(bomb.length).toBeLessThan(100_000);
    const before = process.memoryUsage().arrayBuffers;
    expect((await refusal(dataUrl(bomb))).message).toBe(REPORT_LOGO_MESSAGES.malformed);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    // Short data, and data that is not deflate at all.
    expect((await refusal(dataUrl(pngWithData(16, 16, deflateSync(new Uint8Array(1000)))))).status).toBe(400);
    expect((await refusal(dataUrl(pngWithData(16, 16, new Uint8Array(64).fill(7))))).status).toBe(400);
    expect(await inflatesTo(deflateSync(new Uint8Array(1040)), 1040)).toBe(true);
  });

  test("chunks the decoder would inflate or animate are left out of what it is given", async () => {
    const zText = pngChunk(
      "zTXt",
      concat(new TextEncoder().encode("Comment\0\0"), deflateSync(new Uint8Array(1 << 20))),
    );
    const animated = pngChunk("acTL", new Uint8Array(8));
    const withExtras = concat(PNG.subarray(0, IHDR_END), zText, animated, PNG.subarray(IHDR_END));
    const logo = await checkedLogo(dataUrl(withExtras));
    const kept = new TextDecoder("latin1").decode(logo.bytes);
    expect(kept).not.toContain("zTXt");
    expect(kept).not.toContain("acTL");
    expect(logo.bytes.length).toBe(PNG.length);
  });

  test("a normal logo, PNG or JPEG, is printed in the report", async () => {
    const fonts = {
      regular: readFileSync(new URL("./fonts/LiberationSans-Regular.ttf.bin", import.meta.url)),
      bold: readFileSync(new URL("./fonts/LiberationSans-Bold.ttf.bin", import.meta.url)),
    };
    for (const [bytes, type] of [
      [PNG, "image/png"],
      [JPEG, "image/jpeg"],
      [blankPng(2000, 40), "image/png"],
    ] as const) {
      const logo = await checkedLogo(dataUrl(bytes, type));
      const pdf = await renderFormulationReport(
        {
          documentId: "FL-LOGO",
          date: new Date("2026-11-24T12:00:00Z"),
          company: { name: "Acme", logo },
          formulation: { name: "Cream", ingredients: [], instructions: [] },
          label: [],
          allergens: [],
          findings: [],
          notices: [],
        },
        fonts,
      );
      expect(new TextDecoder("latin1").decode(pdf)).toMatch(/\/Subtype \/Image/);
    }
  });
});
