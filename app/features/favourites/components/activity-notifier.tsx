/**
 * 'New Formula Created!' toasts: polls /api/activity every 8 s — background tabs
 * too — and shows the latest event bottom-left for 8 s when its message differs from the last one
 * shown. Never rendered on /admin routes (the layout leaves it out there).
 */
import { useEffect, useRef, useState } from "react";
import { anyOverlayOpen } from "#app/lib/overlays";

type Activity = { message: string; userName: string; country: string | null; formulationName: string; timeAgo: string };

const POLL_MS = 8000;
const SHOW_MS = 8000;
const LAST_SHOWN_KEY = "formulab:last-activity";

export function ActivityNotifier() {
  const [current, setCurrent] = useState<Activity | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const res = await fetch("/api/activity", { headers: { Accept: "application/json" } });
        if (!res.ok || stopped) return;
        // Paused while the chat, the assistant or the tour is open: the news waits for the next tick.
        if (anyOverlayOpen()) return;
        const latest = (await res.json()) as Activity | null;
        if (!latest || sessionStorage.getItem(LAST_SHOWN_KEY) === latest.message) return;
        sessionStorage.setItem(LAST_SHOWN_KEY, latest.message);
        setCurrent(latest);
        clearTimeout(hideTimer.current);
        hideTimer.current = setTimeout(() => setCurrent(null), SHOW_MS);
      } catch {
        // Offline or the server is restarting: try again on the next tick.
      }
    };
    poll();
    const interval = setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(interval);
      clearTimeout(hideTimer.current);
    };
  }, []);

  if (!current) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="activity-toast"
      className="float-notice activity-notice no-print fixed bottom-4 left-4 z-50 w-80 max-w-[calc(100vw-7.25rem)] rounded-xl border border-brand-200 bg-white p-4 shadow-xl"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-bold text-brand-800">New Formula Created!</p>
        <button
          type="button"
          aria-label="Dismiss"
          className="text-slate-500 hover:text-ink"
          onClick={() => setCurrent(null)}
        >
          ×
        </button>
      </div>
      <p className="mt-1 text-sm text-ink">
        <strong>{current.userName}</strong>
        {current.country ? ` from ${current.country}` : ""} created <strong>{current.formulationName}</strong>
      </p>
      <p className="mt-1 text-xs text-slate-500">{current.timeAgo}</p>
    </div>
  );
}
