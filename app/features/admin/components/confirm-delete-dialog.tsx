/**
 * A delete confirmation for the CMS tabs: the question, Cancel and the delete button
 * ('Deleting...' while the server works), posting intent=delete to the page's action. Success and
 * failure are toasts with the spec's texts.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";

type Props = {
  id: string;
  title: string;
  question: string;
  confirmLabel: string;
  deleted: string;
  failed: string;
  /** The failure toast's title ("Error" unless the tab's spec words it otherwise). */
  failedTitle?: string;
  onClose: () => void;
};

export function ConfirmDeleteDialog({
  id,
  title,
  question,
  confirmLabel,
  deleted,
  failed,
  failedTitle = "Error",
  onClose,
}: Props) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const { toast } = useToast();
  const deleting = fetcher.state !== "idle";
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!reply) return;
    if (reply.status === "success") toast({ title: deleted, variant: "success" });
    else toast({ title: failedTitle, description: reply.error?.[""]?.[0] || failed, variant: "destructive" });
    onClose();
  }, [reply, toast, onClose, deleted, failed, failedTitle]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={question}
      actions={
        <fetcher.Form method="post" className="flex justify-end gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={deleting}>
            {deleting ? "Deleting..." : confirmLabel}
          </Button>
        </fetcher.Form>
      }
    />
  );
}
