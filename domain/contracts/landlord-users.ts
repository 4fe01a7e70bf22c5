import { signupSchema } from '../accountSchemas';
import { landlordUsersAnswers } from './answers/landlord-users';
import { defineContract } from './contract';

/** The landlord-users API resource: its endpoints, each with its access rule and schemas. */
export const landlordUsersContract = defineContract({
  name: 'landlord-users',
  path: '/api/landlord-users/create',
  endpoints: {
    signUp: {
      method: 'POST',
      path: '/api/landlord-users/create',
      access: { public: true },
      operationId: 'landlordUsersCreate',
      summary: 'Sign up as a landlord',
      body: signupSchema,
      answers: landlordUsersAnswers.create,
    },
  },
});
