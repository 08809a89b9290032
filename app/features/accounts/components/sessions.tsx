import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { href, useFetcher } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { formatDate, formatDateTime } from "#app/lib/dates";

export type SessionRow = { ref: string; device: string; createdAt: string; lastSeenAt: string; current: boolean };

/** One fetcher key for every row, so the toast survives the row's disappearance. */
const SIGN_OUT_KEY = "account-sign-out-session";

function useSignOutToast(key: string, success: string) {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key });
  const { toast } = useToast();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (reply?.status === "success") toast({ title: success, variant: "success" });
    else if (reply?.status === "error") {
      toast({ title: "Error", description: reply.error?.[""]?.[0] ?? "Please try again.", variant: "destructive" });
    }
  }, [reply, success, toast]);
  return fetcher;
}

/**
 * Where the account is signed in (ADR 0021): each session's browser, sign-in and last use, this
 * device marked; one other session or all of them can be signed out. Sessions end by themselves
 * 30 days after their last use and at the latest 90 days after sign-in.
 */
export function SessionsPanel({ sessions }: { sessions: SessionRow[] }) {
  useSignOutToast(SIGN_OUT_KEY, "Signed out on that device");
  const others = useSignOutToast("account-sign-out-others", "Signed out everywhere else");
  const otherCount = sessions.filter((s) => !s.current).length;
  return (
    <section
      aria-labelledby="sessions-title"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="sessions-title" className="font-semibold">
        Where you're signed in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sessions end 30 days after they were last used, and 90 days after sign-in at the latest.
      </p>
      <ul className="mt-4 divide-y divide-slate-100" aria-label="Active sessions">
        {sessions.map((s) => (
          <li
            key={s.ref}
            data-testid="session-row"
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {s.device}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                Last active {formatDateTime(s.lastSeenAt)} UTC · signed in {formatDate(s.createdAt)}
              </p>
            </div>
            {s.current ? null : <SignOutSession session={s} />}
          </li>
        ))}
      </ul>
      {otherCount > 0 ? (
        <others.Form method="post" action={href("/my-account")} className="mt-4">
          <input type="hidden" name="intent" value="sign-out-others" />
          <button type="submit" disabled={others.state !== "idle"} className={buttonClass("secondary", "sm")}>
            {others.state !== "idle" ? "Signing out..." : "Sign out everywhere else"}
          </button>
        </others.Form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">You're not signed in anywhere else.</p>
      )}
    </section>
  );
}

function SignOutSession({ session }: { session: SessionRow }) {
  const fetcher = useFetcher({ key: SIGN_OUT_KEY });
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("session") === session.ref;
  return (
    <fetcher.Form method="post" action={href("/my-account")}>
      <input type="hidden" name="intent" value="sign-out-session" />
      <input type="hidden" name="session" value={session.ref} />
      <button type="submit" disabled={busy} className="text-sm font-semibold text-danger-600 hover:underline">
        Sign out<span className="sr-only"> {session.device}</span>
      </button>
    </fetcher.Form>
  );
}
