import { ChangePasswordSchema } from "~/lib/auth-schemas";
import { sessionCookie } from "~/server/auth/cookies.server";
import { requireUser } from "~/server/auth/guards.server";
import { verifyPassword } from "~/server/auth/password.server";
import { createSession } from "~/server/auth/session.server";
import { changePassword } from "~/server/auth/users.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, jsonError, methodNotAllowed, readJsonBody } from "~/server/http.server";

export const access = "user";

// POST /api/user/password — every other session of the user ends; this browser gets a new one.
export const action = apiHandler(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const db = getDb();
  const { user } = await requireUser(db, request);
  const input = await readJsonBody(request, ChangePasswordSchema, { maxBytes: 2048 });
  if (!user.password || !(await verifyPassword(input.currentPassword, user.password))) {
    return jsonError(400, "Your current password is not correct", {
      currentPassword: ["Your current password is not correct"],
    });
  }
  await changePassword(db, user.id, input.newPassword);
  const session = await createSession(db, user.id);
  return json(
    { message: "Password changed" },
    { headers: { "Set-Cookie": sessionCookie(request, session.token, session.expiresAt) } },
  );
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
