/**
 * The app's route table as tests see it: every entry of app/routes.ts with its module, and a
 * server-build-shaped manifest of them, so tests exercise the same policy lookup the worker uses.
 */
import type { ServerBuild } from "react-router";
import routes from "#app/routes";

export type RouteModule = {
  policy?: unknown;
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  default?: unknown;
};

const modules = import.meta.glob<RouteModule>(
  ["../app/routes/**/*.{ts,tsx}", "../app/features/*/routes/**/*.{ts,tsx}"],
  {
    eager: true,
  },
);

/** `file`: the module's path under app/, as app/routes.ts names it. */
export type RouteEntry = { id: string; path: string; file: string; module: RouteModule };

export function routeEntries(): RouteEntry[] {
  return routes.map((r, n) => {
    const module = modules[`../app/${r.file}`];
    if (!module) throw new Error(`no module for ${r.file}`);
    const path = r.index ? "/" : `/${r.path ?? ""}`;
    return { id: r.id ?? `route-${n}`, path, file: r.file, module };
  });
}

/** The manifest shape `policyResolver` reads from the real server build. */
export function routeManifest(): Pick<ServerBuild, "routes"> {
  const entries = Object.fromEntries(
    routes.map((r, n) => {
      const id = r.id ?? `route-${n}`;
      const module = modules[`../app/${r.file}`] as ServerBuild["routes"][string] extends infer R
        ? R extends { module: infer M }
          ? M
          : never
        : never;
      return [id, { id, parentId: "root", path: r.path, index: r.index, caseSensitive: false, module }];
    }),
  );
  return { routes: { root: { id: "root", path: "", module: {} as never }, ...entries } as ServerBuild["routes"] };
}
