import { act, fireEvent, render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import TourOverlay from "./tour-overlay";

function Page({ onFinish }: { onFinish: () => void }) {
  return (
    <>
      <button type="button">Menu</button>
      <input id="browse-search" aria-label="Search" />
      <section id="browse-categories">Categories</section>
      <TourOverlay id="browse" onFinish={onFinish} />
    </>
  );
}

test("a step takes focus, and the first Tab from it reaches 'Skip tour'", () => {
  render(<Page onFinish={() => undefined} />);
  const step = screen.getByRole("dialog", { name: "Search everything" });
  expect(document.activeElement).toBe(step);
  // Tab order inside the step is document order: the first button is the way out.
  expect(step.querySelector("button, a[href], input")?.textContent).toBe("Skip tour");
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  const next = screen.getByRole("dialog", { name: "Browse by category" });
  expect(document.activeElement).toBe(next);
});

test("Escape skips the tour, records it as done and gives focus back", () => {
  const menu = document.createElement("button");
  document.body.appendChild(menu);
  menu.focus();
  const onFinish = vi.fn();
  render(<TourOverlay id="browse" onFinish={onFinish} />);
  expect(document.activeElement).toBe(screen.getByRole("dialog"));
  fireEvent.keyDown(window, { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(onFinish).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(menu);
  menu.remove();
});

test("someone already typing keeps their field when the tour appears", () => {
  const field = document.createElement("input");
  document.body.appendChild(field);
  field.focus();
  render(<TourOverlay id="browse" onFinish={() => undefined} />);
  expect(screen.getByRole("dialog", { name: "Search everything" })).toBeTruthy();
  expect(document.activeElement).toBe(field);
  act(() => fireEvent.click(screen.getByRole("button", { name: "Skip tour" })));
  expect(screen.queryByRole("dialog")).toBeNull();
  field.remove();
});
