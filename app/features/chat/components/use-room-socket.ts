import { useEffect, useRef } from "react";
import type { ServerFrame } from "#app/features/chat/chat-protocol";

const RECONNECT_MS = 3000;

type Handlers = {
  open: (ws: WebSocket) => void;
  frame: (frame: ServerFrame) => void;
  close: (event: CloseEvent) => void;
};

/**
 * The socket to a chat room (`/ws?` and `query`), kept in `socket` for sending: after a drop it
 * comes back 3 s later, for as long as the component is shown, and closes normally when it goes.
 * A frame that is not JSON is passed over. The handlers are the latest the component rendered.
 */
export function useRoomSocket(socket: React.RefObject<WebSocket | null>, query: string, on: Handlers) {
  const handlers = useRef(on);
  useEffect(() => {
    handlers.current = on;
  });

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      const ws = new WebSocket(`${scheme}://${location.host}/ws?${query}`);
      socket.current = ws;
      ws.onopen = () => handlers.current.open(ws);
      ws.onmessage = (event) => {
        let frame: ServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as ServerFrame;
        } catch {
          return;
        }
        handlers.current.frame(frame);
      };
      ws.onclose = (event) => {
        handlers.current.close(event);
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
      };
      ws.onerror = () => ws.close();
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close(1000);
    };
  }, [socket, query]);
}
