/**
 * React Router's default web server entry, plus the CSP nonce (ADR 0020): React's own inline
 * streaming scripts get it from `renderToReadableStream`, React Router's (<Scripts>,
 * <ScrollRestoration>, the data handoff) from <ServerRouter nonce>. A document is rendered in one
 * synchronous pass when it can be, and streamed only when it must wait (ADR 0041).
 */
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { nonceContext } from "#app/lib/nonce";
import { DocumentHtml } from "#app/lib/server-html";
import { loadScriptsAfterFirstPaint } from "#app/server/paint-first.server";
import { beforeBodyEnd, dataHandoff, renderAtOnce } from "#app/server/render-document.server";
import { documentHtmlContext } from "#app/server/server-html.server";

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
  const documentFor = (context: EntryContext) => (
    <DocumentHtml value={loadContext.get(documentHtmlContext)}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </DocumentHtml>
  );

  // Without its data stream, <ServerRouter> renders no <StreamTransfer>: the data is handed over
  // below instead, after the markup.
  const whole = renderAtOnce(documentFor({ ...routerContext, serverHandoffStream: undefined }));
  let html: string;
  let status = responseStatusCode;
  if (whole !== undefined) {
    const scriptsRendered = routerContext.renderMeta?.didRenderScripts === true;
    html = beforeBodyEnd(whole, await dataHandoff(routerContext.serverHandoffStream, scriptsRendered, nonce));
  } else {
    ({ html, status } = await renderStreaming(documentFor(routerContext), responseStatusCode, nonce));
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(loadScriptsAfterFirstPaint(html, nonce), { headers: responseHeaders, status });
}

/** The streaming renderer, for a document that has to wait for something, awaited whole. */
async function renderStreaming(document: ReactElement, statusCode: number, nonce: string | undefined) {
  let shellRendered = false;
  let status = statusCode;
  const body = await renderToReadableStream(document, {
    nonce,
    // The document is sent whole (below), so a finished Suspense boundary stays where it is:
    // outlined, it would cost a hidden copy, React's reveal script and a ≥ 300 ms reveal delay.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      // Errors in the initial shell reject and are logged by React Router; only log later ones.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  // As when the document streamed: the status is the shell's. A later error only leaves a
  // Suspense boundary for the browser to render.
  const shellStatus = status;
  await body.allReady;
  return { html: await new Response(body).text(), status: shellStatus };
}
