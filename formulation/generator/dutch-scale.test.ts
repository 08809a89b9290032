/**
 * The batch and pack of a request written in Dutch: "batch van 100 L", "partij van 50 kilo",
 * "flessen van 750 ml", "200 stuks", "2 ton", read from the request as the maker wrote it.
 */
import { describe, expect, test } from "vitest";
import { generateFromDemo } from ".";

function batchOf(category: string, description: string): string {
  const outcome = generateFromDemo({ category, description });
  if (outcome.status !== "formulated") throw new Error(`"${description}" was refused`);
  return outcome.formulation.batchSize;
}

describe("a Dutch request's batch and pack", () => {
  test("a batch after 'batch van', with the spray bottle it fills", () => {
    expect(batchOf("cleaning", "Allesreiniger spray 500 ml, pH neutraal, met citroengeur, batch van 100 L")).toBe(
      "100 kg (200 × 500 ml)",
    );
  });

  test("'partij' is the batch, 'kilo' a kilogram, 'flessen van' the bottle filled", () => {
    expect(batchOf("automotive-coating", "Autowas met carnaubawas, partij van 50 kilo")).toMatch(/^50 kg/);
    expect(batchOf("cleaning", "Ontkalker met citroenzuur, flessen van 750 ml, partij van 300 liter")).toBe(
      "300 kg (400 × 750 ml)",
    );
  });

  test("a count in 'stuks' makes the batch; a 'ton' is a thousand kilograms", () => {
    expect(batchOf("skin-care", "Handcrème met sheaboter, tubes van 75 ml, 200 stuks")).toBe("15 kg (200 × 75 ml)");
    expect(batchOf("construction", "Tegellijm op cementbasis, flexibel, 25 kg zakken, 2 ton")).toMatch(/^2 t \(80 × /);
  });
});

describe("packs named with a qualifier or in Spanish, Portuguese, Italian or Polish", () => {
  test("a litre refill bottle, a kit and a jug are the unit filled, not the batch", () => {
    expect(batchOf("grooming", "Barber aftershave splash, 40% ethanol, 1 L refill bottle")).toMatch(/× 1000 ml\)$/);
    expect(batchOf("construction", "2K epoxy floor coating, grey, 10 kg kit")).toMatch(/× 10000 g\)$/);
  });

  test("'garrafa de 5 L' and 'vaso da 1000 ml' name the pack", () => {
    expect(batchOf("cleaning", "Desengrasante alcalino para cocinas, garrafa de 5 L")).toMatch(/× 5000 ml\)$/);
    expect(batchOf("salon-hair-treatment", "Maschera capelli con olio di argan 3%, vaso da 1000 ml")).toMatch(
      /× 1000 ml\)$/,
    );
  });
});

describe("a dose in use is no pack", () => {
  test("'1,5-L-Flasche' is the bottle, and 'Dosierung 60 ml pro Wäsche' how much goes into one wash", () => {
    expect(
      batchOf(
        "detergent",
        "Flüssigwaschmittel für Buntwäsche mit LAS und FAES, 1,5-L-Flasche, Dosierung 60 ml pro Wäsche, Chargengröße 1 t.",
      ),
    ).toBe("1 t (667 × 1500 ml)");
    expect(batchOf("detergent", "Liquid laundry detergent, 2 L bottle, 35 ml per wash, batch 500 kg")).toBe(
      "500 kg (250 × 2000 ml)",
    );
  });
});
