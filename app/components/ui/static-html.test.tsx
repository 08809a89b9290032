import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, expect, test } from "vitest";
import { StaticHtml } from "./static-html";

const HTML = `<p>See <a href="/faq?topic=pdf#export">the FAQ</a>, <a href="https://example.org/">elsewhere</a>
  and <a href="/about" target="_blank">a new tab</a>.</p>`;

function Where() {
  return (
    <output aria-label="location">{`${useLocation().pathname}${useLocation().search}${useLocation().hash}`}</output>
  );
}

/** Whether the page had cancelled each click's browser navigation; then cancels it (the test DOM would fetch). */
let cancelled: boolean[] = [];
const record = (event: Event) => {
  cancelled.push(event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  cancelled = [];
  document.addEventListener("click", record);
});
afterEach(() => document.removeEventListener("click", record));

function Page() {
  return (
    <>
      <StaticHtml as="footer" className="static" html={HTML} />
      <Where />
    </>
  );
}

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    { path: "/faq", Component: Where },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

test("the server's markup is shown in the chosen element with its class", () => {
  renderPage();
  const link = screen.getByRole("link", { name: "the FAQ" });
  expect(link.closest("footer")?.className).toBe("static");
});

test("a plain click on one of its own links is a client-side navigation, search and hash kept", () => {
  renderPage();
  fireEvent.click(screen.getByRole("link", { name: "the FAQ" }));
  expect(cancelled).toEqual([true]);
  expect(screen.getByRole("status", { name: "location" }).textContent).toBe("/faq?topic=pdf#export");
});

test("other sites, new tabs and modified clicks are left to the browser", () => {
  renderPage();
  fireEvent.click(screen.getByRole("link", { name: "elsewhere" }));
  fireEvent.click(screen.getByRole("link", { name: "a new tab" }));
  fireEvent.click(screen.getByRole("link", { name: "the FAQ" }), { ctrlKey: true });
  expect(cancelled).toEqual([false, false, false]);
  expect(screen.getByRole("status", { name: "location" }).textContent).toBe("/");
});
