/**
 * The shape of every service action: `defineUseCase(InputSchema, async (ctx, input) => output)`.
 * The returned function parses its raw input with the schema it owns (a 400 AppError names what
 * is wrong) and exposes that schema as `.input`, so a page form validates with exactly the rules
 * the JSON API applies. Contexts carry what a use case needs from the caller, never a Request.
 */
import type { z } from "zod";
import type { UserRow } from "#app/features/accounts/users.server";
import { parseInput } from "./app-error";
import type { Database } from "./db/client.server";

/**
 * Who is calling, as far as rules care: the client address (rate limits), country (activity),
 * browser (the sessions list) and the device cookie (known devices skip strangers' throttling).
 */
export type Caller = { ip: string; country?: string; userAgent?: string; deviceToken?: string };

export type ServiceContext = { db: Database; caller: Caller };
/** `sessionId`: the session the request came with (the account page marks it "This device"). */
export type UserContext = ServiceContext & { user: UserRow; isAdmin: boolean; sessionId?: string };

export type DefinedUseCase<S extends z.ZodType, C, R> = ((ctx: C, raw: unknown) => Promise<R>) & { readonly input: S };

export function defineUseCase<S extends z.ZodType, C, R>(
  input: S,
  run: (ctx: C, input: z.output<S>) => Promise<R> | R,
): DefinedUseCase<S, C, R> {
  const call = async (ctx: C, raw: unknown) => run(ctx, parseInput(input, raw));
  return Object.assign(call, { input });
}
