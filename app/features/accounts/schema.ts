/**
 * Sign-up and log-in rules with the spec's messages, shared by the pages (checked as the
 * visitor types) and the server (checked again, always).
 */
import { z } from "zod";
import { COUNTRIES } from "#app/lib/countries";
import { EmailAddressSchema } from "#app/lib/email-address";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordLength,
  personalPasswordProblem,
} from "./password-policy";

const email = EmailAddressSchema;

/**
 * A new password: 8 to 256 characters counted as people count them (code points after NFKC, see
 * password-policy.ts). The common-password blocklist is checked by the server's use case.
 */
const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX * 4, PASSWORD_TOO_LONG)
  .refine((p) => passwordLength(p) >= PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .refine((p) => passwordLength(p) <= PASSWORD_MAX, PASSWORD_TOO_LONG);

const SignupFields = z.object({
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(60),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(60),
  country: z
    .string({ error: "Please select your country" })
    .refine((c) => (COUNTRIES as readonly string[]).includes(c), "Please select your country"),
  email,
  password: newPassword,
  confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
});

const PasswordPair = SignupFields.pick({ password: true, confirmPassword: true });

const PasswordAndPerson = SignupFields.pick({ password: true, email: true, firstName: true, lastName: true });

export const SignupSchema = SignupFields.refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ["confirmPassword"],
  // Check the pair as soon as both passwords are valid, even while other fields still have errors.
  when: (payload) => PasswordPair.safeParse(payload.value).success,
}).refine((v) => !personalPasswordProblem(v.password, v), {
  path: ["password"],
  // The reason: the site's name, the e-mail address or a name (password-policy.ts).
  error: (issue) => {
    const v = issue.input as z.infer<typeof PasswordAndPerson>;
    return personalPasswordProblem(v.password, v) ?? PASSWORD_TOO_SHORT;
  },
  when: (payload) => PasswordAndPerson.safeParse(payload.value).success,
});
export type SignupInput = z.infer<typeof SignupSchema>;

export const LoginSchema = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX * 4),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, "Enter your current password")
    .max(PASSWORD_MAX * 4),
  newPassword: newPassword,
});

export const ForgotPasswordSchema = z.object({ email });

/** The token of an e-mailed reset link, as the link carries it. */
export const ResetToken = z
  .string()
  .regex(/^[a-z2-7]{32}$/, "This link is not complete. Please open it again from the e-mail.");

/** A new password from an e-mailed link: the token rides along in a hidden field. */
export const ResetPasswordSchema = z
  .object({
    token: ResetToken,
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

/** The six digits an authenticator app shows; spaces people type between groups are ignored. */
export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";
const totpCode = z
  .string({ error: TOTP_CODE_MESSAGE })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

/** A recovery code as shown (`abcde-fghij`); case, spaces and dashes do not matter. */
export const RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes, like abcde-12345";
const recoveryCode = z
  .string({ error: RECOVERY_CODE_MESSAGE })
  .transform((v) => v.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, RECOVERY_CODE_MESSAGE));

/** The second sign-in step: a code from the app, or (the other form) a recovery code. */
export const SecondFactorCodeSchema = z.object({ code: totpCode });
export const RecoveryCodeSchema = z.object({ recoveryCode });

/** My Account's two-factor forms, told apart by `intent` like the account page's other forms. */
export const MfaBeginSchema = z.object({ intent: z.literal("mfa-begin") });
export const MfaConfirmSchema = z.object({ intent: z.literal("mfa-confirm"), code: totpCode });
export const MfaRecoveryCodesSchema = z.object({ intent: z.literal("mfa-recovery-codes"), code: totpCode });
/** Turning the second factor off takes the password or a current code (an account may have no password). */
export const MfaRemoveSchema = z
  .object({
    intent: z.literal("mfa-remove"),
    password: z
      .string()
      .max(PASSWORD_MAX * 4)
      .optional(),
    code: z
      .string()
      .transform((v) => v.replace(/\s+/g, ""))
      .optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), {
    message: "Enter your password or a code from your authenticator app",
    path: ["password"],
  })
  .refine((v) => !v.code || /^\d{6}$/.test(v.code), { message: TOTP_CODE_MESSAGE, path: ["code"] });
