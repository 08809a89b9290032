/**
 * Category icons. The spec stores Font Awesome class names ('fas fa-flask' by default); we keep
 * those names in the data but draw our own SVG symbols from /icons.svg (one cached file), so no
 * icon font, CDN or icon code ships to the browser. Unknown names fall back to the flask.
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
