/**
 * Logo settings: kept in the browser's local storage, sent with report requests so the
 * PDF header carries the company's name and logo. Limits are the product contract's.
 */
import { LOGO_SETTINGS_EVENT, LOGO_SETTINGS_KEY, LOGO_SIZE } from "./logo-size";

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
