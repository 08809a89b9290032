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
  const load = () => {
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = document.querySelector(`script[type="${entryType}"]`)?.textContent ?? "";
    document.head.appendChild(script);
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

export function loadScriptsAfterFirstPaint(response: Response, nonce: string | undefined): Response {
  const modules: string[] = [];
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) modules.push(href);
        link.remove();
      },
    })
    .on("head", {
      element(head) {
        // The preloads are all in the head (React hoists them there), so the list is complete here.
        head.onEndTag((end) => {
          end.before(loaderScript(modules, nonce), { html: true });
        });
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.setAttribute("type", AFTER_PAINT_TYPE);
        script.removeAttribute("async");
      },
    })
    .transform(response);
}
