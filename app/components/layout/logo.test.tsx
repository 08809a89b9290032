import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { resetLogoSettings, saveLogoSettings } from "#app/lib/logo-settings";
import { Logo } from "./logo";

afterEach(() => localStorage.clear());

// happy-dom loads no images: every <img> is "complete" with no pixels, exactly what a browser
// shows for a logo that failed before React hydrated (when no onError handler was attached yet).
test("a logo that failed before hydration is replaced by the bundled default on mount", () => {
  render(<Logo src="/missing-logo.svg" />);
  expect(screen.getByRole("img", { name: "Formulab" }).getAttribute("src")).toBe("/logo-default.svg");
});

test("a logo error after hydration falls back once, without looping on the default", () => {
  render(<Logo src="/logo-default.svg" />);
  const img = screen.getByRole("img", { name: "Formulab" });
  fireEvent.error(img);
  fireEvent.error(img);
  expect(img.getAttribute("src")).toBe("/logo-default.svg");
});

test("the logo's height follows the logo size of the settings, live", () => {
  saveLogoSettings({ logoSize: 165 });
  render(<Logo />);
  const img = screen.getByRole("img", { name: "Formulab" });
  expect(img.style.height).toBe("60px");
  act(() => saveLogoSettings({ logoSize: 55 }));
  expect(img.style.height).toBe("24px");
  act(() => resetLogoSettings());
  expect(img.style.height).toBe("40px");
});
