/**
 * Logo settings: kept in the browser's local storage, sent with report requests so the
 * PDF header carries the company's name and logo. Limits are the product contract's.
 */
import { REPORT_LOGO, REPORT_LOGO_MESSAGES, splitMessage } from "./image-uploads";
import { LOGO_SETTINGS_EVENT, LOGO_SETTINGS_KEY, LOGO_SIZE } from "./logo-size";
import { logoBytesProblem } from "./report-logo";

export { LOGO_SETTINGS_EVENT, LOGO_SETTINGS_KEY, LOGO_SIZE };

export type LogoSettings = { logoUrl?: string; logoSize: number; companyName?: string };

export const DEFAULT_LOGO_SETTINGS: LogoSettings = { logoSize: LOGO_SIZE.default };

export function loadLogoSettings(): LogoSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(LOGO_SETTINGS_KEY) ?? "null") as Partial<LogoSettings> | null;
    if (!raw || typeof raw !== "object") return DEFAULT_LOGO_SETTINGS;
    const size = Number(raw.logoSize);
    return {
      logoUrl: typeof raw.logoUrl === "string" ? raw.logoUrl : undefined,
      companyName: typeof raw.companyName === "string" ? raw.companyName : undefined,
      logoSize: Number.isFinite(size) ? Math.min(LOGO_SIZE.max, Math.max(LOGO_SIZE.min, size)) : LOGO_SIZE.default,
    };
  } catch {
    return DEFAULT_LOGO_SETTINGS;
  }
}

export function saveLogoSettings(settings: LogoSettings) {
  localStorage.setItem(LOGO_SETTINGS_KEY, JSON.stringify(settings));
  window.dispatchEvent(new Event(LOGO_SETTINGS_EVENT));
}

export function resetLogoSettings() {
  localStorage.removeItem(LOGO_SETTINGS_KEY);
  window.dispatchEvent(new Event(LOGO_SETTINGS_EVENT));
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
