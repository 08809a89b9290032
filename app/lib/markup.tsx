/**
 * Renders the light markup of usage instructions: "**1. Heading**" lines become
 * sub-headings, "**text**" becomes strong text, "- " lines become bullets, blank lines spacing.
 * Builds React elements (never HTML strings), so nothing in the text can inject markup.
 */
import type { ReactNode } from "react";

type Block =
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "paragraph"; text: string }
  | { kind: "space" };

export function parseMarkup(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (!line) {
      if (last && last.kind !== "space") blocks.push({ kind: "space" });
    } else if (/^\*\*\s*\d+[.)]\s+.+\*\*:?$/.test(line)) {
      blocks.push({ kind: "heading", text: line.replace(/^\*\*\s*|\s*\*\*:?$/g, "") });
    } else if (/^[-•*]\s+/.test(line)) {
      const item = line.replace(/^[-•*]\s+/, "");
      if (last?.kind === "list") last.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  while (blocks.at(-1)?.kind === "space") blocks.pop();
  return blocks;
}

/** "**bold**" runs inside a line. */
export function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith("**") && part.endsWith("**") && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable line
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  );
}

export function Markup({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-slate-700">
      {parseMarkup(text).map((block, i) => {
        const key = `${block.kind}-${i}`;
        switch (block.kind) {
          case "heading":
            return (
              <h3 key={key} className="pt-2 font-semibold text-ink">
                {inline(block.text)}
              </h3>
            );
          case "list":
            return (
              <ul key={key} className="list-disc space-y-1 pl-6">
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items of one immutable list
                  <li key={j}>{inline(item)}</li>
                ))}
              </ul>
            );
          case "paragraph":
            return <p key={key}>{inline(block.text)}</p>;
          default:
            return <div key={key} className="h-1" aria-hidden="true" />;
        }
      })}
    </div>
  );
}
