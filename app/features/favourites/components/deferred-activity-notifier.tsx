/**
 * The activity toasts are never needed for the first paint, so their code is fetched after the
 * page has hydrated instead of with it (pages stay within their JavaScript budget).
 */
import { lazy, Suspense, useEffect, useState } from "react";

const ActivityNotifier = lazy(() => import("./activity-notifier").then((m) => ({ default: m.ActivityNotifier })));

export function DeferredActivityNotifier() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <ActivityNotifier />
    </Suspense>
  ) : null;
}
