/**
 * Meta tags every public page needs: title (≤ 60), description (≤ 160), canonical URL, Open Graph
 * and Twitter cards, and JSON-LD. Route `meta()` functions call seoMeta() with the site origin
 * from the root loader.
 */
import type { MetaDescriptor } from "react-router";
import { scriptJson } from "./script-json";

export const SITE_NAME = "Formulab";
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** Cuts to `max` characters at a word boundary when possible, adding "...". */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}...`;
}

export type SeoInput = {
  title: string;
  description: string;
  origin: string;
  path: string;
  keywords?: string | null;
  image?: string | null;
  type?: "website" | "article";
  jsonLd?: readonly Record<string, unknown>[];
  noindex?: boolean;
};

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = clip(input.title, TITLE_MAX);
  const description = clip(input.description, DESCRIPTION_MAX);
  const url = `${input.origin}${input.path}`;
  const image = input.image ? new URL(input.image, input.origin).toString() : `${input.origin}/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords) tags.push({ name: "keywords", content: input.keywords });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const ld of input.jsonLd ?? []) tags.push({ "script:ld+json": ld });
  return tags;
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">` written into markup: `<`, `>`
 * and `&` are escaped, so no value can close the element or start a comment in it.
 */
export function jsonLdText(value: Record<string, unknown>): string {
  return scriptJson(value);
}

export function breadcrumbs(origin: string, items: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

/** The site origin the root loader put in its data (canonical URLs must be absolute). */
export function originOf(matches: readonly (unknown | undefined)[]): string {
  for (const match of matches) {
    const data = match as { id?: string; loaderData?: { origin?: string } } | undefined;
    if (data?.id === "root" && data.loaderData?.origin) return data.loaderData.origin;
  }
  return "";
}
