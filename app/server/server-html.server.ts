import { createContext, RouterContextProvider } from "react-router";
import type { ServerHtml } from "#app/lib/server-html";

/** The markup of the document being rendered, by reference; set by the worker for documents only. */
export const documentHtmlContext = createContext<Map<string, string> | null>(null);

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
