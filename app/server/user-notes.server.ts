import { sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "./app-error";
import { hit, LIMITS, RATE_LIMIT_MESSAGE } from "./auth/rate-limit.server";
import { userNotes } from "./db/schema";
import { defineUseCase, type ServiceContext } from "./use-case.server";

export const UserNoteSchema = z.object({
  productType: z.string({ error: "productType is required" }).trim().min(1, "productType is required").max(120),
  additionalNote: z
    .string({ error: "additionalNote is required" })
    .trim()
    .min(1, "additionalNote is required")
    .max(1000),
});

/** Stores a wizard note; a repeat of the same note for the same product counts up its frequency. */
export const recordUserNote = defineUseCase(UserNoteSchema, async ({ db, caller }: ServiceContext, note) => {
  if (!(await hit(db, `notes:ip:${caller.ip}`, LIMITS.notesPerIp))) throw new AppError(429, RATE_LIMIT_MESSAGE);
  const [row] = await db
    .insert(userNotes)
    .values(note)
    .onConflictDoUpdate({
      target: [userNotes.productType, userNotes.additionalNote],
      set: { frequency: sql`${userNotes.frequency} + 1`, updatedAt: new Date() },
    })
    .returning({ id: userNotes.id, frequency: userNotes.frequency });
  return row;
});
