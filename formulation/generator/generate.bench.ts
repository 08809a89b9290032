import { bench, describe } from "vitest";
import { generateBulk, generateFromDemo, generateFromWizard } from ".";

let n = 0;
describe("generator", () => {
  bench("wizard request → validated formulation", () => {
    generateFromWizard({
      productName: `Anti-Aging Night Cream ${n++}`,
      specialProperties: ["Anti-aging", "Moisturizing"],
      phLevel: 5.5,
    });
  });
  bench("demo request → validated formulation", () => {
    generateFromDemo({ category: "cleaning", description: `A streak-free glass cleaner ${n++}` });
  });
  bench("bulk request of 5", () => {
    generateBulk({ category: "skin-care-formulations", count: 5, keywords: `serum ${n++}` });
  });
});
