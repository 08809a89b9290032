/**
 * Worker entry: HTTP (React Router pages and /api routes), the chat WebSocket at /ws, and the
 * JOBS queue consumer. The ChatRoom Durable Object class is exported from here as wrangler expects.
 */
import { createRequestHandler } from "react-router";
import { consumeJobBatch } from "../app/server/jobs/consumer.server";
import { JOB_HANDLERS } from "../app/server/jobs/handlers.server";
import { routeChatSocket } from "./websocket";

export { ChatRoom } from "./chat-room";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === "/ws") return routeChatSocket(request, env);
    return requestHandler(request);
  },
  async queue(batch, env) {
    await consumeJobBatch(batch, env, JOB_HANDLERS);
  },
} satisfies ExportedHandler<Env>;
