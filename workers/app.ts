/**
 * Worker entry: HTTP (React Router pages and /api routes, behind the edge cache and the security
 * headers — workers/http.ts), the chat WebSocket at /ws, and the JOBS queue consumer. The
 * ChatRoom Durable Object class is exported from here as wrangler expects.
 */
import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import { nonceContext } from "../app/lib/nonce";
import { getContentVersion } from "../app/server/content-version.server";
import { createDb, inDbSession } from "../app/server/db/client.server";
import { getConfig, refusedConfiguration } from "../app/server/env.server";
import { consumeJobBatch } from "../app/server/jobs/consumer.server";
import { JOB_HANDLERS } from "../app/server/jobs/handlers.server";
import { documentHtmlContext } from "../app/server/server-html.server";
import { serveHttp } from "./http";
import { policyResolver } from "./route-policy";
import { secureResponse } from "./security-headers";
import { routeChatSocket } from "./websocket";

export { ChatRoom } from "./chat-room";

const loadBuild = () => import("virtual:react-router/server-build");
/**
 * Given a function, React Router re-derives its route table and handlers on every request (so the
 * dev server can swap builds). A deployed build never changes: it is loaded once per isolate, on
 * the first request, and the handler made from it is kept.
 */
let productionHandler: Promise<RequestHandler> | undefined;
const requestHandler: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : async (request, context) => {
      productionHandler ??= loadBuild().then((build) => createRequestHandler(build, import.meta.env.MODE));
      return (await productionHandler)(request, context);
    };
let resolvePolicy: Promise<ReturnType<typeof policyResolver>> | undefined;

export default {
  async fetch(request, env, ctx) {
    const refused = refusedConfiguration();
    if (refused) return refused;
    const config = getConfig();
    if (new URL(request.url).pathname === "/ws") {
      const socket = await routeChatSocket(request, env);
      return secureResponse(request, socket, { nonce: "", policy: undefined, turnstile: false });
    }
    return serveHttp(request, ctx, {
      publicOrigin: config.publicOrigin,
      turnstile: Boolean(config.turnstile),
      dev: import.meta.env.DEV,
      policyFor: async (pathname) => {
        resolvePolicy ??= loadBuild().then(policyResolver);
        return (await resolvePolicy)(pathname);
      },
      // A stored page names its build's scripts, so a deploy makes every stored page unreachable
      // too, not only a catalogue change: a page from the old build would ask for deleted files.
      version: async () => `${(await loadBuild()).assets.version}.${await getContentVersion(createDb(env.DB))}`,
      render: (req, nonce) => {
        const context = new RouterContextProvider();
        context.set(nonceContext, nonce);
        // A document carries its sections' markup once (ADR 0037); single-fetch data has no document.
        if (!new URL(req.url).pathname.endsWith(".data")) context.set(documentHtmlContext, new Map());
        const handle = () => requestHandler(req, context);
        return config.d1ReadReplication ? inDbSession(env.DB, req, handle) : handle();
      },
    });
  },
  async queue(batch, env) {
    await consumeJobBatch(batch, env, JOB_HANDLERS);
  },
} satisfies ExportedHandler<Env>;
