/**
 * A page is painted before its scripts arrive (ADR 0036), so a visitor can tap a button that has
 * no handler yet. The inline loader (server/paint-first.server.ts) keeps those buttons until React
 * starts hydrating (from then on React handles clicks, and replays the ones made meanwhile); once
 * the page has hydrated they are clicked again. Links and submit buttons are not kept: they work
 * without JavaScript.
 */
declare global {
  interface Window {
    __earlyClicks?: Element[];
  }
}

/**
 * Called once the document has hydrated: marks it (`data-hydrated` on <html>, which the e2e tests
 * wait for) and clicks each kept button again, if it is still on the page.
 */
export function documentHydrated() {
  document.documentElement.dataset.hydrated = "";
  const early = window.__earlyClicks ?? [];
  window.__earlyClicks = undefined;
  for (const button of early) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
