import { z } from 'zod';
import { errorAnswers, messageAnswer, okAnswer } from '../../answerSchemas';

/** POST /api/landlord-users/email/verification */
const emailVerification = { 200: messageAnswer, ...errorAnswers };

/** POST /api/landlord-users/email/otp/verified: the single-use token new/password needs. */
const emailOtpVerified = {
  200: okAnswer(
    z.object({ resetToken: z.string().describe('single use; for new/password, within minutes') }),
  ),
  ...errorAnswers,
};

/** POST /api/landlord-users/new/password */
const newPassword = emailVerification;

export const passwordRecoveryAnswers = { emailVerification, emailOtpVerified, newPassword };
