/**
 * Names of uploaded objects. The server alone makes them (`uploads/<uuid>`), and the public path
 * of an object is `/objects/uploads/<uuid>`: parsing accepts nothing else, so no client-written
 * key or `..` can ever reach R2, and PDF reports cached in the same bucket are never served.
 */
import { UPLOADED_IMAGE_PREFIX } from "#app/lib/image-uploads";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newObjectKey(): string {
  return `uploads/${crypto.randomUUID()}`;
}

export function objectPathOf(key: string): string {
  return `/objects/${key}`;
}

/** The R2 key for an uploaded object's id (the last path segment), or undefined when it is not one. */
export function objectKeyOfId(id: string | undefined): string | undefined {
  return id && UUID.test(id) ? `uploads/${id}` : undefined;
}

/** The R2 key behind a stored image's public path, or undefined for any other image (seed, static, external). */
export function objectKeyOfPath(path: string | null | undefined): string | undefined {
  if (!path?.startsWith(UPLOADED_IMAGE_PREFIX)) return undefined;
  return objectKeyOfId(path.slice(UPLOADED_IMAGE_PREFIX.length));
}
