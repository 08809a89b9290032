/**
 * The allow-list sanitiser against classic XSS payloads (OWASP filter-evasion cheat sheet, html5sec,
 * PortSwigger's cheat sheet): whatever an administrator pastes into a page or post, nothing that
 * can run survives — no script or style element, no event handler, no javascript:/vbscript:/data:
 * URL, no style attribute, no frames, forms, SVG/MathML or base/meta/link — while ordinary
 * formatting and safe links do.
 */
import { expect, test } from "vitest";
import { postBodyHtml } from "#app/features/blog/posts.server";
import { sanitizeHtml } from "#app/lib/sanitize-html";

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//xss.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  '<img src="javascript:alert(1)">',
  "<img src=JaVaScRiPt:alert(1)>",
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img """><script>alert(1)</script>">',
  "<img src=`javascript:alert(1)`>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  "<body onload=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  "<style>@import 'http://evil.example/x.css';</style>",
  '<link rel="stylesheet" href="http://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<input autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart="alert(1)">x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  "<div><img src=x:alert(alt) onerror=eval(src) alt=0></div>",
  '<h2 id="x" onclick="alert(1)">t</h2>',
  '<span title="a" onmouseenter=alert(1)>t</span>',
  "<!--<img src=x onerror=alert(1)>-->",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><img src=x onerror=alert(1)></template>",
  "<isindex action=javascript:alert(1) type=image>",
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
];

/** Every tag of the output, as written. */
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

function dangersIn(html: string): string[] {
  const found: string[] = [];
  for (const tag of tagsOf(html)) {
    if (
      /^<\/?(script|style|iframe|object|embed|svg|math|form|input|base|meta|link|template|body|video|source|marquee|details|isindex|noscript)\b/i.test(
        tag,
      )
    )
      found.push(`element ${tag}`);
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`handler ${tag}`);
    if (/\sstyle\s*=/i.test(tag)) found.push(`style ${tag}`);
    if (/(javascript|vbscript|data)\s*:/i.test(tag)) found.push(`url ${tag}`);
    if (/&#/.test(tag)) found.push(`encoded ${tag}`);
    if (/\s(href|src)\s*=\s*"?(\/\/|\/\\)/i.test(tag)) found.push(`other host ${tag}`);
  }
  return found;
}

test(`${PAYLOADS.length} XSS payloads leave nothing that can run`, () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  for (const payload of PAYLOADS) {
    expect(dangersIn(sanitizeHtml(payload)), payload).toEqual([]);
    // The article path (line breaks → paragraphs, sanitised again) is just as clean.
    expect(dangersIn(postBodyHtml(payload)), payload).toEqual([]);
  }
});

test("the checker itself sees what it must refuse", () => {
  expect(dangersIn('<img src=x onerror="alert(1)">')).not.toEqual([]);
  expect(dangersIn('<a href="javascript:alert(1)">')).not.toEqual([]);
  expect(dangersIn('<p style="x">')).not.toEqual([]);
});

test("ordinary formatting and safe links survive", () => {
  const html =
    '<h2 id="why">Why</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.org/x?a=1" title="t">ext</a> ' +
    '<a href="/blog/other">int</a> <a href="mailto:hi@example.org">mail</a></p><ul><li>one</li></ul>' +
    '<img src="/objects/uploads/abc" alt="A photo">';
  expect(sanitizeHtml(html)).toBe(html);
});

test("a less-than sign in prose stays text instead of swallowing the words up to the next '>'", () => {
  expect(sanitizeHtml("<p>Keep pH < 5.5 and viscosity > 2000 mPa·s.</p>")).toBe(
    "<p>Keep pH &lt; 5.5 and viscosity &gt; 2000 mPa·s.</p>",
  );
  expect(sanitizeHtml("<p>a <3 b</p><script>x</script>")).toBe("<p>a &lt;3 b</p>");
});
