/**
 * Toasts: one at a time, shown for 5 s by default, F8 moves focus to the
 * notification region, a swipe right of 50 px dismisses. Announced politely to screen readers.
 * The timer pauses while a mouse is over the toast or focus is inside it, so nobody is cut off
 * mid-sentence (WCAG 2.2.1), and toasts are never printed.
 *
 * A toast about a problem names its `cause`; whoever sees the problem fixed (the field filled in,
 * the retry answered) calls `resolve(cause)` and the toast goes at once, instead of staying on
 * screen to report something that is no longer true. A different toast shown since is left alone.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { whenLoadedAndIdle } from "#app/lib/after-load";

export type Toast = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  durationMs?: number;
  /** What the toast reports, e.g. "wizard:product-name": `resolve` with it takes the toast away. */
  cause?: string;
};

type ToastContextValue = {
  toast: (t: Toast) => void;
  dismiss: () => void;
  /** Takes the toast away if it is the one reporting `cause`. */
  resolve: (cause: string) => void;
};

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside <ToastProvider>");
  return value;
}

// The card's code (timer, pause, swipe, markup) is not part of any page's first load (ADR 0024):
// it is fetched once the page has loaded and the browser is idle (ADR 0062), before anyone is
// likely to trigger a toast; a toast raised sooner fetches it itself.
const loadCard = () => import("./toast-card");
const ToastCard = lazy(loadCard);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((t: Toast) => setCurrent({ ...t, key: Date.now() }), []);
  const resolve = useCallback(
    (cause: string) => setCurrent((shown) => (shown && shown.cause === cause ? null : shown)),
    [],
  );

  useEffect(() => whenLoadedAndIdle(() => void loadCard()), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const value = useMemo(() => ({ toast, dismiss, resolve }), [toast, dismiss, resolve]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        aria-live="polite"
        className="toast-region float-notice no-print pointer-events-none fixed right-[6.25rem] bottom-4 z-[60] flex w-[calc(100vw-7.25rem)] max-w-sm flex-col gap-2 outline-none"
      >
        {/* Keyed: a new toast is a new card, with its own full time, pause and swipe state. */}
        {current ? (
          <Suspense fallback={null}>
            <ToastCard key={current.key} toast={current} onDismiss={dismiss} />
          </Suspense>
        ) : null}
      </section>
    </ToastContext.Provider>
  );
}
