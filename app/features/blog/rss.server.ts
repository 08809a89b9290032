/**
 * /blog/rss.xml: an RSS 2.0 feed of the published posts, newest first. Every text is XML-escaped
 * (titles and excerpts are administrator input) and dates are RFC 822, as the format requires.
 */
import type { BlogPostSummary } from "./posts.server";

export const FEED_TITLE = "Formulab Blog";
export const FEED_DESCRIPTION =
  "Formulation know-how, regulatory notes and product trends for small cosmetic and chemical manufacturers.";

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids even when escaped are dropped, not encoded.
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

export function buildRss(posts: readonly BlogPostSummary[], origin: string, now = new Date()): string {
  const items = posts.map((p) => {
    const url = `${origin}/blog/${p.slug}`;
    const date = new Date(p.publishedAt ?? p.createdAt).toUTCString();
    const description = p.excerpt ?? p.metaDescription ?? "";
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${date}</pubDate>`,
      `      <dc:creator>${escapeXml(p.authorName)}</dc:creator>`,
      description ? `      <description>${escapeXml(description)}</description>` : "",
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const built = new Date(posts[0]?.publishedAt ?? now).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${FEED_TITLE}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <description>${escapeXml(FEED_DESCRIPTION)}</description>
    <language>en-us</language>
    <lastBuildDate>${built}</lastBuildDate>
    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
