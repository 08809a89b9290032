/** Where floating things sit on screen (the overlay rules), shared by the specs that check them. */
import type { Locator, Page } from "@playwright/test";

export type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

/** The activity feed with a fixed event, so its place on screen can be checked. */
export async function showNotifier(page: Page, tag: string) {
  await page.route("**/api/activity", (route) =>
    route.fulfill({
      json: {
        kind: "downloaded",
        message: `${tag}-${Date.now()}`,
        userName: "Maria",
        country: "Germany",
        formulationName: "Gentle Foaming Facial Cleanser",
        formulationSlug: "gentle-foaming-facial-cleanser",
        timeAgo: "2 minutes ago",
      },
    }),
  );
}

/** The feed scrolled into view (it sits above the footer), so its box is compared where it is seen. */
export async function feedInView(page: Page) {
  const feed = page.getByTestId("activity-feed");
  await feed.scrollIntoViewIfNeeded();
  return feed;
}

/** The chat and assistant buttons, fixed in the bottom-right corner. */
export function launchersOf(page: Page): Locator[] {
  return [
    page.getByRole("button", { name: "Chat with our formulators" }),
    page.getByRole("button", { name: "Ask the formulation assistant" }),
  ];
}

/**
 * Which of `parts` cannot be scrolled clear of the chat and assistant buttons: each is scrolled
 * until its bottom edge is above the buttons' stack, or as far as the page goes, and then still
 * overlaps one of them. A page without room at its end leaves its last lines under the buttons.
 */
export async function partsUnderLaunchers(page: Page, parts: Locator): Promise<string[]> {
  const launchers = await Promise.all(launchersOf(page).map(boxOf));
  const stackTop = Math.min(...launchers.map((b) => b.y));
  const covered: string[] = [];
  for (const part of await parts.all()) {
    await part.scrollIntoViewIfNeeded();
    const before = await boxOf(part);
    await page.evaluate(`window.scrollBy(0, ${Math.ceil(before.y + before.height - stackTop + 4)})`);
    const box = await boxOf(part);
    if (launchers.some((launcher) => overlaps(box, launcher)))
      covered.push(((await part.textContent()) ?? "").trim().slice(0, 60));
  }
  return covered;
}
