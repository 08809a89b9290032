/**
 * The one module that reads the Worker's environment. Bindings come from `cloudflare:workers`
 * (available in every request, queue and Durable Object context of this worker), so services
 * need no context threading. Vars and secrets are parsed with zod once per isolate into one typed
 * config; nothing else reads `env` or casts it. Secrets stay in this server-only module, so they
 * can never reach the client bundle.
 */
import { env } from "cloudflare:workers";
import { z } from "zod";

/** Empty strings (an unset `[vars]` entry, an empty `.dev.vars` line) mean "not set". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const EnvSchema = z.object({
  PUBLIC_ORIGIN: optional(z.url()),
  ADMIN_EMAILS: optional(z.string()).transform((v) =>
    (v ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
  CONTACT_EMAIL: optional(z.email()).transform((v) => v ?? "support@formulab.app"),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string()).transform((v) => v ?? "gpt-4o-mini"),
  OAUTH_PROVIDER: optional(z.enum(["oidc", "google", "github"])),
  OAUTH_CLIENT_ID: optional(z.string()),
  OAUTH_CLIENT_SECRET: optional(z.string()),
  OIDC_ISSUER: optional(z.url()),
  OAUTH_REDIRECT_URI: optional(z.url()),
  TURNSTILE_SITE_KEY: optional(z.string()),
  TURNSTILE_SECRET_KEY: optional(z.string()),
  TURNSTILE_VERIFY_URL: optional(z.url()),
  EMAIL_API_URL: optional(z.url()),
  EMAIL_API_KEY: optional(z.string()),
  EMAIL_FROM: optional(z.string()),
  /** "1": every SQL statement is logged (`SQL_TRACE {...}` lines) — `npm run bench:scale` explains them. */
  SQL_TRACE: optional(z.string()),
  /**
   * "on" once read replication is enabled on the D1 database in Cloudflare (ADR 0035): requests
   * then read through a Sessions API session. Off locally: the local emulation of sessions
   * answered SQLITE_BUSY under the e2e suite's concurrent writes.
   */
  D1_READ_REPLICATION: optional(z.enum(["on", "off"])),
  /**
   * `.dev.vars` only: the seeded local administrator(s) `npm start` and the e2e server create
   * (comma-separated). The worker reads it only for the exemption below.
   */
  LOCAL_ADMIN_EMAIL: optional(z.string()),
  /** `.dev.vars` only: "on" lets LOCAL_ADMIN_EMAIL act as an administrator without a second factor (ADR 0055). */
  LOCAL_ADMIN_MFA_EXEMPT: optional(z.enum(["on", "off"])),
});

/**
 * Why a deployed worker refuses the local exemption. A worker serves the public only with
 * PUBLIC_ORIGIN set (without it every non-loopback Host is answered 421, ADR 0020), so that is the
 * line between a developer's machine and a deployment.
 */
export const MFA_EXEMPT_DEPLOYED =
  "LOCAL_ADMIN_MFA_EXEMPT is for a local run only: remove it from a worker that has PUBLIC_ORIGIN set";

export type LlmConfig = { apiKey: string; baseURL?: string; model: string };
export type OAuthConfig = {
  provider: "oidc" | "google" | "github";
  clientId: string;
  clientSecret: string;
  issuer?: string;
  redirectUri?: string;
};

/** An HTTP e-mail API (JSON POST with a bearer key), when its URL and key are set; else the local outbox. */
export type MailConfig = { apiUrl: string; apiKey: string; from: string };

/** Cloudflare Turnstile, when both keys are set: the wizard then needs a verified token (ADR 0019). */
export type TurnstileConfig = { siteKey: string; secretKey: string; verifyUrl: string };
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export type AppConfig = {
  /** Canonical origin; empty when unset (then only loopback hosts are served, see `trustedOrigin`). */
  publicOrigin: string;
  adminEmails: string[];
  contactEmail: string;
  /** Present only when an API key is set: the LLM path is optional. */
  llm?: LlmConfig;
  /** Present only when a provider is completely configured. */
  oauth?: OAuthConfig;
  /** Present only when both Turnstile keys are set. */
  turnstile?: TurnstileConfig;
  /** Present only when an e-mail API is configured; without one, e-mail goes to the local outbox. */
  mail?: MailConfig;
  sqlTrace: boolean;
  d1ReadReplication: boolean;
  /**
   * The local administrators who may act as admins with the password alone (LOCAL_ADMIN_EMAIL
   * with LOCAL_ADMIN_MFA_EXEMPT="on"); always empty on a worker with PUBLIC_ORIGIN set.
   */
  mfaExemptAdmins: string[];
};

export function parseConfig(vars: Record<string, unknown>): AppConfig {
  const v = EnvSchema.parse(vars);
  const exempt = v.LOCAL_ADMIN_MFA_EXEMPT === "on";
  if (exempt && v.PUBLIC_ORIGIN) throw new Error(MFA_EXEMPT_DEPLOYED);
  const oauthComplete =
    v.OAUTH_PROVIDER && v.OAUTH_CLIENT_ID && v.OAUTH_CLIENT_SECRET && (v.OAUTH_PROVIDER !== "oidc" || v.OIDC_ISSUER);
  return {
    publicOrigin: v.PUBLIC_ORIGIN?.replace(/\/$/, "") ?? "",
    adminEmails: v.ADMIN_EMAILS,
    contactEmail: v.CONTACT_EMAIL,
    sqlTrace: v.SQL_TRACE === "1",
    d1ReadReplication: v.D1_READ_REPLICATION === "on",
    mfaExemptAdmins: exempt
      ? (v.LOCAL_ADMIN_EMAIL ?? "")
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean)
      : [],
    llm: v.OPENAI_API_KEY ? { apiKey: v.OPENAI_API_KEY, baseURL: v.OPENAI_BASE_URL, model: v.OPENAI_MODEL } : undefined,
    oauth:
      oauthComplete && v.OAUTH_PROVIDER && v.OAUTH_CLIENT_ID && v.OAUTH_CLIENT_SECRET
        ? {
            provider: v.OAUTH_PROVIDER,
            clientId: v.OAUTH_CLIENT_ID,
            clientSecret: v.OAUTH_CLIENT_SECRET,
            issuer: v.OIDC_ISSUER,
            redirectUri: v.OAUTH_REDIRECT_URI,
          }
        : undefined,
    mail:
      v.EMAIL_API_URL && v.EMAIL_API_KEY
        ? {
            apiUrl: v.EMAIL_API_URL,
            apiKey: v.EMAIL_API_KEY,
            from: v.EMAIL_FROM ?? `Formulab <${v.CONTACT_EMAIL ?? "support@formulab.app"}>`,
          }
        : undefined,
    turnstile:
      v.TURNSTILE_SITE_KEY && v.TURNSTILE_SECRET_KEY
        ? {
            siteKey: v.TURNSTILE_SITE_KEY,
            secretKey: v.TURNSTILE_SECRET_KEY,
            verifyUrl: v.TURNSTILE_VERIFY_URL ?? TURNSTILE_VERIFY_URL,
          }
        : undefined,
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig({ ...env });
  return cached;
}

export const CONFIGURATION_REFUSED = "Service unavailable: this site's configuration was refused.";

/**
 * The worker's answer to every request while its configuration is refused (a local-only setting
 * on a deployed worker, ADR 0055): a plain 503 rather than serving with a protection switched off.
 * The reason goes to the worker log for the operator, not to visitors. Null when all is well.
 */
export function refusedConfiguration(load: () => AppConfig = getConfig): Response | null {
  try {
    load();
    return null;
  } catch (error) {
    console.error(JSON.stringify({ at: "config", error: String(error) }));
    return new Response(CONFIGURATION_REFUSED, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}

/** localhost, 127.0.0.0/8 and [::1]: only the machine itself can send a request to these. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The origin canonical URLs are built from, or null when the request's Host must not be trusted
 * (ADR 0020). With PUBLIC_ORIGIN set it is always that origin, whatever Host the request names.
 * Without it (a local run) the listen origin is the request's own origin, but only for a loopback
 * host: a Host header is whatever the client writes, so anything else answers 421 at the worker.
 */
export function trustedOrigin(request: Request, configured = getConfig().publicOrigin): string | null {
  if (configured) return configured;
  const url = new URL(request.url);
  return isLoopbackHost(url.hostname) ? url.origin : null;
}

/** The site's public origin for canonical URLs, sitemaps and redirects; never an untrusted Host. */
export function publicOrigin(request: Request): string {
  const origin = trustedOrigin(request);
  if (origin === null) throw new Error("PUBLIC_ORIGIN is not set and the request's host is not a loopback host");
  return origin;
}

export function getBindings(): Pick<Env, "DB" | "MEDIA" | "JOBS" | "CHAT_ROOM" | "ASSETS"> {
  return env;
}
