/** What the user-activity page and its API agree on (shared by server and browser code). */
export const ACTIVITY_TABS = ["users", "downloads", "favorites"] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** Rows per page on /admin/user-activity, and the API's default `limit`. */
export const ACTIVITY_PAGE_SIZE = 50;

/** Longest search text accepted: enough for any name or e-mail, bounded for the database's sake. */
export const SEARCH_MAX_LENGTH = 100;
