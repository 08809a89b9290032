/**
 * Images in R2 end to end, against the production build: an administrator uploads a category
 * image through the upload URL and marks it; visitors (signed in or not) see it on /browse,
 * served from R2 with its sniffed type and a year's immutable cache. Non-admins are refused.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { PNG } from "../test-support/image-fixtures";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const SLUG = "leather-products-formulations";

test("an administrator's category image upload shows on /browse, for visitors too", async ({
  adminPage: page,
  browser,
}) => {
  // The image stays: each category keeps an illustration of its own either way (browse.spec.ts).
  const category = (await (await page.request.get(`/api/categories/${SLUG}`)).json()) as { id?: string };
  if (!category.id) throw new Error("seed category missing");
  await uploadAndSee(page, browser, category.id);
});

async function uploadAndSee(page: Page, browser: Browser, categoryId: string) {
  // Through the Categories tab, as an administrator does it.
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "Upload image for Leather Products" }).click();
  const dialog = page.getByRole("dialog", { name: "Image for Leather Products" });
  await dialog
    .getByLabel("Category image")
    .setInputFiles({ name: "leather.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
  await expect(page.getByRole("status").filter({ hasText: "Image uploaded" })).toBeVisible();
  const objectPath = (await dialog.locator("img").getAttribute("src")) ?? "";
  expect(objectPath).toMatch(/^\/objects\/uploads\//);
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  // The server saved it as the category's image.
  const saved = (await (await page.request.get(`/api/categories/${categoryId}`)).json()) as { image: string | null };
  expect(saved.image).toBe(objectPath);

  const served = await page.request.get(objectPath);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await served.body())).toEqual(Buffer.from(PNG));

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  for (const viewer of [page, anonymous]) {
    await viewer.goto("/browse");
    const image = viewer.locator(`img[src="${objectPath}"]`);
    await expect(image).toHaveCount(1);
    await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(4);
  }
  await visitor.close();
}

test("upload calls are refused to visitors and non-admins; a used upload link cannot be reused", async ({
  browser,
  accounts,
  adminPage,
}) => {
  const visitor = await browser.newContext();
  const member = await browser.newContext();
  await accounts.signIn(member, await accounts.create());
  expect((await visitor.request.post("/api/objects/upload")).status()).toBe(401);
  expect((await member.request.post("/api/objects/upload")).status()).toBe(403);
  await Promise.all([visitor.close(), member.close()]);

  const { uploadURL } = (await (await adminPage.request.post("/api/objects/upload")).json()) as { uploadURL: string };
  const svg = readFileSync(new URL("../public/favicon.svg", import.meta.url));
  const refused = await adminPage.request.put(uploadURL, { data: svg, headers: { "Content-Type": "image/png" } });
  expect(refused.status()).toBe(415);
  expect((await refused.json()).message).toMatch(/^Please select an image file - SVG files are not accepted/);
  expect((await adminPage.request.put(uploadURL, { data: Buffer.from(PNG) })).status()).toBe(201);
  expect((await adminPage.request.put(uploadURL, { data: Buffer.from(PNG) })).status()).toBe(403);
  await adminPage.goto("/admin");
  await expectNoSeriousViolations(adminPage);
});
