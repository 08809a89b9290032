/**
 * The logo settings a report request may carry (PDF header: company name and logo), checked the
 * same way wherever they arrive: the library's PDF download and the wizard's form and API.
 * Kept apart from `logo-settings.ts` so pages that only show the logo do not load zod.
 */
import { z } from "zod";

export const LogoSettingsSchema = z
  .object({
    logoUrl: z.string().max(2_800_000, "Logo too large: at most 2 MB").nullish(),
    logoSize: z.coerce.number().int().min(20).max(200).nullish(),
    companyName: z.string().trim().max(120, "Company name must be at most 120 characters").nullish(),
    showLogo: z.boolean().nullish(),
  })
  .strip();
