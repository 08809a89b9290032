import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { href, Link, useFetcher } from "react-router";
import { favoriteAction, useFavoriteForm } from "#app/features/favourites/components/use-favorite-form";
import { formatDate } from "#app/lib/dates";

type Download = {
  id: string;
  formulationName: string;
  downloadedAt: string;
  formulation: { slug: string } | null;
  formulationId: string | null;
};
type Favorite = {
  id: string;
  formulationId: string;
  addedAt: string;
  formulation: { name: string; slug: string | null } | null;
};

const TABS = ["My Downloads", "My Favorites"] as const;

/** 'My Downloads' and 'My Favorites' tabs, with Headless UI's accessible tab pattern. */
// One shared fetcher for every row's Remove: its watcher (and toast) outlives the removed row.
const REMOVE_KEY = "account-remove-favorite";

export function AccountTabs({ downloads, favorites }: { downloads: Download[]; favorites: Favorite[] }) {
  useFavoriteForm(REMOVE_KEY, { where: "account" });
  return (
    <TabGroup className="mt-8">
      <TabList aria-label="Your formulations" className="flex gap-2 border-b border-slate-200">
        {TABS.map((t) => (
          <Tab
            key={t}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-ink data-[selected]:border-brand-700 data-[selected]:text-brand-800"
          >
            {t} ({t === "My Downloads" ? downloads.length : favorites.length})
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-6">
        <TabPanel>
          {downloads.length ? (
            <table className="w-full text-left text-sm">
              <ListHead dated="Downloaded" />
              <tbody className="divide-y divide-slate-100">
                {downloads.map((d) => (
                  <tr key={d.id}>
                    <td className="py-2 font-medium">{d.formulationName}</td>
                    <td className="py-2">{formatDate(d.downloadedAt)}</td>
                    <td className="py-2 text-right">
                      {d.formulation ? (
                        <Link
                          to={href("/formulation/:id", { id: d.formulation.slug })}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          View<span className="sr-only"> {d.formulationName}</span>
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-slate-600">
              You haven't downloaded any formulas yet.{" "}
              <Link to={href("/")} className="font-semibold text-brand-700 hover:underline">
                Browse Formulas
              </Link>
            </p>
          )}
        </TabPanel>
        <TabPanel>
          {favorites.length ? (
            <table className="w-full text-left text-sm">
              <ListHead dated="Added" />
              <tbody className="divide-y divide-slate-100">
                {favorites.map((f) => (
                  <tr key={f.id} data-testid="favorite-row">
                    <td className="py-2 font-medium">{f.formulation?.name ?? "Unknown"}</td>
                    <td className="py-2">{formatDate(f.addedAt)}</td>
                    <td className="flex justify-end gap-3 py-2">
                      {f.formulation?.slug ? (
                        <Link
                          to={href("/formulation/:id", { id: f.formulation.slug })}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          View<span className="sr-only"> {f.formulation.name}</span>
                        </Link>
                      ) : null}
                      <RemoveFavorite favorite={f} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-slate-600">You haven't added any favorites yet.</p>
          )}
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}

function RemoveFavorite({ favorite }: { favorite: Favorite }) {
  const fetcher = useFetcher({ key: REMOVE_KEY });
  const removing = fetcher.state !== "idle" && fetcher.formData?.get("formulationId") === favorite.formulationId;
  return (
    <fetcher.Form method="post" action={favoriteAction(favorite.formulationId)}>
      <input type="hidden" name="formulationId" value={favorite.formulationId} />
      <input type="hidden" name="favorite" value="false" />
      <button type="submit" disabled={removing} className="font-semibold text-danger-600 hover:underline">
        Remove<span className="sr-only"> {favorite.formulation?.name ?? "favorite"}</span>
      </button>
    </fetcher.Form>
  );
}

/** The head both tabs' tables share: the formula, when it was downloaded or added, its actions. */
function ListHead({ dated }: { dated: string }) {
  return (
    <thead className="text-xs text-slate-500 uppercase">
      <tr>
        <th scope="col" className="py-2">
          Formula Name
        </th>
        <th scope="col" className="py-2">
          {dated}
        </th>
        <th scope="col" className="py-2">
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
