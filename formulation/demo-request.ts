/**
 * The demo's one input schema, with the spec's message (§8) for a missing category or
 * description. It depends on zod only, so the browser's demo form validates with it too
 * (through `formulation/browser`) without shipping the engine.
 */
import { z } from "zod";

export const DEMO_MISSING_MESSAGE = "Please select a category and enter a product description";

export const DemoRequestSchema = z.object({
  category: z.string({ error: DEMO_MISSING_MESSAGE }).trim().min(1, DEMO_MISSING_MESSAGE).max(80),
  description: z
    .string({ error: DEMO_MISSING_MESSAGE })
    .trim()
    .min(1, DEMO_MISSING_MESSAGE)
    .max(1000, "Description must be at most 1000 characters"),
});
export type DemoRequest = z.infer<typeof DemoRequestSchema>;
