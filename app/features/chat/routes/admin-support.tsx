import { useEffect, useState } from "react";
import { Form, href, Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { loadAdminPage } from "#app/features/admin/admin-page.server";
import { AdminErrorBoundary } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { CHAT_SEARCH_MAX } from "#app/features/chat/chat-protocol";
import { ChatThread } from "#app/features/chat/components/admin/chat-thread";
import { InboxList } from "#app/features/chat/components/admin/inbox-list";
import { useInboxFeed } from "#app/features/chat/components/admin/use-inbox-feed";
import { VisitorContextPanel } from "#app/features/chat/components/admin/visitor-context";
import { listInbox, openChat } from "#app/features/chat/inbox.server";
import { markInboxOpen } from "#app/features/chat/support-hours.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { AppError } from "#app/server/app-error";
import type { Route } from "./+types/admin-support";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

/** The page's URL state: the search and the open chat. */
function supportUrl({ q, chat }: { q: string; chat?: string | null }): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (chat) params.set("chat", chat);
  const query = params.toString();
  return `${href("/admin/support")}${query ? `?${query}` : ""}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loadAdminPage(request, async ({ ctx, admin }) => {
    const chatId = params.get("chat");
    let chat: Awaited<ReturnType<typeof openChat>> | null = null;
    let chatMissing = false;
    if (chatId) {
      try {
        chat = await openChat(ctx, { sessionId: chatId });
      } catch (error) {
        if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 400)) throw error;
        chatMissing = true;
      }
    }
    // Listed after opening: the open chat is read now, and the list says so. Someone is at the
    // inbox: visitors see the chat online while they are (ADR 0058).
    const [inbox] = await Promise.all([listInbox(ctx, { q: params.get("q") ?? "" }), markInboxOpen(ctx.db)]);
    return { admin, ...inbox, chat, chatMissing };
  });
}

export const ErrorBoundary = AdminErrorBoundary;

/** Asks once for permission to show desktop notifications for new chats. */
function NotificationToggle() {
  const [permission, setPermission] = useState<NotificationPermission | "unsupported">("default");
  useEffect(() => {
    setPermission(typeof Notification === "undefined" ? "unsupported" : Notification.permission);
  }, []);
  if (permission !== "default") return null;
  return (
    <Button variant="secondary" size="sm" onClick={async () => setPermission(await Notification.requestPermission())}>
      Notify me of new chats
    </Button>
  );
}

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  const { admin, q, chat, chatMissing } = loaderData;
  const selected = chat?.session.id ?? null;
  const sessions = useInboxFeed(loaderData.sessions, q, selected);
  const unreadChats = sessions.filter((s) => s.unread > 0 && s.id !== selected).length;
  const current = sessions.find((s) => s.id === selected);

  return (
    <AdminLayout email={admin.email}>
      <title>{`${unreadChats > 0 ? `(${unreadChats}) ` : ""}Support – Admin Dashboard | Formulab`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">Support</h2>
        <NotificationToggle />
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)_16rem]">
        <section
          aria-label="Support inbox"
          className={`overflow-hidden rounded-xl border border-slate-200 bg-white ${selected ? "hidden lg:block" : ""}`}
        >
          <Form method="get" role="search" className="flex gap-2 border-b border-slate-200 p-3" key={q}>
            <label htmlFor="support-search" className="sr-only">
              Search chats
            </label>
            <input
              id="support-search"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={CHAT_SEARCH_MAX}
              placeholder="Search chats"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Form>
          {q ? (
            <p className="flex items-center justify-between px-4 pt-2 text-xs text-slate-600">
              Showing matches for “{q}”.
              <Link to={supportUrl({ q: "" })} className="font-semibold text-brand-700 hover:underline">
                Clear
              </Link>
            </p>
          ) : null}
          <div className="max-h-[70vh] overflow-y-auto">
            <InboxList sessions={sessions} selected={selected} q={q} linkTo={(id) => supportUrl({ q, chat: id })} />
          </div>
        </section>

        {chat ? (
          <>
            <div className="flex min-h-[28rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white lg:h-[70vh]">
              <Link
                to={supportUrl({ q })}
                className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-brand-700 lg:hidden"
              >
                ← All chats
              </Link>
              <ChatThread
                key={chat.session.id}
                sessionId={chat.session.id}
                visitorName={current?.visitorName ?? chat.session.visitorName}
                closed={current ? current.status === "closed" : chat.session.closed}
                initial={chat.messages}
              />
            </div>
            <aside className="rounded-xl border border-slate-200 bg-white">
              <VisitorContextPanel context={chat.context} />
            </aside>
          </>
        ) : (
          <div className="hidden items-center justify-center rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 lg:col-span-2 lg:flex">
            {chatMissing ? (
              <p>
                That chat was not found.{" "}
                <Link to={supportUrl({ q })} className={buttonClass("ghost", "sm")}>
                  Back to the inbox
                </Link>
              </p>
            ) : (
              <p>Choose a chat to read and answer it.</p>
            )}
          </div>
        )}
      </div>
    </AdminLayout>
  );
}
