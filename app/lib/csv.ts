/** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted, quotes doubled. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const field = (value: string | number) => {
    const text = String(value);
    // A leading =, +, - or @ would be read as a formula by spreadsheet programs.
    const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return `${rows.map((r) => r.map(field).join(",")).join("\r\n")}\r\n`;
}
