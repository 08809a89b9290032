import { expect, test } from "vitest";
import { cleaningPicture } from "./cleaning-picture";

test.each([
  ["Streak-Free Glass & Mirror Cleaner", "glass"],
  ["Concentrated Glass Cleaner Refill", "concentrated"],
  ["Bathroom Limescale Remover", "bathroom"],
  ["Eco-Friendly Bathroom Cleaner", "eco-friendly"],
  ["Wood Floor Cleaner", "wood-floor"],
  ["Heavy-Duty Kitchen Degreaser", "degreaser"],
  ["Pet-Safe Floor Cleaner", "pet-safe-floor"],
  ["Oven & Grill Gel", "oven-grill"],
  ["Carpet Shampoo", "carpet-upholstery"],
  ["Something Else", "cleaning"],
])("%s → %s", (name, file) => {
  expect(cleaningPicture(name)).toBe(`/images/cleaning/${file}.svg`);
});
