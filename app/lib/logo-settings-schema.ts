/**
 * The logo settings a report request may carry (PDF header: company name and logo), checked the
 * same way wherever they arrive: the library's PDF download and the wizard's form and API.
 * Kept apart from `logo-settings.ts` so pages that only show the logo do not load zod.
 */
import { z } from "zod";
import { REPORT_LOGO_MESSAGES } from "./image-uploads";
import { REPORT_LOGO_URL_MAX, reportLogoOf } from "./report-logo";

/**
 * The logo as a data URL, refused at the boundary unless its header says it is a PNG or JPEG
 * within the report logo's limits: the length first (no base64 past 2 MB is decoded), then the
 * bytes' own header. An empty string is no logo.
 */
const LogoUrlSchema = z
  .string()
  .max(REPORT_LOGO_URL_MAX, REPORT_LOGO_MESSAGES.bytes)
  .superRefine((url, ctx) => {
    if (url === "") return;
    const logo = reportLogoOf(url);
    if (!logo.ok) ctx.addIssue({ code: "custom", message: logo.message });
  });

export const LogoSettingsSchema = z
  .object({
    logoUrl: LogoUrlSchema.nullish(),
    logoSize: z.coerce.number().int().min(20).max(200).nullish(),
    companyName: z.string().trim().max(120, "Company name must be at most 120 characters").nullish(),
    showLogo: z.boolean().nullish(),
  })
  .strip();
