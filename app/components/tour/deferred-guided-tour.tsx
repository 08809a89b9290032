/**
 * The guided tour, fetched once the page has loaded and the browser is idle (ADR 0024, ADR 0062):
 * its starter (local storage, the 1 s delay) is not part of the page's first load nor of its
 * hydration task, and renders nothing until it runs anyway.
 */
import { lazy, Suspense } from "react";
import { useLoadedAndIdle } from "#app/lib/after-load";
import type { TourId } from "./tours";

const GuidedTour = lazy(() => import("./guided-tour").then((m) => ({ default: m.GuidedTour })));

export function DeferredGuidedTour({ id }: { id: TourId }) {
  const ready = useLoadedAndIdle();
  return ready ? (
    <Suspense fallback={null}>
      <GuidedTour id={id} />
    </Suspense>
  ) : null;
}
