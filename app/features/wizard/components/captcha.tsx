/**
 * The wizard's arithmetic check: the sum of two numbers from 1 to 10. A wrong answer
 * shows the spec's message and a new challenge after 2 s; the refresh button draws a new one;
 * Verify is disabled while the answer is empty. It only slows down people, not scripts — the
 * server's rate limit and, when configured, Turnstile do that (ADR 0019).
 */
import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button";
import { newChallenge } from "../rules";

export const CAPTCHA_RETRY_MS = 2000;

export function Captcha({ verified, onVerified }: { verified: boolean; onVerified: () => void }) {
  // The wizard renders only in the browser (it loads on demand), so drawing here is safe.
  const [challenge, setChallenge] = useState(newChallenge);
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState("");
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();

  useEffect(() => () => clearTimeout(retry.current), []);

  function refresh() {
    clearTimeout(retry.current);
    setChallenge(newChallenge());
    setAnswer("");
    setError("");
  }

  function verify() {
    if (!answer.trim()) return;
    if (Number(answer) === challenge.a + challenge.b) {
      setError("");
      onVerified();
      return;
    }
    setError("Incorrect answer. Please try again.");
    clearTimeout(retry.current);
    retry.current = setTimeout(refresh, CAPTCHA_RETRY_MS);
  }

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="captcha">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-sm font-semibold text-ink">Security verification</h4>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${verified ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"}`}
        >
          {verified ? "Verified" : "Pending"}
        </span>
      </div>
      {verified ? (
        <p className="mt-2 text-sm text-emerald-700" role="status">
          Verification Successful!
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={inputId} className="block text-sm text-slate-700">
              What is {challenge.a} + {challenge.b}?
            </label>
            <input
              id={inputId}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={answer}
              onChange={(e) => setAnswer(e.target.value.replace(/[^\d]/g, ""))}
              // Enter verifies the answer; it does not send the wizard's form around it.
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                verify();
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className="mt-1 w-24 rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
            />
          </div>
          <button type="button" className={buttonClass("primary", "md")} disabled={!answer.trim()} onClick={verify}>
            Verify
          </button>
          <button type="button" className={buttonClass("ghost", "md")} onClick={refresh} aria-label="New challenge">
            ↻ New challenge
          </button>
          {error ? (
            <p id={`${inputId}-error`} className="w-full text-sm text-danger-600" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
