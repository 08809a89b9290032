import { Link } from "react-router";

/**
 * The card the account forms stand in (log in, sign up, forgot and reset password): centred, the
 * page's heading and content, then a closing line leading to the page the visitor may want instead.
 */
export function AccountCard({
  title,
  wide = false,
  next,
  children,
}: {
  title: string;
  /** Sign-up's side-by-side name fields want the wider card. */
  wide?: boolean;
  next: { question: string; to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section className={wide ? "mx-auto max-w-lg px-4 py-12" : "mx-auto max-w-md px-4 py-12"}>
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
        <p className="mt-6 text-center text-sm text-slate-600">
          {next.question}{" "}
          <Link to={next.to} className="font-semibold text-brand-700 hover:underline">
            {next.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
