/**
 * An image field for the admin forms (ADR 0026):
 *
 *   <ImageUploadField kind="formulation" label="Product image" value={image} alt={imageAlt}
 *     onChange={(path, file) => { setImage(path); setImageFilename(file?.name ?? ""); }} />
 *   <ImageUploadField kind="category" categoryId={category.id} label="Category image"
 *     value={category.image ?? ""} onChange={(path) => setImage(path)} />
 *
 * - `kind` picks the spec's limit and messages (category 5 MB, formulation 10 MB, logo 2 MB).
 * - `value` is the current image path (or ""); it is shown as the preview.
 * - `onChange(objectPath, file)` runs after the upload is stored and marked; a category's image
 *   is already saved on the server by then (the call needs `categoryId`), a formulation's path
 *   is for the form to save in `image`. Formulation and logo fields also offer Remove (→ "").
 * - Problems are shown as the spec's toasts; the field never throws.
 */
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { IMAGE_ACCEPT, IMAGE_RULES, type ImageKind, imageFileProblem, splitMessage } from "#app/lib/image-uploads";
import { UploadError, uploadImage } from "./upload-image";

export type ImageUploadFieldProps = {
  kind: ImageKind;
  label: string;
  value: string;
  onChange: (objectPath: string, file?: { name: string; type: string; size: number }) => void;
  /** The image's alt text for the preview (empty: the preview is decorative). */
  alt?: string;
  categoryId?: string;
};

const MB = 1024 * 1024;

export function ImageUploadField({ kind, label, value, onChange, alt = "", categoryId }: ImageUploadFieldProps) {
  const { toast } = useToast();
  const [uploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    const clear = () => {
      if (inputRef.current) inputRef.current.value = "";
    };
    const problem = imageFileProblem(kind, file);
    if (problem) {
      clear();
      return toast({ ...splitMessage(problem), variant: "destructive" });
    }
    setUploading(true);
    try {
      const objectPath = await uploadImage(file, { kind, categoryId });
      onChange(objectPath, { name: file.name, type: file.type, size: file.size });
    } catch (error) {
      const shown = error instanceof UploadError ? error.toast : { title: "Upload failed" };
      toast({ ...shown, variant: "destructive" });
    } finally {
      setUploading(false);
      clear();
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid={`image-upload-${kind}`}>
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {value ? (
          <img src={value} alt={alt} className="h-full w-full object-cover" />
        ) : (
          <span className="px-2 text-center text-xs text-slate-500">No image yet</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={uploading}
          aria-describedby={hintId}
          onChange={(e) => choose(e.target.files?.[0])}
          className="mt-1 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-ink hover:file:bg-slate-100 disabled:opacity-60"
        />
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          PNG, JPEG, WebP, GIF or AVIF, at most {IMAGE_RULES[kind].maxBytes / MB} MB.
        </p>
        {uploading ? (
          <p role="status" className="mt-1 text-sm font-medium text-brand-700">
            Uploading…
          </p>
        ) : null}
        {value && kind !== "category" && !uploading ? (
          <Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={() => onChange("")}>
            Remove image
          </Button>
        ) : null}
      </div>
    </div>
  );
}
