// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";
import { whenLoadedAndIdle } from "./after-load";

function documentIs(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value: state, configurable: true });
}

afterEach(() => {
  documentIs("complete");
  vi.useRealTimers();
});

test("extras wait for the page's load event, then for an idle moment", async () => {
  vi.useFakeTimers();
  documentIs("loading");
  const work = vi.fn();
  whenLoadedAndIdle(work);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(work).not.toHaveBeenCalled();

  documentIs("complete");
  window.dispatchEvent(new Event("load"));
  await vi.advanceTimersByTimeAsync(10_000);
  expect(work).toHaveBeenCalledTimes(1);
});

test("on a page that has long loaded (a client-side navigation) they start at the next idle moment", async () => {
  vi.useFakeTimers();
  const work = vi.fn();
  whenLoadedAndIdle(work);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(work).toHaveBeenCalledTimes(1);
});

test("a component gone before then never runs them", async () => {
  vi.useFakeTimers();
  documentIs("loading");
  const work = vi.fn();
  const cancel = whenLoadedAndIdle(work);
  cancel();
  documentIs("complete");
  window.dispatchEvent(new Event("load"));
  await vi.advanceTimersByTimeAsync(10_000);
  expect(work).not.toHaveBeenCalled();

  const later = vi.fn();
  whenLoadedAndIdle(later)();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(later).not.toHaveBeenCalled();
});
