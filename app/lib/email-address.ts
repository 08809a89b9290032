/**
 * What an e-mail address field accepts, everywhere one is typed (sign-up, sign-in, password reset,
 * the chat's away message): trimmed, lowercased, a valid address, at most 254 characters (RFC 5321).
 * Kept apart from lib/fields.ts so the chat widget can use it without the formulation engine.
 */
import { z } from "zod";

export const INVALID_EMAIL = "Invalid email address";

export const EmailAddressSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .email(INVALID_EMAIL)
  .max(254, "An e-mail address is at most 254 characters");
