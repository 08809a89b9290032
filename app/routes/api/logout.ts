import { logOut } from "~/server/auth/auth.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler } from "~/server/http.server";

export const access = "public";

async function handle({ request }: { request: Request }) {
  const headers = new Headers({ Location: "/", "Set-Cookie": await logOut(getDb(), request) });
  return new Response(null, { status: 302, headers });
}

// /api/logout — a plain link (GET) or a form (POST): ends the session server-side, back to /.
export const loader = apiHandler(handle);
export const action = apiHandler(handle);
