import { href } from "react-router";
import { ButtonLink } from "#app/components/ui/button";

/**
 * What the formulation page and its printouts (batch record, label) show for an address that
 * names no published formulation: the same words and the same ways on everywhere.
 */
export function FormulationNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Formulation Not Found</h1>
      <p className="mt-3 text-slate-600">The formulation you are looking for does not exist or is not published.</p>
      <ul className="mx-auto mt-4 max-w-md list-disc pl-5 text-left text-sm text-slate-600">
        <li>Check the address for typing mistakes.</li>
        <li>Search for the product by name on the browse page.</li>
        <li>Open its category to see all published formulations.</li>
      </ul>
      <div className="mt-8 flex justify-center gap-3">
        <ButtonLink to={href("/browse")}>Browse All Formulations</ButtonLink>
        <ButtonLink to={href("/")} variant="secondary">
          Return Home
        </ButtonLink>
      </div>
    </section>
  );
}
