const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });
const TIME = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** 'Jan 05, 2025' ('MMM dd, yyyy'). */
export function formatDate(iso: string | Date): string {
  return DATE.format(new Date(iso));
}

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** 'January 5, 2025': the blog's long US date. */
export function formatLongDate(iso: string | Date): string {
  return LONG_DATE.format(new Date(iso));
}

/** 'Jan 05, 2025 14:30' ('MMM dd, yyyy HH:mm'), in UTC. */
export function formatDateTime(iso: string | Date): string {
  return `${formatDate(iso)} ${TIME.format(new Date(iso))}`;
}
