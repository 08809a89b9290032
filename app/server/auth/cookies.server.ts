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

/** The Set-Cookie values after a sign-in: the session, and the device cookie when one was issued. */
export function signInCookies(
  request: Request,
  signedIn: { session: { token: string; expiresAt: Date }; deviceToken?: string },
): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, signedIn.session.token, signedIn.session.expiresAt));
  if (signedIn.deviceToken) headers.append("Set-Cookie", deviceCookie(request, signedIn.deviceToken));
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
