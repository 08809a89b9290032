import { useEffect } from "react";
import {
  data,
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { NavigationStatus } from "#app/components/layout/navigation-status";
import { SiteNav } from "#app/components/layout/site-nav";
import { ButtonLink } from "#app/components/ui/button";
import { StaticHtml } from "#app/components/ui/static-html";
import { ToastProvider } from "#app/components/ui/toast";
import { publicUser } from "#app/features/accounts/users.server";
import { AssistantLauncher } from "#app/features/assistant/components/assistant-launcher";
import { ChatLauncher } from "#app/features/chat/components/chat-launcher";
import { DeferredActivityNotifier } from "#app/features/favourites/components/deferred-activity-notifier";
import { displayName } from "#app/lib/display-name";
import { documentHydrated } from "#app/lib/hydration";
import { currentUser } from "#app/server/auth/guards.server";
import { getDb } from "#app/server/db/client.server";
import { getConfig, publicOrigin } from "#app/server/env.server";
import { serverHtml } from "#app/server/server-html.server";
import { renderFooter } from "#app/server/static-sections.server";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = getConfig();
  // The nav only greets the visitor: a recent answer will do (ADR 0039).
  const current = await currentUser(getDb(), request, "recent");
  // The nav shows the display name; computed here so its rule is not in every page's JavaScript.
  const user = current
    ? { ...publicUser(current.user, current.isAdmin), displayName: displayName(current.user) }
    : null;
  return data(
    {
      footerHtml: serverHtml(context, renderFooter(config.contactEmail)),
      origin: publicOrigin(request),
      user,
      // Public by design (the widget needs it in the page); the secret key stays on the server.
      turnstileSiteKey: config.turnstile?.siteKey ?? null,
    },
    current?.refreshedCookie ? { headers: { "Set-Cookie": current.refreshedCookie } } : undefined,
  );
}

// A session extended while loading the page refreshes its cookie in the document response.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const admin = useLocation().pathname.startsWith("/admin");
  // Runs once the document has hydrated: taps made before that are handed to their buttons now.
  useEffect(documentHydrated, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6a5d" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <ToastProvider>
          {/* The back office has its own header (Back to Site, tabs); the site's chrome stays out. */}
          {admin ? null : <SiteNav user={data?.user ?? null} />}
          <NavigationStatus />
          <main id="main" className="flex-1">
            {children}
          </main>
          {admin ? null : (
            <>
              {/* The activity feed's own slot, reserved before it loads: it never covers content
                  or controls, its arrival moves nothing, and its right end stays clear of the
                  chat and assistant buttons in the bottom-right corner. */}
              <div className="no-print mx-auto mt-6 flex h-16 w-full max-w-7xl items-center pr-[6.25rem] pl-4 sm:pl-6">
                <DeferredActivityNotifier />
              </div>
              <StaticHtml
                as="footer"
                className="no-print floating-controls-room bg-slate-900 text-slate-300"
                html={data?.footerHtml ?? ""}
              />
              <AssistantLauncher />
              <ChatLauncher />
            </>
          )}
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const { title, message } = ERROR_TEXTS[status] ?? SERVER_ERROR;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | Formulab`}</title>
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        <ButtonLink to={href("/")}>Return Home</ButtonLink>
        {status === 401 ? (
          <ButtonLink to={href("/login")} variant="secondary">
            Log In
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

const ERROR_TEXTS: Record<number, { title: string; message: string }> = {
  401: { title: "Access Denied", message: "Please log in to continue." },
  403: { title: "Access Denied", message: "You don't have admin privileges to access this page." },
  404: { title: "Page not found", message: "The page you are looking for does not exist or has moved." },
};
const SERVER_ERROR = {
  title: "Something went wrong",
  message: "An unexpected error occurred. Please try again in a moment.",
};
