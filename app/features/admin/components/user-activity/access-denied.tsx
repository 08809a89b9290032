/**
 * What /admin/user-activity shows when the server refuses it: its own two
 * 'Access Denied' variants, which stay on the page (unlike the other admin tabs' toast and
 * redirect). A 400 (a hand-edited address) says what was wrong and offers the plain list.
 */
import { href, isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { loginReturningTo } from "#app/lib/redirect";

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${title} | Formulab`}</title>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children}
    </section>
  );
}

export function UserActivityErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  if (status === 401) {
    return (
      <Panel title="Access Denied">
        <p className="mt-3 text-slate-600" role="alert">
          Please log in to access the admin dashboard.
        </p>
        <Link to={loginReturningTo(`${pathname}${search}`)} className={buttonClass("primary", "md", "mt-6")}>
          Go to Login
        </Link>
      </Panel>
    );
  }
  if (status === 403) {
    return (
      <Panel title="Access Denied">
        <p className="mt-3 text-slate-600" role="alert">
          You don't have permission to access the admin dashboard.
        </p>
        <p className="mt-1 text-sm text-slate-500">Admin privileges are required to view this page.</p>
        <Link to={href("/")} className={buttonClass("primary", "md", "mt-6")}>
          Go to Home
        </Link>
      </Panel>
    );
  }
  if (status === 400 && isRouteErrorResponse(error)) {
    const message = (error.data as { message?: string } | undefined)?.message ?? "This address is not valid.";
    return (
      <Panel title="This list cannot be shown">
        <p className="mt-3 text-slate-600" role="alert">
          {message}
        </p>
        <Link to={href("/admin/user-activity")} className={buttonClass("primary", "md", "mt-6")}>
          Show all users
        </Link>
      </Panel>
    );
  }
  console.error(error);
  return (
    <Panel title="Something went wrong">
      <p className="mt-3 text-slate-600" role="alert">
        An unexpected error occurred. Please try again in a moment.
      </p>
    </Panel>
  );
}
