/**
 * The chat's HTTP side ("Chat calls"): a session's history, and the fallback that posts a
 * visitor's message when the socket is not open. Both go through the session's Durable Object, so
 * a posted message reaches the live sockets exactly as a frame would, under the same schema.
 */
import { z } from "zod";
import {
  type ChatMessage,
  ChatMessageInputSchema,
  ChatSessionIdSchema,
  RATE_LIMIT_MESSAGE,
} from "#app/features/chat/chat-protocol";
import { AppError } from "#app/server/app-error";
import { defineUseCase, type ServiceContext } from "#app/server/use-case.server";
import { chatRoom } from "./room.server";

const HistoryInput = z.object({ sessionId: ChatSessionIdSchema });

/**
 * The room id is the conversation's secret (128 random bits, ADR 0022): whoever holds it may read
 * the history — the visitor's own browser, or an administrator who found it in the inbox.
 */
export const chatHistory = defineUseCase(
  HistoryInput,
  async (_ctx: ServiceContext, { sessionId }): Promise<ChatMessage[]> => chatRoom(sessionId).history(),
);

export const postChatMessage = defineUseCase(
  ChatMessageInputSchema,
  async (_ctx: ServiceContext, input): Promise<ChatMessage> => {
    const result = await chatRoom(input.sessionId).postFromHttp({
      sessionId: input.sessionId,
      message: input.message,
      senderName: input.senderName,
      clientId: input.clientId,
      email: input.email,
    });
    if ("refused" in result) throw new AppError(429, RATE_LIMIT_MESSAGE, undefined, { retryAfter: 10 });
    return result.message;
  },
);
