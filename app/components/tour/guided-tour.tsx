/**
 * A short guided tour: starts 1 s after load unless the visitor completed (or skipped) it before;
 * completion is kept in local storage as a list of tour ids (spec §4, §9). The overlay's code
 * loads only when a tour starts, so pages whose visitors finished it never download it.
 */
import { lazy, Suspense, useEffect, useState } from "react";

export const TOUR_STORAGE_KEY = "formulab:completed-tours";
const START_DELAY_MS = 1000;

export type TourStep = { target: string; title: string; body: string };

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

export function GuidedTour({ id, steps }: { id: string; steps: readonly TourStep[] }) {
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (completedTours().includes(id)) return;
    const timer = setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);

  return started ? (
    <Suspense fallback={null}>
      <TourOverlay steps={steps} onFinish={() => markCompleted(id)} />
    </Suspense>
  ) : null;
}
