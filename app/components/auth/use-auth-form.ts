/**
 * What the sign-up and log-in forms share: busy state, the server's and the browser's field
 * errors (the same zod schema on both sides), and the failure toast with the server's message.
 */
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { useToast } from "~/components/ui/toast";
import { fieldMessages } from "~/lib/auth-schemas";

type ActionData = { message: string; fields: Record<string, string> } | undefined;

export function useAuthForm(schema: z.ZodType, actionData: ActionData, failure: { title: string; fallback: string }) {
  const busy = useNavigation().state === "submitting";
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const { toast } = useToast();

  useEffect(() => {
    if (actionData?.message) {
      toast({ title: failure.title, description: actionData.message || failure.fallback, variant: "destructive" });
    }
  }, [actionData, toast, failure.title, failure.fallback]);

  /** Checks the form before it is sent; invalid forms stay on the page with their messages. */
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (parsed.success) return setClientErrors({});
    e.preventDefault();
    setClientErrors(fieldMessages(parsed.error));
  };

  return { busy, errors: { ...(actionData?.fields ?? {}), ...clientErrors }, onSubmit };
}
