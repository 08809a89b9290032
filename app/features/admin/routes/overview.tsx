import { useState } from "react";
import { href, Link } from "react-router";
import { GuidedTour } from "#app/components/tour/guided-tour";
import { Button, buttonClass } from "#app/components/ui/button";
import { Badge, Card } from "#app/components/ui/card";
import { Dialog } from "#app/components/ui/dialog";
import { authorizeAdminPage } from "#app/features/admin/admin-page.server";
import { AdminErrorBoundary } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { getCatalogStats, listCategories } from "#app/features/catalogue/catalog.server";
import { BulkCategoryDialog } from "#app/features/category-ai/components/bulk-category-dialog";
import type { RoutePolicy } from "#app/lib/route-policy";
import type { Route } from "./+types/overview";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export const RECENT_CATEGORIES = 5;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, admin } = await authorizeAdminPage(request);
  const [stats, categories] = await Promise.all([getCatalogStats(ctx.db), listCategories(ctx.db)]);
  return {
    admin,
    stats,
    recent: categories.slice(0, RECENT_CATEGORIES).map((c) => ({ id: c.id, name: c.name, isActive: c.isActive })),
    systemCategories: categories.length,
  };
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { admin, stats, recent, systemCategories } = loaderData;
  const [explaining, setExplaining] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const counters = [
    { label: "Total Categories", value: stats.totalCategories },
    { label: "Total Formulations", value: stats.totalFormulations },
    { label: "Active Formulations", value: stats.activeFormulations },
    { label: "Draft Formulations", value: stats.draftFormulations },
  ];
  return (
    <AdminLayout email={admin.email}>
      <title>Admin Dashboard | Formulab</title>
      <h2 className="sr-only">Overview</h2>
      <ul id="admin-counters" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((c) => (
          <li key={c.label}>
            <Card className="p-5">
              <p className="text-sm text-slate-600">{c.label}</p>
              <p className="mt-1 text-3xl font-bold text-ink" data-testid={`counter-${c.label}`}>
                {c.value}
              </p>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card className="p-6" id="admin-quick-actions">
          <h3 className="font-semibold">Quick actions</h3>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button variant="secondary" onClick={() => setExplaining(true)}>
              Add New Category
            </Button>
            <Link to={`${href("/admin/formulations")}?edit=new`} className={buttonClass("primary")}>
              Add New Formulation
            </Link>
            <Button variant="secondary" onClick={() => setBulkOpen(true)}>
              Bulk Category Generation
            </Button>
          </div>
        </Card>

        <Card className="p-6">
          <h3 className="font-semibold">Recent Categories</h3>
          {recent.length ? (
            <ul className="mt-4 divide-y divide-slate-100" data-testid="recent-categories">
              {recent.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="truncate text-sm">{c.name}</span>
                  {c.isActive ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-slate-600">No categories yet. Start by creating your first category!</p>
          )}
        </Card>
      </div>

      <Dialog
        open={explaining}
        onClose={() => setExplaining(false)}
        title="Categories are system-defined"
        description={
          <>
            Formulab has {systemCategories} fixed categories, from Skin Care to Water Treatment Solutions; every
            formulation, search and page is built on them, so a new one cannot be added by hand. You can edit a
            category's text, SEO fields and image under Categories.
          </>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setExplaining(false)}>
              Close
            </Button>
            <Link to={href("/admin/categories")} className={buttonClass("primary")}>
              Go to Categories
            </Link>
          </>
        }
      />
      <BulkCategoryDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />
      <GuidedTour id="admin-overview" />
    </AdminLayout>
  );
}
