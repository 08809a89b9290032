/**
 * A fake OpenAI-compatible chat-completions server on loopback, for tests. The `model` of each
 * request picks a scripted behaviour; every request is recorded.
 */
import { createServer, type Server } from "node:http";

export type Behaviour = (request: {
  messages: { role: string; content: string }[];
  call: number;
}) =>
  | { content: string; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { stall: true }
  | { status: number; body: string };

export type FakeOpenAi = { url: string; calls: Map<string, number>; close(): Promise<void> };

export async function startFakeOpenAi(behaviours: Record<string, Behaviour>): Promise<FakeOpenAi> {
  const calls = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body) as { model: string; messages: { role: string; content: string }[] };
      const call = (calls.get(request.model) ?? 0) + 1;
      calls.set(request.model, call);
      const behaviour = behaviours[request.model];
      const outcome = behaviour
        ? behaviour({ messages: request.messages, call })
        : { status: 404, body: "unknown model" };
      if ("stall" in outcome) return; // never answers
      if ("status" in outcome) {
        res
          .writeHead(outcome.status, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: { message: outcome.body } }));
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: `chatcmpl-${call}`,
          object: "chat.completion",
          created: 0,
          model: request.model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: outcome.content } }],
          ...(outcome.usage
            ? {
                usage: {
                  ...outcome.usage,
                  total_tokens: outcome.usage.prompt_tokens + outcome.usage.completion_tokens,
                },
              }
            : {}),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
