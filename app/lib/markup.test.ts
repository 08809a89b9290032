import { expect, test } from "vitest";
import { parseMarkup } from "./markup";

test("headings, bullets, paragraphs and spacing", () => {
  expect(parseMarkup("**1. How to Use**\n- Apply daily\n- Rinse **well**\n\nKeep cool.\n\n\n**2. Storage**")).toEqual([
    { kind: "heading", text: "1. How to Use" },
    { kind: "list", items: ["Apply daily", "Rinse **well**"] },
    { kind: "space" },
    { kind: "paragraph", text: "Keep cool." },
    { kind: "space" },
    { kind: "heading", text: "2. Storage" },
  ]);
});

test("a bold phrase that is not a numbered heading stays a paragraph", () => {
  expect(parseMarkup("**Warning:** keep away from eyes")).toEqual([
    { kind: "paragraph", text: "**Warning:** keep away from eyes" },
  ]);
});
