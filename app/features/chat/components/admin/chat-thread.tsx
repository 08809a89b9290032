/**
 * One chat in the support inbox, live: a support socket (`/ws?…&as=admin`) to the session's room
 * brings every message the moment it is posted — the visitor's and other administrators' — and
 * carries this administrator's answers. The room, not this page, makes them 'admin' messages under
 * the signed-in name. While the socket is down (reconnecting every 3 s) an answer goes over HTTP.
 */

import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";
import type { ChatMessage } from "#app/features/chat/chat-protocol";
import { ChatBubble } from "#app/features/chat/components/chat-bubble";
import { ChatComposer } from "#app/features/chat/components/chat-composer";
import { useRoomSocket } from "#app/features/chat/components/use-room-socket";

function time(iso: string) {
  return new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

function merge(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (list.some((m) => m.id === message.id)) return list;
  return [...list, message];
}

export function ChatThread({
  sessionId,
  visitorName,
  closed,
  initial,
}: {
  sessionId: string;
  visitorName: string;
  closed: boolean;
  initial: ChatMessage[];
}) {
  const [messages, setMessages] = useState(initial);
  const [connected, setConnected] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const socket = useRef<WebSocket | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const revalidator = useRevalidator();

  useRoomSocket(socket, `sessionId=${encodeURIComponent(sessionId)}&as=admin`, {
    open: (ws) => {
      setConnected(true);
      ws.send(JSON.stringify({ type: "join_session", sessionId }));
    },
    frame: (frame) => {
      if (frame.type === "history") setMessages(frame.data);
      if (frame.type === "new_message") setMessages((m) => merge(m, frame.data));
      if (frame.type === "error") setError(frame.message);
    },
    close: () => setConnected(false),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the message list changes
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages]);

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    const clientId = crypto.randomUUID();
    setError("");
    setText("");
    const ws = socket.current;
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify({ type: "chat_message", sessionId, message, clientId }));
      return;
    }
    try {
      const res = await fetch(`/api/admin/chat/sessions/${encodeURIComponent(sessionId)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message, clientId }),
      });
      const body = (await res.json()) as ChatMessage | { message: string };
      if (!res.ok) throw new Error("message" in body ? body.message : "The answer was not sent");
      setMessages((m) => merge(m, body as ChatMessage));
    } catch (e) {
      setText(message);
      setError(e instanceof Error ? e.message : "The answer was not sent. Please try again.");
    }
  };

  const toggleClosed = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/admin/chat/sessions/${encodeURIComponent(sessionId)}/status`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ closed: !closed }),
      });
      if (!res.ok) setError(((await res.json()) as { message: string }).message);
      revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={`Chat with ${visitorName}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h3 className="truncate font-bold text-ink">{visitorName}</h3>
          <p className="text-xs text-slate-500">{connected ? "Live" : "Connecting..."}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={toggleClosed} disabled={busy}>
          {closed ? "Reopen chat" : "Mark as closed"}
        </Button>
      </header>
      <ol ref={list} aria-label="Messages" aria-live="polite" className="min-h-48 flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((m) => (
          <ChatBubble
            key={m.id}
            as="li"
            mine={m.senderType === "admin"}
            heading={`${m.senderName || (m.senderType === "admin" ? "Support" : "Visitor")} · ${time(m.timestamp)}`}
            text={m.message}
          />
        ))}
      </ol>
      <ChatComposer
        id="support-reply"
        label="Your answer"
        placeholder={`Answer ${visitorName}...`}
        value={text}
        onChange={setText}
        onSend={() => void send()}
        problem={error}
      />
    </section>
  );
}
