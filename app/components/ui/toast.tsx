/**
 * Toasts (spec §9): one at a time, shown for 5 s by default, F8 moves focus to the
 * notification region, a swipe right of 50 px dismisses. Announced politely to screen readers.
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
  const toastRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((t: Toast) => setCurrent({ ...t, key: Date.now() }), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(dismiss, current.durationMs ?? DEFAULT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  // The toast is a popover, so it is drawn in the top layer: above an open modal dialog (the
  // formulation editor) rather than hidden behind it. Showing it again puts it on top of the stack.
  useEffect(() => {
    const element = toastRef.current;
    if (!current || !element?.showPopover) return;
    if (element.matches(":popover-open")) element.hidePopover();
    element.showPopover();
  }, [current]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const tone =
    current?.variant === "destructive"
      ? "border-red-300 bg-red-50 text-red-900"
      : current?.variant === "success"
        ? "border-emerald-300 bg-emerald-50 text-emerald-900"
        : "border-slate-200 bg-white text-ink";

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        aria-live="polite"
        className="float-notice no-print pointer-events-none fixed right-4 bottom-4 z-[60] flex w-full max-w-sm flex-col gap-2 outline-none"
      >
        {current ? (
          <div
            key={current.key}
            ref={toastRef}
            popover="manual"
            role="status"
            className={`float-notice pointer-events-auto fixed inset-auto right-4 bottom-4 m-0 w-[calc(100%-2rem)] max-w-sm overflow-visible rounded-xl border p-4 shadow-lg ${tone}`}
            onPointerDown={(e) => {
              swipeStart.current = e.clientX;
            }}
            onPointerUp={(e) => {
              if (swipeStart.current !== null && e.clientX - swipeStart.current > SWIPE_DISMISS_PX) dismiss();
              swipeStart.current = null;
            }}
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-sm font-semibold">{current.title}</p>
                {current.description ? <p className="mt-1 text-sm opacity-90">{current.description}</p> : null}
              </div>
              <button
                type="button"
                onClick={dismiss}
                className="rounded p-1 text-current opacity-70 hover:opacity-100"
                aria-label="Dismiss notification"
              >
                ×
              </button>
            </div>
          </div>
        ) : null}
      </section>
    </ToastContext.Provider>
  );
}
