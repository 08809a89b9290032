import { CategoryIcon } from "~/components/ui/icon";

export type BrowseCategory = {
  id: string;
  slug: string;
  name: string;
  description: string;
  icon: string;
  /** The uploaded image, else the category's illustration (server/category-picture.server.ts). */
  picture: string;
  formulationCount: number;
  matchingFormulations?: number;
};

/**
 * Category cards with their picture, 1 to 4 columns by width. Server-rendered: plain links. The
 * picture's alt is empty: the category's name is right below it.
 */
export function CategoryCards({ categories, search }: { categories: readonly BrowseCategory[]; search?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {categories.map((c) => (
        <li key={c.id}>
          <a
            href={search ? `/category/${c.slug}?search=${encodeURIComponent(search)}` : `/category/${c.slug}`}
            className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            data-testid="category-card"
          >
            <img
              src={c.picture}
              alt=""
              width={400}
              height={225}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full bg-brand-50 object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
                <CategoryIcon icon={c.icon} className="h-5 w-5 text-brand-700" />
                {c.name}
              </h3>
              <div className="flex-1">
                <p className="mt-2 line-clamp-3 text-sm text-slate-600">{c.description}</p>
              </div>
              <p className="mt-4 text-xs font-semibold text-brand-700">
                {c.matchingFormulations !== undefined && search
                  ? `${c.matchingFormulations} matching of ${c.formulationCount} formulations`
                  : `${c.formulationCount} formulations`}
              </p>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
