import type { Page } from "@playwright/test";
import { like } from "drizzle-orm";
import { formulations } from "../app/server/db/schema";
import { expectNoSeriousViolations } from "./axe";
import type { E2eDatabase } from "./db";
import { expect, test } from "./fixtures";

/** The drafts a run made (keyed by job item), read from the database: no page lists them by job. */
function draftsOf(db: E2eDatabase, jobId: string) {
  return db
    .select({ id: formulations.id, name: formulations.name, isActive: formulations.isActive })
    .from(formulations)
    .where(like(formulations.jobItemKey, `${jobId}:%`));
}

/** Removes the drafts a run made, as an administrator does (the finished job stays in its history). */
async function removeDrafts(page: Page, db: E2eDatabase, jobId: string | null) {
  if (!jobId) return;
  for (const { id } of await draftsOf(db, jobId)) {
    expect((await page.request.delete(`/api/formulations/${id}`)).status()).toBe(200);
  }
}

const jobIdOf = (url: string) => new URL(url).searchParams.get("job");

test("an administrator generates 3 drafts, follows the progress across a reload and finds them as drafts", async ({
  adminPage: page,
  e2eDb,
}) => {
  // Two AI jobs through the queue, then the admin journey around them: three times the usual time.
  test.slow();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Bulk Formulations" }).click();
  await expect(page).toHaveURL(/\/admin\/bulk-formulations$/);
  await expect(page.getByText("Choose a category to see what will be generated.")).toBeVisible();

  // The spec's messages, checked as the admin types (the server applies the same schema).
  // Enter submits from the field (a click would first blur it, and the count's message moves the button).
  await page.getByLabel("Number of formulations").fill("0");
  await page.getByLabel("Number of formulations").press("Enter");
  await expect(page.getByText("Category required")).toBeVisible();
  await expect(
    page.getByText("Invalid formulation count - Please enter a number between 1 and 50", { exact: true }),
  ).toBeVisible();

  await page.getByLabel("Category").selectOption({ label: "Shoe Care" });
  await page.getByLabel("Number of formulations").fill("3");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText("3 formulations for Shoe Care");
  await expect(preview.getByRole("listitem")).toHaveCount(3);
  await expectNoSeriousViolations(page);

  let jobId: string | null = null;
  try {
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page).toHaveURL(/\?job=[0-9a-f-]{36}$/);
    jobId = jobIdOf(page.url());
    await expect(page.getByRole("list", { name: "Items" }).getByRole("listitem")).toHaveCount(3);

    // A reload keeps the job (its id is in the URL) and the polling picks up where it was.
    await page.reload();
    await expect(page.getByTestId("job-counts")).toContainText("3 of 3 done · 0 failed", { timeout: 30_000 });
    await expect(page.getByTestId("job-status")).toHaveText("Done");
    await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);

    const cards = page.getByTestId("preview-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByText("Draft Formula")).toBeVisible();
    const usage = (await cards.first().getByTestId("preview-usage").textContent()) ?? "";
    expect(usage.length).toBeLessThanOrEqual(121);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Hide Preview" }).click();
    await expect(cards).toHaveCount(0);
    await page.getByRole("button", { name: "Show Preview" }).click();

    // Each links to the editor; the Formulations tab lists them as drafts.
    const rows = await draftsOf(e2eDb, jobId ?? "");
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.isActive === false)).toBe(true);
    const first = rows[0];
    if (!first) throw new Error("no row");
    await cards.filter({ hasText: first.name }).getByRole("link", { name: "Review in Formulations" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/formulations\\?edit=${first.id}$`));
    await expect(page.getByRole("dialog", { name: "Edit Formulation" })).toBeVisible();
    await page.goto("/admin/formulations");
    for (const row of rows) {
      const line = page.getByTestId("formulation-row").filter({ hasText: row.name });
      await expect(line.getByText("Draft", { exact: true })).toBeVisible();
    }
  } finally {
    await removeDrafts(page, e2eDb, jobId);
  }
});

test("the tab fits a 390 px phone, with the progress of a finished run", async ({ adminPage: page, e2eDb }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/bulk-formulations");
  await page.getByLabel("Category").selectOption({ label: "Pet Care" });
  await page.getByLabel("Number of formulations").fill("2");
  let jobId: string | null = null;
  try {
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page).toHaveURL(/\?job=/);
    jobId = jobIdOf(page.url());
    await expect(page.getByTestId("job-counts")).toContainText("2 of 2 done", { timeout: 30_000 });
    await expect(page.getByTestId("preview-card")).toHaveCount(2);
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);
  } finally {
    await removeDrafts(page, e2eDb, jobId);
  }
});
