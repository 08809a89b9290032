import { data } from "react-router";
import { formatDateTime } from "#app/lib/dates";
import type { RoutePolicy } from "#app/lib/route-policy";
import { getDb } from "#app/server/db/client.server";
import { latestOutbox, outboxPageEnabled } from "#app/server/mail/mailer.server";
import type { Route } from "./+types/dev-outbox";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

/** The e-mail the app would have sent, on a developer's machine only (404 anywhere else). */
export async function loader({ request }: Route.LoaderArgs) {
  if (!outboxPageEnabled(request)) throw data({ message: "Not found" }, { status: 404 });
  const messages = await latestOutbox(getDb());
  return { messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Outbox (development only)</h1>
      <p className="mt-1 text-sm text-slate-600">
        No e-mail API is configured, so e-mail is kept here (and in the server log) instead of being sent.
      </p>
      {loaderData.messages.length ? (
        <ol className="mt-6 space-y-4">
          {loaderData.messages.map((m) => (
            <li key={m.id} data-testid="outbox-message" className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-600">
                To {m.to} · {formatDateTime(m.createdAt)} UTC
              </p>
              <h2 className="mt-1 font-semibold">{m.subject}</h2>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{m.text}</pre>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 text-slate-600">No e-mail yet.</p>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Outbox – Formulab" }, { name: "robots", content: "noindex" }];
