/**
 * Messages the visitor has sent that the room has not confirmed yet, kept in local storage so a
 * reload, a dropped socket or a server restart loses none of them (ADR 0032). Each carries the
 * clientId it was first sent with, so sending it again never stores it twice.
 */
export type Pending = { clientId: string; sessionId: string; message: string; senderName: string };

const OUTBOX_KEY = "formulab:chat-outbox";

export function readOutbox(sessionId: string): Pending[] {
  try {
    const list = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "[]") as Pending[];
    return Array.isArray(list) ? list.filter((p) => p && p.sessionId === sessionId) : [];
  } catch {
    return [];
  }
}

export function writeOutbox(list: Pending[]): void {
  if (list.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(list));
  else localStorage.removeItem(OUTBOX_KEY);
}
