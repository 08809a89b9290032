/**
 * The chat's away mode: nobody from the team is at the inbox (or it is outside the support hours),
 * so instead of a live chat the visitor leaves their name, e-mail and question. Checked here with
 * the same schema the server checks (AwayMessageSchema), posted over HTTP into the visitor's room,
 * so it reaches the support inbox with the e-mail beside it.
 */
import { useId, useState } from "react";
import { TextField } from "#app/components/ui/field";
import { AwayMessageSchema, CHAT_MESSAGE_MAX, CHAT_NAME_MAX, type ChatMessage } from "#app/features/chat/chat-protocol";
import { awayNotice, type ChatAvailability } from "#app/features/chat/support-hours";

type Errors = Partial<Record<"senderName" | "email" | "message" | "form", string>>;

export function AwayForm({
  sessionId,
  availability,
  initialName,
  onSent,
}: {
  sessionId: string;
  availability: ChatAvailability;
  initialName: string;
  onSent: (sent: { message: ChatMessage; name: string; email: string }) => void;
}) {
  const [senderName, setSenderName] = useState(initialName);
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const messageId = useId();

  const submit = async () => {
    const parsed = AwayMessageSchema.safeParse({
      sessionId,
      message,
      senderType: "user",
      senderName,
      email,
      clientId: crypto.randomUUID(),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await fetch("/api/chat/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await res.json().catch(() => ({}))) as ChatMessage & { message?: string };
      if (!res.ok) {
        setErrors({ form: body.message || "Your message could not be sent. Please try again." });
        return;
      }
      onSent({ message: body, name: parsed.data.senderName, email: parsed.data.email });
    } catch {
      setErrors({ form: "Your message could not be sent: check your connection and try again." });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Leave a message"
      className="flex flex-1 flex-col gap-3 overflow-y-auto p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-slate-700" data-testid="chat-away-notice">
        {awayNotice(availability)}
      </p>
      <TextField
        label="Your name"
        value={senderName}
        maxLength={CHAT_NAME_MAX}
        autoComplete="name"
        onChange={(e) => setSenderName(e.target.value)}
        error={errors.senderName}
      />
      <TextField
        label="Your e-mail"
        type="email"
        value={email}
        autoComplete="email"
        inputMode="email"
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <div>
        <label htmlFor={messageId} className="block text-sm font-medium text-slate-700">
          Your question
        </label>
        <textarea
          id={messageId}
          value={message}
          rows={4}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-600 ${
            errors.message ? "border-danger-600" : "border-slate-300"
          }`}
        />
        {errors.message ? (
          <p id={`${messageId}-error`} className="mt-1 text-sm text-danger-600">
            {errors.message}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger-600">
          {errors.form}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {sending ? "Sending..." : "Send message"}
      </button>
    </form>
  );
}
