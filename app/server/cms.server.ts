/**
 * Content-managed pages. Admin-entered HTML is sanitised with an allowlist (js-xss) both when
 * stored and when shown, so a page can never carry scripts, event handlers or javascript: links.
 */
import { and, eq, ne } from "drizzle-orm";
import type { FilterXSS as FilterXssClass } from "xss";
import xss from "xss";
import type { Database } from "./db/client.server";
import { pages } from "./db/schema";

const ALLOWED: Record<string, string[]> = {
  h2: ["id"],
  h3: ["id"],
  h4: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "width", "height"],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["scope"],
  td: [],
  span: [],
  div: [],
};

// js-xss is CommonJS: the class hangs off its default export in every runtime (the Vite build and
// workerd tests alike), while a named import only works in the build. Its typings omit that property.
const { FilterXSS } = xss as typeof xss & { FilterXSS: typeof FilterXssClass };
const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object"],
  safeAttrValue: (_tag, name, value) => {
    // Links and images only to http(s), mailto, same-site paths or anchors.
    if ((name === "href" || name === "src") && !/^(https?:|mailto:|\/(?!\/)|#)/i.test(value.trim())) return "";
    return value.replace(/"/g, "&quot;");
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}

export async function findActivePage(db: Database, slug: string) {
  const page = await db
    .select({ title: pages.title, content: pages.content, metaDescription: pages.metaDescription })
    .from(pages)
    .where(and(eq(pages.slug, slug), ne(pages.isActive, false)))
    .get();
  return page ? { ...page, content: sanitizeHtml(page.content) } : undefined;
}
