/**
 * Modal dialog on the native <dialog> element: the browser traps focus, Escape closes it and the
 * page behind becomes inert — with no JavaScript library on public pages. However it closes
 * (Escape, Cancel, the parent dropping it), focus goes back to what opened it.
 */
import { useEffect, useId, useLayoutEffect, useRef } from "react";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  /** For long forms (the CMS editors): up to 56rem wide instead of 28rem. */
  wide?: boolean;
};

export function Dialog({ open, onClose, title, description, children, actions, wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The browser returns focus to the opener on close(), but not when an open dialog is simply
  // removed (a Cancel that unmounts it). So: close() in a layout effect's cleanup, which runs
  // while the <dialog> is still in the document, then focus the opener in a passive cleanup,
  // which runs after React has restored focus to whatever it had before the commit.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);
  useEffect(() => {
    if (!open) return;
    return () => {
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click mirrors Escape, which <dialog> handles itself
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? "max-w-4xl" : "max-w-md"} rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
        {children ? <div className="mt-4">{children}</div> : null}
        {actions ? (
          // Sticky: a long form (a post, a formulation) keeps its submit button in view while scrolling.
          // Three actions do not fit a phone's width side by side: they wrap, whole, instead of squeezing.
          <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 flex flex-wrap justify-end gap-3 rounded-b-2xl border-t border-slate-100 bg-white px-6 py-4">
            {actions}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
