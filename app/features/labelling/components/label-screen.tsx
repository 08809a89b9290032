/**
 * The label page (a library formulation's or a wizard one's): the pack and UFI form, the label as
 * it prints, the PDF and SDS links. On paper only the label prints, in a framed box; the form,
 * the links and the packaging remarks are for the screen.
 */
import { useEffect, useId, useState } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { FormulationNotFound } from "#app/features/formulation/components/not-found";
import { GhsPictogram } from "#app/features/hazard/components/hazard-panel";
import type { LabelPage, LabelPageData } from "#app/features/labelling/labelling.server";
import { LABEL_UNITS, UFI_PATTERN } from "../label-rules";
import { PaoSymbol } from "./pao-symbol";

const control = "mt-1 rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm";
const fieldLabel = "block text-sm font-medium text-slate-700";

function LabelForm({ query, error }: { query: LabelPageData["query"]; error: string | null }) {
  const ids = { size: useId(), unit: useId(), ufi: useId(), error: useId() };
  // Printing needs the browser's print dialog: the button appears once JavaScript runs.
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(true), []);
  const invalid = error ? { "aria-invalid": true, "aria-describedby": ids.error } : {};
  return (
    <Form method="get" className="no-print rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={ids.size} className={fieldLabel}>
            Pack size
          </label>
          <input
            id={ids.size}
            name="size"
            inputMode="decimal"
            defaultValue={query.size}
            className={`${control} w-28`}
            {...invalid}
          />
        </div>
        <div>
          <label htmlFor={ids.unit} className={fieldLabel}>
            Unit
          </label>
          <select
            id={ids.unit}
            name="unit"
            defaultValue={(LABEL_UNITS as readonly string[]).includes(query.unit) ? query.unit : "ml"}
            className={control}
          >
            {LABEL_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full sm:w-auto">
          <label htmlFor={ids.ufi} className={fieldLabel}>
            UFI <span className="font-normal text-slate-500">(hazardous mixtures)</span>
          </label>
          <input
            id={ids.ufi}
            name="ufi"
            defaultValue={query.ufi}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            pattern={UFI_PATTERN}
            title="16 characters: XXXX-XXXX-XXXX-XXXX"
            autoCapitalize="characters"
            spellCheck={false}
            className={`${control} w-full font-mono sm:w-64`}
            {...invalid}
          />
        </div>
        <Button type="submit" variant="secondary">
          Update
        </Button>
        {canPrint && !error ? <Button onClick={() => window.print()}>Print label</Button> : null}
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="mt-3 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** A line to write on by hand, with what goes there. */
function Blank({ label }: { label: string }) {
  return (
    <div className="min-w-0 flex-1 basis-48">
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
      <div className="mt-5 border-b border-slate-500" />
    </div>
  );
}

function Statements({ items }: { items: readonly { code: string; text: string }[] }) {
  return (
    <ul className="space-y-1">
      {items.map((s) => (
        <li key={s.code}>
          <span className="font-semibold">{s.code}</span> {s.text}
        </li>
      ))}
    </ul>
  );
}

function ClpPart({ page }: { page: LabelPage }) {
  const { label } = page;
  if (label.kind !== "clp") return null;
  const statements = [...label.hazardStatements, ...label.supplementalStatements];
  return (
    <>
      {label.pictograms.length ? (
        <div className="flex flex-wrap gap-3" data-testid="label-pictograms">
          {label.pictograms.map((code) => (
            <GhsPictogram key={code} code={code} size={72} className="size-16 sm:size-[72px] print:size-[22mm]" />
          ))}
        </div>
      ) : null}
      {label.signalWord ? (
        <p className="text-2xl font-extrabold tracking-wide uppercase" data-testid="signal-word">
          {label.signalWord}
        </p>
      ) : null}
      {label.contains.length ? <p className="font-semibold">Contains: {label.contains.join(", ")}.</p> : null}
      {statements.length ? (
        <Statements items={statements} />
      ) : (
        <p>Not classified as hazardous under Regulation (EC) No 1272/2008: no hazard label elements.</p>
      )}
      {label.precautionaryStatements.length ? <Statements items={label.precautionaryStatements} /> : null}
      {label.detergentStatement.length ? (
        <div>
          <p className="font-semibold">Ingredients (Regulation (EC) No 648/2004):</p>
          <ul>
            {label.detergentStatement.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="font-mono text-base" data-testid="label-ufi">
        {page.ufi ? `UFI: ${page.ufi}` : "UFI: ____-____-____-____"}
      </p>
    </>
  );
}

function CosmeticPart({ page }: { page: LabelPage }) {
  const { label } = page;
  if (label.kind !== "cosmetic") return null;
  const d = label.durability;
  const pao = d.kind === "pao" ? d.months : d.kind === "best-before" ? d.paoMonths : null;
  return (
    <>
      <p data-testid="label-ingredients">
        <span className="font-semibold">Ingredients:</span> {label.ingredients.join(", ")}.
      </p>
      {label.warnings.map((w) => (
        <p key={w} className="font-semibold">
          {w}
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        {page.bestBefore ? (
          <p className="font-semibold" data-testid="best-before">
            Best used before the end of: {page.bestBefore}
          </p>
        ) : null}
        {d.kind === "pao" || pao !== null ? (
          <span className="inline-flex items-center gap-2 text-ink" data-testid="label-pao">
            <PaoSymbol months={pao} />
            <span className="text-xs text-slate-600">
              {pao === null
                ? "Period after opening: set it from the in-use stability test"
                : `${pao} months after opening`}
            </span>
          </span>
        ) : null}
        {d.kind === "unknown" ? (
          <p className="text-sm text-slate-600">Durability: to be completed from the product's stability test.</p>
        ) : null}
      </div>
    </>
  );
}

export function LabelScreen({
  data,
  pdfPath,
  back,
}: {
  data: LabelPageData;
  /** The formulation's API path, under which label.pdf and sds.pdf are. */
  pdfPath: string;
  back: { to: string; label: string } | null;
}) {
  const { page, query, error } = data;
  if (data.notFound) return <FormulationNotFound />;
  const pdfQuery = new URLSearchParams({ size: query.size, unit: query.unit, ...(page?.ufi ? { ufi: page.ufi } : {}) });
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        {back ? (
          <Link to={back.to} className="text-sm font-semibold text-brand-700 hover:underline">
            ← {back.label}
          </Link>
        ) : (
          <span />
        )}
        {page ? (
          <div className="flex flex-wrap gap-2">
            <a
              href={`${pdfPath}/label.pdf?${pdfQuery}`}
              className={buttonClass("secondary", "sm")}
              data-testid="label-pdf"
            >
              Label PDF
            </a>
            {page.sds ? (
              <a href={`${pdfPath}/sds.pdf`} className={buttonClass("secondary", "sm")} data-testid="sds-pdf">
                Safety data sheet (draft)
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      <header className="no-print space-y-1">
        <p className="text-sm font-semibold text-brand-700">Product label</p>
        <h1 className="text-3xl font-bold tracking-tight">{page?.formulation.name ?? "Label"}</h1>
        <p className="text-sm text-slate-600">
          Choose the pack size; for a hazardous mixture enter its UFI once it is notified to the poison centres.
        </p>
      </header>
      <LabelForm query={query} error={error} />
      {page ? (
        <>
          <section
            aria-label="Label"
            data-testid="label"
            className="space-y-3 rounded-lg border-2 border-ink bg-white p-4 text-sm leading-snug break-words text-ink sm:p-6 print:break-inside-avoid print:rounded-none print:text-[9pt]"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 className="text-xl font-bold sm:text-2xl print:text-[14pt]">{page.formulation.name}</h2>
              <p className="text-lg font-bold" data-testid="label-quantity">
                {page.quantity}
              </p>
            </div>
            <ClpPart page={page} />
            <CosmeticPart page={page} />
            <div className="flex flex-wrap gap-x-6 gap-y-3 pt-2">
              <Blank label="Batch number" />
              <Blank
                label={
                  page.label.kind === "clp" ? "Supplier: name, address, telephone" : "Responsible person: name, address"
                }
              />
            </div>
          </section>
          {page.label.kind === "clp" && page.label.packaging.length ? (
            <section className="no-print rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
              <h2 className="font-semibold">For the packaging (not label text)</h2>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {page.label.packaging.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {page.bestBefore ? (
            <p className="no-print text-xs text-slate-600">
              The date is the end of the month the shelf life runs to from today's filling date (Regulation (EC) No
              1223/2009, Article 19(1)(c)).
            </p>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
