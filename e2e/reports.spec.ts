import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { pngBomb } from "../test-support/image-fixtures";
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

test("a visitor who signs in from the download dialog comes back to the formulation and the download proceeds", async ({
  page,
  accounts,
  request,
}) => {
  const password = "return-to-page-1";
  const user = await accounts.create({ firstName: "Rosalind", lastName: "Franklin", password });
  const list = (await (await request.get("/api/formulations")).json()) as { slug: string }[];
  const slug = list[1]?.slug ?? "";
  await page.goto(`/formulation/${slug}`);
  await page.getByRole("button", { name: "Download PDF" }).click();
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(password);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Log In" }).click(),
  ]);
  await expect(page).toHaveURL(/\/formulation\/[^?]+$/);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByText("PDF Downloaded")).toBeVisible();
});

test("logo settings saved on the account page put the company's name on the next report", async ({
  signedInPage: page,
  request,
}) => {
  await page.goto("/my-account");
  const panel = page.getByTestId("logo-settings");
  // A file that is not an image is refused with the spec's message.
  await panel
    .getByLabel(/Logo \(PNG or JPEG/)
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await expect(page.getByText("Invalid File Type")).toBeVisible();
  // The 195-byte PNG that declares 8000 × 8000 pixels is refused from its header, as the server would.
  await panel
    .getByLabel(/Logo \(PNG or JPEG/)
    .setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: Buffer.from(pngBomb()) });
  await expect(page.getByText("The logo must be at most 2000 × 2000 pixels.")).toBeVisible();
  await expect(panel.getByRole("img", { name: "Your logo" })).toHaveCount(0);
  await panel
    .getByLabel(/Logo \(PNG or JPEG/)
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG });
  await expect(panel.getByRole("img", { name: "Your logo" })).toBeVisible();
  await panel.getByLabel("Company name").fill("Zeta Naturals GmbH");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Logo settings saved")).toBeVisible();

  const list = (await (await request.get("/api/formulations")).json()) as { slug: string }[];
  await page.goto(`/formulation/${list[2]?.slug ?? ""}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const text = execFileSync("pdftotext", [await download.path(), "-"], { encoding: "utf8" });
  expect(text).toContain("Zeta Naturals GmbH");
});

const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
