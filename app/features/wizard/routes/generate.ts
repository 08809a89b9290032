/**
 * The wizard's form posts here (ADR 0014): the same schema the browser validated with, parsed
 * with Conform, then the same use case as the JSON API. A note the visitor wrote is kept for the
 * team first (a failure there never stops the generation). The PDF comes back inside the reply,
 * so the wizard can save it and offer it again without asking for it twice.
 */
import type { RoutePolicy } from "#app/lib/route-policy";
import { submitForm } from "#app/server/forms.server";
import type { HazardAnswer } from "#formulation";
import { generateCustomFormulation } from "../custom-formulation.server";
import type { WizardNotice } from "../rules";
import { recordUserNote } from "../user-notes.server";
import type { Route } from "./+types/generate";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

export type GeneratedReply = {
  status: "success";
  report: {
    pdf: string;
    filename: string;
    formulationName: string;
    notices: WizardNotice[];
    hazard: HazardAnswer;
    requestId: string;
  };
};

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function action({ request }: Route.ActionArgs) {
  return submitForm(
    request,
    policy,
    generateCustomFormulation.input,
    async (value, { ctx }): Promise<GeneratedReply> => {
      if (value.productDescription) {
        await recordUserNote(ctx, { productType: value.productName, additionalNote: value.productDescription }).catch(
          () => undefined,
        );
      }
      const report = await generateCustomFormulation(
        { ...ctx, userAgent: request.headers.get("User-Agent") ?? undefined },
        value,
      );
      return {
        status: "success",
        report: {
          pdf: base64(report.bytes),
          filename: report.filename,
          formulationName: report.formulation.name,
          notices: report.notices.map(({ code, message, citation }) => ({ code, message, citation })),
          hazard: report.hazard,
          requestId: report.requestId,
        },
      };
    },
    // A logo from the branding panel travels as a data URL of up to 2 MB.
    { maxBytes: 3_000_000 },
  );
}
