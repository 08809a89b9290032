import { href } from "react-router";

const FOOTER_CATEGORIES = [
  { slug: "skin-care-formulations", label: "Skin Care" },
  { slug: "beauty-products-formulations", label: "Beauty Products" },
  { slug: "cleaning-products-formulations", label: "Cleaning Products" },
  { slug: "organic-care-products-formulations", label: "Organic Care Products" },
];

const SUPPORT_LINKS = [
  { to: href("/browse"), label: "Find Formulation" },
  { to: href("/about"), label: "About Us" },
  { to: href("/faq"), label: "FAQ" },
  { to: href("/blog"), label: "Blog" },
];

const LEGAL_LINKS = [
  { to: href("/terms-of-service"), label: "Terms & Conditions" },
  { to: href("/privacy-policy"), label: "Privacy Policy" },
  { to: href("/disclaimer"), label: "Disclaimer of Use" },
];

const SOCIAL = [
  { href: "https://www.youtube.com/@formulab", label: "YouTube" },
  { href: "https://www.tiktok.com/@formulab", label: "TikTok" },
  { href: "https://www.instagram.com/formulab", label: "Instagram" },
  { href: "https://www.facebook.com/formulab", label: "Facebook" },
];

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";
const linkClass = "text-sm text-slate-300 hover:text-white";

/**
 * The inside of the site's <footer> (the layout owns the element). Server-rendered only
 * (static-sections.server.tsx): plain links, no state.
 */
export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  return (
    <>
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
                  <svg className="h-4 w-4" aria-hidden="true">
                    <use href={`/icons.svg#s-${s.label.toLowerCase()}`} />
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
                <a href={href("/category/:id", { id: c.slug })} className={linkClass}>
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Support">
          <p className={headingClass}>Support</p>
          <ul className="mt-3 space-y-2">
            {SUPPORT_LINKS.map((l) => (
              <li key={l.to}>
                <a href={l.to} className={linkClass}>
                  {l.label}
                </a>
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
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Formulab. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-4">
              {LEGAL_LINKS.map((l) => (
                <li key={l.to}>
                  <a href={l.to} className="hover:text-white">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
