import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { hasControlCharacters } from './listQuery';
import { LOGIN_MESSAGES, normaliseLoginEmail } from './auth';

// Schemas live apart from the messages so the login page can use the messages without
// pulling zod into the visitor's first download.
export const loginRequestSchema = z.object({
  email: z
    .string({ error: LOGIN_MESSAGES.emailRequired })
    .transform(normaliseLoginEmail)
    .pipe(
      z
        .string()
        .min(1, LOGIN_MESSAGES.emailRequired)
        .max(254)
        // A NUL byte cannot reach PostgreSQL; no address holds a control character.
        .refine((v) => !hasControlCharacters(v), ACCOUNT_MESSAGES.email),
    ),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(256),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
