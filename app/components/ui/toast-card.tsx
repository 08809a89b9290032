/**
 * One toast on screen (loaded after the page, see toast.tsx): its own time, paused while a mouse
 * is over it or focus is inside it, and a swipe right of 50 px that dismisses it.
 */
import { useEffect, useRef, useState } from "react";
import type { Toast } from "./toast";

const DEFAULT_DURATION_MS = 5000;
const SWIPE_DISMISS_PX = 50;

export default function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const paused = usePause();
  const swipe = useSwipe(onDismiss);

  // What is left of the toast's time survives a pause.
  const remaining = useRef(toast.durationMs ?? DEFAULT_DURATION_MS);
  useEffect(() => {
    if (paused.active) return;
    const started = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused.active, onDismiss]);

  // The toast is a popover, so it is drawn in the top layer: above an open modal dialog (the
  // formulation editor) rather than hidden behind it.
  useEffect(() => {
    const element = ref.current;
    if (element?.showPopover && !element.matches(":popover-open")) element.showPopover();
  }, []);

  const tone =
    toast.variant === "destructive"
      ? "border-red-300 bg-red-50 text-red-900"
      : toast.variant === "success"
        ? "border-emerald-300 bg-emerald-50 text-emerald-900"
        : "border-slate-200 bg-white text-ink";
  return (
    <div
      ref={ref}
      popover="manual"
      role="status"
      // touch-pan-y: a sideways finger movement is the swipe, not a page scroll, so the browser
      // keeps sending pointer events instead of cancelling them. no-print: the top layer escapes
      // the region's own no-print. right-[6.25rem]: the corner is the chat and assistant
      // buttons' (app.css, the overlay manager).
      className={`float-notice no-print pointer-events-auto fixed inset-auto right-[6.25rem] bottom-4 m-0 w-[calc(100%-7.25rem)] max-w-sm touch-pan-y overflow-visible rounded-xl border p-4 shadow-lg ${tone}`}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)`, opacity: 1 - swipe.offset / 200 } : undefined}
      {...paused.handlers}
      {...swipe.handlers}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded p-1 text-current opacity-70 hover:opacity-100"
          aria-label="Dismiss notification"
        >
          ×
        </button>
      </div>
    </div>
  );
}

/** Paused while a mouse is over the toast or focus is inside it; both must end for the timer to run. */
function usePause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onPointerEnter: (e: React.PointerEvent) => {
      // A finger's tap is not a hover: it would leave the toast paused for good.
      if (e.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: React.FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { active: hovered || focused, handlers };
}

/** Swipe right to dismiss; the toast follows the finger and springs back from a short or cancelled swipe. */
function useSwipe(dismiss: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const reset = () => {
    start.current = null;
    setOffset(0);
  };
  const handlers = {
    onPointerDown: (e: React.PointerEvent<HTMLElement>) => {
      if ((e.target as Element).closest("button")) return;
      start.current = e.clientX;
      // Keeps the moves and the release coming even when the finger leaves the toast.
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: React.PointerEvent) => {
      if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
    },
    onPointerUp: (e: React.PointerEvent) => {
      const swiped = start.current !== null && e.clientX - start.current > SWIPE_DISMISS_PX;
      reset();
      if (swiped) dismiss();
    },
    onPointerCancel: reset,
  };
  return { offset, handlers };
}
