import { useEffect, useState } from "react";
import { href, Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { OpenCloseIcon } from "#app/components/ui/open-close-icon";
import { Logo } from "./logo";

// No link here may lead to a 404: a page joins once it exists.
export const NAV_LINKS = [
  { to: href("/"), label: "Home" },
  { to: href("/browse"), label: "Find Formulation" },
  { to: href("/about"), label: "About" },
  { to: href("/faq"), label: "FAQ" },
  { to: href("/blog"), label: "Blog" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink"
  }`;

/**
 * The navigation search opens /browse's results: the categories and the formulations that match
 * (by name, ingredient and INCI, the one search service), each link keeping the term. The form's
 * "#search-results" survives the GET submission, so the browser scrolls the results into view at
 * every width. On /browse the box shows the term searched for; keyed by it, so 'Clear search'
 * empties it.
 */
function NavSearch({ id, className = "" }: { id: string; className?: string }) {
  const location = useLocation();
  const term = location.pathname === "/browse" ? (new URLSearchParams(location.search).get("search") ?? "") : "";
  return (
    // A plain form: a full navigation is all this search needs.
    <search className={className}>
      <form action="/browse#search-results" method="get">
        <label className="sr-only" htmlFor={id}>
          Search formulations
        </label>
        <input
          key={term}
          id={id}
          type="search"
          name="search"
          defaultValue={term}
          maxLength={100}
          placeholder="Search formulations..."
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-brand-600"
        />
      </form>
    </search>
  );
}

type NavUser = { displayName: string; email: string; isAdmin: boolean } | null;

/** Login / Sign Up, or the Admin button (admins), the account button and Logout. */
function AuthArea({ user, mobile, onNavigate }: { user: NavUser; mobile?: boolean; onNavigate?: () => void }) {
  const size = mobile ? "flex-1" : "";
  if (!user) {
    return (
      <>
        <Link
          to={href("/login")}
          className={buttonClass(mobile ? "secondary" : "ghost", "sm", size)}
          onClick={onNavigate}
        >
          Login
        </Link>
        <Link to={href("/signup")} className={buttonClass("primary", "sm", size)} onClick={onNavigate}>
          Sign Up
        </Link>
      </>
    );
  }
  return (
    <>
      {user.isAdmin ? (
        <Link to={href("/admin")} className={buttonClass("secondary", "sm", size)} onClick={onNavigate}>
          Admin
        </Link>
      ) : null}
      <Link to={href("/my-account")} className={buttonClass("ghost", "sm", size)} onClick={onNavigate}>
        {user.displayName}
      </Link>
      <a href={href("/api/logout")} className={buttonClass("ghost", "sm", size)}>
        Logout
      </a>
    </>
  );
}

export function SiteNav({ user }: { user: NavUser }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Any navigation (a link tap, a search, the back button) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setOpen(false), [location.key]);

  return (
    <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
        <Link to={href("/")} className="shrink-0" aria-label="Formulab home">
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === "/"} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </div>
        <NavSearch id="nav-search" className="ml-auto hidden w-64 md:block" />
        <div className="ml-auto hidden items-center gap-2 md:ml-0 lg:flex">
          <AuthArea user={user} />
        </div>
        <button
          type="button"
          className="ml-auto rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:ml-2 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          <OpenCloseIcon open={open} path="M4 7h16M4 12h16M4 17h16" />
        </button>
      </nav>
      {open ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
          <NavSearch id="nav-search-mobile" className="mt-3 md:hidden" />
          <div className="mt-3 flex flex-col gap-1">
            {NAV_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.to === "/"} className={linkClass} onClick={() => setOpen(false)}>
                {l.label}
              </NavLink>
            ))}
          </div>
          <div className="mt-3 flex gap-2">
            <AuthArea user={user} mobile onNavigate={() => setOpen(false)} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
