/**
 * Cloudflare Turnstile's server-side check. The wizard's arithmetic captcha runs in the browser
 * and proves nothing to the server (a script posts the API directly), so when Turnstile keys are
 * configured the token the widget issued is verified here before anything is generated.
 */
import { z } from "zod";
import { AppError } from "#app/server/app-error";
import type { TurnstileConfig } from "#app/server/env.server";

export const TURNSTILE_MISSING = "Please complete the security check before generating.";
export const TURNSTILE_FAILED = "The security check failed or expired. Please complete it again.";

const VerifyResponse = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).optional() });

export async function verifyTurnstile(
  config: TurnstileConfig,
  token: string | undefined,
  ip: string,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (!token) throw new AppError(400, TURNSTILE_MISSING, { turnstileToken: [TURNSTILE_MISSING] });
  const form = new FormData();
  form.set("secret", config.secretKey);
  form.set("response", token);
  if (ip !== "unknown") form.set("remoteip", ip);
  let outcome: z.infer<typeof VerifyResponse>;
  try {
    const res = await fetcher(config.verifyUrl, { method: "POST", body: form, signal: AbortSignal.timeout(5000) });
    outcome = VerifyResponse.parse(await res.json());
  } catch (error) {
    // Turnstile unreachable: refuse rather than let unverified traffic through, and say so.
    console.error(JSON.stringify({ at: "turnstile", error: String(error) }));
    throw new AppError(503, "The security check is unavailable right now. Please try again in a minute.");
  }
  if (!outcome.success) throw new AppError(403, TURNSTILE_FAILED, { turnstileToken: [TURNSTILE_FAILED] });
}
