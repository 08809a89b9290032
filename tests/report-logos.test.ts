/**
 * Issue 30, the decompression bomb: the logo a report request carries (the wizard's anonymous API
 * and form, the library's PDF download) is measured from its header before anything decodes it.
 * The worker's clock stands still while code runs, so "fast" is shown here by what never ran: the
 * PNG decoder is watched, and is not called for a refused logo (the bench times it, ADR 0051).
 */
import { env } from "cloudflare:test";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import * as pdfRoute from "#app/features/formulation/routes/api/formulation-pdf";
import * as customRoute from "#app/features/wizard/routes/api/ai-custom-formulation";
import * as generateRoute from "#app/features/wizard/routes/generate";
import { REPORT_LOGO_MESSAGES } from "#app/lib/image-uploads";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { JPEG, PNG, pngBomb, pngWithData, TRUNCATED_PNG } from "../test-support/image-fixtures";
import { call, countRows, runSeed } from "./helpers";

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));
const dataUrl = (bytes: Uint8Array, type = "image/png") => `data:${type};base64,${base64(bytes)}`;

const PIXELS = "File Too Large - The logo must be at most 2000 × 2000 pixels.";
const BOMB = dataUrl(pngBomb());
/** What the decoder is handed: a logo whose header is fine but whose data is not deflate. */
const GARBLED = dataUrl(pngWithData(4, 4, new Uint8Array(40).fill(9)));

let cookie = "";
let slug = "";
beforeAll(async () => {
  await runSeed();
  slug =
    (await env.DB.prepare("SELECT slug FROM formulations ORDER BY slug LIMIT 1").first<{ slug: string }>())?.slug ?? "";
  const db = getDb();
  const [user] = await db.insert(users).values({ email: "logo.tester@example.com", firstName: "Ada" }).returning();
  if (!user) throw new Error("no user");
  cookie = `formulab_session=${(await createSession(db, user.id)).token}`;
});

afterEach(() => vi.restoreAllMocks());

let ip = 0;
/** The wizard's JSON API, each request from its own address (one address may generate 10 per 15 minutes). */
function wizard(logoUrl: string) {
  ip++;
  return call(
    customRoute.action,
    new Request("http://localhost/api/ai/custom-formulation", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${ip}` },
      body: JSON.stringify({
        productName: "Anti-Aging Night Cream",
        productDescription: "with 4% niacinamide, fragrance-free",
        phLevel: 5.5,
        costLevel: "expensive",
        specialRequirements: ["Anti-aging", "Moisturizing"],
        logoSettings: { logoUrl, showLogo: true, companyName: "Acme" },
      }),
    }),
  );
}

/** The library's PDF download for a signed-in user. */
function library(logoUrl: string) {
  return call(
    pdfRoute.action,
    new Request(`http://localhost/api/formulations/${slug}/pdf`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ logoSettings: { logoUrl, companyName: "Acme" } }),
    }),
    { id: slug },
  );
}

const routes = { wizard, library };

describe.each(Object.entries(routes))("%s report", (_name, send) => {
  test("the 195-byte PNG declaring 8000 × 8000 is a 400 and is never decoded", async () => {
    const decode = vi.spyOn(PDFDocument.prototype, "embedPng");
    const res = await send(BOMB);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(PIXELS);
    expect(decode).not.toHaveBeenCalled();
  });

  test("truncated or garbled PNG and JPEG logos are a 400 with the spec's title, never a 500", async () => {
    for (const logo of [
      dataUrl(TRUNCATED_PNG),
      dataUrl(JPEG.subarray(0, JPEG.length - 40), "image/jpeg"),
      dataUrl(new TextEncoder().encode("<svg onload=alert(1)>"), "image/svg+xml"),
      GARBLED,
    ]) {
      const res = await send(logo);
      expect(res.status, logo.slice(0, 40)).toBe(400);
      const { message } = (await res.json()) as { message: string };
      expect(message.startsWith("Invalid File Type - "), message).toBe(true);
    }
  });

  test("a normal PNG or JPEG logo is printed in the report", async () => {
    for (const [bytes, type] of [
      [PNG, "image/png"],
      [JPEG, "image/jpeg"],
    ] as const) {
      const res = await send(dataUrl(bytes, type));
      expect(res.status).toBe(200);
      const pdf = new TextDecoder("latin1").decode(await res.arrayBuffer());
      expect(pdf).toMatch(/\/Subtype \/Image/);
      expect(pdf).toMatch(/\/Width 4/);
    }
  });
});

test("a refused logo leaves no stored wizard request behind", async () => {
  const before = await countRows("user_formulation_requests");
  expect((await wizard(BOMB)).status).toBe(400);
  expect((await wizard(GARBLED)).status).toBe(400);
  expect(await countRows("user_formulation_requests")).toBe(before);
});

test("the wizard's own form answers the bomb with the same message, as the logo field's error", async () => {
  const form = new FormData();
  for (const [name, value] of [
    ["productName", "Logo Form Cream"],
    ["phLevel", "5.5"],
    ["costLevel", "medium"],
    ["logoSettings.logoUrl", BOMB],
    ["logoSettings.showLogo", "on"],
  ] as const) {
    form.set(name, value);
  }
  const decode = vi.spyOn(PDFDocument.prototype, "embedPng");
  const outcome = (await (generateRoute.action as (args: unknown) => unknown)({
    request: new Request("http://localhost/wizard/generate", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.250" },
      body: form,
    }),
    params: {},
    context: {},
  })) as { data: { error: Record<string, string[]> }; init: { status: number } };
  expect(outcome.init.status).toBe(400);
  expect(outcome.data.error["logoSettings.logoUrl"]).toEqual([REPORT_LOGO_MESSAGES.pixels]);
  expect(REPORT_LOGO_MESSAGES.pixels).toBe(PIXELS);
  expect(decode).not.toHaveBeenCalled();
});
