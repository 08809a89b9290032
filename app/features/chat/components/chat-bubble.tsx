/**
 * One chat message as both sides of the chat show it (the visitor's panel and the support inbox):
 * the reader's own messages on the right and tinted, the other side's on the left, a message
 * still being sent dashed.
 */
export function ChatBubble({
  mine,
  pending = false,
  heading,
  text,
  as: Tag = "div",
  ...rest
}: {
  mine: boolean;
  pending?: boolean;
  /** Who and when: 'Ana · 14:05'. */
  heading: string;
  text: string;
  as?: "div" | "li";
  "data-testid"?: string;
}) {
  const tone = pending
    ? "ml-auto border border-dashed border-brand-200"
    : mine
      ? "ml-auto bg-brand-50"
      : "bg-slate-100";
  return (
    <Tag className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${tone}`} {...rest}>
      <p className="text-xs font-semibold text-slate-600">{heading}</p>
      <p className="mt-0.5 whitespace-pre-wrap break-words text-ink">{text}</p>
    </Tag>
  );
}
