/**
 * Setup for the "component" Vitest project: unmount what each test rendered (Testing Library
 * cleans up by itself only under `globals: true`), undo stubbed globals such as fetch, restore spies
 * and go back to the real clock.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
