/**
 * The Security tab (ADR 0054) on a 390 px phone: ten wrong passwords for one account (five
 * failed, then five throttled) put it in the alert banner; its events are listed as stacked cards,
 * filterable by e-mail, and nothing is wider than the screen.
 */
import { randomBytes } from "node:crypto";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { E2E_ORIGIN } from "./server";

test("an administrator on a phone sees the alert and the attacked account's events", async ({
  adminPage: page,
  request,
}, testInfo) => {
  const email = `guessed-${randomBytes(4).toString("hex")}@example.com`;
  for (let i = 0; i < 10; i++) {
    const res = await request.post("/api/login", {
      headers: { Origin: E2E_ORIGIN, "CF-Connecting-IP": `198.51.100.${100 + i}` },
      data: { email, password: `guess-${i}-wrong` },
    });
    expect([401, 429]).toContain(res.status());
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/security");
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  const alert = page.getByTestId("security-alert");
  await expect(alert).toContainText("10 or more failed or throttled sign-ins in the last 15 minutes");
  await alert.getByRole("link", { name: `Account ${email}` }).click();
  await expect(page).toHaveURL(`/admin/security?email=${encodeURIComponent(email)}`);

  const cards = page.getByTestId("security-cards");
  await expect(cards).toBeVisible();
  await expect(page.getByTestId("security-table")).toBeHidden();
  await expect(cards.getByRole("listitem")).toHaveCount(10);
  await expect(cards.getByRole("listitem").filter({ hasText: "Failed sign-in" })).toHaveCount(5);
  await expect(cards.getByRole("listitem").filter({ hasText: "Sign-in delayed (throttled)" })).toHaveCount(5);
  await expect(page.getByTestId("pager-summary")).toHaveText("Showing 1 to 10 of 10 results");
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("security-390.png"), fullPage: true });
  await expectNoSeriousViolations(page);
});
