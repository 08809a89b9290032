/**
 * Page actions share the API's flows; this turns their thrown JSON responses into form results
 * (a message and per-field errors) the page can show.
 */
import type { z } from "zod";
import { fieldMessages } from "~/lib/auth-schemas";

export type FormResult = { message: string; fields: Record<string, string>; status: number };

export async function formFailure(error: unknown): Promise<FormResult> {
  if (error instanceof Response) {
    const body = (await error.json().catch(() => ({}))) as { message?: string; fieldErrors?: Record<string, string[]> };
    const fields = Object.fromEntries(Object.entries(body.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? ""]));
    return { message: body.message ?? "Something went wrong. Please try again.", fields, status: error.status };
  }
  throw error;
}

export function invalidForm(error: z.ZodError): FormResult {
  const fields = fieldMessages(error);
  return { message: Object.values(fields)[0] ?? "Please check the form", fields, status: 400 };
}
