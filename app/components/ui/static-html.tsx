/**
 * Markup the server rendered from our own components (React's escaping, see
 * server/static-html.server.tsx). Sections with no interactivity are sent this way so their
 * component code never ships to the browser (ADR 0015, ADR 0024).
 *
 * Links inside the markup are plain <a> elements; a click on one is handed to the router, so
 * following it is a client-side navigation like a <Link>, not a full page load.
 */
import type { ComponentPropsWithoutRef, MouseEvent } from "react";
import { useNavigate } from "react-router";

type Props = { html: string; as?: "div" | "footer" | "section" } & Omit<
  ComponentPropsWithoutRef<"div">,
  "children" | "dangerouslySetInnerHTML" | "onClick"
>;

export function StaticHtml({ html, as: Tag = "div", ...rest }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.("a");
    if (!link || !isPlainLeftClick(event) || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React-rendered, escaped markup from our own server
  return <Tag {...rest} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

function isPlainLeftClick(event: MouseEvent) {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}
