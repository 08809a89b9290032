import { expect, test } from "vitest";
import { TEMPLATES } from "../templates";
import { checkArchetype } from "./archetype-check";

// The first variant of each template is the strictest one the check builds: the cheapest budget
// and a cruelty-free rule, which swaps out an animal-derived base (lanolin) for a stand-in.
test("every template's first variant builds without an error the validator would refuse", () => {
  const errors = TEMPLATES.flatMap((t) => checkArchetype(t, 1).errors.map((e) => `${t.id}: ${e}`));
  expect(TEMPLATES.length).toBeGreaterThanOrEqual(160);
  expect(errors).toEqual([]);
});
