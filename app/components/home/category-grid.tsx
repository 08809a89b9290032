import { href } from "react-router";
import { CategoryIcon } from "~/components/ui/icon";

export type CategoryCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  icon: string;
  formulationCount: number;
};

/** Category cards, 1 to 4 columns by width (spec §2). Server-rendered: plain links. */
export function CategoryGrid({ categories }: { categories: CategoryCardData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {categories.map((c) => (
        <li key={c.id}>
          <a
            href={href("/category/:id", { id: c.slug })}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
            data-testid="category-card"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-100">
              <CategoryIcon icon={c.icon} />
            </span>
            <h3 className="mt-4 text-base font-semibold text-ink">{c.name}</h3>
            <div className="flex-1">
              <p className="mt-2 line-clamp-3 text-sm text-slate-600">{c.description}</p>
            </div>
            <p className="mt-4 text-xs font-semibold text-brand-700">
              {c.formulationCount} {c.formulationCount === 1 ? "formulation" : "formulations"} →
            </p>
          </a>
        </li>
      ))}
    </ul>
  );
}
