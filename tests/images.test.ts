/**
 * Images in R2 (ADR 0026): the upload URL, the token-authorised PUT with type sniffing
 * and the spec's size limits, serving with the sniffed type and immutable caching, marking a
 * category's or formulation's image (own uploads only; replaced uploads deleted), alt text, and
 * every admin call refused to anonymous callers (401) and non-admins (403).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import * as altTextRoute from "#app/features/admin/routes/api/admin/generate-alt-text";
import * as categoryImageRoute from "#app/features/admin/routes/api/category-image";
import * as formulationImagesRoute from "#app/features/admin/routes/api/formulation-images";
import * as uploadRoute from "#app/features/admin/routes/api/object-upload";
import * as uploadUrlRoute from "#app/features/admin/routes/api/object-upload-url";
import * as imageRoute from "#app/routes/uploaded-image";
import { createSession } from "#app/server/auth/session.server";
import { forgetContentVersion, getContentVersion } from "#app/server/content-version.server";
import { getDb } from "#app/server/db/client.server";
import { categories, formulations, imageUploads, users } from "#app/server/db/schema";
import { MISSING_NAME } from "#app/server/images/alt-text";
import { altTextFor } from "#app/server/images/alt-text.server";
import { deleteReplacedImage, FOREIGN_IMAGE } from "#app/server/images/stored-images.server";
import { UPLOAD_LINK_INVALID } from "#app/server/images/uploads.server";
import type { LlmClient } from "#formulation";
import {
  AVIF_CONTAINER,
  GIF,
  GIF_HTML_POLYGLOT,
  HTML_AS_PNG,
  JPEG,
  PNG,
  PNG_WITH_SCRIPT_CHUNK,
  PNG_WITH_TRAILER,
  pngOfSize,
  SVG,
  WEBP,
} from "../test-support/image-fixtures";
import { serveHttp } from "../workers/http";
import { adminSessionCookie, call, runSeed } from "./helpers";

const MB = 1024 * 1024;
let adminCookie = "";
let userCookie = "";

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [admin] = await db.insert(users).values({ email: "images.admin@example.com", isAdmin: true }).returning();
  const [user] = await db.insert(users).values({ email: "images.user@example.com" }).returning();
  if (!admin || !user) throw new Error("users missing");
  adminCookie = await adminSessionCookie(db, admin.id);
  userCookie = `formulab_session=${(await createSession(db, user.id)).token}`;
});

type Json = Record<string, unknown>;

function jsonRequest(method: string, path: string, body: unknown, cookie = adminCookie) {
  const headers: Record<string, string> = { Cookie: cookie };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function uploadUrl(kind?: string): Promise<{ uploadURL: string; objectPath: string }> {
  const response = await call(
    uploadUrlRoute.action,
    jsonRequest("POST", "/api/objects/upload", kind ? { kind } : undefined),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { uploadURL: string; objectPath: string };
}

function tokenOf(uploadURL: string): string {
  return new URL(uploadURL).pathname.split("/").at(-1) ?? "";
}

async function put(uploadURL: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  const request = new Request(uploadURL, {
    method: "PUT",
    headers: { "Content-Type": "image/png", ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const response = await call(uploadRoute.action, request, { token: tokenOf(uploadURL) });
  return { status: response.status, body: (await response.json()) as Json };
}

async function serve(objectPath: string, headers: Record<string, string> = {}) {
  const id = objectPath.split("/").at(-1) ?? "";
  return call(imageRoute.loader as never, new Request(`http://localhost${objectPath}`, { headers }), { id });
}

async function uploaded(bytes: Uint8Array<ArrayBuffer>, kind?: string): Promise<string> {
  const { uploadURL } = await uploadUrl(kind);
  const stored = await put(uploadURL, bytes);
  expect(stored.status).toBe(201);
  return stored.body.objectPath as string;
}

async function markCategory(id: string, imageURL: unknown, cookie = adminCookie) {
  const response = await call(
    categoryImageRoute.action,
    jsonRequest("PUT", `/api/categories/${id}/image`, { imageURL }, cookie),
    { id },
  );
  return { status: response.status, body: (await response.json()) as Json };
}

async function aCategory(slug = "skin-care-formulations") {
  const row = await getDb().select().from(categories).where(eq(categories.slug, slug)).get();
  if (!row) throw new Error(`no category ${slug}`);
  return row;
}

test("an uploaded image is served back with the type its bytes show, immutable and nosniff", async () => {
  for (const [bytes, type] of [
    [PNG, "image/png"],
    [JPEG, "image/jpeg"],
    [WEBP, "image/webp"],
    [GIF, "image/gif"],
    [AVIF_CONTAINER, "image/avif"],
  ] as const) {
    const { uploadURL, objectPath } = await uploadUrl();
    expect(uploadURL).toMatch(/^http:\/\/localhost\/api\/objects\/upload\/[a-z2-7]{32}$/);
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    // The client's Content-Type is not believed: the bytes decide.
    const stored = await put(uploadURL, bytes, { "Content-Type": "text/html" });
    expect(stored).toEqual({ status: 201, body: { objectPath, contentType: type, size: bytes.length } });
    const served = await serve(objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(type);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  }
});

test("unknown and malformed image paths are 404; a repeat request with the ETag is 304", async () => {
  expect((await serve("/objects/uploads/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  expect((await serve("/objects/uploads/..%2Freports%2Fx")).status).toBe(404);
  const objectPath = await uploaded(PNG);
  const first = await serve(objectPath);
  const again = await serve(objectPath, { "If-None-Match": first.headers.get("ETag") ?? "" });
  expect(again.status).toBe(304);
});

test("through the worker's pipeline an image keeps its long cache for signed-in visitors too, under a no-script CSP", async () => {
  const objectPath = await uploaded(PNG);
  const ctx = createExecutionContext();
  const response = await serveHttp(
    new Request(`http://localhost${objectPath}`, { headers: { Cookie: adminCookie } }),
    ctx,
    {
      publicOrigin: "",
      turnstile: false,
      policyFor: async () => imageRoute.policy,
      version: async () => "v",
      render: (request) => serve(new URL(request.url).pathname, Object.fromEntries(request.headers)),
    },
  );
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
});

test("forged and non-image files are refused with the spec's message, and nothing is stored", async () => {
  const cases: [Uint8Array<ArrayBuffer>, RegExp][] = [
    [HTML_AS_PNG, /^Please select an image file$/],
    [new Uint8Array(), /^Please select an image file$/],
    [SVG, /^Please select an image file - SVG files are not accepted/],
    [GIF_HTML_POLYGLOT, /^Please select an image file - This file is damaged/],
    [PNG_WITH_TRAILER, /^Please select an image file - This file is damaged/],
    [PNG_WITH_SCRIPT_CHUNK, /^Please select an image file - This file is damaged/],
  ];
  for (const [bytes, message] of cases) {
    const { uploadURL, objectPath } = await uploadUrl("category");
    const refused = await put(uploadURL, bytes);
    expect(refused.status).toBe(415);
    expect(refused.body.message).toMatch(message);
    expect((await serve(objectPath)).status).toBe(404);
    // A refused file does not spend the link: the same URL still takes a real image.
    expect((await put(uploadURL, PNG)).status).toBe(201);
  }
});

test("oversize files are refused with each kind's own message, by Content-Length and while streaming", async () => {
  const limits = [
    ["category", 5 * MB, "File size must be less than 5MB"],
    ["formulation", 10 * MB, "File too large - Please select a file smaller than 10MB."],
    [undefined, 10 * MB, "File too large - Please select a file smaller than 10MB."],
    ["logo", 2 * MB, "File Too Large - The logo must be at most 2 MB."],
  ] as const;
  for (const [kind, limit, message] of limits) {
    const atLimit = await uploadUrl(kind);
    expect((await put(atLimit.uploadURL, pngOfSize(limit))).status).toBe(201);
    const over = await uploadUrl(kind);
    expect(await put(over.uploadURL, pngOfSize(limit + 1))).toEqual({ status: 413, body: { message } });
  }
  // A declared length over the limit is refused before a byte is read.
  const declared = await uploadUrl("logo");
  const early = await put(declared.uploadURL, PNG, { "Content-Length": String(50 * MB) });
  expect(early.status).toBe(413);
  // A body without a length is read only up to the limit, then the stream is cancelled.
  let pulled = 0;
  let cancelled = false;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024));
    },
    cancel() {
      cancelled = true;
    },
  });
  const streamed = await uploadUrl("logo");
  expect(await put(streamed.uploadURL, endless)).toEqual({ status: 413, body: { message: limits[3][2] } });
  expect(cancelled).toBe(true);
  expect(pulled).toBeLessThanOrEqual(2 * MB + 2 * 64 * 1024);
});

test("an upload link works once, for ten minutes, for its own key only", async () => {
  const a = await uploadUrl();
  const b = await uploadUrl();
  expect(a.objectPath).not.toBe(b.objectPath);
  expect((await put(a.uploadURL, PNG)).status).toBe(201);
  // Reused: refused, and the stored image is unchanged.
  expect(await put(a.uploadURL, GIF)).toEqual({ status: 403, body: { message: UPLOAD_LINK_INVALID } });
  expect((await serve(a.objectPath)).headers.get("Content-Type")).toBe("image/png");
  // A's token wrote A's key and nothing else: B's object does not exist until B's own upload.
  expect((await serve(b.objectPath)).status).toBe(404);
  // Expired: the row's expiry in the past.
  const late = await uploadUrl();
  await env.DB.prepare("UPDATE image_uploads SET expires_at = ? WHERE object_key = ?")
    .bind(Date.now() - 1000, late.objectPath.replace("/objects/", ""))
    .run();
  expect(await put(late.uploadURL, PNG)).toEqual({ status: 403, body: { message: UPLOAD_LINK_INVALID } });
  expect((await serve(late.objectPath)).status).toBe(404);
  // Made-up and hostile tokens.
  for (const token of ["a".repeat(32), "../../uploads/x", "", "%00"]) {
    const response = await call(
      uploadRoute.action,
      new Request("http://localhost/api/objects/upload/x", { method: "PUT", body: PNG }),
      {
        token,
      },
    );
    expect(response.status, token).toBe(403);
  }
});

test("the client cannot choose the key or an unknown kind", async () => {
  const response = await call(
    uploadUrlRoute.action,
    jsonRequest("POST", "/api/objects/upload", { kind: "category", objectKey: "../reports/x", key: "evil" }),
  );
  const { objectPath } = (await response.json()) as { objectPath: string };
  expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
  const bad = await call(uploadUrlRoute.action, jsonRequest("POST", "/api/objects/upload", { kind: "avatar" }));
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as Json).message).toBe("kind must be one of: category, formulation, logo");
  const text = await call(
    uploadUrlRoute.action,
    new Request("http://localhost/api/objects/upload", {
      method: "POST",
      headers: { Cookie: adminCookie },
      body: "kind=logo",
    }),
  );
  expect(text.status).toBe(415);
});

test("every admin image call answers 401 to anonymous callers and 403 to non-admins", async () => {
  const category = await aCategory();
  const calls = [
    (cookie: string) => call(uploadUrlRoute.action, jsonRequest("POST", "/api/objects/upload", undefined, cookie)),
    (cookie: string) =>
      call(
        categoryImageRoute.action,
        jsonRequest("PUT", `/api/categories/${category.id}/image`, { imageURL: "/x" }, cookie),
        {
          id: category.id,
        },
      ),
    (cookie: string) =>
      call(formulationImagesRoute.action, jsonRequest("PUT", "/api/formulation-images", { imageURL: "/x" }, cookie)),
    (cookie: string) =>
      call(altTextRoute.action, jsonRequest("POST", "/api/admin/generate-alt-text", { name: "Face Cream" }, cookie)),
  ];
  for (const send of calls) {
    expect((await send("")).status).toBe(401);
    expect((await send(userCookie)).status).toBe(403);
  }
});

test("marking a category image sets it, bumps the content version and deletes the replaced upload", async () => {
  const category = await aCategory("oral-care-formulations");
  const first = await uploaded(PNG, "category");
  forgetContentVersion();
  const before = await getContentVersion(getDb());
  expect(await markCategory(category.id, first)).toEqual({ status: 200, body: { objectPath: first } });
  expect((await aCategory("oral-care-formulations")).image).toBe(first);
  forgetContentVersion();
  expect(await getContentVersion(getDb())).not.toBe(before);

  // The upload URL itself names the object too (what the spec's client sends).
  const second = await uploadUrl("category");
  expect((await put(second.uploadURL, JPEG)).status).toBe(201);
  expect(await markCategory(category.slug, second.uploadURL)).toEqual({
    status: 200,
    body: { objectPath: second.objectPath },
  });
  expect((await serve(first)).status).toBe(404);
  expect((await serve(second.objectPath)).status).toBe(200);
});

test("a replaced upload still shown elsewhere, and a seed or static image, are never deleted", async () => {
  const category = await aCategory("pet-care-formulations");
  const shared = await uploaded(PNG, "category");
  await markCategory(category.id, shared);
  await getDb().update(formulations).set({ image: shared }).where(eq(formulations.categoryId, category.id));
  await markCategory(category.id, await uploaded(GIF, "category"));
  expect((await serve(shared)).status).toBe(200);

  expect(await deleteReplacedImage(getDb(), "/images/category-placeholder.svg", shared)).toBe(false);
  expect(await deleteReplacedImage(getDb(), "https://cdn.example/objects/uploads/x.png", shared)).toBe(false);
  const lonely = await uploaded(WEBP);
  expect(await deleteReplacedImage(getDb(), lonely, shared)).toBe(true);
  expect((await serve(lonely)).status).toBe(404);
  expect(
    await getDb()
      .select()
      .from(imageUploads)
      .where(eq(imageUploads.objectKey, lonely.replace("/objects/", ""))),
  ).toEqual([]);
});

test("only this site's stored uploads can be marked, within the kind's limit", async () => {
  const category = await aCategory("shoe-care-formulations");
  const stored = await uploaded(PNG);
  for (const foreign of [
    `https://evil.example${stored}`,
    `//evil.example${stored}`,
    "/images/category-placeholder.svg",
    "javascript:alert(1)",
    `${stored}?x=1`,
  ]) {
    expect(await markCategory(category.id, foreign), foreign).toEqual({
      status: 400,
      body: { message: FOREIGN_IMAGE, fieldErrors: { imageURL: [FOREIGN_IMAGE] } },
    });
  }
  expect((await markCategory(category.id, "/objects/uploads/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  expect((await markCategory(category.id, "")).status).toBe(400);
  expect((await markCategory("no-such-category", stored)).status).toBe(404);
  expect((await aCategory("shoe-care-formulations")).image).toBeNull();

  // 6 MB: too big for a category (5 MB), fine for a formulation (10 MB).
  const big = await uploaded(pngOfSize(6 * MB), "formulation");
  expect(await markCategory(category.id, `http://localhost${big}`)).toEqual({
    status: 413,
    body: { message: "File size must be less than 5MB" },
  });
  const asFormulation = await call(
    formulationImagesRoute.action,
    jsonRequest("PUT", "/api/formulation-images", { imageURL: `http://localhost${big}` }),
  );
  expect(asFormulation.status).toBe(200);
  expect(await asFormulation.json()).toEqual({ objectPath: big });
  const foreign = await call(
    formulationImagesRoute.action,
    jsonRequest("PUT", "/api/formulation-images", { imageURL: "https://evil.example/a.png" }),
  );
  expect(foreign.status).toBe(400);
});

test("alt text: an honest phrase from the name and category, ≤ 125 characters, never 'image of'", async () => {
  const ask = async (body: unknown) => {
    const response = await call(altTextRoute.action, jsonRequest("POST", "/api/admin/generate-alt-text", body));
    return { status: response.status, body: (await response.json()) as Json };
  };
  const category = await aCategory();
  expect(await ask({ name: "Hydrating Rose Face Cream", category: category.id })).toEqual({
    status: 200,
    body: { altText: "Hydrating Rose Face Cream, a skin care formulation", source: "engine" },
  });
  expect((await ask({ name: "Image of  Glass Cleaner", category: "Cleaning Products" })).body.altText).toBe(
    "Glass Cleaner, a cleaning products formulation",
  );
  expect((await ask({ name: "Oven Degreaser Formula" })).body.altText).toBe("Oven Degreaser Formula");
  const long = (await ask({ name: "Ultra ".repeat(30), category: "skin-care-formulations" })).body.altText as string;
  expect(long.length).toBeLessThanOrEqual(125);
  for (const body of [{ name: "   " }, {}, { category: "skin-care-formulations" }]) {
    expect(await ask(body)).toEqual({
      status: 400,
      body: { message: MISSING_NAME, fieldErrors: { name: [MISSING_NAME] } },
    });
  }
});

test("alt text with an LLM: its sentence when it keeps the rules, the engine's otherwise", async () => {
  const llm = (answer: string | Error): LlmClient => ({
    complete: async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const input = { name: "Baby Shampoo", category: "baby-care-formulations" };
  const good = await altTextFor(getDb(), input, llm(JSON.stringify({ altText: "Gentle baby shampoo formulation" })));
  expect(good).toEqual({ altText: "Gentle baby shampoo formulation", source: "llm" });
  for (const bad of [
    JSON.stringify({ altText: "Image of a baby shampoo bottle" }),
    JSON.stringify({ altText: "x".repeat(126) }),
    JSON.stringify({ altText: "<b>Baby</b>" }),
    "not json",
    new Error("timeout"),
  ]) {
    expect(await altTextFor(getDb(), input, llm(bad))).toEqual({
      altText: "Baby Shampoo, a baby care formulation",
      source: "engine",
    });
  }
});
