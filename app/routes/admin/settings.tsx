import { LogoSettingsPanel } from "~/components/account/logo-settings";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { AdminLayout } from "~/components/admin/admin-layout";
import type { RoutePolicy } from "~/lib/route-policy";
import { authorizeAdminPage } from "~/server/admin/admin-page.server";
import type { Route } from "./+types/settings";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const { admin } = await authorizeAdminPage(request);
  return { admin };
}

export const ErrorBoundary = AdminErrorBoundary;

// Settings (spec §2 Admin panels): logo management. The logo lives in this browser's storage
// (spec §3), like a user's own report branding.
export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout email={loaderData.admin.email}>
      <title>Settings – Admin Dashboard | Formulab</title>
      <h2 className="text-lg font-bold">Settings</h2>
      <LogoSettingsPanel />
    </AdminLayout>
  );
}
