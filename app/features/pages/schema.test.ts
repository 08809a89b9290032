import { matchRoutes } from "react-router";
import { describe, expect, test } from "vitest";
import { SLUG_PATTERN } from "#app/lib/fields";
import routes from "#app/routes";
import { BUILT_IN_PAGE_SLUGS, PAGE_SLUG_BUILT_IN, PageFields } from "./schema";

/** Every path's segments as slugs a content page could have: the candidates for a clash. */
function candidateSlugs(): Set<string> {
  const slugs = new Set<string>();
  for (const route of routes) for (const segment of (route.path ?? "").split("/")) slugs.add(segment);
  return new Set([...slugs].filter((s) => SLUG_PATTERN.test(s)));
}

describe("content page slugs the site's own routes answer", () => {
  test("are exactly the one-segment paths a route other than the catch-all answers, About aside", () => {
    const table = routes.map((r, n) => ({ id: r.id ?? `route-${n}`, path: r.path, index: r.index }));
    const owned = [...candidateSlugs()].filter((slug) => {
      const matched = matchRoutes(table, `/${slug}`)?.at(-1)?.route;
      return matched !== undefined && matched.path !== "*";
    });
    // About shows the content page with its slug, so that one stays allowed.
    expect(owned).toContain("about");
    expect(new Set(owned.filter((slug) => slug !== "about"))).toEqual(BUILT_IN_PAGE_SLUGS);
  });

  test("the page form refuses them with a message, and keeps 'about' and free slugs", () => {
    const page = { title: "Our FAQ", content: "<p>Answers</p>" };
    for (const slug of ["faq", "blog", "browse", "api"]) {
      const result = PageFields.safeParse({ ...page, slug });
      expect(result.success, slug).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["slug", PAGE_SLUG_BUILT_IN]]);
    }
    for (const slug of ["about", "careers", "faq-archive"])
      expect(PageFields.safeParse({ ...page, slug }).success).toBe(true);
  });
});
