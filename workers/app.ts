/**
 * Worker entry: HTTP (React Router pages and /api routes, behind the edge cache), the chat
 * WebSocket at /ws, and the JOBS queue consumer. The ChatRoom Durable Object class is exported
 * from here as wrangler expects.
 */
import { createRequestHandler } from "react-router";
import { getContentVersion } from "../app/server/content-version.server";
import { createDb } from "../app/server/db/client.server";
import { getConfig } from "../app/server/env.server";
import { consumeJobBatch } from "../app/server/jobs/consumer.server";
import { JOB_HANDLERS } from "../app/server/jobs/handlers.server";
import { refuseCrossSite } from "../app/server/origin.server";
import { withEdgeCache } from "./edge-cache";
import { policyResolver } from "./route-policy";
import { routeChatSocket } from "./websocket";

export { ChatRoom } from "./chat-room";

const loadBuild = () => import("virtual:react-router/server-build");
const requestHandler = createRequestHandler(loadBuild, import.meta.env.MODE);
let resolvePolicy: Promise<ReturnType<typeof policyResolver>> | undefined;

export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === "/ws") return routeChatSocket(request, env);
    const refusal = refuseCrossSite(request, getConfig().publicOrigin);
    if (refusal) return refusal;
    resolvePolicy ??= loadBuild().then(policyResolver);
    const policy = (await resolvePolicy)(new URL(request.url).pathname);
    return withEdgeCache(
      request,
      ctx,
      policy,
      () => getContentVersion(createDb(env.DB)),
      () => requestHandler(request),
    );
  },
  async queue(batch, env) {
    await consumeJobBatch(batch, env, JOB_HANDLERS);
  },
} satisfies ExportedHandler<Env>;
