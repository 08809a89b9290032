/**
 * Server-rendered markup in page data (ADR 0015) is sent once, not twice (ADR 0037). A page's
 * data is both rendered into its HTML and serialised into that same HTML for hydration, so
 * markup in the data would travel twice. In a document's data a section is only a reference to
 * the element that already holds it; the browser reads it from there. Data fetched by client-side
 * navigation has no document to read from, so there the markup itself is sent.
 */
import { createContext } from "react";

export type ServerHtml = string | { inDocument: string };

/**
 * The markup of the document being rendered, by reference, for components during the server
 * render (app/entry.server.tsx provides it; server/server-html.server.ts fills it).
 */
export const DocumentHtml = createContext<Map<string, string> | null>(null);

/** The attribute naming the reference on the element that holds a section's markup. */
export const DOCUMENT_HTML_ATTRIBUTE = "data-html";
