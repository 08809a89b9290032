import { useFetcher } from "react-router";
import { useReplyOnce } from "#app/components/forms/use-reply-once";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import type { FormReply } from "#app/server/forms.server";

type StatusReply = FormReply | { status: "success"; intent: "status"; isActive: boolean };

/** Approve (draft → live) or Deactivate (live → draft), with the spec's toasts. */
export function StatusToggle({ id, name, isActive }: { id: string; name: string; isActive: boolean }) {
  const fetcher = useFetcher<StatusReply>({ key: `formulation-status-${id}` });
  const { toast } = useToast();
  const busy = fetcher.state !== "idle";

  useReplyOnce(fetcher.state === "idle" ? fetcher.data : undefined, (reply) => {
    if ("isActive" in reply) {
      toast(
        reply.isActive
          ? {
              title: "Formulation Approved",
              description: "The formulation is now live and visible to users",
              variant: "success",
            }
          : { title: "Formulation Deactivated", description: "The formulation has been deactivated" },
      );
    } else {
      toast({
        title: "Failed to update formulation status",
        description: reply.error?.[""]?.[0] ?? "Please try again",
        variant: "destructive",
      });
    }
  });

  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="isActive" value={isActive ? "false" : "true"} />
      <Button
        type="submit"
        size="sm"
        variant={isActive ? "secondary" : "primary"}
        disabled={busy}
        aria-label={`${isActive ? "Deactivate" : "Approve"} ${name}`}
      >
        {isActive ? "Deactivate" : "Approve"}
      </Button>
    </fetcher.Form>
  );
}
