/**
 * Sign-in with an identity provider, as two use cases: `beginProviderSignIn` makes the
 * authorization URL with a fresh state and PKCE verifier (the caller keeps both in short-lived
 * cookies), and `completeProviderSignIn` checks the state the provider sent back against the one
 * kept, exchanges the code, and links or creates the account (see `userForProvider`).
 */
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { generateCodeVerifier, generateState } from "arctic";
import { z } from "zod";
import { AppError } from "#app/server/app-error";
import { enforce, LIMITS } from "#app/server/auth/rate-limit.server";
import { recordSecurityEvent } from "#app/server/security-events.server";
import type { ServiceContext } from "#app/server/use-case.server";
import { defineUseCase } from "#app/server/use-case.server";
import { type SignedIn, startSignIn } from "./accounts.server";
import type { SecondStep } from "./mfa.server";
import { getProvider } from "./providers.server";
import { linkProvider, userForProvider } from "./users.server";

export const LINK_EXPIRED = "The sign-in link expired or was tampered with. Please try signing in again.";
export const PROVIDER_FAILED = "Sign-in with the identity provider failed. Please try again.";

/** Where to send the visitor, with the state and verifier to keep; null without a provider. */
export async function beginProviderSignIn(origin: string) {
  const provider = getProvider(origin);
  if (!provider) return null;
  const state = generateState();
  const verifier = generateCodeVerifier();
  return { url: await provider.authorizationUrl(state, verifier), state, verifier };
}

const CallbackSchema = z.object({
  origin: z.string(),
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  keptState: z.string().max(512).optional(),
  keptVerifier: z.string().max(512).optional(),
  /** The signed-in user connecting the provider from the account page, when that is the intent. */
  linkTo: z.string().optional(),
});

const encoder = new TextEncoder();

function sameState(a = "", b = ""): boolean {
  return a.length > 0 && a.length === b.length && constantTimeEqual(encoder.encode(a), encoder.encode(b));
}

/**
 * Null when no provider is configured (the caller sends the visitor to the password log-in);
 * "linked" when a signed-in user connected the provider to their account.
 */
export const completeProviderSignIn = defineUseCase(
  CallbackSchema,
  async ({ db, caller }: ServiceContext, input): Promise<SignedIn | SecondStep | "linked" | null> => {
    await enforce(db, `oauth:ip:${caller.ip}`, LIMITS.oauthPerIp, caller);
    const provider = getProvider(input.origin);
    if (!provider) return null;
    if (!input.code || !sameState(input.state, input.keptState) || (provider.usesPkce && !input.keptVerifier)) {
      throw new AppError(400, LINK_EXPIRED);
    }
    try {
      const profile = await provider.profile(input.code, input.keptVerifier ?? "");
      if (input.linkTo) {
        await linkProvider(db, input.linkTo, profile);
        return "linked";
      }
      const user = await userForProvider(db, profile);
      const signedIn = await startSignIn(db, user, caller, profile.provider);
      // With a second factor, the sign-in is recorded once its code is (verifySecondFactor).
      if ("challenge" in signedIn) return signedIn;
      await recordSecurityEvent(db, {
        type: "sign-in-succeeded",
        caller,
        userId: user.id,
        email: user.email,
        detail: { method: profile.provider },
      });
      return signedIn;
    } catch (error) {
      if (error instanceof AppError) throw error;
      console.error(JSON.stringify({ at: "oauth-callback", error: String(error) }));
      throw new AppError(400, PROVIDER_FAILED);
    }
  },
);
