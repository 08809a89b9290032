import { bench, describe } from "vitest";
import { REQUEST_CORPUS } from "./data/request-corpus";
import { parseRequest } from "./parse";

// Cycles through the corpus so the figure is a mean over realistic requests, not one cached string.
const inputs = REQUEST_CORPUS.map((c) => ({
  description: c.text ?? "",
  ...(c.category ? { category: c.category } : {}),
  ...(c.productName ? { productName: c.productName } : {}),
  ...(c.wizard ? { wizard: c.wizard } : {}),
}));
let i = 0;

describe("request parser", () => {
  bench("parse one request (corpus round-robin)", () => {
    parseRequest(inputs[i++ % inputs.length] as (typeof inputs)[number]);
  });
  bench("parse a 400-character description", () => {
    parseRequest({
      description:
        "We are a small brand and need a lightweight, fragrance-free daily face moisturiser for sensitive, combination skin. " +
        "It should contain 5% niacinamide, 1% panthenol and some hyaluronic acid, be free of parabens, silicones and essential oils, " +
        "vegan and cruelty-free, with a pH around 5.5. Please keep it non-greasy and suitable for use under makeup.",
      category: "skin-care",
    });
  });
});
