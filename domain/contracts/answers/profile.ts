import { errorAnswers, messageAnswer, okAnswer } from '../../answerSchemas';
import { loggedInUserSchema } from './records';

/** GET /api/users/landlords/:id/profile */
const landlordsProfile = {
  200: okAnswer(loggedInUserSchema),
  ...errorAnswers,
};

/** POST /api/users/profile/update */
const profileUpdate = landlordsProfile;

/** POST /api/users/profile/avatar */
const profileAvatar = landlordsProfile;

/** POST /api/users/profile/password */
const profilePassword = { 200: messageAnswer, ...errorAnswers };

export const profileAnswers = { landlordsProfile, profileUpdate, profileAvatar, profilePassword };
