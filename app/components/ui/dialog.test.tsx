import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test } from "vitest";
import { Dialog } from "./dialog";

/** The formulation page's pattern: the dialog exists only while it is open (Cancel unmounts it). */
function Unmounting() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>
        Download PDF
      </button>
      {open ? (
        <Dialog
          open
          onClose={() => setOpen(false)}
          title="Sign In to Download"
          actions={
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          }
        />
      ) : null}
    </>
  );
}

/** The admin pattern: the dialog stays mounted and `open` turns false. */
function Toggled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit Category"
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        }
      />
    </>
  );
}

function openWith(name: string) {
  const opener = screen.getByRole("button", { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

test("Cancel on a dialog that is dropped returns focus to the button that opened it", () => {
  render(<Unmounting />);
  const opener = openWith("Download PDF");
  const dialog = screen.getByRole("dialog", { name: "Sign In to Download" }) as HTMLDialogElement;
  expect(dialog.open).toBe(true);
  screen.getByRole("button", { name: "Cancel" }).focus();
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test("Cancel on a dialog that stays mounted returns focus to its opener too", () => {
  render(<Toggled />);
  const opener = openWith("Edit");
  const dialog = screen.getByRole("dialog", { name: "Edit Category" }) as HTMLDialogElement;
  expect(dialog.open).toBe(true);
  screen.getByRole("button", { name: "Cancel" }).focus();
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(dialog.open).toBe(false);
  expect(document.activeElement).toBe(opener);
});
