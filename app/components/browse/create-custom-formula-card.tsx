import { href, Link } from "react-router";

/** The 'Create Custom Formula' card: leads to the formulation generator. */
export function CreateCustomFormulaCard() {
  return (
    <div
      id="create-custom-formula"
      className="flex flex-col items-start gap-4 rounded-2xl border border-accent-400 bg-gradient-to-r from-amber-50 to-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 className="text-xl font-bold text-ink">Create Custom Formula</h2>
        <p className="mt-1 text-sm text-slate-700">
          100% Free • No Registration Required • Professional Results — describe your product and get a validated
          formulation in seconds.
        </p>
      </div>
      <Link
        to={href("/demo")}
        className="shrink-0 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Start New Formulation
      </Link>
    </div>
  );
}
