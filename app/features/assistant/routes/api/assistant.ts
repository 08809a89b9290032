import { askAssistant } from "#app/features/assistant/assistant.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// POST /api/assistant — { question, context: { path } } → an answer from the knowledge base,
// the EU annexes and the library, with citations and links (ADR 0031).
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => json(await askAssistant(ctx, await readJson(request, { maxBytes: 4 * 1024 }))),
});
export const loader = api.loader;
export const action = api.action;
