/**
 * The chat panel: name first, then messages over the /ws socket. The socket
 * reconnects 3 s after a drop while the panel is open; closing the panel (or Esc) closes it.
 * Nothing typed is lost (ADR 0032): a message waits in a local outbox until the room confirms it —
 * sent over the socket when it is open, else over the HTTP fallback, and again on every reconnect
 * under the same clientId (the room stores it once). Sent too fast, it waits and goes again once
 * the room's window has passed. What the room refuses outright (a name reserved for the team, a
 * socket closed for flooding) is said in the panel and goes back into the input (ADR 0022). After the visitor's first message a line says when a formulator will answer.
 * The header says Online only when the server says someone is really there (inside the support
 * hours, with the support inbox open; asked again every AVAILABILITY_POLL_MS); otherwise it says
 * Away, and until the visitor has left an e-mail the panel is the away form (ADR 0058).
 */

import { useCallback, useEffect, useRef, useState } from "react";
import {
  CHAT_RATE_WINDOW_MS,
  type ChatMessage,
  ChatSessionIdSchema,
  CLOSE_POLICY_VIOLATION,
  type ClientFrame,
  isReservedSenderName,
  newChatSessionId,
  RATE_LIMIT_MESSAGE,
  RESERVED_NAME_MESSAGE,
} from "#app/features/chat/chat-protocol";
import {
  AWAY_LABEL,
  acknowledgement,
  type ChatAvailability,
  ONLINE_LABEL,
  UNKNOWN_AVAILABILITY,
} from "#app/features/chat/support-hours";
import { AwayForm } from "./away-form";
import { ChatBubble } from "./chat-bubble";
import { ChatComposer } from "./chat-composer";
import { type Pending, readOutbox, writeOutbox } from "./chat-outbox";
import { useRoomSocket } from "./use-room-socket";

const TEAM_NAME = "Formulab Experts";
const SESSION_KEY = "formulab:chat-session";
const NAME_KEY = "formulab:chat-name";
/** The e-mail the visitor left in the away form, so they are not asked again. */
const EMAIL_KEY = "formulab:chat-email";
/** How often an open panel asks whether someone is at the inbox now. */
const AVAILABILITY_POLL_MS = 30_000;

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

function merge(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return list.some((m) => m.id === message.id) ? list : [...list, message];
}

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState(storedName);
  const [draftName, setDraftName] = useState("");
  const [nameError, setNameError] = useState("");
  /** The room's last refusal, shown above the input until the next message goes through. */
  const [notice, setNotice] = useState("");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const session = useRef(sessionId());
  const [pending, setPending] = useState<Pending[]>(() => readOutbox(session.current));
  const outbox = useRef(pending);
  /** clientIds sent on the current socket and not answered yet, oldest first. */
  const inFlight = useRef<string[]>([]);
  const [connected, setConnected] = useState(false);
  const [text, setText] = useState("");
  const [availability, setAvailability] = useState<ChatAvailability | null>(null);
  const [leftEmail, setLeftEmail] = useState(() => localStorage.getItem(EMAIL_KEY) ?? "");
  const socket = useRef<WebSocket | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const setOutbox = useCallback((next: Pending[]) => {
    outbox.current = next;
    writeOutbox(next);
    setPending(next);
  }, []);

  /** The room has the message: it leaves the outbox. */
  const confirm = useCallback(
    (message: ChatMessage) => {
      setMessages((m) => merge(m, message));
      if (message.clientId && outbox.current.some((p) => p.clientId === message.clientId)) {
        inFlight.current = inFlight.current.filter((id) => id !== message.clientId);
        setOutbox(outbox.current.filter((p) => p.clientId !== message.clientId));
        setNotice("");
      }
    },
    [setOutbox],
  );

  /** The room refused the message: it leaves the outbox and goes back into the input (unless the visitor is typing another). */
  const giveBack = useCallback(
    (clientId: string | undefined) => {
      const id = clientId ?? inFlight.current[0];
      const refused = outbox.current.find((p) => p.clientId === id);
      inFlight.current = inFlight.current.filter((i) => i !== id);
      if (!refused) return;
      setOutbox(outbox.current.filter((p) => p.clientId !== id));
      setText((current) => current || refused.message);
    },
    [setOutbox],
  );

  const sendFrame = useCallback((p: Pending) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    const frame: ClientFrame = {
      type: "chat_message",
      sessionId: p.sessionId,
      message: p.message,
      senderType: "user",
      senderName: p.senderName,
      clientId: p.clientId,
    };
    ws.send(JSON.stringify(frame));
    if (!inFlight.current.includes(p.clientId)) inFlight.current.push(p.clientId);
    return true;
  }, []);

  /**
   * Refused for sending too fast: the message stays in the outbox and goes again once the room's
   * window has passed — said in the panel, never dropped and never typed over what is in the input.
   */
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryLater = useCallback((clientId: string | undefined) => {
    const id = clientId ?? inFlight.current[0];
    inFlight.current = inFlight.current.filter((i) => i !== id);
    setNotice(RATE_LIMIT_MESSAGE);
    clearTimeout(retryTimer.current);
    retryTimer.current = setTimeout(() => resend.current(), CHAT_RATE_WINDOW_MS);
  }, []);
  /** Sends what waits in the outbox and is not on its way already (set below, once `postOverHttp` exists). */
  const resend = useRef<() => void>(() => {});
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  /** The HTTP fallback for a message the socket cannot carry now. A network failure keeps it queued. */
  const postOverHttp = useCallback(
    async (p: Pending) => {
      let res: Response;
      try {
        res = await fetch("/api/chat/messages", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...p, senderType: "user" }),
        });
      } catch {
        return; // offline or the server is restarting: the reconnect sends it
      }
      if (res.status >= 500) return;
      const body = (await res.json().catch(() => ({}))) as ChatMessage & { message: string };
      if (res.ok) return confirm(body);
      if (res.status === 429) return retryLater(p.clientId);
      giveBack(p.clientId);
      if (body.message === RESERVED_NAME_MESSAGE) {
        localStorage.removeItem(NAME_KEY);
        setName("");
        setNameError(body.message);
      } else setNotice(body.message || RATE_LIMIT_MESSAGE);
    },
    [confirm, giveBack, retryLater],
  );
  resend.current = () => {
    for (const p of outbox.current) {
      if (inFlight.current.includes(p.clientId)) continue;
      if (!sendFrame(p)) void postOverHttp(p);
    }
  };

  useRoomSocket(socket, `sessionId=${encodeURIComponent(session.current)}`, {
    open: (ws) => {
      setConnected(true);
      inFlight.current = [];
      ws.send(JSON.stringify({ type: "join_session", sessionId: session.current, page: location.pathname }));
      // Whatever waited while the socket was down goes now, under its first clientId.
      for (const p of outbox.current) sendFrame(p);
    },
    frame: (frame) => {
      // The history answers the join, which the room handles before anything sent after it.
      if (frame.type === "history") setMessages(frame.data);
      if (frame.type === "new_message") confirm(frame.data);
      if (frame.type === "error" && frame.code === "rate_limited") retryLater(frame.clientId);
      else if (frame.type === "error") {
        giveBack(frame.clientId);
        if (frame.code === "reserved_name") {
          localStorage.removeItem(NAME_KEY);
          setName("");
          setNameError(frame.message);
        } else {
          setNotice(frame.message);
        }
      }
    },
    close: (event) => {
      setConnected(false);
      if (event.code === CLOSE_POLICY_VIOLATION) {
        // Closed for sending too fast: what was in flight is refused, not retried behind the visitor's back.
        const [first, ...rest] = inFlight.current;
        if (first) giveBack(first);
        if (rest.length) setOutbox(outbox.current.filter((p) => !rest.includes(p.clientId)));
        setNotice(RATE_LIMIT_MESSAGE);
      }
      inFlight.current = [];
    },
  });

  // Unknown (the server did not answer) counts as away: the visitor can still leave an e-mail.
  useEffect(() => {
    let stopped = false;
    const ask = () =>
      fetch("/api/chat/availability")
        .then((res) => (res.ok ? (res.json() as Promise<ChatAvailability>) : UNKNOWN_AVAILABILITY))
        .catch(() => UNKNOWN_AVAILABILITY)
        .then((a) => {
          if (!stopped) setAvailability(a);
        });
    void ask();
    const timer = setInterval(ask, AVAILABILITY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);

  // Esc closes the panel, from anywhere on the page.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the message list changes
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages, pending]);

  const send = () => {
    const message = text.trim();
    if (!message || !name) return;
    const item: Pending = { clientId: crypto.randomUUID(), sessionId: session.current, message, senderName: name };
    setOutbox([...outbox.current, item]);
    setText("");
    if (!sendFrame(item)) void postOverHttp(item);
  };

  const away = availability !== null && !availability.online;
  const badge = !connected || !availability ? "Connecting..." : away ? AWAY_LABEL : ONLINE_LABEL;
  const visible = messages.filter((m) => !pending.some((p) => p.clientId === m.clientId));
  const firstUserIndex = visible.findIndex((m) => m.senderType === "user");
  const ackAfter = firstUserIndex >= 0 ? visible[firstUserIndex]?.id : undefined;

  return (
    <section
      aria-label="Chat with our formulators"
      className="fixed right-5 bottom-24 z-[70] flex h-[500px] max-h-[min(75vh,calc(100dvh-13rem))] w-96 max-w-[calc(100vw-2.5rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
        <h2 className="font-semibold">Want to Ask {TEAM_NAME}</h2>
        <div className="flex items-center gap-2">
          <span
            data-testid="chat-status"
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              badge === ONLINE_LABEL
                ? "bg-emerald-300 text-emerald-950"
                : badge === AWAY_LABEL
                  ? "bg-slate-200 text-slate-900"
                  : "bg-amber-300 text-amber-950"
            }`}
          >
            {badge}
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
      {away && availability && !leftEmail ? (
        <AwayForm
          sessionId={session.current}
          availability={availability}
          initialName={name}
          onSent={({ message, name: chosen, email }) => {
            localStorage.setItem(NAME_KEY, chosen);
            localStorage.setItem(EMAIL_KEY, email);
            setName(chosen);
            setLeftEmail(email);
            setMessages((m) => merge(m, message));
          }}
        />
      ) : !name ? (
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
            {visible.length === 0 && pending.length === 0 ? (
              <li className="text-center text-sm text-slate-500">No messages yet. Start the conversation!</li>
            ) : null}
            {visible.map((m) => (
              <li key={m.id} className="space-y-2">
                <ChatBubble
                  mine={m.senderType === "user"}
                  heading={`${m.senderName || (m.senderType === "admin" ? "Support" : "You")} · ${time(m.timestamp)}`}
                  text={m.message}
                />
                {m.id === ackAfter && availability ? (
                  <p data-testid="chat-ack" className="text-center text-xs text-slate-500">
                    {acknowledgement(availability, leftEmail)}
                  </p>
                ) : null}
              </li>
            ))}
            {pending.map((p) => (
              <ChatBubble
                key={p.clientId}
                as="li"
                data-testid="chat-pending"
                mine
                pending
                heading={`${p.senderName} · Sending...`}
                text={p.message}
              />
            ))}
          </ol>
          <ChatComposer
            id="chat-message"
            label="Message"
            placeholder="Type your message..."
            value={text}
            onChange={setText}
            onSend={send}
            problem={notice}
          />
        </>
      )}
    </section>
  );
}
