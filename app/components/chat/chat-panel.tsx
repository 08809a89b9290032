/**
 * The chat panel (spec §2, §4, §5): name first, then messages over the /ws socket. The socket
 * reconnects 3 s after a drop while the panel is open; closing the panel closes it. What the room
 * refuses (a name reserved for the team, too many messages) is said in the panel, and a refused
 * message goes back into the input so nothing typed is lost (ADR 0022).
 */
import { useEffect, useRef, useState } from "react";
import {
  type ChatMessage,
  ChatSessionIdSchema,
  CLOSE_POLICY_VIOLATION,
  type ClientFrame,
  isReservedSenderName,
  newChatSessionId,
  RATE_LIMIT_MESSAGE,
  RESERVED_NAME_MESSAGE,
  type ServerFrame,
} from "~/lib/chat-protocol";

const TEAM_NAME = "Formulab Experts";
const RECONNECT_MS = 3000;
const SESSION_KEY = "formulab:chat-session";
const NAME_KEY = "formulab:chat-name";

/** The visitor's room id, kept across reloads; an id in an older, guessable format is replaced. */
function sessionId(): string {
  const existing = localStorage.getItem(SESSION_KEY);
  if (existing && ChatSessionIdSchema.safeParse(existing).success) return existing;
  const id = newChatSessionId();
  localStorage.setItem(SESSION_KEY, id);
  return id;
}

/** A name kept from an earlier visit that the room would now refuse is asked for again. */
function storedName(): string {
  const name = localStorage.getItem(NAME_KEY) ?? "";
  return isReservedSenderName(name) ? "" : name;
}

function time(iso: string) {
  return new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState(storedName);
  const [draftName, setDraftName] = useState("");
  const [nameError, setNameError] = useState("");
  /** The room's last refusal, shown above the input until the next message goes through. */
  const [notice, setNotice] = useState("");
  const lastSent = useRef("");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [connected, setConnected] = useState(false);
  const [text, setText] = useState("");
  const socket = useRef<WebSocket | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const session = useRef(sessionId());

  useEffect(() => {
    let closed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Give the refused message back, unless the visitor has started typing another.
    const giveBack = () => {
      const refused = lastSent.current;
      lastSent.current = "";
      if (refused) setText((current) => current || refused);
    };
    const connect = () => {
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      const ws = new WebSocket(`${scheme}://${location.host}/ws?sessionId=${encodeURIComponent(session.current)}`);
      socket.current = ws;
      ws.onopen = () => {
        setConnected(true);
        ws.send(JSON.stringify({ type: "join_session", sessionId: session.current }));
      };
      ws.onmessage = (event) => {
        let frame: ServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as ServerFrame;
        } catch {
          return;
        }
        if (frame.type === "history") setMessages(frame.data);
        if (frame.type === "new_message") {
          setMessages((m) => [...m, frame.data]);
          if (frame.data.message === lastSent.current) lastSent.current = "";
          setNotice("");
        }
        if (frame.type === "error") {
          giveBack();
          if (frame.code === "reserved_name") {
            localStorage.removeItem(NAME_KEY);
            setName("");
            setNameError(frame.message);
          } else {
            setNotice(frame.message);
          }
        }
      };
      ws.onclose = (event) => {
        setConnected(false);
        if (event.code === CLOSE_POLICY_VIOLATION) {
          giveBack();
          setNotice(RATE_LIMIT_MESSAGE);
        }
        if (!closed) retry = setTimeout(connect, RECONNECT_MS);
      };
      ws.onerror = () => ws.close();
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket.current?.close(1000);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the message list changes
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages]);

  const send = () => {
    const message = text.trim();
    if (!message || !name || !connected) return;
    const frame: ClientFrame = {
      type: "chat_message",
      sessionId: session.current,
      message,
      senderType: "user",
      senderName: name,
    };
    socket.current?.send(JSON.stringify(frame));
    lastSent.current = message;
    setText("");
  };

  return (
    <section
      aria-label="Chat with our formulators"
      className="fixed right-5 bottom-24 z-40 flex h-[500px] max-h-[75vh] w-96 max-w-[calc(100vw-2.5rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
        <h2 className="font-semibold">Want to Ask {TEAM_NAME}</h2>
        <div className="flex items-center gap-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${connected ? "bg-emerald-300 text-emerald-950" : "bg-amber-300 text-amber-950"}`}
          >
            {connected ? "Online" : "Connecting..."}
          </span>
          <button type="button" aria-label="Close chat" onClick={onClose} className="rounded p-1 hover:bg-brand-700">
            ×
          </button>
        </div>
      </header>
      {!connected ? (
        <p role="status" className="bg-amber-50 px-4 py-2 text-xs text-amber-900">
          Connection lost. Trying to reconnect...
        </p>
      ) : null}
      {!name ? (
        <form
          className="flex flex-1 flex-col justify-center gap-3 p-6"
          onSubmit={(e) => {
            e.preventDefault();
            const chosen = draftName.trim();
            if (!chosen) return;
            if (isReservedSenderName(chosen)) {
              setNameError(RESERVED_NAME_MESSAGE);
              return;
            }
            setNameError("");
            localStorage.setItem(NAME_KEY, chosen);
            setName(chosen);
          }}
        >
          <p className="font-semibold text-ink">Welcome to Human Support!</p>
          <p className="text-sm text-slate-600">
            Please enter your name to start chatting with our formulation experts.
          </p>
          <label htmlFor="chat-name" className="sr-only">
            Your name
          </label>
          <input
            id="chat-name"
            value={draftName}
            maxLength={80}
            onChange={(e) => {
              setDraftName(e.target.value);
              setNameError("");
            }}
            placeholder="Your name"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "chat-name-error" : undefined}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          {nameError ? (
            <p id="chat-name-error" role="alert" className="text-sm text-red-700">
              {nameError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={!draftName.trim()}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            Start Chat
          </button>
        </form>
      ) : (
        <>
          <ol ref={list} className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite">
            {messages.length === 0 ? (
              <li className="text-center text-sm text-slate-500">No messages yet. Start the conversation!</li>
            ) : (
              messages.map((m) => (
                <li
                  key={m.id}
                  className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${m.senderType === "user" ? "ml-auto bg-brand-50" : "bg-slate-100"}`}
                >
                  <p className="text-xs font-semibold text-slate-600">
                    {m.senderName || (m.senderType === "admin" ? "Support" : "You")} · {time(m.timestamp)}
                  </p>
                  <p className="mt-0.5 whitespace-pre-wrap text-ink">{m.message}</p>
                </li>
              ))
            )}
          </ol>
          {notice ? (
            <p role="alert" className="border-t border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">
              {notice}
            </p>
          ) : null}
          <form
            className="flex gap-2 border-t border-slate-200 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <label htmlFor="chat-message" className="sr-only">
              Message
            </label>
            <input
              id="chat-message"
              value={text}
              maxLength={2000}
              disabled={!connected}
              onChange={(e) => setText(e.target.value)}
              placeholder="Type your message..."
              className="flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
            />
            <button
              type="submit"
              disabled={!connected || !text.trim()}
              className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white disabled:opacity-60"
            >
              Send
            </button>
          </form>
        </>
      )}
    </section>
  );
}
