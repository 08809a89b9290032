/**
 * A back-office dialog around one form saved through a fetcher: the form fills the body with its
 * intent (and the id of what it edits), Cancel and the submit button ('Saving…', disabled while
 * it posts) sit in the footer. A successful reply toasts `saved` and closes the dialog; a failure
 * keeps it open with the form's errors (useValidatedForm toasts those).
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";

type Props = {
  fetcher: FetcherWithComponents<SubmissionResult<string[]>>;
  /** The Conform form: its id ties the footer's submit button to the form in the body. */
  form: { id: string; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void };
  intent: string;
  /** The id of the record being edited; none for a new one. */
  recordId?: string;
  title: string;
  description: React.ReactNode;
  submitLabel: string;
  saved: { title: string; description?: string };
  wide?: boolean;
  onClose: () => void;
  children: React.ReactNode;
};

export function FormDialog({
  fetcher,
  form,
  intent,
  recordId,
  title,
  description,
  submitLabel,
  saved,
  wide,
  onClose,
  children,
}: Props) {
  const { toast } = useToast();
  const saving = fetcher.state !== "idle";
  const done = fetcher.state === "idle" && fetcher.data?.status === "success";
  const { title: savedTitle, description: savedDescription } = saved;

  useEffect(() => {
    if (!done) return;
    toast(
      savedDescription === undefined
        ? { title: savedTitle, variant: "success" }
        : { title: savedTitle, description: savedDescription, variant: "success" },
    );
    onClose();
  }, [done, savedTitle, savedDescription, toast, onClose]);

  return (
    <Dialog
      open
      wide={wide}
      onClose={onClose}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={form.id} disabled={saving}>
            {saving ? "Saving…" : submitLabel}
          </Button>
        </>
      }
    >
      <fetcher.Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="grid gap-4">
        <input type="hidden" name="intent" value={intent} />
        {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
        {children}
      </fetcher.Form>
    </Dialog>
  );
}
