/**
 * The inbox list, kept fresh by polling the D1-backed feed every 3 s (ADR 0032). A chat that
 * appears, or gets a new unread message, while it is not the one on screen raises a browser
 * notification (when the admin allowed them); the number of chats with unread messages is the
 * tab title's badge.
 */
import { useEffect, useRef, useState } from "react";
import type { InboxSession } from "#app/features/chat/inbox.server";

export const INBOX_POLL_MS = 3000;

export function useInboxFeed(initial: InboxSession[], q: string, selected: string | null) {
  const [sessions, setSessions] = useState(initial);
  const seen = useRef(new Map(initial.map((s) => [s.id, s.unread])));
  const current = useRef(selected);
  current.current = selected;

  // A new search or a navigation brings a fresh list from the loader.
  useEffect(() => {
    setSessions(initial);
    for (const s of initial) seen.current.set(s.id, s.unread);
  }, [initial]);

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const res = await fetch(`/api/admin/chat/sessions?${new URLSearchParams(q ? { q } : {})}`, {
          headers: { Accept: "application/json" },
        });
        if (!res.ok || stopped) return;
        const { sessions: next } = (await res.json()) as { sessions: InboxSession[] };
        for (const s of next) {
          const before = seen.current.get(s.id);
          const fresh = before === undefined || s.unread > before;
          if (fresh && s.unread > 0 && s.id !== current.current) notify(s, before === undefined);
          seen.current.set(s.id, s.unread);
        }
        setSessions(next);
      } catch {
        // The server is restarting or the network dropped: the next tick tries again.
      }
    };
    const timer = setInterval(poll, INBOX_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [q]);

  return sessions;
}

function notify(session: InboxSession, isNew: boolean) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const title = isNew ? `New chat from ${session.visitorName}` : `${session.visitorName} wrote again`;
  const note = new Notification(title, { body: session.lastMessage ?? "", tag: session.id });
  note.onclick = () => {
    window.focus();
    location.assign(`/admin/support?chat=${encodeURIComponent(session.id)}`);
  };
}
