import { z } from "zod";

/** One unit of queued work: item `itemIndex` of job `jobId`. */
export const JobMessageSchema = z.object({
  jobId: z.string().uuid(),
  itemIndex: z.number().int().min(0).max(10_000),
  kind: z.string().min(1).max(60),
  input: z.unknown(),
});
export type JobMessage = z.infer<typeof JobMessageSchema>;
