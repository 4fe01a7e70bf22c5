import { z } from 'zod';
import { oneLine } from './oneLine';
import { hasControlCharacters } from './listQuery';
import {
  ACCOUNT_MESSAGES as M,
  EMAIL_PATTERN,
  isStrongPassword,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './accountMessages';
import { GENDERS } from './user';
import { DIGIT_SYSTEMS, LOCALES } from './displayLocale';
import { isKuwaitiPhone, normalisePhone } from './phone';
import { text } from './messages/text';

// One set of rules for the forms and the routes (spec section 5). Messages live in
// accountMessages.ts so pages that only need a text do not pull zod in.

const name = (message: string) =>
  oneLine(z.string({ error: message }).trim().min(NAME_MIN_LENGTH, message).max(60, message));

export const emailSchema = z
  .string({ error: M.email })
  .trim()
  .max(254, M.email)
  .regex(EMAIL_PATTERN, M.email)
  // The pattern lets a NUL byte through, and PostgreSQL cannot even compare one.
  .refine((v) => !hasControlCharacters(v), M.email)
  .transform((email) => email.toLowerCase());

export const phoneSchema = z
  .string({ error: M.phone })
  .transform(normalisePhone)
  .refine(isKuwaitiPhone, M.phone);

/** POST /api/landlord-users/create (spec section 3's sign-up payload). */
export const signupSchema = z.object({
  fname: name(M.firstName),
  lname: name(M.lastName),
  email: emailSchema,
  phone: phoneSchema,
  gender: z.enum(GENDERS, { error: M.gender }),
  password: z.string({ error: M.passwordMin }).min(PASSWORD_MIN_LENGTH, M.passwordMin).max(256),
  roleId: z.number().int().positive().optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The register form adds the confirmation, checked only in the browser. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string({ error: M.passwordsDiffer }) })
  .refine((v) => v.password === v.confirmPassword, { message: M.passwordsDiffer, path: ['confirmPassword'] });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const otpSchema = z.string({ error: M.otpCode }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpCode);
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });

export const strongPasswordSchema = z
  .string({ error: M.strongPassword })
  .max(256, M.strongPassword)
  .refine(isStrongPassword, M.strongPassword);

/**
 * The single-use token the code check answers (43 base64url characters, 256 bits); the OTP page
 * hands it to new-password in navigation state with the email.
 */
export const resetTokenSchema = z
  .string({ error: M.resetExpired })
  .regex(/^[A-Za-z0-9_-]{43}$/, M.resetExpired);

/** POST /api/landlord-users/new/password: the spec's email and password, and the code check's token. */
export const newPasswordSchema = z.object({
  email: emailSchema,
  password: strongPasswordSchema,
  resetToken: resetTokenSchema,
});

export const newPasswordFormSchema = z
  .object({ password: strongPasswordSchema, confirmPassword: z.string({ error: M.passwordsDiffer }) })
  .refine((v) => v.password === v.confirmPassword, { message: M.passwordsDiffer, path: ['confirmPassword'] });

/** Profile edit (first/last name and phone follow the sign-up rules). */
export const profileUpdateSchema = z.object({
  fname: name(M.firstName),
  lname: name(M.lastName),
  phone: phoneSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: text('account.currentPasswordRequired') })
    .min(1, text('account.currentPasswordRequired')),
  newPassword: strongPasswordSchema,
});

/** POST /api/users/profile/language (issue 22): the signed-in user's language and digits. */
export const profileLanguageSchema = z.object({
  locale: z.enum(LOCALES, { error: text('account.localeChoice') }),
  digits: z.enum(DIGIT_SYSTEMS, { error: text('account.digitsChoice') }).default('latn'),
});
