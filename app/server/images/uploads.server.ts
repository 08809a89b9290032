/**
 * Image uploads into R2 (ADR 0026), in two steps the spec names ("Image upload"):
 * an administrator asks for an upload URL (`issueUploadUrl`), then PUTs the file to it
 * (`storeUpload`). The URL is served by this worker and carries a single-use token valid for
 * ten minutes that names one server-generated key; the token is the credential, so the PUT
 * needs no session. The bytes decide the type (sniff.ts); the kind the URL was asked for decides
 * the size limit, checked from Content-Length first and again while the body streams in.
 */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_UPLOAD_KIND, IMAGE_KINDS, IMAGE_RULES, type ImageKind } from "#app/lib/image-uploads";
import { AppError } from "../app-error";
import type { Database } from "../db/client.server";
import { imageUploads } from "../db/schema";
import { getBindings } from "../env.server";
import { readAtMost } from "../http.server";
import { defineUseCase, type UserContext } from "../use-case.server";
import { newObjectKey, objectPathOf } from "./object-keys";
import { type SniffRefusal, sniffImage } from "./sniff";
import { newUploadToken, uploadIdOf } from "./upload-tokens";

export const UPLOAD_URL_MINUTES = 10;
/** Unused upload rows are kept a day past their expiry (to tell "expired" from "never issued" in logs), then swept. */
const SWEEP_AFTER_MS = 86_400_000;
export const UPLOAD_LINK_INVALID = "This upload link has expired or has already been used. Please try again.";
/** Uploaded objects never change under their key (a new image gets a new key). */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

const IssueSchema = z.object({
  kind: z.enum(IMAGE_KINDS, { error: `kind must be one of: ${IMAGE_KINDS.join(", ")}` }).default(DEFAULT_UPLOAD_KIND),
  origin: z.url(),
});

export const issueUploadUrl = defineUseCase(
  IssueSchema,
  async ({ db, user }: UserContext, input): Promise<{ uploadURL: string; objectPath: string; expiresAt: string }> => {
    const now = Date.now();
    await db
      .delete(imageUploads)
      .where(and(isNull(imageUploads.storedAt), lt(imageUploads.expiresAt, new Date(now - SWEEP_AFTER_MS))));
    const token = newUploadToken();
    const objectKey = newObjectKey();
    const expiresAt = new Date(now + UPLOAD_URL_MINUTES * 60_000);
    await db.insert(imageUploads).values({
      id: uploadIdOf(token) as string,
      objectKey,
      kind: input.kind,
      createdBy: user.id,
      expiresAt,
    });
    return {
      uploadURL: `${input.origin}/api/objects/upload/${token}`,
      objectPath: objectPathOf(objectKey),
      expiresAt: expiresAt.toISOString(),
    };
  },
);

function refusalMessage(kind: ImageKind, reason: SniffRefusal): string {
  const { notAnImage } = IMAGE_RULES[kind];
  if (reason === "svg") return `${notAnImage} - SVG files are not accepted; please use PNG, JPEG, WebP, GIF or AVIF.`;
  if (reason === "malformed" || reason === "markup") {
    return `${notAnImage} - This file is damaged or carries something besides the picture. Please save it again as PNG, JPEG, WebP, GIF or AVIF.`;
  }
  return notAnImage;
}

async function openUpload(db: Database, id: string | undefined, now: Date) {
  if (!id) return undefined;
  return db
    .select()
    .from(imageUploads)
    .where(and(eq(imageUploads.id, id), isNull(imageUploads.storedAt), gt(imageUploads.expiresAt, now)))
    .get();
}

export type UploadBody = { body: ReadableStream<Uint8Array> | null; contentLength: string | null };

/**
 * Stores the bytes sent to an upload URL. Order matters: the token is checked before a byte is
 * read (no one without a live token makes the worker read anything), the body is read to the
 * kind's limit at most, and the token is spent in one conditional update, so of two concurrent
 * uses exactly one stores. A failed R2 write gives the token back.
 */
export async function storeUpload(db: Database, token: string | undefined, upload: UploadBody) {
  const id = uploadIdOf(token);
  const row = await openUpload(db, id, new Date());
  if (!id || !row) throw new AppError(403, UPLOAD_LINK_INVALID);
  const rules = IMAGE_RULES[row.kind];
  const tooLarge = () => new AppError(413, rules.tooLarge);
  const declared = Number(upload.contentLength ?? "0");
  if (Number.isFinite(declared) && declared > rules.maxBytes) throw tooLarge();
  const bytes = await readAtMost(upload.body, rules.maxBytes, tooLarge);
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) throw new AppError(415, refusalMessage(row.kind, sniffed.reason));

  const now = new Date();
  const spent = await db
    .update(imageUploads)
    .set({ storedAt: now, contentType: sniffed.type, size: bytes.byteLength })
    .where(and(eq(imageUploads.id, id), isNull(imageUploads.storedAt), gt(imageUploads.expiresAt, now)))
    .returning({ objectKey: imageUploads.objectKey });
  if (!spent.length) throw new AppError(403, UPLOAD_LINK_INVALID);
  try {
    await getBindings().MEDIA.put(row.objectKey, bytes, {
      httpMetadata: { contentType: sniffed.type, cacheControl: IMMUTABLE_CACHE },
      customMetadata: { kind: row.kind },
    });
  } catch (error) {
    await db.update(imageUploads).set({ storedAt: null, contentType: null, size: null }).where(eq(imageUploads.id, id));
    console.error(JSON.stringify({ at: "upload", key: row.objectKey, error: String(error) }));
    throw new AppError(503, "The image could not be stored just now. Please try again.", undefined, { retryAfter: 5 });
  }
  return { objectPath: objectPathOf(row.objectKey), contentType: sniffed.type, size: bytes.byteLength };
}
