import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "./db/client.server";
import { userNotes } from "./db/schema";

export const UserNoteSchema = z.object({
  productType: z.string({ error: "productType is required" }).trim().min(1, "productType is required").max(120),
  additionalNote: z
    .string({ error: "additionalNote is required" })
    .trim()
    .min(1, "additionalNote is required")
    .max(1000),
});

/** Stores a wizard note; a repeat of the same note for the same product counts up its frequency. */
export async function recordUserNote(db: Database, note: z.infer<typeof UserNoteSchema>) {
  const [row] = await db
    .insert(userNotes)
    .values(note)
    .onConflictDoUpdate({
      target: [userNotes.productType, userNotes.additionalNote],
      set: { frequency: sql`${userNotes.frequency} + 1`, updatedAt: new Date() },
    })
    .returning({ id: userNotes.id, frequency: userNotes.frequency });
  return row;
}
