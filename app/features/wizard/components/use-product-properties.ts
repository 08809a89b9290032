/**
 * Step 2's special properties from GET /api/product-properties/{name}?description={consistency}
 *: only with a name, kept 5 minutes per name and consistency, retried once.
 */
import { useEffect, useState } from "react";
import type { Consistency } from "#formulation/browser";

const FRESH_MS = 5 * 60_000;
const TYPING_PAUSE_MS = 300;
const cache = new Map<string, { at: number; properties: string[] }>();

export type PropertiesState =
  | { status: "no-name" }
  | { status: "loading" }
  | { status: "ready"; properties: string[] }
  | { status: "failed" };

async function fetchProperties(name: string, consistency: Consistency, signal: AbortSignal): Promise<string[]> {
  const url = `/api/product-properties/${encodeURIComponent(name)}?description=${consistency}`;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, { signal });
      if (!res.ok) throw new Error(`${res.status}`);
      const body: unknown = await res.json();
      return Array.isArray(body) ? body.filter((p): p is string => typeof p === "string") : [];
    } catch (error) {
      if (signal.aborted || attempt >= 1) throw error;
    }
  }
}

export function useProductProperties(productName: string, consistency: Consistency): PropertiesState {
  const name = productName.trim();
  const key = `${name.toLowerCase()}|${consistency}`;
  const [state, setState] = useState<PropertiesState>({ status: name ? "loading" : "no-name" });

  useEffect(() => {
    if (!name) {
      setState({ status: "no-name" });
      return;
    }
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < FRESH_MS) {
      setState({ status: "ready", properties: hit.properties });
      return;
    }
    setState({ status: "loading" });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchProperties(name, consistency, controller.signal)
        .then((properties) => {
          cache.set(key, { at: Date.now(), properties });
          setState({ status: "ready", properties });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "failed" });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, consistency, key]);

  return state;
}
