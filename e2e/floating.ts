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
