/**
 * The picture on a category's tile: an administrator's upload wins; otherwise each of the 22
 * system categories has its own illustration, a small static SVG in public/images/categories
 * (served as a file and loaded lazily, so it costs pages no JavaScript; ADR 0024).
 */
import type { CategoryCardData } from "#app/features/catalogue/components/category-grid";
import { isCategorySlug } from "#formulation";

export const CATEGORY_PLACEHOLDER_IMAGE = "/images/category-placeholder.svg";

export function categoryPicture(category: { slug: string; image: string | null }): string {
  if (category.image) return category.image;
  if (!isCategorySlug(category.slug)) return CATEGORY_PLACEHOLDER_IMAGE;
  return `/images/categories/${category.slug.replace(/-formulations$/, "")}.svg`;
}

/** What a category's card shows (home and /browse): its own fields, picture and count. */
export function categoryCard(c: {
  id: string;
  slug: string;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  formulationCount: number;
}): CategoryCardData {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    icon: c.icon,
    picture: categoryPicture(c),
    formulationCount: c.formulationCount,
  };
}
