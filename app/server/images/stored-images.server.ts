/**
 * Using a stored upload ("mark the object as the image"): an image URL a client sends is
 * accepted only when it names an object this worker stored — its public path or the upload URL
 * it was sent to, on this site's origin — and when that object is within the limit of what it
 * becomes (category 5 MB, formulation 10 MB). Replaced uploads are deleted from R2 once nothing
 * refers to them; seed and static images are never touched.
 */
import { and, count, eq, isNotNull, or } from "drizzle-orm";
import { z } from "zod";
import { idOrSlug } from "#app/lib/identifiers";
import { IMAGE_RULES, type ImageKind } from "#app/lib/image-uploads";
import { AppError } from "../app-error";
import { bumpContentVersion } from "../content-version.server";
import type { Database } from "../db/client.server";
import { blogPosts, categories, formulations, imageUploads } from "../db/schema";
import { getBindings } from "../env.server";
import { defineUseCase, type UserContext } from "../use-case.server";
import { objectKeyOfId, objectKeyOfPath, objectPathOf } from "./object-keys";
import { uploadIdOf } from "./upload-tokens";

export const FOREIGN_IMAGE = "Only images uploaded here can be used. Please upload the image first.";
export const IMAGE_NOT_FOUND = "The uploaded image was not found. Please upload it again.";

const ImageUrl = z
  .string({ error: "imageURL is required" })
  .trim()
  .min(1, "imageURL is required")
  .max(2048, "imageURL is too long");

type StoredImage = { objectKey: string; objectPath: string; size: number; contentType: string };

/** The R2 key an image URL names, if it is one of ours: `/objects/uploads/<uuid>` or `/api/objects/upload/<token>`. */
async function keyOfImageUrl(db: Database, imageURL: string, origin: string): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(imageURL, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.search || url.hash) return undefined;
  const byPath = objectKeyOfPath(url.pathname);
  if (byPath) return byPath;
  const token = /^\/api\/objects\/upload\/([^/]+)$/.exec(url.pathname)?.[1];
  const id = uploadIdOf(token);
  if (!id) return undefined;
  const row = await db
    .select({ objectKey: imageUploads.objectKey })
    .from(imageUploads)
    .where(eq(imageUploads.id, id))
    .get();
  return row?.objectKey;
}

/** The stored upload an image URL names, within the limit for `kind`; an AppError otherwise. */
export async function requireStoredImage(
  db: Database,
  imageURL: string,
  origin: string,
  kind: ImageKind,
): Promise<StoredImage> {
  const objectKey = await keyOfImageUrl(db, imageURL, origin);
  if (!objectKey) throw new AppError(400, FOREIGN_IMAGE, { imageURL: [FOREIGN_IMAGE] });
  const row = await db
    .select()
    .from(imageUploads)
    .where(and(eq(imageUploads.objectKey, objectKey), isNotNull(imageUploads.storedAt)))
    .get();
  const object = row ? await getBindings().MEDIA.head(objectKey) : null;
  if (!row || !object) throw new AppError(404, IMAGE_NOT_FOUND);
  if (object.size > IMAGE_RULES[kind].maxBytes) throw new AppError(413, IMAGE_RULES[kind].tooLarge);
  return {
    objectKey,
    objectPath: objectPathOf(objectKey),
    size: object.size,
    contentType: object.httpMetadata?.contentType ?? row.contentType ?? "application/octet-stream",
  };
}

/** How many rows still show this image (a path may be reused, e.g. a category's image for a formulation). */
async function referencesTo(db: Database, path: string): Promise<number> {
  const [c, f, b] = await db.batch([
    db.select({ n: count() }).from(categories).where(eq(categories.image, path)),
    db.select({ n: count() }).from(formulations).where(eq(formulations.image, path)),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.featuredImage, path)),
  ]);
  return (c[0]?.n ?? 0) + (f[0]?.n ?? 0) + (b[0]?.n ?? 0);
}

/**
 * Deletes a replaced image from R2 when it was an upload and nothing shows it any more. Call it
 * after the row that showed `previous` was saved with `next` (the formulation save path does so
 * for a formulation's `image`). Returns whether an object was deleted. Never throws: a failed
 * delete leaves an orphan object, not a failed save.
 */
export async function deleteReplacedImage(
  db: Database,
  previous: string | null | undefined,
  next: string | null | undefined,
): Promise<boolean> {
  const key = objectKeyOfPath(previous);
  if (!key || !previous || previous === next) return false;
  try {
    if ((await referencesTo(db, previous)) > 0) return false;
    await getBindings().MEDIA.delete(key);
    await db.delete(imageUploads).where(eq(imageUploads.objectKey, key));
    return true;
  } catch (error) {
    console.error(JSON.stringify({ at: "delete-replaced-image", key, error: String(error) }));
    return false;
  }
}

const CategoryImageSchema = z.object({
  id: idOrSlug("Category"),
  imageURL: ImageUrl,
  origin: z.url(),
});

/** PUT /api/categories/{id}/image: the stored upload becomes the category's image (5 MB at most). */
export const setCategoryImage = defineUseCase(
  CategoryImageSchema,
  async ({ db }: UserContext, input): Promise<{ objectPath: string }> => {
    const category = await db
      .select({ id: categories.id, image: categories.image })
      .from(categories)
      .where(or(eq(categories.id, input.id), eq(categories.slug, input.id)))
      .get();
    if (!category) throw new AppError(404, "Category not found");
    const image = await requireStoredImage(db, input.imageURL, input.origin, "category");
    await db.update(categories).set({ image: image.objectPath }).where(eq(categories.id, category.id));
    await bumpContentVersion(db);
    await deleteReplacedImage(db, category.image, image.objectPath);
    return { objectPath: image.objectPath };
  },
);

const FormulationImageSchema = z.object({ imageURL: ImageUrl, origin: z.url() });

/**
 * PUT /api/formulation-images: checks the stored upload may be a formulation's image (10 MB at
 * most) and answers its path; the formulation form saves that path in `image`.
 */
export const checkFormulationImage = defineUseCase(
  FormulationImageSchema,
  async ({ db }: UserContext, input): Promise<{ objectPath: string }> => {
    const image = await requireStoredImage(db, input.imageURL, input.origin, "formulation");
    return { objectPath: image.objectPath };
  },
);

/** An uploaded image from R2 for GET /objects/uploads/{id}, or null when there is none. */
export async function readUploadedImage(id: string | undefined, conditional?: Headers) {
  const key = objectKeyOfId(id);
  if (!key) return null;
  return getBindings().MEDIA.get(key, conditional ? { onlyIf: conditional } : undefined);
}
