import { data } from "react-router";
import { z } from "zod";
import { LogoSettingsPanel } from "#app/components/account/logo-settings";
import { authorizeAdminPage } from "#app/features/admin/admin-page.server";
import { AdminErrorBoundary } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { CategorySuggestionsPanel } from "#app/features/category-ai/components/category-suggestions-panel";
import {
  DismissSuggestionSchema,
  dismissSuggestion,
  listOpenSuggestions,
} from "#app/features/category-ai/suggestion-store.server";
import { SupportHoursPanel } from "#app/features/chat/components/admin/support-hours-panel";
import { SupportHoursSchema } from "#app/features/chat/support-hours";
import { getSupportHours, saveSupportHours } from "#app/features/chat/support-hours.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { type FormReply, submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/settings";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, admin } = await authorizeAdminPage(request);
  const [openSuggestions, supportHours] = await Promise.all([listOpenSuggestions(ctx.db), getSupportHours(ctx.db)]);
  return { admin, openSuggestions, supportHours };
}

const SettingsForm = z.discriminatedUnion("intent", [
  DismissSuggestionSchema.extend({ intent: z.literal("dismiss") }),
  SupportHoursSchema.safeExtend({ intent: z.literal("support-hours") }),
]);

// POST: 'Dismiss' on an open category suggestion (ADR 0028), or the support hours (ADR 0032).
export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, SettingsForm, async (value, { ctx }) => {
    if (value.intent === "dismiss") await dismissSuggestion(ctx, { id: value.id });
    else await saveSupportHours(ctx, value);
    return data<FormReply>({ status: "success", initialValue: null });
  });
}

export const ErrorBoundary = AdminErrorBoundary;

// Settings: logo management — the logo lives in this browser's storage
//, like a user's own report branding — the AI category suggestions panel, and the
// chat's support hours.
export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout email={loaderData.admin.email}>
      <title>Settings – Admin Dashboard | Formulab</title>
      <h2 className="text-lg font-bold">Settings</h2>
      <LogoSettingsPanel />
      <CategorySuggestionsPanel open={loaderData.openSuggestions} />
      <SupportHoursPanel hours={loaderData.supportHours} />
    </AdminLayout>
  );
}
