/** The ChatRoom Durable Object of a session, for services (the /ws router reaches it on its own). */
import type { ChatRoom } from "../../../workers/chat-room";
import { getBindings } from "../env.server";

export function chatRoom(sessionId: string): DurableObjectStub<ChatRoom> {
  const ns = getBindings().CHAT_ROOM as DurableObjectNamespace<ChatRoom>;
  return ns.get(ns.idFromName(sessionId));
}
