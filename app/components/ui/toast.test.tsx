import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { type Toast, ToastProvider, useToast } from "./toast";

function Trigger({ toast: t, label = "Notify" }: { toast: Toast; label?: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(t)}>
      {label}
    </button>
  );
}

function renderWith(...toasts: Toast[]) {
  render(
    <ToastProvider>
      {toasts.map((t, i) => (
        <Trigger key={t.title} toast={t} label={`Notify ${i + 1}`} />
      ))}
    </ToastProvider>,
  );
  const region = screen.getByRole("region", { name: "Notifications (F8)" });
  // The card's module loads after the page (already fetched here): let React show it.
  const show = async (n = 1) => {
    fireEvent.click(screen.getByRole("button", { name: `Notify ${n}` }));
    await act(async () => {});
  };
  return { region, show };
}

// A fake clock for the toast's own timer and Date (what is left after a pause) only: React
// schedules its work with setImmediate. fireEvent rather than user-event: Testing Library's
// user-event wrapper waits on a real setTimeout.
beforeAll(async () => {
  await import("./toast-card");
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});

/** A form whose warning names its cause, and a toast about something else. */
function Form() {
  const { toast, resolve } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: "Required Fields Missing", cause: "name" })}>
        Next
      </button>
      <button type="button" onClick={() => toast({ title: "Copied" })}>
        Copy
      </button>
      <button type="button" onClick={() => resolve("name")}>
        Fill in the name
      </button>
    </>
  );
}

describe("toasts", () => {
  test("a toast appears inside a polite live region, so screen readers announce it", async () => {
    const { region, show } = renderWith({ title: "Added to Favorites", description: "Saved for later." });
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(within(region).queryByRole("status")).toBeNull();
    await show();
    const status = within(region).getByRole("status");
    expect(status.textContent).toContain("Added to Favorites");
    expect(status.textContent).toContain("Saved for later.");
  });

  test("it goes away by itself after 5 seconds", async () => {
    const { region, show } = renderWith({ title: "Login successful!" });
    await show();
    act(() => vi.advanceTimersByTime(4999));
    expect(within(region).getByRole("status").textContent).toContain("Login successful!");
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("a toast can ask for a shorter or longer time", async () => {
    const { region, show } = renderWith({ title: "Quick", durationMs: 1000 });
    await show();
    act(() => vi.advanceTimersByTime(999));
    expect(within(region).queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("one at a time: a new toast replaces the old one and gets its full time", async () => {
    const { region, show } = renderWith({ title: "First" }, { title: "Second" });
    await show(1);
    act(() => vi.advanceTimersByTime(3000));
    await show(2);
    expect(
      within(region)
        .getAllByRole("status")
        .map((s) => s.textContent),
    ).toEqual([expect.stringContaining("Second")]);
    act(() => vi.advanceTimersByTime(4999));
    expect(within(region).getByRole("status").textContent).toContain("Second");
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("the dismiss button closes it at once", async () => {
    const { region, show } = renderWith({ title: "Signup failed", variant: "destructive" });
    await show();
    fireEvent.click(within(region).getByRole("button", { name: "Dismiss notification" }));
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("a swipe right of more than 50 px dismisses it; a shorter one does not", async () => {
    const { region, show } = renderWith({ title: "Swipe me" });
    await show();
    const status = within(region).getByRole("status");
    fireEvent.pointerDown(status, { clientX: 100 });
    fireEvent.pointerUp(status, { clientX: 140 });
    expect(within(region).queryByRole("status")).not.toBeNull();
    fireEvent.pointerDown(status, { clientX: 100 });
    fireEvent.pointerUp(status, { clientX: 151 });
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("a mouse over the toast holds it; moving away lets it finish its remaining time", async () => {
    const { region, show } = renderWith({ title: "Read me slowly" });
    await show();
    act(() => vi.advanceTimersByTime(3000));
    const status = within(region).getByRole("status");
    fireEvent.pointerEnter(status, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(region).queryByRole("status")).not.toBeNull();
    fireEvent.pointerLeave(status, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(1999));
    expect(within(region).queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("a finger's tap is not a hover: the toast still goes away on time", async () => {
    const { region, show } = renderWith({ title: "Tapped" });
    await show();
    fireEvent.pointerEnter(within(region).getByRole("status"), { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(5000));
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("focus inside the toast holds it until focus leaves", async () => {
    const { region, show } = renderWith({ title: "Keyboard user" });
    await show();
    const dismissButton = within(region).getByRole("button", { name: "Dismiss notification" });
    act(() => dismissButton.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(region).queryByRole("status")).not.toBeNull();
    act(() => dismissButton.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("the toast follows a swipe, springs back when the browser cancels it, and goes when it passes 50 px", async () => {
    const { region, show } = renderWith({ title: "Swipe on a phone" });
    await show();
    const status = within(region).getByRole("status");
    expect(status.className).toContain("touch-pan-y");
    fireEvent.pointerDown(status, { clientX: 100, pointerType: "touch" });
    fireEvent.pointerMove(status, { clientX: 130, pointerType: "touch" });
    expect(status.style.transform).toBe("translateX(30px)");
    fireEvent.pointerCancel(status, { pointerType: "touch" });
    expect(status.style.transform).toBe("");
    fireEvent.pointerDown(status, { clientX: 100, pointerType: "touch" });
    fireEvent.pointerMove(status, { clientX: 160, pointerType: "touch" });
    fireEvent.pointerUp(status, { clientX: 160, pointerType: "touch" });
    expect(within(region).queryByRole("status")).toBeNull();
  });

  test("toasts are left out of print", async () => {
    const { region, show } = renderWith({ title: "Print Dialog Opened" });
    await show();
    expect(region.classList).toContain("no-print");
    // The toast is a popover in the top layer, outside its region's box: it needs its own.
    expect(within(region).getByRole("status").classList).toContain("no-print");
  });

  test("F8 moves focus to the notifications", async () => {
    const { region, show } = renderWith({ title: "Focus" });
    await show();
    expect(document.activeElement).not.toBe(region);
    fireEvent.keyDown(window, { key: "F8" });
    expect(document.activeElement).toBe(region);
  });

  test("resolving a cause takes away the toast that reports it, and no other", async () => {
    render(
      <ToastProvider>
        <Form />
      </ToastProvider>,
    );
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    const click = async (name: string) => {
      fireEvent.click(screen.getByRole("button", { name }));
      await act(async () => {});
    };
    await click("Next");
    expect(within(region).getByRole("status").textContent).toContain("Required Fields Missing");
    await click("Fill in the name");
    expect(within(region).queryByRole("status")).toBeNull();
    // A toast shown since is about something else: it stays.
    await click("Next");
    await click("Copy");
    await click("Fill in the name");
    expect(within(region).getByRole("status").textContent).toContain("Copied");
  });

  test("useToast outside the provider says what is missing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Trigger toast={{ title: "x" }} />)).toThrow("useToast must be used inside <ToastProvider>");
  });
});
