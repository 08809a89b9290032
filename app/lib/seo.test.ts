import { describe, expect, test } from "vitest";
import { clip, jsonLdText } from "./seo";

describe("JSON-LD written into markup", () => {
  const hostile = {
    name: "Cream </script><script>alert(1)</script> & <!-- more",
    step: ["Mix \u2028 then \u2029 fill"],
  };

  test("no value can close the script element or open a comment in it", () => {
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
  });

  test("it still reads back as the same data", () => {
    expect(JSON.parse(jsonLdText(hostile))).toEqual(hostile);
  });
});

test("clip cuts at a word boundary and says so", () => {
  expect(clip("Daily Hydrating Face Cream with Niacinamide", 30)).toBe("Daily Hydrating Face Cream...");
  expect(clip("Short", 30)).toBe("Short");
});
