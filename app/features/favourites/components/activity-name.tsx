/**
 * My Account's one choice about the public activity feed: whether a download or a favourite of
 * yours is told with your first name, or as 'Someone' (the default). The privacy policy says what
 * the feed shows.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { href, Link, useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";

export function ActivityNamePanel({ shown, firstName }: { shown: boolean; firstName: string | null }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: "account-activity-name" });
  const { toast } = useToast();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (reply?.status === "error")
      toast({ title: "Not saved", description: reply.error?.[""]?.[0] ?? "Please try again.", variant: "destructive" });
  }, [reply, toast]);
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="activity-name-title"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="activity-name-title" className="font-semibold">
        Recent activity feed
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        When you download or save a library formulation, the site may tell other visitors, with the country on your
        account. {firstName ? `You appear as “${shown ? firstName : "Someone"}”.` : "You appear as “Someone”."}{" "}
        <Link to={href("/privacy-policy")} className="font-semibold text-brand-700 hover:underline">
          What the feed shows
        </Link>
      </p>
      <fetcher.Form method="post" action={href("/my-account")} className="mt-4">
        <input type="hidden" name="intent" value="activity-name" />
        <input type="hidden" name="show" value={shown ? "off" : "on"} />
        <button
          type="submit"
          disabled={busy || (!shown && !firstName)}
          aria-describedby={firstName ? undefined : "activity-name-none"}
          className={buttonClass("secondary", "sm")}
        >
          {shown ? "Show me as “Someone”" : "Show my first name in the activity feed"}
        </button>
        {firstName ? null : (
          <p id="activity-name-none" className="mt-2 text-xs text-slate-500">
            Your account has no first name to show.
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
