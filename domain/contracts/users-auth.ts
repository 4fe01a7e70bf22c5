import { loginRequestSchema } from '../authSchemas';
import { usersAuthAnswers } from './answers/users-auth';
import { z } from 'zod';
import { defineContract } from './contract';

/** The users-auth API resource: its endpoints, each with its access rule and schemas. */
export const usersAuthContract = defineContract({
  name: 'users-auth',
  path: '/api/users',
  endpoints: {
    login: {
      method: 'POST',
      path: '/api/users/login',
      access: { public: true },
      operationId: 'usersLogin',
      summary: 'Sign in',
      body: loginRequestSchema,
      answers: usersAuthAnswers.login,
    },
    logout: {
      method: 'POST',
      path: '/api/users/logout',
      access: { anyUser: true },
      operationId: 'usersLogout',
      summary: 'Sign out',
      body: z.unknown().optional(),
      answers: usersAuthAnswers.logout,
    },
    me: {
      method: 'GET',
      path: '/api/users/me',
      access: { anyUser: true },
      operationId: 'usersMe',
      summary: 'Get the signed-in user',
      answers: usersAuthAnswers.me,
    },
  },
});
