/**
 * The address's verification state on the account page, and a way to get a (new) link. A
 * verified address is what lets the owner sign in with an identity provider (ADR 0009).
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { href, useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";

export function EmailVerification({ email, verified }: { email: string; verified: boolean }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: "account-verify-email" });
  const { toast } = useToast();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (reply?.status === "success") {
      toast({
        title: "Verification e-mail sent",
        description: `Open the link we sent to ${email}.`,
        variant: "success",
      });
    } else if (reply?.status === "error") {
      toast({ title: "Not sent", description: reply.error?.[""]?.[0] ?? "Please try again.", variant: "destructive" });
    }
  }, [reply, email, toast]);

  if (verified) {
    return (
      <p className="mt-2 text-sm text-emerald-700" data-testid="email-status">
        ✓ E-mail address verified
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm" data-testid="email-status">
      <span className="text-amber-800">E-mail address not verified yet.</span>
      <fetcher.Form method="post" action={href("/my-account")}>
        <input type="hidden" name="intent" value="verify-email" />
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("secondary", "sm")}>
          {fetcher.state !== "idle" ? "Sending..." : "Send verification link"}
        </button>
      </fetcher.Form>
    </div>
  );
}
