/** The account forms' full-width submit button, worded `busyLabel` and disabled while the form posts. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
