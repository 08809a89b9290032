import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { SearchBox } from "#app/features/search/components/search-box";

type Suggestion = { id: string; slug: string; title: string; type: "category" | "formulation"; description: string };

const SUGGESTIONS: Suggestion[] = [
  { id: "c1", slug: "cleaning-products-formulations", title: "Cleaning Products", type: "category", description: "" },
  { id: "f1", slug: "glass-cleaner", title: "Glass Cleaner", type: "formulation", description: "Streak-free" },
  { id: "f2", slug: "oven-cleaner", title: "Oven Cleaner", type: "formulation", description: "Heavy duty" },
];

/** The suggestions API, answered from memory: every term gets SUGGESTIONS, except "zzz" which gets none. */
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), "http://localhost");
  const body = url.searchParams.get("q") === "zzz" ? [] : SUGGESTIONS;
  return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function BrowsePage() {
  return (
    <>
      <h1>Browse</h1>
      <SearchBox />
      <Where />
    </>
  );
}

function renderBox() {
  const Stub = createRoutesStub([
    { path: "/browse", Component: BrowsePage },
    { path: "/category/:slug", Component: Where },
    { path: "/formulation/:slug", Component: Where },
  ]);
  render(<Stub initialEntries={["/browse"]} />);
  return { user: userEvent.setup(), box: screen.getByRole("combobox", { name: "Search categories and formulations" }) };
}

const requestedTerms = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").searchParams.get("q"));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});

describe("search box", () => {
  test("suggestions appear as you type, from one request for the settled term", async () => {
    const { user, box } = renderBox();
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.type(box, "clean");
    const list = await screen.findByRole("listbox", { name: "Suggestions" });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Cleaning Productscategory",
      "Glass CleanerformulationStreak-free",
      "Oven CleanerformulationHeavy duty",
    ]);
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(box.getAttribute("aria-controls")).toBe(list.id);
    // Typing is debounced: the API is asked once, for the whole word, not per keystroke.
    expect(requestedTerms()).toEqual(["clean"]);
  });

  test("the API is asked only once typing pauses, and never for a blank term", () => {
    // A fake clock for the debounce. fireEvent, not user-event: user-event's wrapper in Testing
    // Library waits on a real setTimeout, which a fake clock never fires.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { box } = renderBox();
    fireEvent.change(box, { target: { value: "   " } });
    act(() => vi.advanceTimersByTime(1000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(box.getAttribute("aria-expanded")).toBe("false");

    fireEvent.change(box, { target: { value: "gla" } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: "glass" } });
    act(() => vi.advanceTimersByTime(119));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(requestedTerms()).toEqual(["glass"]);
  });

  test("no matches: no list", async () => {
    const { user, box } = renderBox();
    await user.type(box, "zzz");
    await waitFor(() => expect(requestedTerms()).toEqual(["zzz"]));
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  test("arrow keys move through the suggestions and wrap around", async () => {
    const { user, box } = renderBox();
    await user.type(box, "clean");
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    const selected = () => options.map((o) => o.getAttribute("aria-selected") === "true");
    expect(selected()).toEqual([false, false, false]);
    expect(box.getAttribute("aria-activedescendant")).toBeNull();

    await user.keyboard("{ArrowDown}");
    expect(selected()).toEqual([true, false, false]);
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(selected()).toEqual([false, false, true]);
    await user.keyboard("{ArrowDown}");
    expect(selected()).toEqual([true, false, false]);
    await user.keyboard("{ArrowUp}");
    expect(selected()).toEqual([false, false, true]);
    expect(box.getAttribute("aria-activedescendant")).toBe(options[2]?.id);
    // Focus never leaves the field while moving through the list.
    expect(document.activeElement).toBe(box);
  });

  test("Enter opens the highlighted suggestion", async () => {
    const { user, box } = renderBox();
    await user.type(box, "clean");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect((await screen.findByRole("status", { name: "location" })).textContent).toBe("/formulation/glass-cleaner");
  });

  test("clicking a category suggestion opens it with the term, so its page marks the matches", async () => {
    const { user, box } = renderBox();
    await user.type(box, "clean");
    await user.click(await screen.findByRole("option", { name: /Cleaning Products/ }));
    expect((await screen.findByRole("status", { name: "location" })).textContent).toBe(
      "/category/cleaning-products-formulations?search=clean",
    );
  });

  test("Escape closes the list and keeps the term; typing opens it again", async () => {
    const { user, box } = renderBox();
    await user.type(box, "clean");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect((box as HTMLInputElement).value).toBe("clean");
    await user.keyboard("{ArrowDown}");
    expect(within(screen.getByRole("listbox")).getAllByRole("option")[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.type(box, "er");
    expect(await screen.findByRole("listbox")).toBeTruthy();
  });

  test("the list closes after the field loses focus", async () => {
    const { user, box } = renderBox();
    await user.type(box, "clean");
    await screen.findByRole("listbox");
    await user.click(screen.getByRole("heading", { name: "Browse" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  test("Enter with nothing highlighted searches the browse page", async () => {
    const { user, box } = renderBox();
    await user.type(box, "clean");
    await screen.findByRole("listbox");
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "location" }).textContent).toBe("/browse?search=clean"),
    );
  });
});
