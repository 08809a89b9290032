/**
 * Who the visitor is, beside the chat: the page they are on, the e-mail they left while the chat was
 * away, their country, and their account if signed in.
 */
import { href, Link } from "react-router";
import type { VisitorContext } from "#app/features/chat/inbox.server";
import { formatDate } from "#app/lib/dates";

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

const formulationLink = (slug: string) => href("/formulation/:id", { id: slug });

export function VisitorContextPanel({ context }: { context: VisitorContext }) {
  return (
    <section aria-label="Visitor" className="space-y-4 p-4">
      <h3 className="font-bold text-ink">Visitor</h3>
      <dl className="space-y-3">
        <Item label="Page">
          {context.page ? (
            <a href={context.page} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
              {context.page}
            </a>
          ) : (
            "Unknown"
          )}
        </Item>
        {context.email ? (
          <Item label="Reply by e-mail">
            <a href={`mailto:${context.email}`} className="text-brand-700 hover:underline" data-testid="visitor-email">
              {context.email}
            </a>
            <br />
            <span className="text-xs text-slate-500">Left while nobody was at the chat</span>
          </Item>
        ) : null}
        <Item label="Country">{context.country ?? "Unknown"}</Item>
        <Item label="Account">
          {context.account ? (
            <>
              {context.account.name} · {context.account.email}
              <br />
              <span className="text-xs text-slate-500">Member since {formatDate(context.account.memberSince)}</span>
            </>
          ) : (
            "Not signed in"
          )}
        </Item>
      </dl>
      {context.account ? (
        <>
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Favourites ({context.favorites.length})
            </h4>
            <ul className="mt-1 space-y-1 text-sm">
              {context.favorites.length === 0 ? <li className="text-slate-500">None</li> : null}
              {context.favorites.map((f) => (
                <li key={`${f.slug}:${f.name}`}>
                  {f.slug ? (
                    <Link to={formulationLink(f.slug)} className="text-brand-700 hover:underline">
                      {f.name}
                    </Link>
                  ) : (
                    f.name
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Downloads ({context.downloads.length})
            </h4>
            <ul className="mt-1 space-y-1 text-sm">
              {context.downloads.length === 0 ? <li className="text-slate-500">None</li> : null}
              {context.downloads.map((d) => (
                <li key={`${d.at}:${d.name}`}>
                  {d.slug ? (
                    <Link to={formulationLink(d.slug)} className="text-brand-700 hover:underline">
                      {d.name}
                    </Link>
                  ) : (
                    d.name
                  )}{" "}
                  <span className="text-xs text-slate-500">{formatDate(d.at)}</span>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
    </section>
  );
}
