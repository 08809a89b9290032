/**
 * The delete confirmation: the spec's question, Cancel and 'Delete Category'
 * ('Deleting...' while the server works). A category that still has formulations is refused by
 * the server; its message arrives as a destructive 'Delete failed' toast and the row stays.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import type { AdminCategory } from "#app/features/admin/categories.server";

export function DeleteCategoryDialog({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const { toast } = useToast();
  const deleting = fetcher.state !== "idle";
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!reply) return;
    if (reply.status === "success") {
      toast({ title: "Category deleted successfully", variant: "success" });
    } else {
      const message = reply.error?.[""]?.[0];
      toast({ title: "Delete failed", description: message || "Failed to delete category", variant: "destructive" });
    }
    onClose();
  }, [reply, toast, onClose]);

  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete Category"
      description={`Are you sure you want to delete the category "${category.name}"? This action cannot be undone.`}
      actions={
        <fetcher.Form method="post" className="flex justify-end gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={category.id} />
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={deleting}>
            {deleting ? "Deleting..." : "Delete Category"}
          </Button>
        </fetcher.Form>
      }
    />
  );
}
