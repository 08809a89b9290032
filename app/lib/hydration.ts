/**
 * A page is painted before its scripts arrive (ADR 0036), so a visitor can tap a button that has
 * no handler yet. The inline loader (server/paint-first.server.ts) keeps those buttons; React
 * takes over clicks from the moment it starts hydrating (and replays the ones made meanwhile), and
 * the kept ones are clicked again once the page has hydrated. Links and submit buttons are not
 * kept: they work without JavaScript.
 */
declare global {
  interface Window {
    __earlyClicks?: { buttons: Element[]; stop: () => void };
  }
}

/** Called just before hydration starts. */
export function stopCollectingEarlyClicks() {
  window.__earlyClicks?.stop();
}

/**
 * Called once the document has hydrated: marks it (`data-hydrated` on <html>, which the e2e tests
 * wait for) and clicks each kept button again, if it is still on the page.
 */
export function documentHydrated() {
  document.documentElement.dataset.hydrated = "";
  const early = window.__earlyClicks;
  if (!early) return;
  window.__earlyClicks = undefined;
  for (const button of early.buttons) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
