import { RouterContextProvider } from "react-router";
import { documentHtmlContext, type ServerHtml } from "~/lib/server-html";

/**
 * A section's markup as page data: a reference when a document is being rendered (the markup is
 * in the document's HTML already), the markup itself otherwise (ADR 0037).
 */
export function serverHtml(context: unknown, html: string): ServerHtml {
  const inDocument = context instanceof RouterContextProvider ? context.get(documentHtmlContext) : null;
  if (!inDocument || !html) return html;
  const ref = `h${inDocument.size + 1}`;
  inDocument.set(ref, html);
  return { inDocument: ref };
}
