/** Worker entry for the runtime tests: the Durable Object, the /ws router and the queue consumer. */
import { consumeJobBatch } from "../app/server/jobs/consumer.server";
import { JOB_HANDLERS } from "../app/server/jobs/handlers.server";
import { routeChatSocket } from "../workers/websocket";

export { ChatRoom } from "../workers/chat-room";

export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === "/ws") return routeChatSocket(request, env);
    return new Response("Not found", { status: 404 });
  },
  async queue(batch, env) {
    await consumeJobBatch(batch, env, JOB_HANDLERS);
  },
} satisfies ExportedHandler<Env>;
