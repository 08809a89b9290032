/**
 * Server-Timing for D1: each HTTP request runs in a timing scope, and the DB binding
 * handed out inside it adds the wall time of every query and batch to that scope. Workers advance
 * the clock only across I/O, so a query's time is exactly what D1 cost; the rest of the response
 * time (`render`) is the other I/O plus CPU, coarse by the same rule.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestTimings = { d1Ms: number; d1Queries: number };

const scope = new AsyncLocalStorage<RequestTimings>();

/** Runs `work` in a fresh timing scope, which it is handed to read back. */
export function withRequestTimings<T>(work: (timings: RequestTimings) => Promise<T>): Promise<T> {
  const timings: RequestTimings = { d1Ms: 0, d1Queries: 0 };
  return scope.run(timings, () => work(timings));
}

async function timed<T>(timings: RequestTimings, query: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await query();
  } finally {
    timings.d1Ms += performance.now() - started;
    timings.d1Queries += 1;
  }
}

const STATEMENT = Symbol("the D1 statement a timed one wraps");
const RUNS = new Set<PropertyKey>(["all", "first", "run", "raw"]);

/**
 * The request is looked up when a statement runs, not when it is prepared: a statement prepared
 * once per isolate (the session lookup) is timed for whichever request runs it.
 */
function timedStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      if (property === STATEMENT) return target;
      if (property === "bind") {
        return (...values: unknown[]) => timedStatement(target.bind(...values));
      }
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (RUNS.has(property)) {
        return (...args: unknown[]) => {
          const timings = scope.getStore();
          const run = () => value.apply(target, args) as Promise<unknown>;
          return timings ? timed(timings, run) : run();
        };
      }
      return value.bind(target);
    },
  });
}

/** `batch` takes the binding's own statements: a timed one hands back the statement it wraps. */
const unwrap = (statement: D1PreparedStatement) =>
  (statement as D1PreparedStatement & { [STATEMENT]?: D1PreparedStatement })[STATEMENT] ?? statement;

/**
 * The binding, timed for whichever request's scope a statement runs in (none outside a request:
 * queue, Durable Object, tests). The scope is looked up per run, not when the wrapper or the
 * statement is made, so one wrapper serves every request of the isolate.
 */
export function timedD1(d1: D1Database): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => timedStatement(target.prepare(sql));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const timings = scope.getStore();
          const run = () => target.batch(statements.map(unwrap));
          return timings ? timed(timings, run) : run();
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The Server-Timing value: the whole worker time, the D1 share of it and the rest, and — only
 * when `queries` — how many statements ran. The count is for the developer's own machine and the
 * bench (a local server answers only loopback hosts); a deployed worker never sends it, and routes
 * that handle credentials send no Server-Timing at all (`workers/http.ts`).
 */
export function serverTimingHeader(totalMs: number, timings: RequestTimings, options: { queries: boolean }): string {
  const d1 = Math.min(timings.d1Ms, totalMs);
  return [
    `app;dur=${totalMs.toFixed(1)}`,
    `d1;dur=${d1.toFixed(1)}${options.queries ? `;desc="${timings.d1Queries} queries"` : ""}`,
    `render;dur=${(totalMs - d1).toFixed(1)}`,
  ].join(", ");
}
