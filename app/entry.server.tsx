/**
 * React Router's default web server entry, plus the CSP nonce (ADR 0020): React's own inline
 * streaming scripts get it from `renderToReadableStream`, React Router's (<Scripts>,
 * <ScrollRestoration>, the data stream) from <ServerRouter nonce>.
 */
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { nonceContext } from "~/lib/nonce";
import { DocumentHtml } from "~/lib/server-html";
import { loadScriptsAfterFirstPaint } from "~/server/paint-first.server";
import { documentHtmlContext } from "~/server/server-html.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(nonceContext) || undefined;
  let shellRendered = false;

  const body = await renderToReadableStream(
    <DocumentHtml value={loadContext.get(documentHtmlContext)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </DocumentHtml>,
    {
      nonce,
      // The document is sent whole (below), so a finished Suspense boundary stays where it is:
      // outlined, it would cost a hidden copy, React's reveal script and a ≥ 300 ms reveal delay.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the initial shell reject and are logged by React Router; only log later ones.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // As when the document streamed: the status is the shell's. A later error only leaves a
  // Suspense boundary for the browser to render.
  const status = responseStatusCode;

  // Every visitor gets the whole document at once: the pages have no streamed (deferred) data,
  // and the finished document is rewritten in one pass (ADR 0036, 0038).
  await body.allReady;
  const html = loadScriptsAfterFirstPaint(await new Response(body).text(), nonce);
  responseHeaders.set("Content-Type", "text/html");
  return new Response(html, { headers: responseHeaders, status });
}
