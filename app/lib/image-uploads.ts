/**
 * What an uploaded image may be, shared by the upload form (checks before sending) and the server
 * (the checks that count). Limits and messages are the spec's; a message written as
 * 'Title - Description' is shown as a toast with that title and description.
 */
import type { ImageLimits, ImageRefusal } from "./image-header";

export const IMAGE_KINDS = ["category", "formulation", "logo"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const MB = 1024 * 1024;

/** The raster types the server recognises from the bytes. SVG is not among them: it can carry script. */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** For the file picker's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

export type ImageRules = { maxBytes: number; tooLarge: string; notAnImage: string };

export const IMAGE_RULES: Record<ImageKind, ImageRules> = {
  category: {
    maxBytes: 5 * MB,
    tooLarge: "File size must be less than 5MB",
    notAnImage: "Please select an image file",
  },
  formulation: {
    maxBytes: 10 * MB,
    tooLarge: "File too large - Please select a file smaller than 10MB.",
    notAnImage: "Please select an image file",
  },
  logo: {
    maxBytes: 2 * MB,
    tooLarge: "File Too Large - The logo must be at most 2 MB.",
    notAnImage: "Invalid File Type - Please select an image file",
  },
};

/**
 * The logo printed at the top of a PDF report: the visitor's own file, kept in their browser and
 * sent as a data URL with each report request (the wizard, the library's PDF download). pdf-lib
 * decodes a PNG to full RGBA in the worker's memory before it embeds it, so the picture is
 * measured from its header before that (`inspectImage`): 2000 × 2000 pixels at 8 bits a channel
 * (16 MB of samples) peaks near 50 MB in one decode, inside an isolate's 128 MB, and prints sharp
 * at 60 points high; the same picture at 16 bits a channel needed twice that, so PNG samples are
 * capped at those 16 MB. Only PNG and JPEG: the two formats a PDF embeds. ADR 0051 gives the
 * measurements.
 */
export const REPORT_LOGO = {
  types: ["image/png", "image/jpeg"],
  maxBytes: IMAGE_RULES.logo.maxBytes,
  maxWidth: 2000,
  maxHeight: 2000,
  maxSampleBytes: 2000 * 2000 * 4,
} as const satisfies ImageLimits;

/** Why a report logo is refused, in the spec's words ('Invalid File Type', 'File Too Large') and then why. */
export const REPORT_LOGO_MESSAGES: Record<ImageRefusal, string> = {
  empty: "Invalid File Type - The logo file is empty. Please choose a PNG or JPEG image.",
  type: "Invalid File Type - Please choose a PNG or JPEG image.",
  malformed: "Invalid File Type - This logo is damaged or is not a whole PNG or JPEG image. Please save it again.",
  bytes: IMAGE_RULES.logo.tooLarge,
  pixels: `File Too Large - The logo must be at most ${REPORT_LOGO.maxWidth} × ${REPORT_LOGO.maxHeight} pixels.`,
  samples:
    "File Too Large - A logo this large must be saved with 8-bit colour (16-bit PNGs up to about 1400 × 1400 pixels).",
};

/** The largest limit: what an upload URL allows when the caller did not say what the image is for. */
export const DEFAULT_UPLOAD_KIND: ImageKind = "formulation";

/** Public path prefix of stored uploads; the path's last segment is a server-generated uuid. */
export const UPLOADED_IMAGE_PREFIX = "/objects/uploads/";

/** Why a chosen file cannot be sent, in the spec's words, or undefined when it may be sent. */
export function imageFileProblem(kind: ImageKind, file: { type: string; size: number }): string | undefined {
  const rules = IMAGE_RULES[kind];
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return rules.notAnImage;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return undefined;
}

/** 'Title - Description' as a toast's two parts; a message without the separator is all title. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(" - ");
  if (at < 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 3) };
}
