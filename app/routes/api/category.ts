import { z } from "zod";
import { idOrSlug } from "~/lib/identifiers";
import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { AppError, parseInput } from "~/server/app-error";
import { findCategory, toPublicCategory } from "~/server/catalog.server";
import { json } from "~/server/http.server";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

const ParamsSchema = z.object({ id: idOrSlug("Category") });

// GET /api/categories/:id — one active category by id or slug.
const api = apiRoute(policy, {
  GET: async ({ ctx, params }) => {
    const { id } = parseInput(ParamsSchema, params);
    const category = await findCategory(ctx.db, id);
    if (!category) throw new AppError(404, "Category not found");
    return json(toPublicCategory(category));
  },
});
export const loader = api.loader;
export const action = api.action;
