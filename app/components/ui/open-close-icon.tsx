// Its own module: the site's header draws it on every page, and the category icons beside it in
// icon.tsx would otherwise come along into every page's first download.
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
