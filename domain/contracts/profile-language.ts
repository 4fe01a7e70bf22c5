import { profileLanguageSchema } from '../accountSchemas';
import { profileAnswers } from './answers/profile';
import { defineContract } from './contract';

/** The profile-language API resource: its endpoints, each with its access rule and schemas. */
export const profileLanguageContract = defineContract({
  name: 'profile-language',
  path: '/api/users/profile/language',
  endpoints: {
    save: {
      method: 'POST',
      path: '/api/users/profile/language',
      access: { anyUser: true },
      operationId: 'usersProfileLanguage',
      summary: 'Set the own language',
      body: profileLanguageSchema,
      answers: profileAnswers.profileUpdate,
    },
  },
});
