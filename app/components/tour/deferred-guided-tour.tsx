/**
 * The guided tour, fetched after the page has hydrated (ADR 0024): its starter (local storage,
 * the 1 s delay) is not part of the page's first load, and renders nothing until it runs anyway.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { TourId } from "./tours";

const GuidedTour = lazy(() => import("./guided-tour").then((m) => ({ default: m.GuidedTour })));

export function DeferredGuidedTour({ id }: { id: TourId }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <GuidedTour id={id} />
    </Suspense>
  ) : null;
}
