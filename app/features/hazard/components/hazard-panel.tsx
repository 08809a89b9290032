import { useId } from "react";
import type { HazardAnswer, Statement } from "#formulation";
import { DETERGENT_TITLE, HAZARD_TITLE, PACKAGING_TITLE } from "../wording";
import { GhsPictogram } from "./ghs-pictogram";

// The label page draws pictograms through this module too, so the diamond's code ships in one
// chunk with the panel instead of a chunk of its own on every page that shows a hazard.
export { GhsPictogram };

function Statements({ title, list, testId }: { title: string; list: readonly Statement[]; testId: string }) {
  if (!list.length) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      <ul className="mt-1 space-y-1 text-sm text-slate-700" data-testid={testId}>
        {list.map((s) => (
          <li key={s.code} className="flex gap-2">
            <span className="w-24 shrink-0 font-semibold text-ink sm:w-36">
              {/* A combined code ("P305+P351+P338") may break after a plus, never inside a code. */}
              {s.code.split("+").map((part, i) => (
                <span key={part}>
                  {i ? (
                    <>
                      +<wbr />
                    </>
                  ) : null}
                  {part}
                </span>
              ))}
            </span>
            <span className="min-w-0">{s.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A formula's CLP label elements as the classification gives them: what regime applies, the
 * pictograms, the signal word, the statements in full, the packaging a consumer product needs,
 * the detergent ingredient statement and what is estimated or left to a test. Plain markup, so
 * it reads the same rendered on the server without any JavaScript.
 */
export function HazardPanel({ hazard, heading = "h3" }: { hazard: HazardAnswer; heading?: "h2" | "h3" }) {
  const Heading = heading;
  const headingId = useId();
  const labelled = hazard.regime !== "cosmetic";
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="hazard-panel"
    >
      <Heading id={headingId} className={heading === "h2" ? "text-xl font-semibold" : "font-semibold"}>
        {HAZARD_TITLE}
      </Heading>
      <p className="text-sm text-slate-700" data-testid="hazard-summary">
        {hazard.summary}
      </p>

      {hazard.pictograms.length || hazard.signalWord ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {hazard.pictograms.length ? (
            <ul className="flex flex-wrap gap-3" aria-label="Hazard pictograms">
              {hazard.pictograms.map((code) => (
                <li key={code} className="flex flex-col items-center text-xs text-slate-600">
                  <GhsPictogram code={code} size={72} />
                  <span aria-hidden="true">{code}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {hazard.signalWord ? (
            <p className="text-sm text-slate-600">
              Signal word{" "}
              <strong
                className="block text-2xl font-bold uppercase tracking-wide text-red-700"
                data-testid="signal-word"
              >
                {hazard.signalWord}
              </strong>
            </p>
          ) : null}
        </div>
      ) : null}

      {hazard.classification.length ? (
        <div>
          <h4 className="text-sm font-semibold text-ink">Classification and what drives it</h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-700" data-testid="hazard-classification">
            {hazard.classification.map((c) => (
              <li key={c.label}>
                <strong className="text-ink">{c.label}</strong> ({c.hazardStatement.code})
                {c.drivers.length ? ` — ${c.drivers.map((d) => `${d.name} ${d.percent} %`).join(", ")}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Statements title="Hazard statements" list={hazard.hazardStatements} testId="hazard-statements" />
      <Statements
        title="Precautionary statements"
        list={hazard.precautionaryStatements}
        testId="precautionary-statements"
      />
      <Statements
        title="Supplemental statements (EUH)"
        list={hazard.supplementalStatements}
        testId="supplemental-statements"
      />

      {labelled && hazard.packaging ? (
        <div>
          <h4 className="text-sm font-semibold text-ink">{PACKAGING_TITLE}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="hazard-packaging">
            {hazard.packaging.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {hazard.detergentLabel?.lines.length ? (
        <div>
          <h4 className="text-sm font-semibold text-ink">{DETERGENT_TITLE}</h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-700" data-testid="detergent-label">
            {hazard.detergentLabel.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {hazard.notes.length ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <h4 className="font-semibold">Notes</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="hazard-notes">
            {hazard.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
