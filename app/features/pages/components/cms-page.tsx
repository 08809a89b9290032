/**
 * A content-managed page as visitors read it (About and every other active page at its path):
 * the title, the meta description as the subtitle, and the HTML the server sanitised.
 */
import { ProsePage } from "#app/features/pages/components/prose-page";
import type { PublicPage } from "#app/features/pages/pages.server";
import { boxTables } from "#app/lib/content-tables";
import { originOf, seoMeta } from "#app/lib/seo";

export function CmsPage({ page }: { page: PublicPage }) {
  return (
    <ProsePage title={page.title} subtitle={page.metaDescription ?? undefined}>
      {/* Sanitised on the server with an allowlist (see pages.server.ts). */}
      <div
        className="cms-content space-y-4 text-slate-700"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: content is allowlist-sanitised
        dangerouslySetInnerHTML={{ __html: boxTables(page.content) }}
      />
    </ProsePage>
  );
}

/** Title, description, canonical URL and social cards of a page served at `path`. */
export function cmsPageMeta(page: PublicPage, matches: Parameters<typeof originOf>[0], path: string) {
  return seoMeta({
    title: `${page.title} | Formulab`,
    description: page.metaDescription ?? page.summary,
    origin: originOf(matches),
    path,
  });
}
