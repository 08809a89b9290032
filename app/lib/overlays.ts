/**
 * The one overlay manager: the chat panel, the assistant panel and the tour say when
 * they are open, and <html data-overlays="chat tour …"> tells the floating notices (toasts) to keep
 * out of their way (app.css): they move to the top of the screen. The activity feed never floats
 * (it has its own slot above the footer), so it needs no rule here.
 */
import { useEffect } from "react";

export type OverlayName = "chat" | "assistant" | "tour";

const open = new Set<OverlayName>();

function publish() {
  const root = document.documentElement;
  if (open.size) root.setAttribute("data-overlays", [...open].sort().join(" "));
  else root.removeAttribute("data-overlays");
}

/** Marks `name` open while `isOpen` is true and the calling component is mounted. */
export function useOverlay(name: OverlayName, isOpen: boolean) {
  useEffect(() => {
    if (!isOpen) return;
    open.add(name);
    publish();
    return () => {
      open.delete(name);
      publish();
    };
  }, [name, isOpen]);
}
