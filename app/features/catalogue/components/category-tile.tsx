import { CategoryIcon } from "#app/components/ui/icon";

export type CategoryTileData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  icon: string;
  /** The uploaded image, else the category's illustration (category-picture.server.ts). */
  picture: string;
};

/**
 * One category card: its picture, name, description and a count line. Used by the home grid and
 * /browse, both rendered on the server (plain links). The picture's alt is empty: the category's
 * name is right below it.
 */
export function CategoryTile({ category: c, to, count }: { category: CategoryTileData; to: string; count: string }) {
  return (
    <a
      href={to}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
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
          <CategoryIcon icon={c.icon} className="h-5 w-5 shrink-0 text-brand-700" />
          {c.name}
        </h3>
        <div className="flex-1">
          <p className="mt-2 line-clamp-3 text-sm text-slate-600">{c.description}</p>
        </div>
        <p className="mt-4 text-xs font-semibold text-brand-700">{count}</p>
      </div>
    </a>
  );
}
