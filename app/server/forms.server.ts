/**
 * The page-form adapter: one way every page action handles a submission.
 *
 *   export async function action({ request }: Route.ActionArgs) {
 *     return submitForm(request, policy, signUp.input, async (value, { ctx }) => {
 *       const { session } = await signUp(ctx, value);
 *       return redirect(...);
 *     });
 *   }
 *
 * The body must be a web form within the size limit (else a 4xx, never a 500); it is parsed with
 * Conform + the use case's own zod schema; a field error or an AppError from the use case comes
 * back as Conform's submission result (field and form errors, the values re-filled except
 * secrets) with the error's status, so the page shows it with or without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { type RoutePolicy, type WriteAccess, writeAccess } from "#app/lib/route-policy";
import { AppError } from "./app-error";
import { type Authorized, authorize } from "./authorize.server";
import { readFormData } from "./http.server";

export type FormReply = SubmissionResult<string[]>;

/** Fields whose values never travel back to the browser in a reply. */
const SECRET_FIELDS = ["password", "confirmPassword", "currentPassword", "newPassword", "code", "recoveryCode"];

export function formError(error: AppError, reply: FormReply = {}) {
  return data<FormReply>(
    {
      ...reply,
      status: "error",
      error: { ...reply.error, "": [error.message], ...error.fieldErrors },
    },
    { status: error.status, headers: error.headers() },
  );
}

export async function submitForm<P extends RoutePolicy, S extends z.ZodType, R>(
  request: Request,
  policy: P,
  schema: S,
  onValid: (value: z.output<S>, authorized: Authorized<WriteAccess<P>>) => Promise<R>,
  options: { maxBytes?: number } = {},
) {
  let formData: FormData;
  let authorized: Authorized<WriteAccess<P>>;
  try {
    authorized = await authorize(writeAccess(policy) as WriteAccess<P>, request);
    formData = await readFormData(request, { maxBytes: options.maxBytes ?? 16 * 1024 });
  } catch (error) {
    if (error instanceof AppError) return formError(error);
    throw error;
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data<FormReply>(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
  }
  try {
    return await onValid(submission.value as z.output<S>, authorized);
  } catch (error) {
    if (error instanceof AppError) return formError(error, submission.reply({ hideFields: SECRET_FIELDS }));
    throw error;
  }
}
