/**
 * The recent activity feed (ADR 0056): one line in a slot the layout reserves above the footer, so
 * it never covers content or controls at any width and its arrival shifts nothing. It polls
 * /api/activity every 8 s (background tabs too) and shows the latest public event. A visitor can
 * turn it off; the choice is remembered in this browser (localStorage) and the polling stops. Never
 * rendered on /admin routes (the layout leaves it out there).
 */
import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import type { ActivityItem } from "#app/features/favourites/activity.server";

const POLL_MS = 8000;
export const FEED_OFF_KEY = "formulab:activity-feed-off";

const VERBS: Record<ActivityItem["kind"], string> = { downloaded: "downloaded", favourited: "saved to favourites" };

function readOff(): boolean {
  try {
    return localStorage.getItem(FEED_OFF_KEY) === "1";
  } catch {
    return false; // storage blocked: the feed stays on, and a tap on 'Turn off' still hides it for now
  }
}

function rememberOff(off: boolean) {
  try {
    if (off) localStorage.setItem(FEED_OFF_KEY, "1");
    else localStorage.removeItem(FEED_OFF_KEY);
  } catch {
    // Not remembered where storage is blocked; this page still honours the choice.
  }
}

const small = "shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50 hover:underline";

export function ActivityNotifier() {
  const [off, setOff] = useState(readOff);
  const [current, setCurrent] = useState<ActivityItem | null>(null);

  useEffect(() => {
    if (off) return;
    let stopped = false;
    const poll = async () => {
      try {
        const res = await fetch("/api/activity", { headers: { Accept: "application/json" } });
        if (!res.ok || stopped) return;
        const latest = (await res.json()) as ActivityItem | null;
        if (!stopped) setCurrent(latest);
      } catch {
        // Offline or the server is restarting: try again on the next tick.
      }
    };
    poll();
    const interval = setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(interval);
    };
  }, [off]);

  const turn = (next: boolean) => {
    rememberOff(next);
    setOff(next);
    if (next) setCurrent(null);
  };

  if (off)
    return (
      <button type="button" className={small} onClick={() => turn(false)}>
        Show recent activity
      </button>
    );
  if (!current) return null;
  return (
    <aside aria-label="Recent activity" data-testid="activity-feed" className="flex min-w-0 items-center gap-2">
      <p className="line-clamp-3 min-w-0 text-xs text-slate-600 sm:line-clamp-2 sm:text-sm">
        <span className="font-semibold text-brand-800">Recently: </span>
        <strong className="text-ink">{current.userName}</strong>
        {current.country ? ` from ${current.country}` : ""} {VERBS[current.kind] ?? "downloaded"}{" "}
        <Link
          to={href("/formulation/:id", { id: current.formulationSlug })}
          className="font-semibold text-brand-700 hover:underline"
        >
          {current.formulationName}
        </Link>{" "}
        · {current.timeAgo}
      </p>
      <button type="button" className={small} aria-label="Turn off the recent activity feed" onClick={() => turn(true)}>
        Turn off
      </button>
    </aside>
  );
}
