/**
 * The site's stylesheet, inlined in every document (ADR 0030): a linked stylesheet blocks the
 * first paint for one more round trip, which on a slow phone connection is most of the time to
 * first paint. The server entry provides the CSS text; the browser never fetches a stylesheet.
 * On the client the context is empty: hydration keeps the server's <style> as it is (React does
 * not rewrite `dangerouslySetInnerHTML` while hydrating, and the root layout never remounts).
 */
import { createContext, useContext } from "react";

export const InlineCssContext = createContext("");

export function InlineCss() {
  const css = useContext(InlineCssContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, never user input
  return <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
