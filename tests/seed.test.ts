import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { countRows, runSeed, seedInput } from "./helpers";

async function snapshot() {
  const categories = await env.DB.prepare("SELECT * FROM categories ORDER BY slug").all();
  const formulations = await env.DB.prepare("SELECT * FROM formulations ORDER BY slug").all();
  return { categories: categories.results, formulations: formulations.results };
}

test("the seed creates the 22 system categories with the spec's slugs", async () => {
  await runSeed();
  const { results } = await env.DB.prepare("SELECT slug, icon, seo_title, meta_description FROM categories").all<{
    slug: string;
    icon: string;
    seo_title: string;
    meta_description: string;
  }>();
  expect(results).toHaveLength(22);
  for (const r of results) {
    expect(r.seo_title.length).toBeLessThanOrEqual(60);
    expect(r.meta_description.length).toBeLessThanOrEqual(160);
    expect(r.icon).toMatch(/^fas fa-/);
  }
});

test("running the seed twice leaves exactly the same rows", async () => {
  await runSeed();
  const first = await snapshot();
  await runSeed();
  expect(await snapshot()).toEqual(first);
  expect(await countRows("categories")).toBe(22);
});

test("editing a library entry and re-seeding updates that formulation only", async () => {
  const input = seedInput();
  const file = input.library[0];
  if (!file) return expect(input.library.length, "the library must not be empty").toBeGreaterThan(0);
  await runSeed(input);
  const [first, second] = file.formulations;
  if (!first) throw new Error("library file without formulations");
  const edited = {
    ...input,
    library: [
      {
        ...file,
        formulations: [{ ...first, description: `${first.description} Edited.` }, ...file.formulations.slice(1)],
      },
    ],
  };
  await runSeed(edited);
  const row = await env.DB.prepare("SELECT description FROM formulations WHERE slug = ?").bind(first.slug).first<{
    description: string;
  }>();
  expect(row?.description).toBe(`${first.description} Edited.`);
  if (second) {
    const other = await env.DB.prepare("SELECT description FROM formulations WHERE slug = ?")
      .bind(second.slug)
      .first<{ description: string }>();
    expect(other?.description).toBe(second.description);
  }
});

test("re-seeding never overwrites a formulation an administrator took over", async () => {
  const input = await runSeed();
  const first = input.library[0]?.formulations[0];
  if (!first) return expect(input.library.length).toBeGreaterThan(0);
  await env.DB.prepare("UPDATE formulations SET source = 'admin', name = 'Renamed by admin' WHERE slug = ?")
    .bind(first.slug)
    .run();
  const file = input.library[0];
  if (!file) throw new Error("unreachable");
  await runSeed({
    ...input,
    library: [{ ...file, formulations: [{ ...first, name: "Changed in the file" }] }],
  });
  const row = await env.DB.prepare("SELECT name FROM formulations WHERE slug = ?")
    .bind(first.slug)
    .first<{ name: string }>();
  expect(row?.name).toBe("Renamed by admin");
});
