/**
 * Worker entry for the runtime tests: the Durable Object, the /ws router and the queue consumer.
 *
 * Every test file starts a fresh module graph that loads this entry first. The queue consumer
 * pulls in the engine and the AI client, and most test files never send a job: it is loaded on the
 * first batch, which keeps each file's start-up to the Durable Object's own imports.
 */
export { ChatRoom } from "../workers/chat-room";

export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === "/ws") {
      const { routeChatSocket } = await import("../workers/websocket");
      return routeChatSocket(request, env);
    }
    return new Response("Not found", { status: 404 });
  },
  async queue(batch, env) {
    const [{ consumeJobBatch }, { JOB_HANDLERS }] = await Promise.all([
      import("../app/server/jobs/consumer.server"),
      import("../app/server/jobs/handlers.server"),
    ]);
    await consumeJobBatch(batch, env, JOB_HANDLERS);
  },
} satisfies ExportedHandler<Env>;
