import { useEffect, useId, useState } from "react";
import { data, Form, href, Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { BatchQuerySchema, loadBatchRecord } from "#app/features/formulation/batch-record.server";
import { BatchSizeFields } from "#app/features/formulation/components/batch-size-fields";
import { FormulationNotFound } from "#app/features/formulation/components/not-found";
import { isIdOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { AppError } from "#app/server/app-error";
import { callerOf } from "#app/server/authorize.server";
import { getDb } from "#app/server/db/client.server";
import { findFormulation } from "#app/server/formulations.server";
import {
  batchLabel,
  DROP_RULE,
  formatGrams,
  formatRange,
  formatVolume,
  PREMIX_RULE,
  PROTECTION_TITLE,
  TOLERANCE_RULE,
} from "#formulation/browser";
import type { Route } from "./+types/batch-record";

// Public and edge-cached like the formulation page: the same record for everyone, keyed by the
// query (docs/decisions/0018).
export const policy = { access: "public", cache: "edge", query: ["size", "unit"] } as const satisfies RoutePolicy;

const DEFAULT_SIZE = "1";
const DEFAULT_UNIT = "kg";

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = {
    size: url.searchParams.get("size") ?? DEFAULT_SIZE,
    unit: url.searchParams.get("unit") ?? DEFAULT_UNIT,
  };
  const db = getDb();
  const parsed = BatchQuerySchema.safeParse(query);
  if (!parsed.success) {
    // The form comes back with the message, for the formulation the visitor asked about.
    const f = isIdOrSlug(params.id) ? await findFormulation(db, params.id) : undefined;
    const error = parsed.error.issues[0]?.message ?? "Invalid batch size";
    return data(
      { page: null, query, error, formulation: f ? { slug: f.slug, name: f.name } : null },
      { status: f ? 400 : 404 },
    );
  }
  try {
    const page = await loadBatchRecord({ db, caller: callerOf(request) }, { id: params.id, ...query });
    return { page, query, error: null, formulation: { slug: page.formulation.slug, name: page.formulation.name } };
  } catch (error) {
    // Not found, or an id that cannot name a formulation: the page's 404.
    if (error instanceof AppError && (error.status === 404 || error.status === 400))
      return data({ page: null, query, error: null, formulation: null }, { status: 404 });
    throw error;
  }
}

type LoaderData = Route.ComponentProps["loaderData"];
type Page = NonNullable<LoaderData["page"]>;

const th = "px-2 py-2 text-left font-semibold print:px-1 print:py-1";
const td = "px-2 py-2 align-top print:px-1 print:py-1";
/** Cells to write in by hand: tall enough for a pen, ruled in print. */
const blank = "min-w-16 border-l border-slate-200 px-2 py-2 print:border-slate-400";

function BatchForm({ query, error }: { query: LoaderData["query"]; error: string | null }) {
  // Printing needs the browser's print dialog: the button appears once JavaScript runs.
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(true), []);
  return (
    <Form method="get" className="no-print rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-end gap-3">
        <BatchSizeFields size={query.size} unit={query.unit} error={error} />
        <Button type="submit" variant="secondary">
          Update
        </Button>
        {canPrint && !error ? <Button onClick={() => window.print()}>Print</Button> : null}
      </div>
    </Form>
  );
}

function FillIn({ labels }: { labels: readonly string[] }) {
  // On paper the fields share one row: four short ones, or two long ones.
  const printColumns = labels.length >= 4 ? "print:grid-cols-4" : "print:grid-cols-2";
  return (
    <div className={`grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 print:gap-y-2 ${printColumns}`}>
      {labels.map((label) => (
        <div key={label}>
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
          <div className="mt-5 border-b border-slate-500 print:mt-4" />
        </div>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 print:space-y-1.5">
      <h2
        id={id}
        className="border-b border-slate-200 pb-1 text-xl font-semibold text-brand-800 print:break-after-avoid print:text-base"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A sheet's table keeps all its columns (it is made for paper); on a phone it scrolls sideways in
 * its box, and a line above it says so.
 */
function TableBox({ children }: { children: React.ReactNode }) {
  return (
    <>
      <p className="text-xs font-medium text-slate-600 md:hidden print:hidden" aria-hidden="true">
        Swipe the table sideways to see every column →
      </p>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white print:overflow-visible print:rounded-none print:border-slate-400">
        {children}
      </div>
    </>
  );
}

/** A sheet's table in its box: the grey head row, then the body. `layout` sets its width (and fixed columns). */
function SheetTable({ layout, head, children }: { layout: string; head: React.ReactNode; children: React.ReactNode }) {
  return (
    <TableBox>
      <table className={`w-full ${layout} text-sm print:min-w-0 print:text-[8.5pt]`}>
        <thead className="bg-slate-100 text-xs text-slate-700 print:text-[8pt]">
          <tr>{head}</tr>
        </thead>
        {children}
      </table>
    </TableBox>
  );
}

/** Head cells that are only their label. */
function headCells(labels: readonly string[]) {
  return labels.map((h) => (
    <th key={h} scope="col" className={th}>
      {h}
    </th>
  ));
}

/** One phase's part of a sheet: its title kept with the table under it on paper. */
function PhasePart({ title, className, children }: { title: string; className: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <h3 className="font-semibold text-ink print:break-after-avoid">{title}</h3>
      {children}
    </div>
  );
}

/** What to wear and do while making the batch, from the mixture's CLP classification. */
function Protection({ page }: { page: Page }) {
  const { protection } = page;
  return (
    <Section title={PROTECTION_TITLE}>
      <p className="text-xs text-slate-600">{protection.summary}</p>
      {protection.measures.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm print:text-[8.5pt]" data-testid="protection">
          {protection.measures.map((m) => (
            <li key={m.kind}>
              <span className="font-semibold">{m.text}</span>
              <span className="text-slate-600"> — for {m.because.join(", ")}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {protection.note ? (
        <p className="text-sm" data-testid="protection-note">
          {protection.note}
        </p>
      ) : null}
    </Section>
  );
}

function WeighingSheet({ page }: { page: Page }) {
  const { record } = page;
  // Without a volume column (batches over 5 kg) the figures get its room: large batches have long ones.
  const lines = record.phases.flatMap((p) => p.lines);
  return (
    <Section title="Weighing sheet">
      <div className="space-y-1 text-xs text-slate-600">
        <p>{TOLERANCE_RULE}</p>
        {record.volumes ? <p>{DROP_RULE}</p> : null}
        {lines.some((l) => l.premix) ? <p>* {PREMIX_RULE}</p> : null}
      </div>
      {record.phases
        .filter((phase) => phase.lines.length)
        .map((phase) => (
          <PhasePart key={phase.title} title={phase.title} className="space-y-2 print:break-inside-avoid">
            <SheetTable
              layout="min-w-[900px] table-fixed"
              head={
                <>
                  <th scope="col" className={`${th} w-[4%] text-right`}>
                    No.
                  </th>
                  <th scope="col" className={th}>
                    Ingredient
                  </th>
                  <th scope="col" className={`${th} ${record.volumes ? "w-[10%]" : "w-[13%]"} text-right`}>
                    Target (g)
                  </th>
                  <th scope="col" className={`${th} w-[6%] text-right`}>
                    Tol.
                  </th>
                  <th scope="col" className={`${th} ${record.volumes ? "w-[16%]" : "w-[21%]"}`}>
                    Accept (g)
                  </th>
                  {record.volumes ? (
                    <th scope="col" className={`${th} w-[10%]`}>
                      Volume
                    </th>
                  ) : null}
                  <th scope="col" className={`${th} w-[9%]`}>
                    Actual (g)
                  </th>
                  <th scope="col" className={`${th} w-[10%]`}>
                    Lot no.
                  </th>
                  <th scope="col" className={`${th} w-[6%]`}>
                    Time
                  </th>
                  <th scope="col" className={`${th} w-[7%]`}>
                    Initials
                  </th>
                </>
              }
            >
              <tbody className="divide-y divide-slate-200 print:divide-slate-400">
                {phase.lines.map((l) => (
                  <tr key={`${l.number}-${l.name}`} data-testid="weighing-row" className="print:break-inside-avoid">
                    <td className={`${td} text-right text-slate-500 tabular-nums`}>{l.number}</td>
                    <td className={`${td} font-medium`} data-testid="ingredient">
                      {l.name}
                      {l.premix ? " *" : ""}
                    </td>
                    <td
                      className={`${td} text-right font-semibold tabular-nums wrap-anywhere`}
                      data-testid="target-grams"
                    >
                      {formatGrams(l.grams)}
                    </td>
                    <td className={`${td} text-right whitespace-nowrap tabular-nums`}>±{l.tolerance.percent} %</td>
                    <td className={`${td} tabular-nums wrap-anywhere`}>{formatRange(l)}</td>
                    {record.volumes ? (
                      <td className={`${td} whitespace-nowrap tabular-nums`}>{formatVolume(l)}</td>
                    ) : null}
                    <td className={blank} />
                    <td className={blank} />
                    <td className={blank} />
                    <td className={blank} />
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-slate-300 bg-brand-50 font-semibold print:bg-transparent">
                <tr>
                  <td className={td} />
                  <td className={td}>Phase total</td>
                  <td className={`${td} text-right tabular-nums`}>
                    {formatGrams(phase.lines.reduce((sum, l) => sum + l.grams, 0))}
                  </td>
                  <td className={td} colSpan={record.volumes ? 7 : 6} />
                </tr>
              </tfoot>
            </SheetTable>
          </PhasePart>
        ))}
      <p className="font-semibold" data-testid="batch-total">
        Batch total: {formatGrams(record.totalGrams)} g
      </p>
    </Section>
  );
}

function ProcessSteps({ page }: { page: Page }) {
  return (
    <Section title="Process">
      <p className="text-xs text-slate-600">Tick each step when it is done and note the time and your initials.</p>
      {page.record.phases
        .filter((phase) => phase.steps.length)
        .map((phase) => (
          <PhasePart key={phase.title} title={phase.title} className="space-y-2">
            <SheetTable
              layout="min-w-[600px]"
              head={
                <>
                  <th scope="col" className={`${th} w-14`}>
                    Done
                  </th>
                  <th scope="col" className={th}>
                    Step
                  </th>
                  <th scope="col" className={`${th} w-20`}>
                    Time
                  </th>
                  <th scope="col" className={`${th} w-24`}>
                    Initials
                  </th>
                </>
              }
            >
              <tbody className="divide-y divide-slate-200 print:divide-slate-400">
                {phase.steps.map((step, n) => (
                  <tr key={step} className="print:break-inside-avoid">
                    <td className={td}>
                      <input
                        type="checkbox"
                        aria-label={`${phase.title}, step ${n + 1} done`}
                        className="size-4 accent-brand-700"
                      />
                    </td>
                    <td className={td}>
                      {n + 1}. {step}
                    </td>
                    <td className={blank} />
                    <td className={blank} />
                  </tr>
                ))}
              </tbody>
            </SheetTable>
          </PhasePart>
        ))}
    </Section>
  );
}

function Checks({ page }: { page: Page }) {
  return (
    <Section title="In-process checks">
      <SheetTable layout="min-w-[600px]" head={headCells(["Check", "Target", "Result", "Time", "Initials"])}>
        <tbody className="divide-y divide-slate-200 print:divide-slate-400">
          {page.record.checks.map((c) => (
            <tr key={c.check} className="print:break-inside-avoid">
              <th scope="row" className={`${td} text-left font-medium`}>
                {c.check}
              </th>
              <td className={td}>{c.target}</td>
              <td className={`${blank} w-1/5`} />
              <td className={`${blank} w-20`} />
              <td className={`${blank} w-24`} />
            </tr>
          ))}
        </tbody>
      </SheetTable>
    </Section>
  );
}

function SignOff() {
  return (
    <Section title="Sign-off">
      <SheetTable layout="min-w-[560px]" head={headCells(["Role", "Name", "Signature", "Date"])}>
        <tbody className="divide-y divide-slate-200 print:divide-slate-400">
          {["Prepared by", "Checked by", "Released by (QA)"].map((role) => (
            <tr key={role} className="h-12 print:h-10">
              <th scope="row" className={`${td} text-left font-medium`}>
                {role}
              </th>
              <td className={blank} />
              <td className={blank} />
              <td className={`${blank} w-1/6`} />
            </tr>
          ))}
        </tbody>
      </SheetTable>
      <FillIn labels={["Batch released / rejected (strike one)", "Yield (g) and number of units filled"]} />
    </Section>
  );
}

export default function BatchRecordPage({ loaderData }: Route.ComponentProps) {
  const { page, query, error, formulation } = loaderData;
  if (!formulation) return <FormulationNotFound />;
  const pdf = page
    ? `${href("/api/formulations/:id/batch-record.pdf", { id: formulation.slug })}?${new URLSearchParams({
        size: String(page.record.size),
        unit: page.record.unit,
      })}`
    : null;
  return (
    <article className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 print:max-w-none print:space-y-4 print:p-0 print:text-[9pt]">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link
          to={href("/formulation/:id", { id: formulation.slug })}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Back to {formulation.name}
        </Link>
        {pdf ? (
          <a href={pdf} className={buttonClass("secondary", "sm")} data-testid="batch-record-pdf">
            Download PDF
          </a>
        ) : null}
      </div>
      <header className="space-y-1">
        <p className="text-sm font-semibold text-brand-700">Batch record</p>
        <h1 className="text-3xl font-bold tracking-tight print:text-xl">{formulation.name}</h1>
        {page ? (
          <p className="text-sm text-slate-600 print:text-[8pt]">
            Batch size <span data-testid="batch-size">{batchLabel(page.record)}</span> · Document {page.documentId}
            {page.formulation.categoryName ? ` · ${page.formulation.categoryName}` : ""}
          </p>
        ) : null}
      </header>
      <BatchForm query={query} error={error} />
      {page ? (
        <>
          <FillIn labels={["Batch number", "Date of manufacture", "Start time", "Finish time"]} />
          <Protection page={page} />
          <WeighingSheet page={page} />
          <ProcessSteps page={page} />
          <Checks page={page} />
          <Section title="Deviations and notes">
            <div className="space-y-7 pt-4 print:space-y-6">
              <div className="border-b border-slate-500" />
              <div className="border-b border-slate-500" />
              <div className="border-b border-slate-500" />
            </div>
          </Section>
          <SignOff />
        </>
      ) : null}
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originOf(matches);
  const f = loaderData?.formulation;
  const size = loaderData?.page ? ` ${batchLabel(loaderData.page.record)}` : "";
  return seoMeta({
    title: f ? `Batch record${size}: ${f.name} – Formulab` : "Formulation Not Found – Formulab",
    description: f
      ? `Printable weighing sheet and batch record for ${f.name}: target weights with tolerances, process steps, in-process checks and sign-off.`
      : "This formulation does not exist.",
    origin,
    path: f ? `/formulation/${f.slug}` : "/browse",
    // One page per batch size: search engines get the formulation page instead.
    noindex: true,
  });
};
