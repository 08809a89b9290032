/**
 * The Content-Security-Policy nonce of the response being rendered (ADR 0020). The worker makes a
 * fresh one per request and hands it to React Router in the load context; app/entry.server.tsx
 * gives it to React (its streaming scripts) and to <ServerRouter>, whose <Scripts>,
 * <ScrollRestoration> and <Links> use it by default.
 */
import { createContext } from "react-router";

export const nonceContext = createContext<string>("");
