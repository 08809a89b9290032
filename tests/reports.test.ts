/** Library PDF reports in the worker: real R2 cache, the user's download row, the activity feed. */
import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import * as pdfRoute from "#app/features/formulation/routes/api/formulation-pdf";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { call, runSeed } from "./helpers";

async function signedIn(email: string) {
  const db = getDb();
  const [user] = await db.insert(users).values({ email, firstName: "Marie Curie", country: "Poland" }).returning();
  if (!user) throw new Error("no user");
  const session = await createSession(db, user.id);
  return { user, cookie: `formulab_session=${session.token}` };
}

function post(
  id: string,
  cookie: string,
  body: unknown = { logoSettings: { companyName: "Acme Labs", logoSize: 110 } },
) {
  return new Request(`http://localhost/api/formulations/${id}/pdf`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify(body),
  });
}

test("a signed-in user downloads a library report; the second download comes from R2; both are recorded", async () => {
  await runSeed();
  const row = await env.DB.prepare("SELECT id, slug, name FROM formulations ORDER BY name LIMIT 1").first<{
    id: string;
    slug: string;
    name: string;
  }>();
  if (!row) throw new Error("no formulation");
  const { user, cookie } = await signedIn("report.user@example.com");

  const first = await call(pdfRoute.action, post(row.slug, cookie), { id: row.slug });
  expect(first.status).toBe(200);
  expect(first.headers.get("Content-Type")).toBe("application/pdf");
  expect(first.headers.get("Content-Disposition")).toBe(`attachment; filename="${row.slug}.pdf"`);
  expect(first.headers.get("X-Report-Cache")).toBe("MISS");
  const bytes = new Uint8Array(await first.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  expect(bytes.byteLength).toBeGreaterThan(5_000);

  const second = await call(pdfRoute.action, post(row.slug, cookie), { id: row.slug });
  expect(second.headers.get("X-Report-Cache")).toBe("HIT");
  expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);

  const downloads = await env.DB.prepare("SELECT formulation_name FROM user_downloads WHERE user_id = ?")
    .bind(user.id)
    .all<{ formulation_name: string }>();
  expect(downloads.results.map((d) => d.formulation_name)).toEqual([row.name, row.name]);
  // The feed's event: whose and which, with the country on the account (not the request's).
  const activity = await env.DB.prepare("SELECT kind, user_id, country FROM activity_events WHERE formulation_id = ?")
    .bind(row.id)
    .first();
  expect(activity).toEqual({ kind: "downloaded", user_id: user.id, country: "Poland" });
});

test("other logo settings are a different report; unknown formulations and bad settings are clear 4xx", async () => {
  await runSeed();
  const row = await env.DB.prepare("SELECT slug FROM formulations LIMIT 1").first<{ slug: string }>();
  const { cookie } = await signedIn("report.user2@example.com");
  const slug = row?.slug ?? "";
  const a = await call(pdfRoute.action, post(slug, cookie, { logoSettings: { companyName: "One" } }), { id: slug });
  const b = await call(pdfRoute.action, post(slug, cookie, { logoSettings: { companyName: "Two" } }), { id: slug });
  expect(a.headers.get("X-Report-Cache")).toBe("MISS");
  expect(b.headers.get("X-Report-Cache")).toBe("MISS");
  const missing = await call(pdfRoute.action, post("no-such-formulation", cookie), { id: "no-such-formulation" });
  expect(missing.status).toBe(404);
  const bad = await call(pdfRoute.action, post(slug, cookie, { logoSettings: { logoSize: 5000 } }), { id: slug });
  expect(bad.status).toBe(400);
});
