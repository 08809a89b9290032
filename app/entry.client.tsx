/**
 * React Router's default browser entry, plus the hand-over of taps made before hydration
 * (lib/hydration, ADR 0036).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopCollectingEarlyClicks } from "~/lib/hydration";

stopCollectingEarlyClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
