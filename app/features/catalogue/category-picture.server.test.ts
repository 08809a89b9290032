import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { CATEGORY_PLACEHOLDER_IMAGE, categoryPicture } from "#app/features/catalogue/category-picture.server";
import { CATEGORY_SLUGS } from "#formulation";

const publicFile = (path: string) => fileURLToPath(new URL(`../../../public${path}`, import.meta.url));

test("every system category has its own illustration: a distinct, small, script-free SVG", () => {
  const pictures = CATEGORY_SLUGS.map((slug) => categoryPicture({ slug, image: null }));
  expect(new Set(pictures).size).toBe(22);
  const contents = new Set<string>();
  for (const picture of pictures) {
    expect(picture).not.toBe(CATEGORY_PLACEHOLDER_IMAGE);
    const svg = readFileSync(publicFile(picture), "utf8");
    contents.add(svg);
    // The tiles reserve a 16:9 box (width 400, height 225): the drawing must fill it exactly.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 225">/);
    expect(svg).not.toMatch(/<script|<image|href=|on\w+=/i);
    expect(statSync(publicFile(picture)).size).toBeLessThan(1536);
  }
  expect(contents.size).toBe(22);
});

test("an uploaded image wins over the illustration; an unknown category gets the placeholder", () => {
  expect(categoryPicture({ slug: "skin-care-formulations", image: "/objects/uploads/abc" })).toBe(
    "/objects/uploads/abc",
  );
  expect(categoryPicture({ slug: "skin-care-formulations", image: null })).toBe("/images/categories/skin-care.svg");
  expect(categoryPicture({ slug: "something-else", image: null })).toBe(CATEGORY_PLACEHOLDER_IMAGE);
});
