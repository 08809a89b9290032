/**
 * The one way to change a favourite from a page: a fetcher form posting to the formulation
 * page's own action (`setFavorite`), so it works without JavaScript too (the browser posts the
 * form and comes back to the page). With JavaScript the page stays put and the spec's toasts
 * say what happened.
 */
import { useEffect, useRef } from "react";
import { href, useFetcher } from "react-router";

/** Favourites change through the formulation page's own action. */
export function favoriteAction(formulationId: string): string {
  return href("/formulation/:id", { id: formulationId });
}

import { useToast } from "#app/components/ui/toast";

/** The server's 401 message (authorize.server.ts): the visitor's session ended meanwhile. */
const SIGN_IN_NEEDED = "Please log in to continue.";

type FavoriteReply =
  | {
      status?: string;
      favorite?: boolean;
      error?: Record<string, string[] | null>;
      initialValue?: Record<string, unknown> | null;
    }
  | undefined;

export const FAVORITE_MESSAGES = {
  added: { title: "Added to Favorites" },
  // The spec words the removal differently on the formulation page and in the account's list.
  removedOnPage: { title: "Removed from Favorites" },
  removedInAccount: { title: "Removed from favorites", description: "Formula has been removed from your favorites." },
  addFailed: "Failed to add to favorites. Please try again.",
  removeFailed: "Failed to remove from favorites. Please try again.",
};

/**
 * `key` names the fetcher: components using the same key share its state, so a list can keep
 * one watcher (and its toast) alive while the row that posted disappears after revalidation.
 */
export function useFavoriteForm(key: string, options: { where: "page" | "account"; onSignInNeeded?: () => void }) {
  const { where, onSignInNeeded } = options;
  const fetcher = useFetcher<FavoriteReply>({ key });
  const { toast } = useToast();
  const handled = useRef<FavoriteReply>(undefined);
  const wanted = fetcher.formData?.get("favorite");

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.status === "success") {
      const removed = where === "page" ? FAVORITE_MESSAGES.removedOnPage : FAVORITE_MESSAGES.removedInAccount;
      const message = reply.favorite ? FAVORITE_MESSAGES.added : removed;
      toast({ ...message, variant: "success" });
    } else if (reply.error?.[""]?.[0] === SIGN_IN_NEEDED && onSignInNeeded) {
      onSignInNeeded();
    } else {
      toast({
        title: "Error",
        description:
          reply.initialValue?.favorite === "false" ? FAVORITE_MESSAGES.removeFailed : FAVORITE_MESSAGES.addFailed,
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data, toast, onSignInNeeded, where]);

  return {
    Form: fetcher.Form,
    busy: fetcher.state !== "idle",
    /** The state being asked for while the request runs (optimistic), else the server's answer. */
    pending: wanted === undefined ? undefined : wanted === "true",
    confirmed: fetcher.data?.status === "success" ? fetcher.data.favorite : undefined,
  };
}
