/**
 * Toasts (spec §9): one at a time, shown for 5 s by default, F8 moves focus to the
 * notification region, a swipe right of 50 px dismisses. Announced politely to screen readers.
 * The timer pauses while a mouse is over the toast or focus is inside it, so nobody is cut off
 * mid-sentence (WCAG 2.2.1), and toasts are never printed.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

export type Toast = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  durationMs?: number;
};

type ToastContextValue = { toast: (t: Toast) => void; dismiss: () => void };

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside <ToastProvider>");
  return value;
}

const DEFAULT_DURATION_MS = 5000;
const SWIPE_DISMISS_PX = 50;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((t: Toast) => setCurrent({ ...t, key: Date.now() }), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        aria-live="polite"
        className="no-print pointer-events-none fixed right-4 bottom-4 z-[60] flex w-full max-w-sm flex-col gap-2 outline-none"
      >
        {/* Keyed: a new toast is a new card, with its own full time, pause and swipe state. */}
        {current ? <ToastCard key={current.key} toast={current} onDismiss={dismiss} /> : null}
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
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
      // the region's own no-print.
      className={`no-print pointer-events-auto fixed inset-auto right-4 bottom-4 m-0 w-[calc(100%-2rem)] max-w-sm touch-pan-y overflow-visible rounded-xl border p-4 shadow-lg ${tone}`}
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
