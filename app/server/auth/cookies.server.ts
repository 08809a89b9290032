/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/; on https it is Secure and carries the
 * __Host- prefix (so no subdomain or path can set or shadow it).
 */
export const SESSION_COOKIE = "formulab_session";

function secure(request: Request) {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookieName(request: Request) {
  return secure(request) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** A cookie's value; a value that is not valid percent-encoding counts as no cookie (it was never ours). */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function readSessionToken(request: Request): string | undefined {
  return readCookie(request, sessionCookieName(request));
}

function cookie(request: Request, name: string, value: string, maxAgeSeconds: number) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(secure(request) ? ["Secure"] : []),
  ].join("; ");
}

export function sessionCookie(request: Request, token: string, expiresAt: Date) {
  return cookie(request, sessionCookieName(request), token, Math.round((expiresAt.getTime() - Date.now()) / 1000));
}

/**
 * The device cookie: a random token set at a successful password sign-in, so this browser is a
 * known device for that account (ADR 0021). It outlives sessions (a year) and carries no identity.
 */
export const DEVICE_COOKIE = "formulab_device";
const DEVICE_COOKIE_SECONDS = 365 * 86_400;

export function deviceCookieName(request: Request) {
  return secure(request) ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

export function readDeviceToken(request: Request): string | undefined {
  return readCookie(request, deviceCookieName(request));
}

export function deviceCookie(request: Request, token: string) {
  return cookie(request, deviceCookieName(request), token, DEVICE_COOKIE_SECONDS);
}

/**
 * The second sign-in step's cookie (ADR 0055): a random token whose SHA-256 names a five-minute,
 * single-use row in D1. It proves only that the first factor passed, and carries no identity.
 */
export const MFA_COOKIE = "formulab_mfa";

export function mfaCookieName(request: Request) {
  return secure(request) ? `__Host-${MFA_COOKIE}` : MFA_COOKIE;
}

export function readMfaToken(request: Request): string | undefined {
  return readCookie(request, mfaCookieName(request));
}

export function clearMfaCookie(request: Request) {
  return cookie(request, mfaCookieName(request), "", 0);
}

type Expiring = { token: string; expiresAt: Date };

/**
 * The Set-Cookie values after a sign-in: the session, or for an account with a second factor the
 * step that asks for it; the device cookie when one was issued; and a spent step's cookie cleared.
 */
export function signInCookies(
  request: Request,
  signedIn: ({ session: Expiring } | { challenge: Expiring }) & { deviceToken?: string },
): Headers {
  const headers = new Headers();
  if ("session" in signedIn) {
    headers.append("Set-Cookie", sessionCookie(request, signedIn.session.token, signedIn.session.expiresAt));
  } else {
    const seconds = Math.round((signedIn.challenge.expiresAt.getTime() - Date.now()) / 1000);
    headers.append("Set-Cookie", cookie(request, mfaCookieName(request), signedIn.challenge.token, seconds));
  }
  if (signedIn.deviceToken) headers.append("Set-Cookie", deviceCookie(request, signedIn.deviceToken));
  if ("session" in signedIn && readMfaToken(request)) headers.append("Set-Cookie", clearMfaCookie(request));
  return headers;
}

export function clearSessionCookie(request: Request) {
  return cookie(request, sessionCookieName(request), "", 0);
}

/** Short-lived cookies for the identity-provider round trip (state and PKCE verifier). */
export function shortCookie(request: Request, name: string, value: string) {
  return cookie(request, name, value, 600);
}

export function clearCookie(request: Request, name: string) {
  return cookie(request, name, "", 0);
}
