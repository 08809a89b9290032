/** The support inbox's list of chats: who, the last message, when, unread count and status. */
import { Link } from "react-router";
import { CHAT_STATUS_LABELS, type ChatStatus } from "#app/features/chat/chat-protocol";
import type { InboxSession } from "#app/features/chat/inbox.server";

const STATUS_TONE: Record<ChatStatus, string> = {
  open: "bg-sky-100 text-sky-900",
  waiting: "bg-amber-100 text-amber-900",
  answered: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-700",
};

export function StatusPill({ status }: { status: ChatStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[status]}`}>
      {CHAT_STATUS_LABELS[status]}
    </span>
  );
}

function when(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString([], { month: "short", day: "2-digit" });
}

export function InboxList({
  sessions,
  selected,
  linkTo,
  q,
}: {
  sessions: InboxSession[];
  selected: string | null;
  linkTo: (id: string) => string;
  q: string;
}) {
  if (sessions.length === 0) {
    return (
      <p className="p-6 text-center text-sm text-slate-500">
        {q ? `No chats match “${q}”.` : "No chats yet. New conversations appear here as visitors write."}
      </p>
    );
  }
  return (
    <ul aria-label="Chats" className="divide-y divide-slate-100">
      {sessions.map((s) => (
        <li key={s.id}>
          <Link
            to={linkTo(s.id)}
            aria-current={s.id === selected ? "true" : undefined}
            data-testid="inbox-item"
            className={`block px-4 py-3 hover:bg-slate-50 ${s.id === selected ? "bg-brand-50" : ""}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-semibold text-ink">{s.visitorName}</span>
              <time className="shrink-0 text-xs text-slate-500" dateTime={s.lastMessageAt ?? undefined}>
                {when(s.lastMessageAt)}
              </time>
            </div>
            <p className="mt-0.5 truncate text-sm text-slate-600">
              {s.lastSenderType === "admin" ? "You: " : ""}
              {s.lastMessage}
            </p>
            <div className="mt-1 flex items-center gap-2">
              <StatusPill status={s.status} />
              {s.unread > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {s.unread} <span className="sr-only">unread</span>
                </span>
              ) : null}
              {s.visitorEmail ? (
                <span className="min-w-0 truncate text-xs text-slate-600" title="Reply by e-mail">
                  <span aria-hidden="true">✉ </span>
                  <span className="sr-only">Reply by e-mail to </span>
                  {s.visitorEmail}
                </span>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
