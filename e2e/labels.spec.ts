import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";

const CLEANER = "heavy-duty-kitchen-degreaser";
const SHOTS = process.env.LABEL_SCREENSHOTS;

/** The PDF behind a link, as pdftotext reads it. */
async function pdfText(request: import("@playwright/test").APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const file = join(mkdtempSync(join(tmpdir(), "label-e2e-")), "out.pdf");
  writeFileSync(file, await res.body());
  if (SHOTS)
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "80",
      "-f",
      "1",
      "-l",
      "1",
      file,
      join(SHOTS, url.includes("sds") ? "sds" : "label-pdf"),
    ]);
  return execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

for (const width of [1280, 390]) {
  test(`a cleaner's label at ${width} px: GHS05, Danger, H314, the UFI entered and its PDF`, async ({
    page,
    request,
    allowConsoleError,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/formulation/${CLEANER}`);
    await page.getByRole("link", { name: "Label", exact: true }).click();
    await expect(page).toHaveURL(/\/formulation\/[^/]+\/label$/);
    const label = page.getByTestId("label");
    await expect(label.getByRole("img", { name: /GHS05/ })).toBeVisible();
    await expect(page.getByTestId("signal-word")).toHaveText("Danger");
    await expect(label).toContainText("H314 Causes severe skin burns and eye damage.");

    await page.getByLabel("UFI").fill("n4e3 y0m2 v00k p2dt");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByTestId("label-ufi")).toHaveText("UFI: N4E3-Y0M2-V00K-P2DT");
    await expect(page.getByTestId("label-quantity")).toHaveText("500 ml");
    // Nothing of the label runs past the screen's edge.
    const box = await label.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    const scrollWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(scrollWidth).toBeLessThanOrEqual(width);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `label-${width}.png`), fullPage: true });

    const pdfHref = await page.getByTestId("label-pdf").getAttribute("href");
    expect(pdfHref).toContain("ufi=N4E3-Y0M2-V00K-P2DT");
    const text = await pdfText(request, pdfHref ?? "");
    expect(text).toContain("DANGER");
    expect(text).toContain("UFI: N4E3-Y0M2-V00K-P2DT");

    const sds = await pdfText(request, (await page.getByTestId("sds-pdf").getAttribute("href")) ?? "");
    expect(sds).toContain("SECTION 16: Other information");
    expect(sds).toContain("Skin Corr. 1, H314");

    // A UFI that is not one is refused with what to fix (the page answers it with a 400).
    allowConsoleError(/label\.data\?.*status of 400|status of 400.*label\.data/);
    await page.getByLabel("UFI").fill("ABCD-EFGH-1234-5678");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByRole("alert")).toContainText("except B, I, L, O and Z");
  });
}
