/**
 * The one rule for a redirect target that came from a request (`redirectTo` on /login and
 * /signup, and any other place a visitor names where to go next) and for any path a visitor
 * reports as theirs (the chat's page): only a path on this site. An open redirect lets a link to
 * our log-in page forward a signed-in visitor anywhere.
 *
 * Normalise first, then check: the target is resolved the way a browser resolves a Location
 * header against our origin (WHATWG URL: dot segments and encoded dots removed, `\` read as `/`,
 * tabs and newlines dropped), and the result is what is judged and what is returned. Checking
 * the raw text and sending the normalised one is how `/.//evil.example` became
 * `Location: //evil.example`. On top, whatever a browser or proxy could still read as
 * another host is refused outright: control characters, whitespace and backslashes anywhere, and
 * a path that starts with two slashes once percent-decoded.
 */

/** Long enough for any page of the site with its query; longer is not a link we made. */
const MAX_TARGET = 2000;
/** A base no request can name: only its origin matters, to tell "on this site" from "elsewhere". */
const BASE = "https://same-site.invalid";
/** An ASCII control character, space, DEL, a C1 control, or the backslash. */
function hasForbidden(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/**
 * Whether a target's path part (before any `?` or `#`) is not a plain path on this site: not
 * rooted, or starting with `//` — a browser reads that as another host — or doing so, or holding
 * a control character or backslash, once percent-decoded (`/%2F%2Fevil`, `/%5Cevil`, `/%09/evil`),
 * as a proxy or a second redirect might decode it.
 */
function leavesSite(target: string): boolean {
  const pathname = target.split(/[?#]/, 1)[0] ?? "";
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true; // broken percent-encoding: not a path we made
  }
  return decoded.startsWith("//") || hasForbidden(decoded);
}

/**
 * The target as a normalised same-site path (`/formulation/x?download=1`, the fragment dropped),
 * or undefined when it is not one. Idempotent: a returned path passes again unchanged.
 */
export function sameSitePath(target: unknown): string | undefined {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_TARGET) return undefined;
  if (hasForbidden(target) || leavesSite(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}`;
  return path.length <= MAX_TARGET && !leavesSite(path) ? path : undefined;
}

/** Where to send a visitor after signing in: the `redirectTo` the page was opened with, when it is a same-site path. */
export function redirectToOf(request: Request): string | undefined {
  return sameSitePath(new URL(request.url).searchParams.get("redirectTo"));
}

/**
 * The log-in or sign-up page, or the identity provider's sign-in, returning to `path` afterwards
 * (the home page when `path` is not a same-site path; the page alone without a path). Each links
 * to the others with the same return address, so a visitor who picks another way in on the way
 * still comes back to where they started.
 */
export function accountPageReturningTo(page: "/login" | "/signup" | "/api/login", path: string | undefined): string {
  if (path === undefined) return page;
  return `${page}?${new URLSearchParams({ redirectTo: sameSitePath(path) ?? "/" })}`;
}

/** The log-in page, returning to `path` afterwards. */
export const loginReturningTo = (path: string) => accountPageReturningTo("/login", path);
