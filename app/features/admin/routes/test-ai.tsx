import { href } from "react-router";
import { authorizeAdminPage } from "#app/features/admin/admin-page.server";
import { AdminErrorBoundary } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { DemoTester } from "#app/features/demo/components/demo-tester";
import type { RoutePolicy } from "#app/lib/route-policy";
import { demoCategoryOptions } from "#app/server/generation.server";
import type { Route } from "./+types/test-ai";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const { admin } = await authorizeAdminPage(request);
  return { admin, categories: demoCategoryOptions() };
}

export const ErrorBoundary = AdminErrorBoundary;

// 'Test AI System': the demo's tester, posting to the /demo route's action.
export default function AdminTestAi({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout email={loaderData.admin.email}>
      <title>Test AI System – Admin Dashboard | Formulab</title>
      <h2 className="text-lg font-bold">Test AI System</h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Generate a formulation from a description and see how the validator judges it.
      </p>
      <DemoTester categories={loaderData.categories} action={href("/demo")} />
    </AdminLayout>
  );
}
