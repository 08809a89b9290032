/**
 * The wizard's option lists that are plain text (the wizard's steps), kept free of zod and the knowledge
 * base so the browser's wizard shows exactly the values the engine accepts.
 */
export const STORAGE_OPTIONS = [
  "Room Temperature (15-25°C)",
  "Cool Storage (2-8°C)",
  "Refrigerated (0-4°C)",
  "Controlled Room Temp (20-25°C)",
  "Below 30°C",
] as const;

/**
 * Spec §3 lists "Small Batch (10-100 units)" here but names "Small Batch (1-100 units)" as the
 * form's default; the default is the first option, so the two agree (ADR 0019).
 */
export const PRODUCTION_VOLUMES = [
  "Small Batch (10-100 units)",
  "Medium Batch (100-1,000 units)",
  "Large Batch (1,000-10,000 units)",
  "Industrial Scale (10,000+ units)",
] as const;
