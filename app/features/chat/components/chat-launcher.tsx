/**
 * The floating chat button (global). The panel's code is loaded only when a visitor opens it, so
 * pages stay light; the FAQ's Contact Support opens it through OPEN_CHAT_EVENT.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { OpenCloseIcon } from "#app/components/ui/open-close-icon";
import { ASSISTANT_OPENED_EVENT, CHAT_OPENED_EVENT, OPEN_CHAT_EVENT } from "#app/lib/events";
import { useOverlay } from "#app/lib/overlays";

const ChatPanel = lazy(() => import("./chat-panel"));

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  // While the panel is open, toasts and the activity notifier keep out of its way (lib/overlays).
  useOverlay("chat", open);
  useEffect(() => {
    const openChat = () => setOpen(true);
    const closeChat = () => setOpen(false);
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    window.addEventListener(ASSISTANT_OPENED_EVENT, closeChat);
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, openChat);
      window.removeEventListener(ASSISTANT_OPENED_EVENT, closeChat);
    };
  }, []);
  // The assistant closes when the chat opens (features/assistant), so their panels never overlap.
  useEffect(() => {
    if (open) window.dispatchEvent(new Event(CHAT_OPENED_EVENT));
  }, [open]);
  return (
    <div className="no-print">
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      {/* Its place sets the room the page keeps at its end (.floating-controls-room in app.css). */}
      <button
        type="button"
        aria-label={open ? "Close chat" : "Chat with our formulators"}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="fixed right-5 bottom-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <OpenCloseIcon open={open} path="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12z" />
      </button>
    </div>
  );
}
