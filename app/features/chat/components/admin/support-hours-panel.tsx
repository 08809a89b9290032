/**
 * Support hours (Settings tab): when a formulator answers chats and how soon. With whether someone
 * has the Support inbox open, they decide whether the chat widget is online or away (ADR 0058).
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { useId } from "react";
import { useFetcher } from "react-router";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { Button } from "#app/components/ui/button";
import { TextField } from "#app/components/ui/field";
import { type SupportHours, SupportHoursSchema, WEEKDAYS } from "#app/features/chat/support-hours";
import type { FormReply } from "#app/server/forms.server";

export function SupportHoursPanel({ hours }: { hours: SupportHours }) {
  const fetcher = useFetcher<FormReply>();
  const titleId = useId();
  const { form, fields, formMessage } = useValidatedForm(SupportHoursSchema, fetcher.data, {
    id: "support-hours",
    defaultValue: { ...hours, replyMinutes: hours.replyMinutes },
  });
  const saved = fetcher.state === "idle" && fetcher.data?.status === "success";
  const dayErrors = firstError(fields.days);
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={titleId} className="font-bold text-ink">
        Support hours
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        The chat shows Online only inside these hours while someone from the team has the Support inbox open, and then
        tells visitors how soon a formulator answers. Otherwise it shows Away and asks for the visitor's e-mail with
        their question; both arrive in the Support inbox.
      </p>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="support-hours" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Days</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {WEEKDAYS.map((day, i) => (
              <label key={day} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" name={fields.days.name} value={i} defaultChecked={hours.days.includes(i)} />
                {day}
              </label>
            ))}
          </div>
          {dayErrors ? <p className="mt-1 text-sm text-danger-600">{dayErrors}</p> : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="From"
            {...getInputProps(fields.start, { type: "time" })}
            key={fields.start.key}
            error={firstError(fields.start)}
          />
          <TextField
            label="Until"
            {...getInputProps(fields.end, { type: "time" })}
            key={fields.end.key}
            error={firstError(fields.end)}
          />
          <TextField
            label="Time zone"
            {...getInputProps(fields.timeZone, { type: "text" })}
            key={fields.timeZone.key}
            error={firstError(fields.timeZone)}
            hint="e.g. UTC or Europe/Berlin"
          />
          <TextField
            label="Usual reply time (minutes)"
            {...getInputProps(fields.replyMinutes, { type: "number" })}
            key={fields.replyMinutes.key}
            min={1}
            max={1440}
            error={firstError(fields.replyMinutes)}
          />
        </div>
        {formMessage ? (
          <p role="alert" className="text-sm text-danger-600">
            {formMessage}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving..." : "Save support hours"}
          </Button>
          {saved ? (
            <p role="status" className="text-sm text-emerald-700">
              Support hours saved.
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
