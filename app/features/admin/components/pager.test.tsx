import { fireEvent, render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { Pager, pageNumbers, showingText } from "./pager";

test("page numbers: the first, the last and the current ±1, with gaps", () => {
  expect(pageNumbers(1, 1)).toEqual([1]);
  expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  expect(pageNumbers(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
  expect(pageNumbers(12, 12)).toEqual([1, null, 11, 12]);
  expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
});

test("the summary counts the rows on the page, the last page short", () => {
  expect(showingText(1, 10, 22)).toBe("Showing 1 to 10 of 22 results");
  expect(showingText(3, 10, 22)).toBe("Showing 21 to 22 of 22 results");
  expect(showingText(1, 10, 0)).toBe("Showing 0 to 0 of 0 results");
});

test("a client-paged list: Previous is disabled on the first page, a number picks its page", () => {
  const onChange = vi.fn();
  render(<Pager page={1} totalItems={22} pageSize={10} onChange={onChange} />);
  expect(screen.queryByRole("button", { name: "Previous page" })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
  fireEvent.click(screen.getByRole("button", { name: "Next page" }));
  expect(onChange.mock.calls).toEqual([[3], [2]]);
  expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
});
