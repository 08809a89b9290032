/**
 * The activity feed is never needed for the first paint, so its code is fetched once the page has
 * loaded and the browser is idle (ADR 0062), not with the page (pages stay within their JavaScript
 * budget) nor in the hydration task. Its slot is reserved in the layout, so its arrival moves nothing.
 */
import { lazy, Suspense } from "react";
import { useLoadedAndIdle } from "#app/lib/after-load";

const ActivityNotifier = lazy(() => import("./activity-notifier").then((m) => ({ default: m.ActivityNotifier })));

export function DeferredActivityNotifier() {
  const ready = useLoadedAndIdle();
  return ready ? (
    <Suspense fallback={null}>
      <ActivityNotifier />
    </Suspense>
  ) : null;
}
