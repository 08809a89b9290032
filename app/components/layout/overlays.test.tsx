import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { type OverlayName, useOverlay } from "#app/lib/overlays";

function Panel({ name, open }: { name: OverlayName; open: boolean }) {
  useOverlay(name, open);
  return null;
}

const overlays = () => document.documentElement.getAttribute("data-overlays");

test("the page knows which panels are open, so notices can keep out of their way", () => {
  const chat = render(<Panel name="chat" open={false} />);
  expect(overlays()).toBeNull();

  chat.rerender(<Panel name="chat" open />);
  const tour = render(<Panel name="tour" open />);
  expect(overlays()).toBe("chat tour");

  chat.rerender(<Panel name="chat" open={false} />);
  expect(overlays()).toBe("tour");
  tour.unmount();
  expect(overlays()).toBeNull();
});
