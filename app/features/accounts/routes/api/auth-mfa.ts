import { z } from "zod";
import {
  beginMfaEnrolment,
  confirmMfaEnrolment,
  mfaStatus,
  removeMfa,
  replaceMfaRecoveryCodes,
} from "#app/features/accounts/mfa.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { parseInput } from "#app/server/app-error";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "user", cache: "none", credentials: true } as const satisfies RoutePolicy;

const NO_STORE = { "Cache-Control": "no-store" };
const Intent = z.object({
  intent: z.enum(["mfa-begin", "mfa-confirm", "mfa-recovery-codes", "mfa-remove"], {
    error: "intent must be mfa-begin, mfa-confirm, mfa-recovery-codes or mfa-remove",
  }),
});

// GET /api/auth/mfa — the signed-in user's second factor: { enabled, enrolledAt, recoveryCodesLeft,
// required } (401 anonymous). POST — the same use cases as My Account's two-factor forms, by
// `intent`: mfa-begin (→ { key, uri, expiresAt }), mfa-confirm { code } (→ { recoveryCodes }),
// mfa-recovery-codes { code } (→ { recoveryCodes }), mfa-remove { password | code }.
const api = apiRoute(policy, {
  GET: async ({ ctx }) => json(await mfaStatus(ctx.db, ctx.user), { headers: NO_STORE }),
  POST: async ({ ctx, request }) => {
    const body = await readJson(request, { maxBytes: 4096 });
    const { intent } = parseInput(Intent, body);
    const run = {
      "mfa-begin": beginMfaEnrolment,
      "mfa-confirm": confirmMfaEnrolment,
      "mfa-recovery-codes": replaceMfaRecoveryCodes,
      "mfa-remove": removeMfa,
    }[intent];
    return json(await run(ctx, body), { headers: NO_STORE });
  },
});
export const loader = api.loader;
export const action = api.action;
