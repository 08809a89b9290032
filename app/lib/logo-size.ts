/**
 * The part of the logo settings every page needs: the nav logo's height follows the logo size
 *. Kept apart from the settings panel's code so the nav ships only this.
 */
export const LOGO_SETTINGS_KEY = "formulab:logo-settings";
/** Fired on this tab when the settings change (other tabs get the browser's own `storage` event). */
export const LOGO_SETTINGS_EVENT = "formulab:logo-settings";
export const LOGO_SIZE = { min: 20, max: 200, step: 10, default: 110 } as const;

const NAV_LOGO_PX = { default: 40, min: 24, max: 64 } as const;

/**
 * The nav logo's height for a logo size. The size is the report's scale (20–200, default 110);
 * the nav keeps its proportions: 110 → 40 px, within 24–64 px.
 */
export function navLogoHeight(logoSize: number): number {
  const px = Math.round((logoSize / LOGO_SIZE.default) * NAV_LOGO_PX.default);
  return Math.min(NAV_LOGO_PX.max, Math.max(NAV_LOGO_PX.min, px));
}

/** The stored logo size, or the default when none (or nothing readable) is stored. */
export function storedLogoSize(): number {
  try {
    const size = Number(
      (JSON.parse(localStorage.getItem(LOGO_SETTINGS_KEY) ?? "null") as { logoSize?: unknown })?.logoSize,
    );
    return Number.isFinite(size) ? Math.min(LOGO_SIZE.max, Math.max(LOGO_SIZE.min, size)) : LOGO_SIZE.default;
  } catch {
    return LOGO_SIZE.default;
  }
}
