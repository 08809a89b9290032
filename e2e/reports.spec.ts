import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";

test("a signed-in visitor downloads a formulation's PDF report and finds it in My Downloads", async ({
  signedInPage: page,
  request,
}) => {
  const list = (await (await request.get("/api/formulations")).json()) as { slug: string; name: string }[];
  const formulation = list[0];
  if (!formulation) throw new Error("the library is empty");
  await page.goto(`/formulation/${formulation.slug}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${formulation.slug}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.byteLength).toBeGreaterThan(5_000);
  await expect(page.getByText("PDF Downloaded")).toBeVisible();

  await page.goto("/my-account");
  await expect(page.getByRole("tab", { name: /My Downloads \(1\)/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: formulation.name, exact: true })).toBeVisible();
});
