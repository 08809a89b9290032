/**
 * The tour's steps over the page (loaded only when a tour starts): highlight, card, Skip/Next/Done.
 * Each step takes focus, so a keyboard or screen-reader user hears it and reaches 'Skip tour'
 * with the first Tab; Escape skips; focus goes back where it was when the tour ends.
 */
import { useEffect, useRef, useState } from "react";
import { useOverlay } from "#app/lib/overlays";
import { TOURS, type TourId } from "./tours";

/** Someone typing when the tour appears keeps their field: the step is announced, not focused. */
function isTyping(element: Element | null): boolean {
  return (
    element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))
  );
}

export default function TourOverlay({ id, onFinish }: { id: TourId; onFinish: () => void }) {
  useOverlay("tour", true);
  const steps = TOURS[id];
  const [index, setIndex] = useState<number | null>(0);
  const [box, setBox] = useState<DOMRect | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const before = useRef<Element | null>(null);

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

  useEffect(() => {
    if (index === null) return;
    if (index === 0) before.current = document.activeElement;
    if (!isTyping(document.activeElement)) card.current?.focus({ preventScroll: true });
  }, [index]);

  const finish = () => {
    onFinish();
    setIndex(null);
    const back = before.current;
    if (back instanceof HTMLElement && back.isConnected && !card.current?.contains(back)) back.focus();
  };

  useEffect(() => {
    if (index === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") finish();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  if (!step || index === null) return null;
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
        ref={card}
        role="dialog"
        tabIndex={-1}
        aria-labelledby="tour-title"
        aria-describedby="tour-body"
        className="fixed top-0 left-0 z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-4 text-ink shadow-2xl outline-none focus-visible:ring-4 focus-visible:ring-brand-600/40"
        // Positioned by transform: moving it as the page scrolls is not a layout shift.
        style={{ transform: `translate(${left}px, ${top}px)` }}
      >
        {/* First in the card, so the first Tab from the step reaches it. */}
        <button
          type="button"
          className="float-right -mt-1 -mr-1 rounded px-1 text-sm text-slate-600 underline-offset-2 hover:text-ink hover:underline"
          onClick={finish}
        >
          Skip tour
        </button>
        <p className="text-xs font-semibold text-brand-700">
          Step {index + 1} of {steps.length}
        </p>
        <h2 id="tour-title" className="mt-1 font-bold">
          {step.title}
        </h2>
        <p id="tour-body" className="mt-1 text-sm text-slate-600">
          {step.body}
        </p>
        <div className="mt-4 flex justify-end">
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
