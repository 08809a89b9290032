/**
 * Category icons. The spec stores Font Awesome class names ('fas fa-flask' by default); we keep
 * those names in the data but draw our own SVG symbols from /icons.svg (one cached file), so no
 * icon font, CDN or icon code ships to the browser. Unknown names fall back to the flask.
 * Also the open/close icon of a button that toggles a menu or a panel.
 */
const ICONS = new Set([
  "flask",
  "spa",
  "palette",
  "spray-can",
  "soap",
  "wind",
  "briefcase",
  "user-tie",
  "tooth",
  "leaf",
  "cut",
  "pump-soap",
  "magic",
  "shoe-prints",
  "tshirt",
  "tint",
  "hard-hat",
  "paw",
  "cube",
  "seedling",
  "car",
  "recycle",
  "baby",
]);

export function iconKey(faClass: string | null | undefined): string {
  const key = /fa-([a-z0-9-]+)/.exec(faClass ?? "")?.[1];
  return key && ICONS.has(key) ? key : "flask";
}

export function CategoryIcon({ icon, className = "h-6 w-6" }: { icon?: string | null; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`/icons.svg#i-${iconKey(icon)}`} />
    </svg>
  );
}

/**
 * The icon of a button that opens something (the mobile menu, the chat): `path` while it is shut,
 * a cross while it is open, so the same button reads as its close button.
 */
export function OpenCloseIcon({ open, path }: { open: boolean; path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <path d={open ? "M6 6l12 12M18 6 6 18" : path} />
    </svg>
  );
}
