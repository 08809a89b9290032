import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { ToastProvider } from "#app/components/ui/toast";
import { GenerateAltTextButton } from "./generate-alt-text-button";

function Harness({ name }: { name: string }) {
  const [alt, setAlt] = useState("");
  return (
    <ToastProvider>
      <GenerateAltTextButton name={name} category="skin-care-formulations" onGenerated={setAlt} />
      <output data-testid="alt">{alt}</output>
    </ToastProvider>
  );
}

const toastText = () => screen.getByRole("region", { name: "Notifications (F8)" }).textContent;

test("sends the name and category and hands back the server's alt text", async () => {
  let release: (r: Response) => void = () => {};
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
  vi.stubGlobal("fetch", fetch);
  render(<Harness name="Rose Face Cream" />);
  fireEvent.click(screen.getByRole("button", { name: "Generate alt text" }));
  const busy = await screen.findByRole("button", { name: "Generating…" });
  expect((busy as HTMLButtonElement).disabled).toBe(true);
  release(Response.json({ altText: "Rose Face Cream, a skin care formulation" }));
  await waitFor(() => expect(screen.getByTestId("alt").textContent).toBe("Rose Face Cream, a skin care formulation"));
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/api/admin/generate-alt-text");
  expect(JSON.parse(String(init.body))).toEqual({ name: "Rose Face Cream", category: "skin-care-formulations" });
});

test("without a name it asks for one and calls nothing", async () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  render(<Harness name="   " />);
  fireEvent.click(screen.getByRole("button", { name: "Generate alt text" }));
  // The toast's card is loaded on demand (ADR 0024), so it appears a moment later.
  await waitFor(() => expect(toastText()).toContain("Missing Information"));
  expect(toastText()).toContain("Please enter a formulation name first.");
  expect(fetch).not.toHaveBeenCalled();
});

test("a failed call shows the spec's toast and leaves the alt text alone", async () => {
  for (const answer of [Response.json({ message: "nope" }, { status: 500 }), new TypeError("offline")]) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    );
    const { unmount } = render(<Harness name="Rose Face Cream" />);
    fireEvent.click(screen.getByRole("button", { name: "Generate alt text" }));
    await waitFor(() => expect(toastText()).toContain("Generation Failed"));
    expect(toastText()).toContain("Failed to generate alt text. Please try again.");
    expect(screen.getByTestId("alt").textContent).toBe("");
    unmount();
  }
});
