/**
 * A short guided tour: starts 1 s after load unless the visitor completed (or skipped) it before;
 * completion is kept in local storage as a list of tour ids. The overlay's code
 * loads only when a tour starts, so pages whose visitors finished it never download it.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { TourId } from "./tours";

export const TOUR_STORAGE_KEY = "formulab:completed-tours";
const START_DELAY_MS = 1000;

const TourOverlay = lazy(() => import("./tour-overlay"));

function completedTours(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(TOUR_STORAGE_KEY) ?? "[]") as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function markCompleted(id: string) {
  const tours = completedTours();
  if (!tours.includes(id)) localStorage.setItem(TOUR_STORAGE_KEY, JSON.stringify([...tours, id]));
}

export function GuidedTour({ id }: { id: TourId }) {
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (completedTours().includes(id)) return;
    const timer = setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);

  return started ? (
    <Suspense fallback={null}>
      <TourOverlay id={id} onFinish={() => markCompleted(id)} />
    </Suspense>
  ) : null;
}
