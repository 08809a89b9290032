/** Small shared pieces of the blog and pages routes: their JSON API and their back-office tabs. */
import { data } from "react-router";
import type { z } from "zod";
import type { RoutePolicy } from "#app/lib/route-policy";
import { AppError } from "./app-error";
import { type FormReply, submitForm } from "./forms.server";
import { readJson } from "./http.server";
import type { UserContext } from "./use-case.server";

/** A post or page with 100,000 characters of HTML, in UTF-8 and JSON-escaped, fits comfortably. */
export const CONTENT_BODY_LIMIT = 512 * 1024;

/** The JSON body as an object (a list, a number or null is a 400 that says what to send). */
export async function readJsonObject(request: Request, what: string): Promise<Record<string, unknown>> {
  const body = await readJson(request, { maxBytes: CONTENT_BODY_LIMIT });
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError(400, `Send the ${what} as a JSON object`);
  }
  return body as Record<string, unknown>;
}

type SaveOrDelete = { intent: "save"; id?: string } | { intent: "delete"; id: string };
type SavedFields<S extends z.ZodType<SaveOrDelete>> = Omit<Extract<z.output<S>, { intent: "save" }>, "intent" | "id">;

/**
 * The action of a back-office tab that edits content in a dialog (the Blog and Content tabs): the
 * dialog posts intent=save, with the id when it edits and without for a new record, and the delete
 * confirmation posts intent=delete with the id. `input` turns the saved fields into what the use
 * cases take (an unticked checkbox sends nothing, so each tab says what missing means).
 */
export function saveOrDeleteAction<P extends RoutePolicy, S extends z.ZodType<SaveOrDelete>, I>(
  request: Request,
  policy: P,
  schema: S,
  use: {
    input: (fields: SavedFields<S>) => I;
    create: (ctx: UserContext, input: I) => Promise<unknown>;
    update: (ctx: UserContext, input: I & { id: string }) => Promise<unknown>;
    remove: (ctx: UserContext, id: string) => Promise<unknown>;
  },
) {
  return submitForm(
    request,
    policy,
    schema,
    async (value: SaveOrDelete, { ctx }) => {
      const user = ctx as UserContext;
      if (value.intent === "delete") await use.remove(user, value.id);
      else {
        const { intent: _intent, id, ...fields } = value;
        const input = use.input(fields as SavedFields<S>);
        if (id) await use.update(user, { ...input, id });
        else await use.create(user, input);
      }
      return data<FormReply>({ status: "success", initialValue: null });
    },
    { maxBytes: CONTENT_BODY_LIMIT },
  );
}
