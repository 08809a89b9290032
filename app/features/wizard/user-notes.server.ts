import { sql } from "drizzle-orm";
import { z } from "zod";
import { enforce, LIMITS } from "#app/server/auth/rate-limit.server";
import { userNotes } from "#app/server/db/schema";
import { defineUseCase, type ServiceContext } from "#app/server/use-case.server";

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
  await enforce(db, `notes:ip:${caller.ip}`, LIMITS.notesPerIp, caller);
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
