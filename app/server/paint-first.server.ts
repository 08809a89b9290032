/**
 * Every public page is whole as server HTML; its scripts only add interactivity. So the browser
 * is asked for them after its first paint, not in competition with it (ADR 0036): React Router's
 * module preloads are taken out of the head, its inline module script is made inert, and a small
 * loader at the end of the head re-adds both once a frame has been painted. A tab opened in the background (no frames)
 * loads them at once. Taps on buttons before hydration are kept and replayed (lib/hydration).
 */

/** The inert type the entry module script waits under until the first paint. */
export const AFTER_PAINT_TYPE = "text/x-after-paint";

/**
 * Runs in the browser, inlined as its source text: it must not refer to anything outside itself.
 * It sits at the end of the head (nothing is added to the body React hydrates); the inert entry
 * script is near the end of the body, so after a paint that came before the whole document had
 * streamed in, it waits for the document to be parsed.
 */
function afterPaintLoader(modules: string[], entryType: string, nonce: string) {
  const buttons: Element[] = [];
  const collect = (event: Event) => {
    // Once React has started hydrating (it marks the document) it handles, or replays, clicks itself.
    if (Object.keys(document).some((key) => key.startsWith("__reactContainer"))) return;
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (button && !buttons.includes(button)) buttons.push(button);
  };
  document.addEventListener("click", collect, true);
  window.__earlyClicks = buttons;
  // Each preload starts a request on the spot, which costs the main thread about as much as a
  // small module's evaluation: all of a page's preloads in one go made one long task on a slow
  // phone, right when the visitor may tap. So the entry goes first (its own imports start at once)
  // and the preloads follow a few per task, letting input and paint in between (ADR 0062).
  const PRELOADS_PER_TASK = 4;
  const preload = (from: number) => {
    for (const href of modules.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    if (modules.length > from + PRELOADS_PER_TASK) setTimeout(() => preload(from + PRELOADS_PER_TASK), 0);
  };
  const load = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = document.querySelector(`script[type="${entryType}"]`)?.textContent ?? "";
    document.head.appendChild(script);
    setTimeout(() => preload(0), 0);
  };
  const whenParsed = () => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", load);
    else load();
  };
  if (document.visibilityState === "hidden") whenParsed();
  else requestAnimationFrame(() => setTimeout(whenParsed, 0));
}

/** The loader's source, read once: Function.prototype.toString is not free. */
const LOADER_SOURCE = afterPaintLoader.toString();

function loaderScript(modules: string[], nonce: string | undefined): string {
  const list = JSON.stringify(modules).replace(/</g, "\\u003c");
  const call = `(${LOADER_SOURCE})(${list},${JSON.stringify(AFTER_PAINT_TYPE)},document.currentScript.nonce)`;
  return `<script${nonce ? ` nonce="${nonce}"` : ""} data-after-paint>${call}</script>`;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * The document with its scripts asked for after the first paint. It works on React Router's own
 * markup, found by the response's nonce: `<Scripts nonce>` writes its preloads as
 * `<link rel="modulepreload" href="…" nonce="…"/>` and its entry as `<script nonce="…"
 * type="module" async="">`. Page content cannot carry the nonce (it is chosen per response,
 * after the content was written), so nothing written by an author is ever moved or rewritten. If
 * a React Router upgrade changed that markup, nothing would match and the page would load its
 * scripts at once, as before ADR 0036 (tests/paint-first.test.ts and e2e/pages.spec.ts fail).
 * A string pass over the finished document costs a fraction of streaming it through an HTML
 * parser (ADR 0038).
 */
export function loadScriptsAfterFirstPaint(html: string, nonce: string | undefined): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const modules: string[] = [];
  const preload = new RegExp(`<link rel="modulepreload" href="([^"]+)"${escapeForPattern(nonceAttribute)}/>`, "g");
  const head = html.slice(0, headEnd).replace(preload, (_, href: string) => {
    modules.push(href);
    return "";
  });
  const entry = `<script${nonceAttribute} type="module" async="">`;
  let rest = html.slice(headEnd);
  const at = rest.lastIndexOf(entry);
  if (at >= 0) {
    rest = `${rest.slice(0, at)}<script${nonceAttribute} type="${AFTER_PAINT_TYPE}">${rest.slice(at + entry.length)}`;
  }
  return head + loaderScript(modules, nonce) + rest;
}
