/**
 * The assistant's panel: questions go to POST /api/assistant with the page's path (so "this" on
 * a formulation page means that formulation); answers show their citations and links. When the
 * assistant does not know, it offers the human chat. Loaded on demand by the launcher.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { type AssistantReply, suggestedQuestions } from "#app/features/assistant/assistant";
import { OPEN_CHAT_EVENT } from "#app/lib/events";

type Turn = { id: number; question: string; reply?: AssistantReply; error?: string };

const UNAVAILABLE = "The assistant is not reachable right now. Please try again in a moment.";

async function ask(question: string, path: string): Promise<AssistantReply> {
  const res = await fetch("/api/assistant", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ question, context: { path } }),
  });
  const body = (await res.json().catch(() => ({}))) as AssistantReply & { message?: string };
  if (!res.ok) throw new Error(body.message ?? UNAVAILABLE);
  return body;
}

export default function AssistantPanel({ onClose: close }: { onClose: () => void }) {
  const { pathname } = useLocation();
  // Focus goes back to the launcher (kept out of the launcher's code: every page pays for that).
  const onClose = () => {
    close();
    requestAnimationFrame(() => document.getElementById("assistant-launcher")?.focus());
  };
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const nextId = useRef(1);

  useEffect(() => input.current?.focus(), []);
  // Esc closes it wherever the focus is (a suggestion button disappears once clicked).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") closeRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    if (turns.length) list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [turns]);

  const submit = async (question: string) => {
    const q = question.trim();
    if (!q || busy) return;
    const id = nextId.current++;
    setTurns((t) => [...t, { id, question: q }]);
    setText("");
    setBusy(true);
    input.current?.focus();
    try {
      const reply = await ask(q, pathname);
      setTurns((t) => t.map((turn) => (turn.id === id ? { ...turn, reply } : turn)));
    } catch (error) {
      const message = error instanceof Error && error.message !== "Failed to fetch" ? error.message : UNAVAILABLE;
      setTurns((t) => t.map((turn) => (turn.id === id ? { ...turn, error: message } : turn)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label="Formulation assistant"
      className="fixed right-5 bottom-56 z-40 flex h-[460px] max-h-[calc(100dvh-19rem)] min-h-64 w-96 max-w-[calc(100vw-2.5rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 className="font-semibold text-ink">Formulation Assistant</h2>
          <p className="text-xs text-slate-600">Answers from our ingredient data, EU CosIng and the library</p>
        </div>
        <button
          type="button"
          aria-label="Close assistant"
          onClick={onClose}
          className="rounded p-1 text-slate-500 hover:text-ink"
        >
          ×
        </button>
      </header>
      <ol ref={list} className="flex-1 space-y-3 overflow-y-auto p-4 text-sm" aria-live="polite">
        {turns.length === 0 ? (
          <li>
            <p className="text-slate-600">Try asking:</p>
            <ul className="mt-2 space-y-2">
              {suggestedQuestions(pathname).map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    onClick={() => submit(q)}
                    className="w-full rounded-lg border border-brand-200 px-3 py-2 text-left text-brand-800 hover:bg-brand-50"
                  >
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          turns.map((turn) => (
            <li key={turn.id} className="space-y-2">
              <p className="ml-auto w-fit max-w-[85%] rounded-xl bg-brand-50 px-3 py-2 text-ink">{turn.question}</p>
              {turn.reply ? (
                <Answer reply={turn.reply} />
              ) : turn.error ? (
                <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900">
                  {turn.error}
                </p>
              ) : (
                <p className="text-slate-500">Looking it up…</p>
              )}
            </li>
          ))
        )}
      </ol>
      <form
        className="flex gap-2 border-t border-slate-200 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit(text);
        }}
      >
        <label htmlFor="assistant-question" className="sr-only">
          Your question
        </label>
        <input
          ref={input}
          id="assistant-question"
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
          placeholder="Ask about an ingredient, a limit or a formulation..."
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={busy || !text.trim()}
          className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          Ask
        </button>
      </form>
    </section>
  );
}

function Answer({ reply }: { reply: AssistantReply }) {
  return (
    <div className="max-w-[95%] rounded-xl bg-slate-100 px-3 py-2 text-ink" data-testid="assistant-answer">
      <p className="whitespace-pre-wrap">{reply.text}</p>
      {reply.links.length ? (
        <ul className="mt-2 space-y-1">
          {reply.links.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className="font-medium text-brand-800 underline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {reply.citations.length ? (
        <details className="mt-2 text-xs text-slate-600" open>
          <summary className="cursor-pointer font-semibold">Sources</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {reply.citations.map((c) => (
              <li key={c.label}>{c.kind === "cosing" ? `${c.label} (${c.entry})` : `Knowledge base: ${c.label}`}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {reply.answered ? null : (
        <button
          type="button"
          onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}
          className="mt-2 rounded-lg bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white"
        >
          Ask a formulator in the chat
        </button>
      )}
    </div>
  );
}
