/**
 * The browser side of an image upload ("Image upload", ADR 0026): ask for an upload URL,
 * PUT the file to it with its content type, then mark the stored object as the image — the
 * category's (it needs the category id) or a formulation's — and get back the object path to
 * show and save. Each failing step rejects with the spec's toast for that step.
 */
import type { ImageKind } from "#app/lib/image-uploads";

export type UploadToast = { title: string; description?: string };

export const UPLOAD_FAILED: UploadToast = {
  title: "Upload failed",
  description: "There was an error uploading your image. Please try again.",
};

export class UploadError extends Error {
  constructor(readonly toast: UploadToast) {
    super(toast.description ? `${toast.title} - ${toast.description}` : toast.title);
  }
}

export type UploadOptions = {
  kind: ImageKind;
  /** Required for a category image: the image is set on the category straight away. */
  categoryId?: string;
};

/** The server's `{ message }`, if it sent one. */
async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : undefined;
  } catch {
    return undefined;
  }
}

async function failWith(title: string, response: Response): Promise<never> {
  throw new UploadError({ title, description: await messageOf(response) });
}

const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  credentials: "same-origin",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** Uploads `file` and resolves to the object path of the stored image. */
export async function uploadImage(file: File, { kind, categoryId }: UploadOptions): Promise<string> {
  if (kind === "category" && !categoryId) throw new UploadError({ title: "Category ID is required for image upload" });
  try {
    const issued = await fetch("/api/objects/upload", jsonInit("POST", { kind }));
    if (!issued.ok) await failWith("Failed to get upload URL", issued);
    const { uploadURL } = (await issued.json()) as { uploadURL: string };

    const stored = await fetch(uploadURL, {
      method: "PUT",
      credentials: "same-origin",
      headers: { "Content-Type": file.type || "application/octet-stream" },
      body: file,
    });
    if (!stored.ok) await failWith("Failed to upload file", stored);
    const { objectPath } = (await stored.json()) as { objectPath: string };
    if (kind === "logo") return objectPath;

    const marked =
      kind === "category"
        ? await fetch(
            `/api/categories/${encodeURIComponent(categoryId ?? "")}/image`,
            jsonInit("PUT", { imageURL: uploadURL }),
          )
        : await fetch("/api/formulation-images", jsonInit("PUT", { imageURL: uploadURL }));
    if (!marked.ok) await failWith(kind === "category" ? "Failed to upload image" : UPLOAD_FAILED.title, marked);
    return ((await marked.json()) as { objectPath: string }).objectPath;
  } catch (error) {
    if (error instanceof UploadError) throw error;
    // The network, or an answer that is not the JSON it should be.
    throw new UploadError(UPLOAD_FAILED);
  }
}
