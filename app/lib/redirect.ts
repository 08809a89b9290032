/**
 * Where to send a visitor after signing in: only a path on this site ("/formulation/x?download=1"),
 * never another origin ("//evil.example", "https://…", "/\\evil") — an open redirect would let a
 * link to our log-in page forward people anywhere.
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || target.length > 500) return undefined;
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return undefined;
  try {
    const url = new URL(target, "https://formulab.invalid");
    return url.origin === "https://formulab.invalid" ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

/** The log-in page, returning to `path` afterwards. */
export function loginReturningTo(path: string): string {
  return `/login?${new URLSearchParams({ redirectTo: path })}`;
}
