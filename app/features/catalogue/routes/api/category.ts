import { z } from "zod";
import { deleteCategory, updateCategory } from "#app/features/admin/categories.server";
import { findCategory, toPublicCategory } from "#app/features/catalogue/catalog.server";
import { idOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { AppError, parseInput } from "#app/server/app-error";
import { json, readJson } from "#app/server/http.server";

// Anyone may read a category; only administrators may change or delete one.
export const policy = { access: "public", write: "admin", cache: "edge" } as const satisfies RoutePolicy;

const ParamsSchema = z.object({ id: idOrSlug("Category") });

const api = apiRoute(policy, {
  // GET /api/categories/:id — one active category by id or slug.
  GET: async ({ ctx, params }) => {
    const { id } = parseInput(ParamsSchema, params);
    const category = await findCategory(ctx.db, id);
    if (!category) throw new AppError(404, "Category not found");
    return json(toPublicCategory(category));
  },
  // PUT /api/categories/:id — the category form; answers the saved category.
  PUT: async ({ ctx, params, request }) => {
    const { id } = parseInput(ParamsSchema, params);
    const body = await readJson(request);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new AppError(400, "Send the category form as a JSON object");
    }
    return json(await updateCategory(ctx, { ...body, id }));
  },
  // DELETE /api/categories/:id — refused (409) while formulations belong to it.
  DELETE: async ({ ctx, params }) => {
    const { id } = parseInput(ParamsSchema, params);
    const { message } = await deleteCategory(ctx, { id });
    return json({ message });
  },
});
export const loader = api.loader;
export const action = api.action;
