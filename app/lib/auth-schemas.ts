/**
 * Sign-up and log-in rules with the spec's messages (§5), shared by the pages (checked as the
 * visitor types) and the server (checked again, always).
 */
import { z } from "zod";
import { COUNTRIES } from "./countries";

const email = z.string({ error: "Invalid email address" }).trim().toLowerCase().email("Invalid email address").max(254);

const SignupFields = z.object({
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(60),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(60),
  country: z
    .string({ error: "Please select your country" })
    .refine((c) => (COUNTRIES as readonly string[]).includes(c), "Please select your country"),
  email,
  password: z
    .string({ error: "Password must be at least 8 characters" })
    .min(8, "Password must be at least 8 characters")
    .max(200, "Password must be at most 200 characters"),
  confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
});

const PasswordPair = SignupFields.pick({ password: true, confirmPassword: true });

export const SignupSchema = SignupFields.refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ["confirmPassword"],
  // Check the pair as soon as both passwords are valid, even while other fields still have errors.
  when: (payload) => PasswordPair.safeParse(payload.value).success,
});
export type SignupInput = z.infer<typeof SignupSchema>;

export const LoginSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(200),
  newPassword: z.string().min(8, "Password must be at least 8 characters").max(200),
});
