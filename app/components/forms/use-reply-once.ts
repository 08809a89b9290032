import { useEffect, useRef } from "react";

/**
 * Calls `onReply` once for each new reply, told apart by identity: a fetcher keeps its last reply
 * through every later render (and a toast or a navigation must not repeat with them). Pass
 * `undefined` or `null` while there is nothing to handle yet, e.g. until the fetcher is idle.
 */
export function useReplyOnce<T>(reply: T | null | undefined, onReply: (reply: T) => void) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (reply === undefined || reply === null || handled.current === reply) return;
    handled.current = reply;
    onReply(reply);
  }, [reply, onReply]);
}
