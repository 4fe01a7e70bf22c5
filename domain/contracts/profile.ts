import { changePasswordSchema, profileUpdateSchema } from '../accountSchemas';
import { PROFILE_MESSAGES } from '../profileMessages';
import { profileAnswers } from './answers/profile';
import { z } from 'zod';
import { defineContract } from './contract';

/** The profile API resource: its endpoints, each with its access rule and schemas. */
export const profileContract = defineContract({
  name: 'profile',
  path: '/api/users',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/users/landlords/:id/profile',
      access: {
        anyUser: true,
        ownRecordOr: { param: 'id', permission: 'View Landlord', notFound: PROFILE_MESSAGES.notFound },
      },
      operationId: 'usersLandlordsByIdProfile',
      summary: 'Get a user profile by id',
      params: z.object({ id: z.uuid({ error: PROFILE_MESSAGES.notFound }) }),
      answers: profileAnswers.landlordsProfile,
    },
    update: {
      method: 'POST',
      path: '/api/users/profile/update',
      access: { anyUser: true },
      operationId: 'usersProfileUpdate',
      summary: 'Update the own profile',
      body: profileUpdateSchema,
      answers: profileAnswers.profileUpdate,
    },
    avatar: {
      method: 'POST',
      path: '/api/users/profile/avatar',
      access: { anyUser: true },
      operationId: 'usersProfileAvatar',
      summary: 'Upload the own avatar',
      answers: profileAnswers.profileAvatar,
    },
    password: {
      method: 'POST',
      path: '/api/users/profile/password',
      access: { anyUser: true },
      operationId: 'usersProfilePassword',
      summary: 'Change the own password',
      body: changePasswordSchema,
      answers: profileAnswers.profilePassword,
    },
  },
});
