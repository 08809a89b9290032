/** The tour's steps over the page (loaded only when a tour starts): highlight, card, Skip/Next/Done. */
import { useEffect, useState } from "react";
import { TOURS, type TourId } from "./tours";

export default function TourOverlay({ id, onFinish }: { id: TourId; onFinish: () => void }) {
  const steps = TOURS[id];
  const [index, setIndex] = useState<number | null>(0);
  const [box, setBox] = useState<DOMRect | null>(null);

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
    onFinish();
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
