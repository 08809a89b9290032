/**
 * The back office's frame: 'Back to Site', the title, the admin's e-mail and Logout, then the
 * tabs. Each tab is its own URL (/admin, /admin/categories, …), so a tab can be linked to and the
 * back button returns to the previous one (ADR 0025).
 */
import { useEffect, useRef } from "react";
import { href, Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button";

// Every tab has its content: a tab joins the list with the issue that builds it.
export const ADMIN_TABS = [
  { to: href("/admin"), label: "Overview", tourId: "admin-tab-overview" },
  { to: href("/admin/categories"), label: "Categories", tourId: "admin-tab-categories" },
  { to: href("/admin/formulations"), label: "Formulations", tourId: "admin-tab-formulations" },
  { to: href("/admin/bulk-formulations"), label: "Bulk Formulations", tourId: "admin-tab-bulk-formulations" },
  { to: href("/admin/settings"), label: "Settings", tourId: "admin-tab-settings" },
  { to: href("/admin/content"), label: "Content", tourId: "admin-tab-content" },
  { to: href("/admin/blog"), label: "Blog", tourId: "admin-tab-blog" },
  { to: href("/admin/test-ai"), label: "Test AI System", tourId: "admin-tab-test-ai" },
  { to: href("/admin/user-activity"), label: "User Activity", tourId: "admin-tab-analytics" },
  { to: href("/admin/support"), label: "Support", tourId: "admin-tab-support" },
  { to: href("/admin/security"), label: "Security", tourId: "admin-tab-security" },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-ink"
  }`;

export function AdminLayout({
  email,
  title = "Admin Dashboard",
  children,
}: {
  email: string;
  title?: string;
  children: React.ReactNode;
}) {
  const tabs = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the tab row scrolls sideways: bring the current tab into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page is the trigger
  useEffect(() => {
    tabs.current?.querySelector("[aria-current=page]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-4">
            <Link to={href("/")} className="text-sm font-semibold text-brand-700 hover:underline">
              ← Back to Site
            </Link>
            <h1 className="text-xl font-bold tracking-tight text-ink">{title}</h1>
          </div>
          <div className="flex min-w-0 items-center gap-3">
            <span className="truncate text-sm text-slate-600" data-testid="admin-email">
              {email}
            </span>
            {/* A full navigation: /api/logout clears the session cookie and redirects. */}
            <a href="/api/logout" className={buttonClass("secondary", "sm")}>
              Logout
            </a>
          </div>
        </div>
        <nav aria-label="Admin sections" className="mx-auto max-w-7xl px-4 pb-2 sm:px-6">
          <ul ref={tabs} className="relative -mx-1 flex gap-1 overflow-x-auto p-1">
            {ADMIN_TABS.map((t) => (
              <li key={t.to}>
                <NavLink to={t.to} end className={tabClass} id={t.tourId} prefetch="intent">
                  {t.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</div>
    </div>
  );
}
