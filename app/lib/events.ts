/** Window events that let any page open global widgets without importing them. */
export const OPEN_CHAT_EVENT = "formulab:open-chat";
