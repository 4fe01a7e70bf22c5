import { z } from 'zod';
import { errorAnswers, messageAnswer, okAnswer } from '../../answerSchemas';
import { loggedInUserSchema, tenantConfigSchema } from './records';

/** POST /api/users/login */
const login = {
  200: okAnswer(
    // The signed-in user (as users/me answers it) with the tokens and the tenant's configuration.
    loggedInUserSchema.extend({
      access_token: z.string(),
      refresh_token: z.string(),
      tenantConfig: tenantConfigSchema,
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
