/**
 * Markup the server rendered from our own components (React's escaping, see
 * server/static-html.server.tsx). Sections with no interactivity are sent this way so their
 * component code never ships to the browser (ADR 0015, ADR 0024).
 *
 * Links inside the markup are plain <a> elements; a click on one is handed to the router, so
 * following it is a client-side navigation like a <Link>, not a full page load.
 *
 * In a document's own data the markup is a reference to this element (lib/server-html.ts): the
 * server renders it from the render's map, and hydration reads it back from the element.
 */
import { type ComponentPropsWithoutRef, type MouseEvent, useContext, useState } from "react";
import { useNavigate } from "react-router";
import { DOCUMENT_HTML_ATTRIBUTE, DocumentHtml, type ServerHtml } from "#app/lib/server-html";

type Props = { html: ServerHtml; as?: "div" | "footer" | "section" } & Omit<
  ComponentPropsWithoutRef<"div">,
  "children" | "dangerouslySetInnerHTML" | "onClick"
>;

export function StaticHtml({ html, as: Tag = "div", ...rest }: Props) {
  const navigate = useNavigate();
  const ref = typeof html === "string" ? undefined : html.inDocument;
  const rendering = useContext(DocumentHtml);
  // Hydrating a document whose data refers to its own markup: read it once, before React owns it.
  const [fromDocument] = useState(() => (ref && !rendering ? markupInDocument(ref) : ""));
  const markup = typeof html === "string" ? html : (rendering?.get(html.inDocument) ?? fromDocument);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.("a");
    if (!link || !isPlainLeftClick(event) || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  const attributes = { ...rest, [DOCUMENT_HTML_ATTRIBUTE]: ref };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React-rendered, escaped markup from our own server
  return <Tag {...attributes} onClick={onClick} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** Kept after the first read, so a section mounted again later still has its markup. */
const readFromDocument = new Map<string, string>();

function markupInDocument(ref: string): string {
  let markup = readFromDocument.get(ref);
  if (markup === undefined) {
    markup = document.querySelector(`[${DOCUMENT_HTML_ATTRIBUTE}="${ref}"]`)?.innerHTML ?? "";
    readFromDocument.set(ref, markup);
  }
  return markup;
}

function isPlainLeftClick(event: MouseEvent) {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}
