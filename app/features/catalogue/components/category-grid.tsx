import { href } from "react-router";
import { CategoryTile, type CategoryTileData } from "#app/features/catalogue/components/category-tile";

export type CategoryCardData = CategoryTileData & { formulationCount: number };

/** Category cards, 1 to 4 columns by width, each with its picture. Server-rendered. */
export function CategoryGrid({ categories }: { categories: CategoryCardData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {categories.map((c) => (
        <li key={c.id}>
          <CategoryTile
            category={c}
            to={href("/category/:id", { id: c.slug })}
            count={`${c.formulationCount} ${c.formulationCount === 1 ? "formulation" : "formulations"} →`}
          />
        </li>
      ))}
    </ul>
  );
}
