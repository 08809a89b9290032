/** The ChatRoom Durable Object of a session, for services (the /ws router reaches it on its own). */

import { getBindings } from "#app/server/env.server";
import type { ChatRoom } from "../../../workers/chat-room";

export function chatRoom(sessionId: string): DurableObjectStub<ChatRoom> {
  const ns = getBindings().CHAT_ROOM as DurableObjectNamespace<ChatRoom>;
  return ns.get(ns.idFromName(sessionId));
}
