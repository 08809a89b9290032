/**
 * Worker entry: HTTP (React Router pages and /api routes, behind the edge cache), the chat
 * WebSocket at /ws, and the JOBS queue consumer. The ChatRoom Durable Object class is exported
 * from here as wrangler expects.
 */
import { createRequestHandler } from "react-router";
import { getContentVersion } from "../app/server/content-version.server";
import { createDb } from "../app/server/db/client.server";
import { consumeJobBatch } from "../app/server/jobs/consumer.server";
import { JOB_HANDLERS } from "../app/server/jobs/handlers.server";
import { refuseCrossSite } from "../app/server/origin.server";
import { withEdgeCache } from "./edge-cache";
import { routeChatSocket } from "./websocket";

export { ChatRoom } from "./chat-room";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === "/ws") return routeChatSocket(request, env);
    const refusal = refuseCrossSite(request, env.PUBLIC_ORIGIN);
    if (refusal) return refusal;
    return withEdgeCache(
      request,
      ctx,
      () => getContentVersion(createDb(env.DB)),
      () => requestHandler(request),
    );
  },
  async queue(batch, env) {
    await consumeJobBatch(batch, env, JOB_HANDLERS);
  },
} satisfies ExportedHandler<Env>;
