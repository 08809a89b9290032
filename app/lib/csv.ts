/** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted, quotes doubled. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((r) => r.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** A plain number ("-5", "+2.5", "-5%") stays a number; "-2+3+cmd|…" is a formula, not a number. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?%?$/;

function csvField(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ (or a tab / carriage return before one) is read as a formula by
  // spreadsheet programs: an apostrophe makes the cell plain text.
  const safe = /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
