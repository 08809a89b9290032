import { describe, expect, test } from "vitest";
import { firstFreeSlug, isSlug, optional, required, slugify } from "./fields";

describe("slugs", () => {
  test("free text becomes a slug, accents folded", () => {
    expect(slugify("Crème Légère 2%", 120)).toBe("creme-legere-2");
    expect(slugify("  !!  ", 120)).toBe("");
  });

  test("the first free slug is the base, else the base with -2, -3, …", () => {
    expect(firstFreeSlug("cream", new Set(), 120)).toBe("cream");
    expect(firstFreeSlug("cream", new Set(["cream", "cream-2"]), 120)).toBe("cream-3");
  });

  test("a suffixed slug stays within the maximum and is still a slug when the cut ends in a hyphen", () => {
    const base = `${"a".repeat(115)}-cream`.slice(0, 120);
    const free = firstFreeSlug(base, new Set([base]), 120);
    expect(free.length).toBeLessThanOrEqual(120);
    expect(isSlug(free)).toBe(true);
    expect(free).toBe(`${"a".repeat(115)}-2`);
  });
});

describe("required and optional text", () => {
  test("required text is trimmed and says once that it is missing", () => {
    const name = required("Name", 5);
    expect(name.parse("  Ada ")).toBe("Ada");
    expect(name.safeParse("   ").error?.issues.map((i) => i.message)).toEqual(["Name is required"]);
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Name is required");
    expect(name.safeParse("Ada Lovelace").error?.issues[0]?.message).toBe("Name must be at most 5 characters");
    expect(required("Title", 5, "Please fill in all required fields").safeParse("").error?.issues[0]?.message).toBe(
      "Please fill in all required fields",
    );
  });

  test("optional text left out, blank or null is null", () => {
    const note = optional("Note", 5);
    for (const missing of [undefined, null, "", "   "]) expect(note.parse(missing)).toBeNull();
    expect(note.parse(" hi ")).toBe("hi");
    expect(note.safeParse(3).error?.issues[0]?.message).toBe("Note must be text");
  });
});
