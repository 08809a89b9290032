/**
 * The one overlay manager: the chat panel, the assistant panel and the tour say when
 * they are open, and <html data-overlays="chat tour …"> tells the floating notices — toasts and the
 * activity notifier — to keep out of their way (app.css): they move to the top of the screen, the
 * notifier stays hidden on phones and during a tour, and it shows nothing new meanwhile.
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

/** True while any panel or the tour is open: the activity notifier waits. */
export function anyOverlayOpen(): boolean {
  return open.size > 0;
}
