/**
 * The assistant's round button (global, above the chat's). Only this button ships with the page,
 * kept to a few hundred bytes; the panel's code is fetched when a visitor opens it (ADR 0024's
 * budget). Opening the assistant closes the human chat and the other way round, so the two
 * panels never overlap.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { ASSISTANT_OPENED_EVENT, CHAT_OPENED_EVENT } from "#app/lib/events";
import { useOverlay } from "#app/lib/overlays";

const AssistantPanel = lazy(() => import("./assistant-panel"));

export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  useOverlay("assistant", open);
  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener(CHAT_OPENED_EVENT, close);
    return () => window.removeEventListener(CHAT_OPENED_EVENT, close);
  }, []);
  useEffect(() => {
    if (open) window.dispatchEvent(new Event(ASSISTANT_OPENED_EVENT));
  }, [open]);
  return (
    <div className="no-print">
      {open ? (
        <Suspense fallback={null}>
          <AssistantPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      {/* Its place sets the room the page keeps at its end (.floating-controls-room in app.css). */}
      <button
        id="assistant-launcher"
        type="button"
        aria-label={open ? "Close assistant" : "Ask the formulation assistant"}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="fixed right-6 bottom-40 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-white text-xl font-bold text-brand-800 shadow-lg ring-1 ring-brand-200 hover:bg-brand-50"
      >
        <span aria-hidden="true">{open ? "×" : "?"}</span>
      </button>
    </div>
  );
}
