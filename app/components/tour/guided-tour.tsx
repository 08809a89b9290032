/**
 * A short guided tour: starts 1 s after load unless the visitor completed (or skipped) it before;
 * completion is kept in local storage as a list of tour ids (spec §4, §9).
 */
import { useEffect, useState } from "react";

export const TOUR_STORAGE_KEY = "formulab:completed-tours";
const START_DELAY_MS = 1000;

export type TourStep = { target: string; title: string; body: string };

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
  const [index, setIndex] = useState<number | null>(null);
  const [box, setBox] = useState<DOMRect | null>(null);

  useEffect(() => {
    if (completedTours().includes(id)) return;
    const timer = setTimeout(() => setIndex(0), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);

  const step = index === null ? undefined : steps[index];
  useEffect(() => {
    if (!step) return;
    const element = document.querySelector(step.target);
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
    const update = () => setBox(element?.getBoundingClientRect() ?? null);
    update();
    window.addEventListener("resize", update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update);
    };
  }, [step]);

  if (!step || index === null) return null;
  const finish = () => {
    markCompleted(id);
    setIndex(null);
  };
  const last = index === steps.length - 1;
  const top = box ? Math.min(window.innerHeight - 220, box.bottom + 12) : 120;
  const left = box ? Math.max(12, Math.min(window.innerWidth - 332, box.left)) : 12;

  return (
    <>
      {box ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed top-0 left-0 z-40 rounded-xl ring-4 ring-accent-400"
          style={{
            transform: `translate(${box.left - 6}px, ${box.top - 6}px)`,
            width: box.width + 12,
            height: box.height + 12,
          }}
        />
      ) : null}
      <div
        role="dialog"
        aria-labelledby="tour-title"
        aria-describedby="tour-body"
        className="fixed top-0 left-0 z-50 w-80 rounded-xl border border-slate-200 bg-white p-4 text-ink shadow-2xl"
        // Positioned by transform: moving it as the page scrolls is not a layout shift.
        style={{ transform: `translate(${left}px, ${top}px)` }}
      >
        <p className="text-xs font-semibold text-brand-700">
          Step {index + 1} of {steps.length}
        </p>
        <h2 id="tour-title" className="mt-1 font-bold">
          {step.title}
        </h2>
        <p id="tour-body" className="mt-1 text-sm text-slate-600">
          {step.body}
        </p>
        <div className="mt-4 flex justify-between gap-2">
          <button type="button" className="text-sm text-slate-600 hover:text-ink" onClick={finish}>
            Skip tour
          </button>
          <button
            type="button"
            className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            onClick={() => (last ? finish() : setIndex(index + 1))}
          >
            {last ? "Done" : "Next"}
          </button>
        </div>
      </div>
    </>
  );
}
