/**
 * The delete confirmation: the spec's question, Cancel and 'Delete Category'
 * ('Deleting...' while the server works). A category that still has formulations is refused by
 * the server; its message arrives as a destructive 'Delete failed' toast and the row stays.
 */

import type { AdminCategory } from "#app/features/admin/categories.server";
import { ConfirmDeleteDialog } from "#app/features/admin/components/confirm-delete-dialog";

export function DeleteCategoryDialog({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  return (
    <ConfirmDeleteDialog
      id={category.id}
      title="Delete Category"
      question={`Are you sure you want to delete the category "${category.name}"? This action cannot be undone.`}
      confirmLabel="Delete Category"
      deleted="Category deleted successfully"
      failed="Failed to delete category"
      failedTitle="Delete failed"
      onClose={onClose}
    />
  );
}
