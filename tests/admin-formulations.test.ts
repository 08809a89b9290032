/**
 * The back office's formulations through the JSON API: the paged list with
 * drafts, create/update checked by the engine (errors refuse, warnings come back), approval and
 * deactivation as the public site sees them, slugs, delete and its effect on users' history, and
 * the 401/403 answers of every admin method.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import * as statusRoute from "#app/features/admin/routes/api/admin/formulation-status";
import * as adminListRoute from "#app/features/admin/routes/api/admin/formulations";
import * as categoryRoute from "#app/features/catalogue/routes/api/category";
import * as oneRoute from "#app/features/formulation/routes/api/formulation";
import * as listRoute from "#app/features/formulation/routes/api/formulations";
import { createSession } from "#app/server/auth/session.server";
import { forgetContentVersion, getContentVersion } from "#app/server/content-version.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { adminSessionCookie, call, countRows, get, runSeed } from "./helpers";

type Finding = { severity: string; code: string; message: string; rows: number[] };
type Formulation = {
  id: string;
  slug: string;
  name: string;
  categoryId: string;
  categorySlug: string;
  isActive: boolean;
  updatedAt: string;
  createdAt: string;
  ingredients: { name: string; percentage: string }[];
  instructions: { phase: string; steps: string[] }[];
  image: string | null;
  viscosity: string | null;
};
type Saved = { formulation: Formulation; warnings: Finding[] };
type Page = {
  data: Formulation[];
  pagination: { currentPage: number; totalPages: number; totalItems: number; itemsPerPage: number };
};

let adminCookie = "";
let userCookie = "";
let userId = "";
let skinCareId = "";

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [admin] = await db.insert(users).values({ email: "formulations.admin@example.com", isAdmin: true }).returning();
  const [user] = await db.insert(users).values({ email: "formulations.user@example.com" }).returning();
  if (!admin || !user) throw new Error("users missing");
  adminCookie = await adminSessionCookie(db, admin.id);
  userCookie = `formulab_session=${(await createSession(db, user.id)).token}`;
  userId = user.id;
  const category = await env.DB.prepare("SELECT id FROM categories WHERE slug = 'skin-care-formulations'").first<{
    id: string;
  }>();
  skinCareId = category?.id ?? "";
});

function send(method: string, path: string, body?: unknown, cookie = adminCookie) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const adminGet = (path: string) => send("GET", path);
const list = async (query = "") => call(adminListRoute.loader, adminGet(`/api/admin/formulations${query}`));
const create = (body: unknown, cookie?: string) =>
  call(listRoute.action, send("POST", "/api/formulations", body, cookie));
const update = (id: string, body: unknown, cookie?: string) =>
  call(oneRoute.action, send("PUT", `/api/formulations/${id}`, body, cookie), { id });
const remove = (id: string, cookie?: string) =>
  call(oneRoute.action, send("DELETE", `/api/formulations/${id}`, undefined, cookie), { id });
const setStatus = (id: string, isActive: unknown, cookie?: string) =>
  call(statusRoute.action, send("PATCH", `/api/admin/formulations/${id}/status`, { isActive }, cookie), { id });
const publicOne = (slug: string) => call(oneRoute.loader, get(`/api/formulations/${slug}`), { id: slug });
const publicList = async (query = "") =>
  (await (await call(listRoute.loader, get(`/api/formulations${query}`))).json()) as Formulation[];
const currentVersion = async () => {
  forgetContentVersion();
  return getContentVersion(getDb());
};

/** A clean O/W cream: the engine finds nothing to object to. */
function cream(overrides: Record<string, unknown> = {}) {
  return {
    categoryId: skinCareId,
    name: "Test Barrier Cream",
    description: "A plain O/W cream used by the back-office tests.",
    seoTitle: "Barrier Cream Formulation",
    metaDescription: "An O/W barrier cream.",
    keywords: "barrier cream",
    image: "",
    imageAlt: "",
    imageFilename: "",
    phLevel: "5.5-6.0",
    shelfLife: "24 months",
    viscosity: "",
    storageConditions: "Room Temperature (15-25°C)",
    batchSize: "1 kg",
    processingTime: "2 hours",
    temperature: "75°C",
    equipment: "Homogeniser",
    certification: "",
    usageInstructions: "**1. Apply**\n- Smooth over clean skin.",
    ingredients: [
      { name: "Deionised Water", inci: "Aqua", percentage: "83.1%", function: "Solvent" },
      { name: "Glycerin", inci: "Glycerin", percentage: "5%", function: "Humectant" },
      { name: "Cetearyl Alcohol", inci: "Cetearyl Alcohol", percentage: "3%", function: "Thickener" },
      {
        name: "Polyglyceryl-3 Methylglucose Distearate",
        inci: "Polyglyceryl-3 Methylglucose Distearate",
        percentage: "3%",
        function: "Emulsifier",
      },
      { name: "Squalane", inci: "Squalane", percentage: "5%", function: "Emollient" },
      { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "0.9%", function: "Preservative" },
    ],
    instructions: [
      { phase: "Phase A (water)", steps: ["Heat water and glycerin to 75°C."] },
      {
        phase: "Phase B (oil)",
        steps: [
          "Melt cetearyl alcohol, polyglyceryl-3 methylglucose distearate and squalane at 75°C.",
          "Add B to A while homogenising for 3 minutes.",
        ],
      },
      { phase: "Phase C (cool down)", steps: ["Cool to below 40°C.", "Add phenoxyethanol and stir until uniform."] },
    ],
    isActive: false,
    ...overrides,
  };
}

async function created(body: unknown): Promise<Saved> {
  const response = await create(body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as Saved;
}

describe("the admin list", () => {
  test("pages every formulation, drafts included, newest first, with the spec's paged shape", async () => {
    const total = await countRows("formulations");
    const page = (await (await list()).json()) as Page;
    expect(page.data).toHaveLength(10);
    expect(page.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(total / 10),
      totalItems: total,
      itemsPerPage: 10,
    });
    const times = page.data.map((f) => Date.parse(f.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    await env.DB.prepare("UPDATE formulations SET is_active = 0 WHERE id = ?").bind(page.data[0]?.id).run();
    const again = (await (await list()).json()) as Page;
    expect(again.data[0]).toMatchObject({ id: page.data[0]?.id, isActive: false });
    await env.DB.prepare("UPDATE formulations SET is_active = 1 WHERE id = ?").bind(page.data[0]?.id).run();
  });

  test("pages do not overlap, and a page past the end is empty with the true totals", async () => {
    const first = (await (await list("?page=1&limit=5")).json()) as Page;
    const second = (await (await list("?page=2&limit=5")).json()) as Page;
    expect(second.data).toHaveLength(5);
    expect(second.data.map((f) => f.id)).not.toEqual(expect.arrayContaining(first.data.map((f) => f.id).slice(0, 1)));
    const beyond = (await (await list("?page=999&limit=10")).json()) as Page;
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ currentPage: 999, totalItems: first.pagination.totalItems });
  });

  test("limit is 1 to 100 and page a whole number from 1", async () => {
    expect(((await (await list("?limit=1")).json()) as Page).data).toHaveLength(1);
    expect(((await (await list("?limit=100")).json()) as Page).data).toHaveLength(100);
    for (const bad of ["?limit=0", "?limit=101", "?limit=abc", "?page=0", "?page=1.5", "?page=9999999999999999999"]) {
      const response = await list(bad);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/page|limit/);
    }
  });

  test("filters by category (id or slug); an unknown category is a 400", async () => {
    const byId = (await (await list(`?categoryId=${skinCareId}&limit=100`)).json()) as Page;
    expect(byId.pagination.totalItems).toBeGreaterThan(0);
    expect(new Set(byId.data.map((f) => f.categorySlug))).toEqual(new Set(["skin-care-formulations"]));
    // Joined columns of the same name must not overwrite each other.
    expect(byId.data.every((f) => f.name !== "Skin Care")).toBe(true);
    const bySlug = (await (await list("?categoryId=skin-care-formulations&limit=100")).json()) as Page;
    expect(bySlug.pagination.totalItems).toBe(byId.pagination.totalItems);
    const unknown = await list("?categoryId=no-such-category");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: "Unknown category" });
  });
});

describe("create, approve, deactivate, edit", () => {
  test("a draft with three phases stays off the public site until approved, then leaves it when deactivated", async () => {
    const before = await currentVersion();
    const { formulation, warnings } = await created(cream({ name: "Three Phase Draft Cream" }));
    expect(warnings).toEqual([]);
    expect(formulation).toMatchObject({
      slug: "three-phase-draft-cream",
      isActive: false,
      image: null,
      viscosity: null,
    });
    expect(formulation.instructions.map((p) => p.phase)).toEqual([
      "Phase A (water)",
      "Phase B (oil)",
      "Phase C (cool down)",
    ]);
    expect(await currentVersion()).not.toBe(before);

    // Hidden as a draft: the public list, its category's list and its page all miss it.
    expect((await publicOne(formulation.slug)).status).toBe(404);
    expect((await publicList()).map((f) => f.id)).not.toContain(formulation.id);
    expect((await publicList("?categoryId=skin-care-formulations")).map((f) => f.id)).not.toContain(formulation.id);
    const adminPage = (await (await list()).json()) as Page;
    expect(adminPage.data[0]?.id).toBe(formulation.id);

    const approved = await setStatus(formulation.id, true);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id: formulation.id, isActive: true });
    expect((await publicOne(formulation.slug)).status).toBe(200);
    expect((await publicList("?categoryId=skin-care-formulations")).map((f) => f.id)).toContain(formulation.id);
    const category = (await (
      await call(categoryRoute.loader, get("/api/categories/skin-care-formulations"), { id: "skin-care-formulations" })
    ).json()) as { formulationCount: number };
    expect(category.formulationCount).toBeGreaterThan(0);

    const versionBefore = await currentVersion();
    const deactivated = await setStatus(formulation.id, false);
    expect(await deactivated.json()).toMatchObject({ isActive: false });
    expect(await currentVersion()).not.toBe(versionBefore);
    expect((await publicOne(formulation.slug)).status).toBe(404);

    expect((await setStatus(formulation.id, "yes")).status).toBe(400);
    expect((await setStatus("00000000-0000-4000-8000-000000000000", true)).status).toBe(404);
  });

  test("ingredients and instructions may come as JSON text", async () => {
    const body = cream({ name: "Json Text Cream" });
    const { formulation } = await created({
      ...body,
      ingredients: JSON.stringify(body.ingredients),
      instructions: JSON.stringify(body.instructions),
      isActive: true,
    });
    expect(formulation.ingredients).toHaveLength(6);
    expect(formulation.instructions).toHaveLength(3);
    expect((await publicOne("json-text-cream")).status).toBe(200);
    const broken = await create({ ...body, name: "Broken Json", ingredients: "[{" });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/Ingredients must be a list/);
  });

  test("an edit replaces the fields, keeps the id and refreshes updatedAt", async () => {
    const { formulation } = await created(cream({ name: "Editable Cream" }));
    await new Promise((r) => setTimeout(r, 5));
    const response = await update(
      formulation.id,
      cream({ name: "Edited Cream", slug: "editable-cream", viscosity: "Medium" }),
    );
    expect(response.status).toBe(200);
    const { formulation: edited } = (await response.json()) as Saved;
    expect(edited).toMatchObject({
      id: formulation.id,
      name: "Edited Cream",
      slug: "editable-cream",
      viscosity: "Medium",
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(formulation.updatedAt));
    expect((await update("00000000-0000-4000-8000-000000000000", cream())).status).toBe(404);
  });

  test("required fields and limits are refused with clear messages", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "" }, /Name is required/],
      [{ categoryId: "" }, /Please select a category/],
      [{ categoryId: "no-such-category" }, /Unknown category/],
      [{ seoTitle: "x".repeat(61) }, /SEO title must be at most 60/],
      [{ metaDescription: "x".repeat(161) }, /Meta description must be at most 160/],
      [{ ingredients: [] }, /Add at least one ingredient/],
      [{ instructions: [{ phase: "A", steps: [] }] }, /at least one step/],
      [{ image: "javascript:alert(1)" }, /Image must be a path/],
    ];
    const rowsBefore = await countRows("formulations");
    for (const [override, message] of cases) {
      const response = await create(cream({ name: "Refused Cream", ...override }));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(await countRows("formulations")).toBe(rowsBefore);
  });
});

describe("slugs", () => {
  test("come from the name when left empty, with a suffix when the name's slug is taken", async () => {
    const first = await created(cream({ name: "Crème Légère 2%", slug: "" }));
    expect(first.formulation.slug).toBe("creme-legere-2");
    const second = await created(cream({ name: "Crème Légère 2%" }));
    expect(second.formulation.slug).toBe("creme-legere-2-2");
  });

  test("a long name's suffixed slug is still a well-formed slug within the maximum", async () => {
    // The name's slug cut to make room for "-2" ends in a hyphen: the suffix must not double it.
    const name = `${"a".repeat(109)} Cream`;
    const first = await created(cream({ name, slug: "" }));
    const second = await created(cream({ name, slug: "" }));
    expect(first.formulation.slug).toBe(`${"a".repeat(109)}-cream`);
    expect(second.formulation.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(second.formulation.slug.length).toBeLessThanOrEqual(120);
    expect(second.formulation.slug).not.toBe(first.formulation.slug);
    const edited = await update(second.formulation.id, cream({ name, slug: "" }));
    expect(((await edited.json()) as Saved).formulation.slug).toBe(second.formulation.slug);
  });

  test("a slug that is given must be free and well-formed", async () => {
    const clash = await create(cream({ name: "Another Cream", slug: "creme-legere-2" }));
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ fieldErrors: { slug: [expect.stringMatching(/already used/)] } });
    const badShape = await create(cream({ name: "Another Cream", slug: "Bad Slug!" }));
    expect(badShape.status).toBe(400);
    expect(((await badShape.json()) as { message: string }).message).toMatch(/lowercase letters, digits and hyphens/);
  });
});

describe("the engine on save", () => {
  test("ingredients totalling 150 % are refused with the findings, and nothing is written", async () => {
    const rowsBefore = await countRows("formulations");
    const body = cream({ name: "Overfull Cream" });
    body.ingredients[0] = { name: "Deionised Water", inci: "Aqua", percentage: "133.1%", function: "Solvent" };
    const response = await create(body);
    expect(response.status).toBe(422);
    const refusal = (await response.json()) as { message: string; findings: Finding[]; fieldErrors: object };
    expect(refusal.message).toMatch(/did not pass validation/);
    expect(refusal.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: "error", code: "total", rows: [] }),
        expect.objectContaining({ severity: "error", code: "percentage-range", rows: [0] }),
      ]),
    );
    expect(refusal.fieldErrors).toHaveProperty("ingredients[0]");
    expect(await countRows("formulations")).toBe(rowsBefore);
  });

  test("a substance prohibited by the CosIng annexes is refused, tied to its row; an edit is refused too", async () => {
    const { formulation } = await created(cream({ name: "Soon Tainted Cream" }));
    const body = cream({ name: "Soon Tainted Cream", slug: formulation.slug });
    body.ingredients[0] = { name: "Deionised Water", inci: "Aqua", percentage: "82.1%", function: "Solvent" };
    body.ingredients.push({ name: "Lead acetate", inci: "Lead Acetate", percentage: "1%", function: "Colourant" });
    const response = await update(formulation.id, body);
    expect(response.status).toBe(422);
    const { findings } = (await response.json()) as { findings: Finding[] };
    expect(findings).toContainEqual(expect.objectContaining({ severity: "error", code: "annex-ii", rows: [6] }));
    const stored = (await (await list()).json()) as Page;
    expect(stored.data.find((f) => f.id === formulation.id)?.ingredients).toHaveLength(6);
  });

  test("warnings do not block: they come back with the saved formulation", async () => {
    const body = cream({ name: "Moonflower Cream" });
    body.ingredients[4] = { name: "Moonflower Extract", inci: "", percentage: "5%", function: "Botanical" };
    const { formulation, warnings } = await created(body);
    expect(formulation.ingredients[4]?.name).toBe("Moonflower Extract");
    expect(warnings).toContainEqual(
      expect.objectContaining({ severity: "warning", code: "unknown-ingredient", rows: [4] }),
    );
  });
});

describe("delete", () => {
  test("removes it from the site; download history keeps its name; a favourite of it goes away", async () => {
    const { formulation } = await created(cream({ name: "Short Lived Cream", isActive: true }));
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO user_downloads (id, user_id, formulation_id, formulation_name, category_name) VALUES ('dl-short', ?, ?, 'Short Lived Cream', 'Skin Care')",
      ).bind(userId, formulation.id),
      env.DB.prepare("INSERT INTO user_favorites (id, user_id, formulation_id) VALUES ('fav-short', ?, ?)").bind(
        userId,
        formulation.id,
      ),
    ]);
    const before = await currentVersion();
    const response = await remove(formulation.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: formulation.id, name: "Short Lived Cream" });
    expect(await currentVersion()).not.toBe(before);
    expect((await publicOne(formulation.slug)).status).toBe(404);
    const download = await env.DB.prepare(
      "SELECT formulation_id, formulation_name FROM user_downloads WHERE id = 'dl-short'",
    ).first();
    expect(download).toEqual({ formulation_id: null, formulation_name: "Short Lived Cream" });
    expect(await env.DB.prepare("SELECT id FROM user_favorites WHERE id = 'fav-short'").first()).toBeNull();
    expect((await remove(formulation.id)).status).toBe(404);
  });
});

describe("only administrators", () => {
  test("every admin method answers 401 to anonymous callers and 403 to users, and changes nothing", async () => {
    const { formulation } = await created(cream({ name: "Guarded Cream", isActive: true }));
    const rowsBefore = await countRows("formulations");
    for (const [cookie, status] of [
      ["", 401],
      [userCookie, 403],
    ] as const) {
      const anonymousList = await call(
        adminListRoute.loader,
        send("GET", "/api/admin/formulations", undefined, cookie),
      );
      expect(anonymousList.status).toBe(status);
      expect((await create(cream({ name: "Sneaky Cream" }), cookie)).status).toBe(status);
      expect((await update(formulation.id, cream({ name: "Sneaky Edit" }), cookie)).status).toBe(status);
      expect((await setStatus(formulation.id, false, cookie)).status).toBe(status);
      expect((await remove(formulation.id, cookie)).status).toBe(status);
    }
    expect(await countRows("formulations")).toBe(rowsBefore);
    expect(await (await publicOne(formulation.slug)).json()).toMatchObject({ name: "Guarded Cream", isActive: true });
  });
});
