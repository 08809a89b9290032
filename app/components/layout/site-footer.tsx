import { Link } from "react-router";

const FOOTER_CATEGORIES = [
  { slug: "skin-care-formulations", label: "Skin Care" },
  { slug: "beauty-products-formulations", label: "Beauty Products" },
  { slug: "cleaning-products-formulations", label: "Cleaning Products" },
  { slug: "organic-care-products-formulations", label: "Organic Care Products" },
];

const SUPPORT_LINKS = [
  { to: "/browse", label: "Find Formulation" },
  { to: "/about", label: "About Us" },
  { to: "/faq", label: "FAQ" },
  { to: "/blog", label: "Blog" },
];

const LEGAL_LINKS = [
  { to: "/terms-of-service", label: "Terms & Conditions" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/disclaimer", label: "Disclaimer of Use" },
];

const SOCIAL = [
  {
    href: "https://www.youtube.com/@formulab",
    label: "YouTube",
    path: "M22 8.5s-.2-1.6-.9-2.3c-.8-.9-1.8-.9-2.2-1C15.8 5 12 5 12 5s-3.8 0-6.9.2c-.4.1-1.4.1-2.2 1C2.2 6.9 2 8.5 2 8.5S1.8 10.3 1.8 12v1.6c0 1.8.2 3.5.2 3.5s.2 1.6.9 2.3c.8.9 1.9.9 2.4 1 1.7.2 7.1.2 7.1.2s3.8 0 6.9-.2c.4-.1 1.4-.1 2.2-1 .7-.7.9-2.3.9-2.3s.2-1.8.2-3.5V12c0-1.7-.2-3.5-.2-3.5zM10 15.5v-6l5.2 3z",
  },
  {
    href: "https://www.tiktok.com/@formulab",
    label: "TikTok",
    path: "M16.5 3c.4 2.3 1.8 3.8 4 4v3.2c-1.5.1-2.9-.4-4-1.2v6.2a5.8 5.8 0 1 1-5.8-5.8h.5v3.3a2.6 2.6 0 1 0 2.1 2.5V3z",
  },
  {
    href: "https://www.instagram.com/formulab",
    label: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  },
  {
    href: "https://www.facebook.com/formulab",
    label: "Facebook",
    path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5z",
  },
];

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";
const linkClass = "text-sm text-slate-300 hover:text-white";

export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  return (
    <footer className="no-print mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Formulab</p>
          <p className="mt-3 text-sm leading-relaxed">
            Production-ready formulations for small manufacturers of cosmetic, personal-care and chemical products —
            checked against real EU regulation, ready to scale from the lab bench to the production line.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                  <span className="sr-only">{s.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Categories">
          <p className={headingClass}>Formulations</p>
          <ul className="mt-3 space-y-2">
            {FOOTER_CATEGORIES.map((c) => (
              <li key={c.slug}>
                <Link to={`/category/${c.slug}`} className={linkClass}>
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Support">
          <p className={headingClass}>Support</p>
          <ul className="mt-3 space-y-2">
            {SUPPORT_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className={headingClass}>Contact</p>
          <p className="mt-3 text-sm">
            <a href={`mailto:${contactEmail}`} className={linkClass}>
              {contactEmail}
            </a>
          </p>
          <p className="mt-6">
            <Link to="/admin" className={linkClass}>
              System Administration
            </Link>
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Formulab. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-4">
              {LEGAL_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
