/**
 * Extras a page does not need for what a visitor first sees or first taps (the activity feed, the
 * guided tour's starter, the toast card's code) wait until the page has loaded and the browser is
 * idle (ADR 0062). Started from a hydration effect instead, they ran in the same task as React's
 * own hydration work and made it one long task on a slow phone. On a client-side navigation the
 * document has long loaded, so they start at the next idle moment.
 */
import { useEffect, useState } from "react";

/** The longest an idle callback may wait on a page that is never idle (a busy phone). */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` once the document has loaded and the main thread is idle; returns a cancel. */
export function whenLoadedAndIdle(work: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (!cancelled) work();
  };
  const afterLoad = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short timer after the load event does the same there.
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 50);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", afterLoad);
    cancelIdle();
  };
}

/** False during hydration and until the page has loaded and the browser is idle, then true. */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready;
}
