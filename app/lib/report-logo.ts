/**
 * The logo of a PDF report as it travels: a base64 data URL made by the branding panel from the
 * visitor's file (FileReader), kept in local storage and sent with each report request. Both the
 * panel (before saving) and the server's schema (before anything decodes it) judge it here, with
 * the one header inspection (`inspectImage`) and the limits in `REPORT_LOGO`. Isomorphic.
 */
import { type ImageHeader, inspectImage } from "./image-header";
import { REPORT_LOGO, REPORT_LOGO_MESSAGES, splitMessage } from "./image-uploads";

/** `data:<type>;base64,<data>`: the type a browser declared is ignored, the bytes say what the file is. */
const DATA_URL = /^data:[a-z]+\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The longest data URL a logo within the byte limit makes: base64 is 4 characters per 3 bytes. */
export const REPORT_LOGO_URL_MAX = "data:image/jpeg;base64,".length + 4 * Math.ceil(REPORT_LOGO.maxBytes / 3);

export type ReportLogoBytes = { ok: true; bytes: Uint8Array; header: ImageHeader } | { ok: false; message: string };

/** Why these bytes cannot be a report logo (the spec's 'Invalid File Type' or 'File Too Large'), or undefined. */
export function logoBytesProblem(bytes: Uint8Array): string | undefined {
  const inspected = inspectImage(bytes, REPORT_LOGO);
  return inspected.ok ? undefined : REPORT_LOGO_MESSAGES[inspected.reason];
}

/**
 * A logo data URL as bytes and their header, or why not. Its length is checked before base64 is
 * decoded, and the header before anything decodes a pixel. Other URLs are never fetched.
 */
export function reportLogoOf(dataUrl: string): ReportLogoBytes {
  if (dataUrl.length > REPORT_LOGO_URL_MAX) return { ok: false, message: REPORT_LOGO_MESSAGES.bytes };
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (base64 === undefined || base64.length % 4 !== 0) return { ok: false, message: REPORT_LOGO_MESSAGES.type };
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  const inspected = inspectImage(bytes, REPORT_LOGO);
  if (!inspected.ok) return { ok: false, message: REPORT_LOGO_MESSAGES[inspected.reason] };
  return { ok: true, bytes, header: inspected.header };
}

/**
 * Why a chosen file cannot be the logo, in the spec's words ('Invalid File Type', 'File Too
 * Large'), or undefined when it can: the size from the file first, then its header by the same
 * rules the server applies (`logoBytesProblem`), so a file the server would refuse is never saved.
 */
export async function logoFileProblem(file: Blob): Promise<{ title: string; description?: string } | undefined> {
  if (file.size > REPORT_LOGO.maxBytes) return splitMessage(REPORT_LOGO_MESSAGES.bytes);
  const problem = logoBytesProblem(new Uint8Array(await file.arrayBuffer()));
  return problem ? splitMessage(problem) : undefined;
}
