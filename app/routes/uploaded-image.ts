import { IMAGE_TYPES } from "#app/lib/image-uploads";
import type { RoutePolicy } from "#app/lib/route-policy";
import { readUploadedImage } from "#app/server/images/stored-images.server";
import { IMMUTABLE_CACHE } from "#app/server/images/uploads.server";
import type { Route } from "./+types/uploaded-image";

/**
 * Uploaded images are public like the pages that show them. Not edge-cached by the page cache:
 * the answer itself is immutable for a year (a new image always gets a new key), which browsers
 * and CDNs keep without our help (workers/security-headers.ts lets such answers through as public).
 */
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

const notFound = () =>
  new Response("Image not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

async function read(id: string | undefined, request: Request) {
  try {
    return await readUploadedImage(id, request.headers);
  } catch {
    // A conditional header R2 cannot use (a malformed If-None-Match, say): answer unconditionally.
    return readUploadedImage(id);
  }
}

// GET /objects/uploads/:id — an uploaded image from R2, with the type its bytes were sniffed as.
export async function loader({ request, params }: Route.LoaderArgs) {
  const object = await read(params.id, request);
  if (!object) return notFound();
  const stored = object.httpMetadata?.contentType ?? "";
  const headers = new Headers({
    "Content-Type": (IMAGE_TYPES as readonly string[]).includes(stored) ? stored : "application/octet-stream",
    "Cache-Control": IMMUTABLE_CACHE,
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}
