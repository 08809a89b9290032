/**
 * The CMS's rich-text editor (ADR 0029): a textarea of HTML with buttons that wrap the selection in
 * the few tags the site allows (bold, italic, heading, list, link, paragraph), and beside it a live
 * preview passed through the same allow-list sanitiser the server applies on save and on render,
 * its tables boxed as pages box them — what the preview shows is exactly what visitors will get.
 * A textarea, not contentEditable: the HTML stays visible and exact, and no browser-specific markup
 * sneaks in.
 */
import { useId, useRef, useState } from "react";
import { FieldError } from "#app/components/ui/field";
import { boxTables } from "#app/lib/content-tables";
import { sanitizeHtml } from "#app/lib/sanitize-html";

type Wrap = { label: string; title: string; before: string; after: string; placeholder: string };

const TOOLS: Wrap[] = [
  { label: "B", title: "Bold", before: "<strong>", after: "</strong>", placeholder: "bold text" },
  { label: "I", title: "Italic", before: "<em>", after: "</em>", placeholder: "italic text" },
  { label: "H2", title: "H2 heading", before: "<h2>", after: "</h2>", placeholder: "Heading" },
  { label: "¶", title: "Paragraph", before: "<p>", after: "</p>", placeholder: "Paragraph" },
  { label: "• List", title: "Bulleted list", before: "<ul>\n  <li>", after: "</li>\n</ul>", placeholder: "item" },
  { label: "Link", title: "Link", before: '<a href="https://">', after: "</a>", placeholder: "link text" },
];

type Props = {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  rows?: number;
};

export function HtmlEditor({ name, label, defaultValue, error, hint, rows = 12 }: Props) {
  const [value, setValue] = useState(defaultValue);
  const area = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

  function wrap(tool: Wrap) {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const selected = value.slice(start, end) || tool.placeholder;
    const next = value.slice(0, start) + tool.before + selected + tool.after + value.slice(end);
    setValue(next);
    // Keep the wrapped text selected, so a second tool can wrap it again.
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + tool.before.length, start + tool.before.length + selected.length);
    });
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div role="toolbar" aria-label="Formatting" className="mt-1 flex flex-wrap gap-1">
        {TOOLS.map((tool) => (
          <button
            key={tool.title}
            type="button"
            title={tool.title}
            aria-label={tool.title}
            onClick={() => wrap(tool)}
            className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100"
          >
            {tool.label}
          </button>
        ))}
      </div>
      <div className="mt-2 grid gap-3 lg:grid-cols-2">
        <textarea
          ref={area}
          id={id}
          name={name}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck
          className={`block w-full rounded-lg border px-3 py-2 font-mono text-xs ${error ? "border-danger-600" : "border-slate-300"}`}
        />
        <section
          aria-label="Preview"
          className="max-h-80 overflow-auto rounded-lg border border-dashed border-slate-300 p-3"
        >
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Preview (as visitors see it)
          </p>
          <div
            className="cms-content space-y-3 text-sm text-slate-700"
            data-testid="html-preview"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the same allow-list sanitiser as the server's
            dangerouslySetInnerHTML={{ __html: boxTables(sanitizeHtml(value)) }}
          />
        </section>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
