/**
 * The live chat wire protocol (spec §7), shared by the browser widget and the ChatRoom Durable
 * Object so both sides parse frames with the same schema.
 */
import { z } from "zod";

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_NAME_MAX = 80;
export const ChatSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid chat session id");

export const ClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join_session"), sessionId: ChatSessionIdSchema }),
  z.object({
    type: z.literal("chat_message"),
    sessionId: ChatSessionIdSchema,
    message: z.string().trim().min(1, "Message is empty").max(CHAT_MESSAGE_MAX),
    senderType: z.literal("user"),
    senderName: z.string().trim().min(1, "Name is required").max(CHAT_NAME_MAX),
  }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  message: z.string(),
  senderType: z.enum(["user", "admin"]),
  senderName: z.string().nullable(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export type ServerFrame =
  | { type: "new_message"; data: ChatMessage }
  | { type: "history"; data: ChatMessage[] }
  | { type: "error"; message: string };
