/**
 * The custom-formula wizard's generation (POST /api/ai/custom-formulation): every wizard
 * field is validated with the form's limits and becomes an engine constraint; the engine builds
 * what was asked or refuses and says why. Each request is stored for the team's review (as a
 * user formulation request) and counted in the activity feed; the answer is the PDF report with
 * the engine's notices in it. Anonymous, so it is rate-limited per client address and, when keys
 * are configured, guarded by Turnstile (ADR 0019).
 */

import { batchQuantities, companyOf, REPORT_PRODUCTION_NOTES } from "#app/features/formulation/reports.server";
import { reportFilename } from "#app/features/wizard/rules";
import { AppError } from "#app/server/app-error";
import { enforce } from "#app/server/auth/rate-limit.server";
import { userFormulationRequests } from "#app/server/db/schema";
import { getBindings, getConfig } from "#app/server/env.server";
import { REPORT_FONTS } from "#app/server/pdf/fonts.server";
import { renderFormulationReport } from "#app/server/pdf/formulation-report";
import { defineUseCase, type ServiceContext } from "#app/server/use-case.server";
import {
  analyseGenerated,
  classifyGenerated,
  type GeneratedFormulation,
  generateFromWizard,
  type HazardAnswer,
  type Notice,
} from "#formulation";
import { budgetOf, CustomFormulationSchema } from "./schema";
import { verifyTurnstile } from "./turnstile.server";

export const GENERATION_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;
export const GENERATION_LIMIT_MESSAGE =
  "You have generated 10 formulations in the last 15 minutes. Please wait a few minutes and try again.";

export type WizardContext = ServiceContext & { userAgent?: string };

/** What a refused request says: the engine's reasons, and the closest products it can make. */
function refusalMessage(notices: readonly Notice[], suggestions: readonly { name: string }[]): string {
  const reasons = notices.map((n) => n.message).join(" ");
  const closest = suggestions.slice(0, 3).map((s) => s.name);
  return closest.length ? `${reasons} Closest products we can formulate: ${closest.join(", ")}.` : reasons;
}

/** Where a generated formulation is kept in R2, by the id of the request that made it. */
export function customFormulationKey(requestId: string): string {
  return `custom-formulations/${requestId}.json`;
}

/**
 * What the batch record, the label and the safety data sheet need of a generated formulation:
 * the formula and its process, and the product it was judged as (category, type, shelf life and
 * use), so its label and its CLP classification (and the protection it calls for) can be worked
 * out again.
 */
function storedFormulation(f: GeneratedFormulation) {
  const {
    name,
    ingredients,
    instructions,
    phLevel,
    temperature,
    viscosity,
    category,
    productType,
    leaveOn,
    shelfLife,
    usage,
  } = f;
  return {
    name,
    ingredients,
    instructions,
    phLevel,
    temperature,
    viscosity,
    category,
    productType,
    leaveOn,
    shelfLife,
    product: { category, productType, leaveOn, ...usage },
  };
}

export type CustomReport = {
  bytes: Uint8Array<ArrayBuffer>;
  filename: string;
  formulation: GeneratedFormulation;
  notices: Notice[];
  /** The formula's CLP classification, as the PDF prints it. */
  hazard: HazardAnswer;
  requestId: string;
};

export const generateCustomFormulation = defineUseCase(
  CustomFormulationSchema,
  async ({ db, caller, userAgent }: WizardContext, input): Promise<CustomReport> => {
    await enforce(db, `custom-formulation:ip:${caller.ip}`, GENERATION_LIMIT, caller, GENERATION_LIMIT_MESSAGE);
    const turnstile = getConfig().turnstile;
    if (turnstile) await verifyTurnstile(turnstile, input.turnstileToken, caller.ip);
    // The logo is checked before anything is generated or stored: a refused one leaves no request behind.
    const { logoSettings } = input;
    const company = await companyOf({ ...logoSettings, companyName: logoSettings?.companyName || input.productName });

    const wishes = [
      input.productDescription,
      input.color ? `Colour: ${input.color}.` : "",
      input.fragrance ? `Fragrance: ${input.fragrance}.` : "",
    ]
      .filter(Boolean)
      .join(" ");
    const wizard = {
      productName: input.productName,
      consistencyType: input.productType,
      viscosity: input.viscosity,
      volume: input.volume,
      specialProperties: input.specialRequirements,
      phLevel: input.phLevel,
      shelfLife: input.shelfLife,
      storageTemperature: input.storageTemperature,
      budgetCategory: budgetOf(input.costLevel),
      productionVolume: input.productionVolume,
      regulatoryRequirements: input.regulatoryRequirements,
      additionalNotes: wishes,
    };
    const outcome = generateFromWizard(wizard);
    const { logoSettings: _logo, turnstileToken: _token, ...formData } = input;

    // Every request is kept for the team's review, made or refused (status 'pending').
    const [stored] = await db
      .insert(userFormulationRequests)
      .values({
        productName: input.productName,
        productCategory: outcome.status === "formulated" ? outcome.formulation.category : null,
        consistencyType: input.productType,
        viscosity: input.viscosity,
        phLevel: String(input.phLevel),
        shelfLife: String(input.shelfLife),
        specialProperties: JSON.stringify(input.specialRequirements),
        budgetCategory: wizard.budgetCategory,
        productionVolume: input.productionVolume,
        regulatoryRequirements: JSON.stringify(input.regulatoryRequirements),
        additionalNotes: wishes || null,
        formData: JSON.stringify(formData),
        ipAddress: caller.ip,
        country: caller.country ?? null,
        userAgent: userAgent?.slice(0, 400) ?? null,
      })
      .returning({ id: userFormulationRequests.id });
    if (!stored) throw new Error("the formulation request was not stored");

    if (outcome.status === "refused") {
      throw new AppError(422, refusalMessage(outcome.notices, outcome.suggestions));
    }
    const f = outcome.formulation;
    const analysis = analyseGenerated(f);
    const hazard = classifyGenerated(f);
    const rendered = await renderFormulationReport(
      {
        documentId: `FL-C-${stored.id.slice(0, 8).toUpperCase()}`,
        date: new Date(),
        company,
        formulation: { ...f, categoryName: null },
        batch: batchQuantities(f.ingredients, f.batchSize),
        production: REPORT_PRODUCTION_NOTES,
        hazard,
        label: analysis.label,
        allergens: analysis.allergens,
        findings: analysis.findings.filter((x) => x.code !== "allergens"),
        notices: outcome.notices,
      },
      REPORT_FONTS,
    );
    // Kept so the visitor can print its batch record for any batch size (the request id is the key).
    await getBindings().MEDIA.put(customFormulationKey(stored.id), JSON.stringify(storedFormulation(f)), {
      httpMetadata: { contentType: "application/json" },
    });
    return {
      bytes: new Uint8Array(rendered),
      filename: reportFilename(input.productName),
      formulation: f,
      notices: outcome.notices,
      hazard,
      requestId: stored.id,
    };
  },
);
