import { useEffect, useRef } from "react";
import { href, redirect, useNavigate } from "react-router";
import { useToast } from "#app/components/ui/toast";
import { authorizeAdminPage } from "#app/features/admin/admin-page.server";
import { BulkPageActionSchema, type JobProgress } from "#app/features/admin/bulk-formulations";
import {
  bulkCategoryOptions,
  cancelJob,
  getJobProgress,
  startBulkFormulations,
} from "#app/features/admin/bulk-formulations.server";
import { AdminErrorBoundary } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { GeneratedList } from "#app/features/admin/components/bulk/generated-list";
import { BulkGeneratorForm } from "#app/features/admin/components/bulk/generator-form";
import { JobProgressPanel } from "#app/features/admin/components/bulk/job-progress";
import { useJobProgress } from "#app/features/admin/components/bulk/use-job-progress";
import type { RoutePolicy } from "#app/lib/route-policy";
import { AppError } from "#app/server/app-error";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/bulk-formulations";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, admin } = await authorizeAdminPage(request);
  const categories = await bulkCategoryOptions(ctx);
  // The job being followed lives in the URL (?job=), so a reload shows it and polling resumes.
  const jobId = new URL(request.url).searchParams.get("job");
  let job: JobProgress | null = null;
  let jobMissing = false;
  if (jobId) {
    try {
      job = await getJobProgress(ctx, { id: jobId.slice(0, 100) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      jobMissing = true;
    }
  }
  return { admin, categories, job, jobMissing };
}

export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, BulkPageActionSchema, async (value, { ctx }) => {
    if (value.intent === "cancel") {
      await cancelJob(ctx, { id: value.jobId });
      return redirect(`${href("/admin/bulk-formulations")}?job=${value.jobId}`);
    }
    const { intent: _intent, ...request } = value;
    const started = await startBulkFormulations(ctx, request);
    return redirect(`${href("/admin/bulk-formulations")}?job=${started.jobId}`);
  });
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminBulkFormulations({ loaderData }: Route.ComponentProps) {
  const { admin, categories, job, jobMissing } = loaderData;
  const { progress, pollFailed } = useJobProgress(job);
  const { toast } = useToast();
  const navigate = useNavigate();
  const reported = useRef<string | null>(null);

  // A run that ends with nothing made is a failure the admin must see.
  useEffect(() => {
    if (!progress?.finished || progress.status !== "failed" || reported.current === progress.id) return;
    reported.current = progress.id;
    toast({
      title: "Bulk generation failed",
      description: progress.items.find((i) => i.error)?.error ?? "Failed to generate formulations",
      variant: "destructive",
    });
  }, [progress, toast]);

  useEffect(() => {
    if (!jobMissing) return;
    toast({ title: "Job not found", description: "It may have been removed.", variant: "destructive" });
    navigate(href("/admin/bulk-formulations"), { replace: true });
  }, [jobMissing, toast, navigate]);

  return (
    <AdminLayout email={admin.email}>
      <title>Bulk Formulations – Admin Dashboard | Formulab</title>
      <h2 className="text-lg font-bold">Bulk Formulations</h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Generate several formulations for an existing category. They are saved as drafts; approve them in the
        Formulations tab.
      </p>
      <BulkGeneratorForm categories={categories} busy={Boolean(progress && !progress.finished)} />
      {progress ? (
        <div className="mt-6">
          <JobProgressPanel progress={progress} pollFailed={pollFailed} />
          <GeneratedList previews={progress.previews} items={progress.items} />
        </div>
      ) : null}
    </AdminLayout>
  );
}
