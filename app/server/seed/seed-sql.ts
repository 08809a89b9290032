/**
 * Builds the idempotent seed as plain SQL statements. Pure (no bindings), so the same
 * statements run through `wrangler d1 execute` for `npm start` / `npm run db:seed` and through
 * `DB.batch()` in the runtime tests — one seed, not two.
 *
 * Idempotence: ids are derived from slugs, categories are inserted once (admins own them after
 * that), and a library formulation is rewritten only when its file entry changed (its content
 * hash differs) and it still belongs to the library. A day-one blog article is inserted once per
 * database: a marker in site_settings remembers it was, so an article an editor changed keeps the
 * edit and one an editor deleted stays deleted.
 */
import { sha1 } from "@oslojs/crypto/sha1";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { formulationFacets, type LibraryFile, type LibraryFormulation } from "#formulation";

export type SeedCategory = {
  slug: string;
  name: string;
  description: string;
  seoTitle: string;
  metaDescription: string;
  keywords: string;
  icon: string;
};

export type SeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string | null;
  keywords: string | null;
};

const encoder = new TextEncoder();

/** A stable UUID (RFC 4122 version 5 layout) for a seeded row, so every environment agrees. */
export function seededId(kind: string, slug: string): string {
  const bytes = sha1(encoder.encode(`formulab:${kind}:${slug}`)).slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = encodeHexLowerCase(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function sqlLiteral(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot seed non-finite number ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

function contentHash(entry: LibraryFormulation): string {
  return encodeHexLowerCase(sha256(encoder.encode(JSON.stringify(entry))));
}

function categoryStatement(category: SeedCategory, sortOrder: number): string {
  const values = [
    seededId("category", category.slug),
    category.name,
    category.slug,
    category.description,
    category.seoTitle,
    category.metaDescription,
    category.keywords,
    category.icon,
    true,
    sortOrder,
  ].map(sqlLiteral);
  return `INSERT INTO categories (id, name, slug, description, seo_title, meta_description, keywords, icon, is_active, sort_order) VALUES (${values.join(", ")}) ON CONFLICT(slug) DO NOTHING`;
}

const FORMULATION_COLUMNS = [
  "name",
  "description",
  "seo_title",
  "meta_description",
  "keywords",
  "ingredients",
  "instructions",
  "usage_instructions",
  "ph_level",
  "shelf_life",
  "viscosity",
  "storage_conditions",
  "batch_size",
  "processing_time",
  "temperature",
  "equipment",
  "certification",
  "product_type",
  "leave_on",
  "source_hash",
] as const;

function formulationStatement(categorySlug: string, entry: LibraryFormulation): string {
  const values: Record<(typeof FORMULATION_COLUMNS)[number], string> = {
    name: sqlLiteral(entry.name),
    description: sqlLiteral(entry.description),
    seo_title: sqlLiteral(entry.seoTitle),
    meta_description: sqlLiteral(entry.metaDescription),
    keywords: sqlLiteral(entry.keywords),
    ingredients: sqlLiteral(JSON.stringify(entry.ingredients)),
    instructions: sqlLiteral(JSON.stringify(entry.instructions)),
    usage_instructions: sqlLiteral(entry.usageInstructions),
    ph_level: sqlLiteral(entry.phLevel),
    shelf_life: sqlLiteral(entry.shelfLife),
    viscosity: sqlLiteral(entry.viscosity),
    storage_conditions: sqlLiteral(entry.storageConditions),
    batch_size: sqlLiteral(entry.batchSize),
    processing_time: sqlLiteral(entry.processingTime),
    temperature: sqlLiteral(entry.temperature),
    equipment: sqlLiteral(entry.equipment),
    certification: sqlLiteral(entry.certification),
    product_type: sqlLiteral(entry.productType),
    leave_on: sqlLiteral(entry.leaveOn),
    source_hash: sqlLiteral(contentHash(entry)),
  };
  const columns = ["id", "category_id", "slug", "source", ...FORMULATION_COLUMNS];
  const row = [
    sqlLiteral(seededId("formulation", entry.slug)),
    `(SELECT id FROM categories WHERE slug = ${sqlLiteral(categorySlug)})`,
    sqlLiteral(entry.slug),
    "'library'",
    ...FORMULATION_COLUMNS.map((c) => values[c]),
  ];
  const updates = FORMULATION_COLUMNS.map((c) => `${c} = excluded.${c}`).join(", ");
  return (
    `INSERT INTO formulations (${columns.join(", ")}) SELECT ${row.join(", ")} ` +
    `WHERE EXISTS (SELECT 1 FROM categories WHERE slug = ${sqlLiteral(categorySlug)}) ` +
    `ON CONFLICT(slug) DO UPDATE SET ${updates}, updated_at = cast(unixepoch('subsec') * 1000 as integer) ` +
    `WHERE formulations.source = 'library' AND formulations.source_hash IS NOT excluded.source_hash`
  );
}

const FACET_COLUMNS = [
  ["ph_min", "phMin"],
  ["ph_max", "phMax"],
  ["leave_on", "leaveOn"],
  ["sulfate_free", "sulfateFree"],
  ["silicone_free", "siliconeFree"],
  ["fragrance_free", "fragranceFree"],
  ["preservative_free", "preservativeFree"],
  ["vegan", "vegan"],
] as const;

/**
 * The /browse filter facts of a library entry (from the knowledge base, as the app's write path
 * computes them), written on every seed so a knowledge-base change reaches existing rows too.
 */
function facetsStatement(categorySlug: string, entry: LibraryFormulation): string {
  const facets = formulationFacets({ ...entry, category: categorySlug });
  const columns = FACET_COLUMNS.map(([column]) => column);
  const values = FACET_COLUMNS.map(([, key]) => sqlLiteral(facets[key]));
  return (
    `INSERT INTO formulation_facets (formulation_id, ${columns.join(", ")}) ` +
    `SELECT id, ${values.join(", ")} FROM formulations WHERE slug = ${sqlLiteral(entry.slug)} AND source = 'library' ` +
    `ON CONFLICT(formulation_id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(", ")}`
  );
}

/** The key in site_settings that says this article was seeded here once. */
export function seededArticleKey(slug: string): string {
  return `seeded_article:${slug}`;
}

/**
 * A day-one article, published, unless it was seeded here before (the marker) or a post already
 * has its slug. Listed in file order: each is dated a minute before the one above it. Its HTML is
 * the allow-listed kind the editor saves (tests/seed.test.ts), and is sanitised again when shown.
 */
function articleStatements(article: SeedArticle, index: number): string[] {
  const marker = sqlLiteral(seededArticleKey(article.slug));
  const values = [
    sqlLiteral(seededId("blog-post", article.slug)),
    sqlLiteral(article.title),
    sqlLiteral(article.slug),
    sqlLiteral(article.excerpt),
    sqlLiteral(article.content),
    sqlLiteral(article.metaDescription),
    sqlLiteral(article.keywords),
    "1",
    `cast(unixepoch('subsec') * 1000 as integer) - ${index * 60_000}`,
  ];
  return [
    "INSERT INTO blog_posts (id, title, slug, excerpt, content, meta_description, keywords, is_published, published_at) " +
      `SELECT ${values.join(", ")} WHERE NOT EXISTS (SELECT 1 FROM site_settings WHERE key = ${marker}) ` +
      "ON CONFLICT DO NOTHING",
    `INSERT INTO site_settings (key, value) VALUES (${marker}, 'seeded') ON CONFLICT(key) DO NOTHING`,
  ];
}

export function buildSeedStatements(input: {
  categories: SeedCategory[];
  library: LibraryFile[];
  articles?: SeedArticle[];
}): string[] {
  return [
    ...input.categories.map((c, i) => categoryStatement(c, i + 1)),
    ...input.library.flatMap((file) => file.formulations.map((f) => formulationStatement(file.category, f))),
    ...input.library.flatMap((file) => file.formulations.map((f) => facetsStatement(file.category, f))),
    ...(input.articles ?? []).flatMap(articleStatements),
    // The catalogue may have changed: a new content version retires every cached page.
    "INSERT INTO site_settings (key, value) VALUES ('content_version', lower(hex(randomblob(6)))) " +
      "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = cast(unixepoch('subsec') * 1000 as integer)",
  ];
}
