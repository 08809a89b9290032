import { SignupSchema } from "~/lib/auth-schemas";
import { signUpAndSignIn } from "~/server/auth/auth.server";
import { publicUser } from "~/server/auth/users.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed, readJsonBody } from "~/server/http.server";

export const access = "public";

// POST /api/signup — creates the account and signs the visitor in.
export const action = apiHandler(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJsonBody(request, SignupSchema, { maxBytes: 4096 });
  const { user, setCookie } = await signUpAndSignIn(getDb(), request, input);
  return json({ user: publicUser(user) }, { status: 201, headers: { "Set-Cookie": setCookie } });
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
