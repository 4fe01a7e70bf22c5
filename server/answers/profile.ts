import { z } from 'zod';
import { errorAnswers, messageAnswer, okAnswer } from '../../domain/answerSchemas';
import { userRoleSchema } from './records';

/** GET /api/users/landlords/:id/profile */
const landlordsProfile = {
  200: okAnswer(
    z.object({
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
    }),
  ),
  ...errorAnswers,
};

/** POST /api/users/profile/update */
const profileUpdate = landlordsProfile;

/** POST /api/users/profile/avatar */
const profileAvatar = landlordsProfile;

/** POST /api/users/profile/password */
const profilePassword = { 200: messageAnswer, ...errorAnswers };

export const profileAnswers = { landlordsProfile, profileUpdate, profileAvatar, profilePassword };
