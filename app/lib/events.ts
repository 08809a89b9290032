/** Window events that let any page open global widgets without importing them. */
export const OPEN_CHAT_EVENT = "formulab:open-chat";
/**
 * The assistant and the human chat share the bottom-right corner: each says when it opens and
 * the other closes, so their panels never cover each other.
 */
export const ASSISTANT_OPENED_EVENT = "formulab:assistant-opened";
export const CHAT_OPENED_EVENT = "formulab:chat-opened";
