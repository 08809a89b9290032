/**
 * The client JavaScript each public page loads, read from the production build's route manifest
 * (run after `npm run build`; `npm test` runs it after its build): the modules it asks for when it
 * hydrates, their compressed size, and whether any of them formats with Intl. Exits non-zero when a
 * page is over its budget (ADR 0024, ADR 0062), so the work a page does at load cannot grow unseen.
 *
 * Scanned for Intl: the page's own modules and the ones its route module loads lazily (a lazy
 * component inside the page, such as the batch calculator, renders while the page hydrates). The
 * layout's lazy panels load on a tap or after the load event, so they may format as they like.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./lib/proc";

/** Compressed KB of a page's first load (ADR 0024). */
const KB_BUDGET = 120;
/** Module files a page asks for at once: each costs a request and a task share on a slow phone. */
const MODULE_BUDGET = 20;

/** The pages Lighthouse measures (scripts/lighthouse.ts), by route module, with their own budgets. */
const PAGES: Record<string, { kb?: number; note?: string }> = {
  "features/catalogue/routes/home": {},
  "features/catalogue/routes/browse": {},
  "features/catalogue/routes/category": {},
  "features/formulation/routes/formulation": {},
  "features/pages/routes/about": {},
  "features/pages/routes/faq": {},
  // The demo's form validates with the server's zod schema as the visitor types (ADR 0014).
  "features/demo/routes/demo": { kb: 160, note: "zod and Conform for its form" },
  "features/blog/routes/blog": {},
  "features/blog/routes/blog-post": {},
};

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

const ASSETS = join(ROOT, "build/client/assets");

function readManifest(): Manifest {
  const file = readdirSync(ASSETS).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("no route manifest in build/client/assets: run `npm run build` first");
  const source = readFileSync(join(ASSETS, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

const code = (asset: string) => readFileSync(join(ASSETS, asset.split("/").pop() ?? ""), "utf8");

/** The chunks a module imports lazily, with what those import statically. */
function lazyChunks(asset: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    for (const m of code(file).matchAll(/from\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) {
      const next = `/assets/${m[1]}`;
      if (!found.has(next)) {
        found.add(next);
        visit(next);
      }
    }
  };
  for (const m of code(asset).matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)) {
    const chunk = `/assets/${m[1]}`;
    found.add(chunk);
    visit(chunk);
  }
  return [...found];
}

const INTL = /\bIntl\.[A-Z]\w*|\.toLocale(?:String|DateString|TimeString)\(/;

export type PageBudget = { route: string; modules: number; kb: number; intl: string[]; misses: string[] };

export function checkClientBudget(manifest = readManifest()): PageBudget[] {
  const root = manifest.routes.root;
  if (!root) throw new Error("the manifest has no root route");
  return Object.entries(PAGES).map(([route, budget]) => {
    const page = manifest.routes[route];
    if (!page) throw new Error(`the manifest has no route ${route}`);
    const initial = new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      root.module,
      ...(root.imports ?? []),
      page.module,
      ...(page.imports ?? []),
    ]);
    const kb = [...initial].reduce((sum, f) => sum + gzipSync(code(f)).byteLength, 0) / 1024;
    const scanned = new Set([...initial, ...lazyChunks(page.module)]);
    const intl = [...scanned].filter((f) => INTL.test(code(f)));
    const misses: string[] = [];
    const kbBudget = budget.kb ?? KB_BUDGET;
    if (kb > kbBudget) misses.push(`${kb.toFixed(1)} KB > ${kbBudget} KB`);
    if (initial.size > MODULE_BUDGET) misses.push(`${initial.size} modules > ${MODULE_BUDGET}`);
    if (intl.length) misses.push(`formats with Intl while hydrating: ${intl.join(", ")}`);
    return { route, modules: initial.size, kb, intl, misses };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = checkClientBudget();
  for (const p of pages) {
    const note = PAGES[p.route]?.note;
    console.log(
      `${p.route}: ${p.modules} modules, ${p.kb.toFixed(1)} KB gzip${note ? ` (${note})` : ""}${p.misses.length ? `  ✘ ${p.misses.join("; ")}` : "  ✔"}`,
    );
  }
  process.exit(pages.some((p) => p.misses.length) ? 1 : 0);
}
