import { z } from 'zod';
import { DIGIT_SYSTEMS, LOCALES } from '../../displayLocale';
import { errorAnswers, messageAnswer, okAnswer } from '../../answerSchemas';
import { loggedInUserSchema, tenantConfigSchema, userRoleSchema } from './records';

/** POST /api/users/login */
const login = {
  200: okAnswer(
    z.object({
      access_token: z.string(),
      refresh_token: z.string(),
      tenantConfig: tenantConfigSchema,
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      landlordId: z.string().nullable(),
      allowedHoldingProperties: z.boolean(),
      role: userRoleSchema,
      fname: z.string(),
      lname: z.string(),
      avatar: z.string().nullable(),
      profilePic: z.string().nullable(),
      locale: z.enum(LOCALES).nullable(),
      digits: z.enum(DIGIT_SYSTEMS),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/users/logout */
const logout = { 200: messageAnswer, ...errorAnswers };

/** GET /api/users/me */
const me = {
  200: okAnswer(loggedInUserSchema),
  ...errorAnswers,
};

export const usersAuthAnswers = { login, logout, me };
