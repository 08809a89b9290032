import { describe, expect, test } from "vitest";
import { boxTables } from "./content-tables";
import { sanitizeHtml } from "./sanitize-html";

describe("boxTables", () => {
  test("puts every table of sanitised content in its own focusable, labelled scrolling box", () => {
    const html = sanitizeHtml(
      "<p>Phase A</p><table><tr><td>Aqua</td></tr></table><p>Phase B</p><table><tr><td>Glycerin</td></tr></table>",
    );
    const boxed = boxTables(html);
    expect(
      boxed.match(/<div class="table-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table>/g),
    ).toHaveLength(2);
    expect(boxed.match(/<\/table><\/div>/g)).toHaveLength(2);
    expect(boxed).toContain("<p>Phase A</p>");
  });

  test("leaves content without tables, and a table written as text, as they were", () => {
    const html = sanitizeHtml("<p>Write &lt;table&gt; in the editor's source view.</p>");
    expect(boxTables(html)).toBe(html);
  });
});
