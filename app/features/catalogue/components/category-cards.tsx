import { CategoryTile, type CategoryTileData } from "#app/features/catalogue/components/category-tile";

export type BrowseCategory = CategoryTileData & { formulationCount: number; matchingFormulations?: number };

/** Category cards with their picture, 1 to 4 columns by width; with a term, how many match. */
export function CategoryCards({ categories, search }: { categories: readonly BrowseCategory[]; search?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {categories.map((c) => (
        <li key={c.id}>
          <CategoryTile
            category={c}
            to={search ? `/category/${c.slug}?search=${encodeURIComponent(search)}` : `/category/${c.slug}`}
            count={
              c.matchingFormulations !== undefined && search
                ? `${c.matchingFormulations} matching of ${c.formulationCount} formulations`
                : `${c.formulationCount} formulations`
            }
          />
        </li>
      ))}
    </ul>
  );
}
