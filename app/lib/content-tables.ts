/**
 * Tables in administrator-written content, each put in a box of its own that scrolls sideways
 * when the table is wider than the column (five columns on a phone), so the page never does and
 * no word is broken to make it fit. The box is a labelled region in the tab order: a keyboard
 * user can scroll it too. Run on sanitised HTML when it is shown, never stored: the sanitiser
 * would strip the box's attributes on the next save.
 */
const TABLE_OPEN = /<table\b[^>]*>/gi;
const TABLE_CLOSE = /<\/table\s*>/gi;
export const TABLE_BOX_LABEL = "Table, scrolls sideways";

export function boxTables(html: string): string {
  return html
    .replace(
      TABLE_OPEN,
      (open) => `<div class="table-scroll" role="region" aria-label="${TABLE_BOX_LABEL}" tabindex="0">${open}`,
    )
    .replace(TABLE_CLOSE, (close) => `${close}</div>`);
}
