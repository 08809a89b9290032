/**
 * A document rendered in one synchronous pass when it can be (ADR 0041).
 *
 * Every document is sent whole (ADR 0036, 0038), so the streaming renderer's machinery is paid for
 * nothing: it encodes every attribute into its own byte array, and React Router's data handoff
 * suspends and resumes the render once per chunk of loader data. `renderToString` builds the same
 * markup as one string. What it cannot do is wait: a Suspense boundary still loading (a lazy
 * component's module on an isolate's first render) or one that failed is left for the browser, so
 * such a document is rendered again by the streaming renderer, which waits for it and reports the
 * error. React Router's loader data, which it would otherwise stream through `<StreamTransfer>`,
 * is handed over by the same two scripts that component writes.
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { scriptJson } from "#app/lib/script-json";

/** Fizz's opening marker for a Suspense boundary it left for the browser to render. */
const LEFT_FOR_THE_BROWSER = "<!--$!-->";

/**
 * The document's markup, or undefined when only the streaming renderer can finish it: something
 * suspended, or threw, in the shell or in a boundary.
 */
export function renderAtOnce(document: ReactElement): string | undefined {
  let html: string;
  try {
    html = renderToString(document);
  } catch {
    return undefined;
  }
  return html.includes(LEFT_FOR_THE_BROWSER) ? undefined : `<!DOCTYPE html>${html}`;
}

/**
 * React Router's loader data for hydration, as the scripts `<StreamTransfer>` writes: the encoded
 * data queued on the stream that `<Scripts>` opened, then the stream closed. Without `<Scripts>`
 * in the document nothing reads it, so it is cancelled and nothing is added.
 */
export async function dataHandoff(
  stream: ReadableStream<Uint8Array> | undefined,
  scriptsRendered: boolean,
  nonce: string | undefined,
): Promise<string> {
  if (!stream) return "";
  if (!scriptsRendered) {
    await stream.cancel();
    return "";
  }
  const data = await new Response(stream).text();
  const open = `<script${nonce ? ` nonce="${nonce}"` : ""}>`;
  const queue = data
    ? `${open}window.__reactRouterContext.streamController.enqueue(${scriptJson(data)});</script>`
    : "";
  return `${queue}${open}window.__reactRouterContext.streamController.close();</script>`;
}

/** `html` with `scripts` at the end of its body, where `<StreamTransfer>` puts them. */
export function beforeBodyEnd(html: string, scripts: string): string {
  const at = html.lastIndexOf("</body>");
  return at < 0 ? html + scripts : html.slice(0, at) + scripts + html.slice(at);
}
