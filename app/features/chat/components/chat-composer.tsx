import { CHAT_MESSAGE_MAX } from "#app/features/chat/chat-protocol";

/**
 * The foot of a chat (the visitor's panel and the support inbox): what went wrong, if anything,
 * then the message box and Send. Send waits for something to send.
 */
export function ChatComposer({
  id,
  label,
  placeholder,
  value,
  onChange,
  onSend,
  problem,
}: {
  id: string;
  /** The input's accessible name (visually hidden). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  problem?: string | null;
}) {
  return (
    <>
      {problem ? (
        <p role="alert" className="border-t border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          {problem}
        </p>
      ) : null}
      <form
        className="flex gap-2 border-t border-slate-200 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          onSend();
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          value={value}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={!value.trim()}
          className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Send
        </button>
      </form>
    </>
  );
}
