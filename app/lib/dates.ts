/**
 * Formatters are made on first use, not when the module loads: a page's first Intl formatter
 * loads the locale data, about 90 ms on a slow phone, and a page that imports these helpers
 * without showing a date then paid for it in the task that hydrates it (ADR 0062).
 */
function once(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const DATE = once(
  () => new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }),
);
const TIME = once(
  () => new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }),
);
const LONG_DATE = once(() => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }));

/** 'Jan 05, 2025' ('MMM dd, yyyy'). */
export function formatDate(iso: string | Date): string {
  return DATE().format(new Date(iso));
}

/** 'January 5, 2025': the blog's long US date. */
export function formatLongDate(iso: string | Date): string {
  return LONG_DATE().format(new Date(iso));
}

/** 'Jan 05, 2025 14:30' ('MMM dd, yyyy HH:mm'), in UTC. */
export function formatDateTime(iso: string | Date): string {
  return `${formatDate(iso)} ${TIME().format(new Date(iso))}`;
}
