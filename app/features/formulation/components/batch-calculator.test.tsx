import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BatchCalculator, type CalculatorRow } from "#app/features/formulation/components/batch-calculator";
import { GRAMS_PER } from "#formulation/browser";

/** Three equal thirds and a small remainder: no batch divides them evenly, so rounding must be exact. */
const ROWS: CalculatorRow[] = [
  { label: "Aqua", inci: "Aqua", hundredths: 3333 },
  { label: "Glycerin", inci: "Glycerin", hundredths: 3333 },
  { label: "Cetearyl Alcohol", inci: "Cetearyl Alcohol", hundredths: 3333 },
  { label: "Phenoxyethanol", inci: "Phenoxyethanol", hundredths: 1 },
];

function setup() {
  const user = userEvent.setup();
  render(<BatchCalculator rows={ROWS} />);
  const size = screen.getByLabelText("Batch size");
  const unit = screen.getByLabelText("Unit");
  async function enter(value: string, unitValue?: "g" | "kg" | "lb") {
    if (unitValue) await user.selectOptions(unit, unitValue);
    await user.clear(size);
    if (value) await user.type(size, value);
  }
  return { user, size, unit, enter };
}

/** The grams column and the total, in hundredths of a gram (integers, so sums are exact). */
/** A shown amount ("1,000.00") as a number. */
function amount(text: string | null | undefined): number {
  return Number((text ?? "").replaceAll(",", ""));
}

function readTable() {
  const table = screen.getByTestId("batch-table");
  const rows = within(table)
    .getAllByRole("row")
    .filter((row) => row.closest("tbody"));
  const grams = rows.map((row) => {
    const cells = within(row).getAllByRole("cell");
    return { label: cells[0]?.textContent, hundredths: Math.round(amount(cells.at(-1)?.textContent) * 100) };
  });
  const total = Math.round(amount(screen.getByTestId("batch-total").textContent) * 100);
  return { grams, total };
}

describe("batch calculator", () => {
  test("starts at 1 kg with one row per ingredient", () => {
    setup();
    const { grams, total } = readTable();
    expect(total).toBe(100_000);
    expect(grams.map((g) => g.label)).toEqual(ROWS.map((r) => r.label));
    expect(screen.getByText("Amounts in grams, rounded to 0.01 g.")).toBeTruthy();
  });

  test.each([
    ["2.5", "kg", 250_000],
    ["2,5", "kg", 250_000],
    ["1", "g", 100],
    ["7", "g", 700],
    ["333.33", "g", 33_333],
    ["1", "lb", 45_359],
    ["0.75", "lb", 34_019],
    ["12.345", "kg", 1_234_500],
  ] as const)("%s %s gives grams per ingredient that add up to exactly the batch", async (value, unit, hundredths) => {
    const { enter, size } = setup();
    await enter(value, unit);
    const { grams, total } = readTable();
    expect(total).toBe(hundredths);
    expect(grams.reduce((sum, g) => sum + g.hundredths, 0)).toBe(hundredths);
    expect(grams.every((g) => g.hundredths >= 0)).toBe(true);
    expect(size.getAttribute("aria-invalid")).toBe("false");
  });

  test("for any batch size and unit, the grams add up to the batch rounded to 0.01 g", async () => {
    const { user, size, unit } = setup();
    await fc.assert(
      fc.asyncProperty(
        // From 0.01 g up: below that there is nothing to weigh (the calculator says so; tested below).
        fc.integer({ min: 10, max: 10_000_000 }),
        fc.constantFrom("g", "kg", "lb"),
        async (thousandths, u) => {
          await user.selectOptions(unit, u);
          fireEvent.change(size, { target: { value: String(thousandths / 1000) } });
          const { grams, total } = readTable();
          expect(total).toBe(Math.round(((thousandths / 1000) * GRAMS_PER[u]) / 0.01));
          expect(grams.reduce((sum, g) => sum + g.hundredths, 0)).toBe(total);
        },
      ),
      { numRuns: 60 },
    );
  });

  test("each ingredient gets its share, off by at most one step of 0.01 g", async () => {
    const { enter } = setup();
    await enter("1", "g");
    const { grams } = readTable();
    // 100 hundredths of a gram shared 33.33 : 33.33 : 33.33 : 0.01.
    for (const [i, g] of grams.entries()) {
      const exact = (100 * (ROWS[i]?.hundredths ?? 0)) / 10_000;
      expect(Math.abs(g.hundredths - exact)).toBeLessThan(1);
    }
  });

  test.each(["0", "-3", "abc", "", "   "])("“%s” shows a message and no table", async (value) => {
    const { enter, size } = setup();
    await enter(value);
    expect(screen.getByText("Enter a batch size greater than 0.")).toBeTruthy();
    expect(size.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("batch-table")).toBeNull();
    // The message is the field's description, so a screen reader reads it with the field.
    const help = document.getElementById(size.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toBe("Enter a batch size greater than 0.");
  });

  test("a batch over 100 t is refused with its own message", async () => {
    const { enter, size } = setup();
    await enter("100001", "kg");
    expect(screen.getByText("Batch too large: enter at most 100 t.")).toBeTruthy();
    expect(size.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("batch-table")).toBeNull();
  });

  test("a batch below 0.01 g, which has nothing to weigh, says so instead of an empty table", async () => {
    const { enter, size } = setup();
    await enter("0.004", "g");
    expect(screen.getByText("Batch too small: enter at least 0.01 g.")).toBeTruthy();
    expect(size.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("batch-table")).toBeNull();
  });

  test("correcting bad input brings the table back", async () => {
    const { enter } = setup();
    await enter("0");
    expect(screen.queryByTestId("batch-table")).toBeNull();
    await enter("3", "g");
    expect(screen.queryByText("Enter a batch size greater than 0.")).toBeNull();
    expect(readTable().total).toBe(300);
  });
});

test("with a formulation it links to the batch record for the size and unit it shows", async () => {
  const user = userEvent.setup();
  render(<BatchCalculator rows={ROWS} recordFor="rose-cream" />);
  expect(screen.getByRole("link", { name: /Print batch record for 1 kg/ }).getAttribute("href")).toBe(
    "/formulation/rose-cream/batch-record?size=1&unit=kg",
  );
  await user.clear(screen.getByLabelText("Batch size"));
  await user.type(screen.getByLabelText("Batch size"), "2,5");
  expect(screen.getByRole("link", { name: /Print batch record for 2.5 kg/ }).getAttribute("href")).toBe(
    "/formulation/rose-cream/batch-record?size=2.5&unit=kg",
  );
  // Below the record's 1 g there is nothing sensible to print: no link.
  await user.selectOptions(screen.getByLabelText("Unit"), "g");
  await user.clear(screen.getByLabelText("Batch size"));
  await user.type(screen.getByLabelText("Batch size"), "0.5");
  expect(screen.queryByRole("link", { name: /Print batch record/ })).toBeNull();
});
