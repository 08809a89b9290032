/**
 * The live chat wire protocol, shared by the browser widget and the ChatRoom Durable
 * Object so both sides parse frames with the same schema. The chat_message shape is also the body
 * of the HTTP fallback (`ChatMessageInputSchema`), so a frame and a body are validated alike.
 * Decisions: ADR 0022.
 */
import { z } from "zod";
import { EmailAddressSchema } from "#app/lib/email-address";
import { reservedNameCheck } from "#app/lib/lookalike-fold";
import { sameSitePath } from "#app/lib/redirect";

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_NAME_MAX = 80;
/** Longest search of the support inbox. */
export const CHAT_SEARCH_MAX = 100;
/** Largest frame a socket may send, in UTF-8 bytes: a full message even if every character is escaped. */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;
/** Per socket: at most RATE_MESSAGES frames in RATE_WINDOW_MS; RATE_STRIKES refused frames more and it is closed. */
export const CHAT_RATE_MESSAGES = 10;
export const CHAT_RATE_WINDOW_MS = 10_000;
export const CHAT_RATE_STRIKES = 5;
/** Close code for a socket that keeps breaking the rules (RFC 6455 policy violation). */
export const CLOSE_POLICY_VIOLATION = 1008;

/**
 * A room id is the room's only secret (anyone holding it reads the history), so it carries 128
 * random bits from the platform's CSPRNG: `chat_` and 32 lowercase hex digits.
 */
export const ChatSessionIdSchema = z.string().regex(/^chat_[0-9a-f]{32}$/, "Invalid chat session id");

export function newChatSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `chat_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Names only the team may use, compared as look-alike skeletons (`reservedNameCheck`): anything
 * naming Formulab, or a name made only of the team's roles ("Support", "Adm1n", "Support Agent",
 * "Customer Care", Cyrillic or Armenian look-alikes of them). The widget and the room both ask it.
 */
export const isReservedSenderName = reservedNameCheck({
  anywhere: ["formulab"],
  roles: [
    "support",
    "admin",
    "administrator",
    "sysadmin",
    "webmaster",
    "moderator",
    "mod",
    "staff",
    "system",
    "team",
    "agent",
    "operator",
    "official",
    "helpdesk",
    "service",
    "care",
    "assistant",
    "bot",
    "representative",
  ],
  qualifiers: [
    "customer",
    "client",
    "technical",
    "tech",
    "help",
    "desk",
    "chat",
    "live",
    "online",
    "center",
    "centre",
    "lead",
    "head",
    "manager",
    "member",
    "account",
    "the",
    "our",
    "your",
    "of",
    "from",
    "and",
    "at",
    "for",
  ],
});

export const RESERVED_NAME_MESSAGE = "That name is reserved for the Formulab team. Please use your own name.";
export const RATE_LIMIT_MESSAGE = "You're sending messages too fast. Please wait a few seconds.";

export const SenderNameSchema = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(CHAT_NAME_MAX, `Name is at most ${CHAT_NAME_MAX} characters`)
  .refine((name) => !isReservedSenderName(name), RESERVED_NAME_MESSAGE);

export const ChatTextSchema = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, "Message is empty")
  .max(CHAT_MESSAGE_MAX, `Message is at most ${CHAT_MESSAGE_MAX} characters`);

/**
 * The sender's own id for a message (a UUID made when it is typed). A message queued while
 * offline is sent again under the same id, and the room stores it once (ADR 0032).
 */
export const ClientMessageIdSchema = z.uuid("clientId must be a UUID").optional();

/**
 * A visitor's message: the chat_message frame without its type, and the HTTP fallback's body.
 * `email`, when given, is where the team replies while nobody is in (the away form); the room keeps
 * the latest one and the support inbox shows it beside the chat.
 */
export const ChatMessageInputSchema = z.object({
  sessionId: ChatSessionIdSchema,
  message: ChatTextSchema,
  senderType: z.literal("user"),
  senderName: SenderNameSchema,
  clientId: ClientMessageIdSchema,
  email: EmailAddressSchema.optional(),
});
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

export const AWAY_EMAIL_REQUIRED = "Please enter your e-mail so we can reply";

/** The away form: a message that must say where to reply. Checked in the widget and again by the server. */
export const AwayMessageSchema = ChatMessageInputSchema.extend({
  email: z
    .string({ error: AWAY_EMAIL_REQUIRED })
    .trim()
    .min(1, { message: AWAY_EMAIL_REQUIRED, abort: true })
    .pipe(EmailAddressSchema),
});
export type AwayMessage = z.infer<typeof AwayMessageSchema>;

export const CHAT_PAGE_MESSAGE = "The page must be a path on this site";

/**
 * The page the visitor is on, as its path, shown to the team beside the chat as a link: only a
 * same-site path, by the redirect rule (`//evil.example/x` would be a link off the site), and
 * kept in the normalised form that rule returns.
 */
export const ChatPageSchema = z
  .string()
  .max(300)
  .transform((page, ctx) => {
    const path = sameSitePath(page);
    if (path === undefined) ctx.addIssue({ code: "custom", message: CHAT_PAGE_MESSAGE });
    return path ?? z.NEVER;
  })
  .optional();

export const ClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join_session"), sessionId: ChatSessionIdSchema, page: ChatPageSchema }),
  ChatMessageInputSchema.extend({ type: z.literal("chat_message") }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/**
 * What a support socket may send: no sender fields at all, because the room takes the sender
 * type ('admin') and name from the signed-in administrator the socket was opened for.
 */
export const AdminFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join_session"), sessionId: ChatSessionIdSchema }),
  z.object({
    type: z.literal("chat_message"),
    sessionId: ChatSessionIdSchema,
    message: ChatTextSchema,
    clientId: ClientMessageIdSchema,
  }),
]);
export type AdminFrame = z.infer<typeof AdminFrameSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  message: z.string(),
  senderType: z.enum(["user", "admin"]),
  senderName: z.string().nullable(),
  timestamp: z.string(),
  clientId: z.string().nullable().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Why a frame was refused; the widget shows `message` and reacts to `code`. */
export type ChatErrorCode = "invalid_frame" | "frame_too_large" | "wrong_session" | "reserved_name" | "rate_limited";

export type ServerFrame =
  | { type: "new_message"; data: ChatMessage }
  | { type: "history"; data: ChatMessage[] }
  | { type: "error"; message: string; code?: ChatErrorCode; clientId?: string };

/** The chat's state as the support inbox shows it (ADR 0032). */
export const CHAT_STATUSES = ["open", "waiting", "answered", "closed"] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  open: "Open",
  waiting: "Waiting for us",
  answered: "Answered",
  closed: "Closed",
};
