import { errorAnswers, messageAnswer } from '../../domain/answerSchemas';

/** POST /api/landlord-users/email/verification */
const emailVerification = { 200: messageAnswer, ...errorAnswers };

/** POST /api/landlord-users/email/otp/verified */
const emailOtpVerified = emailVerification;

/** POST /api/landlord-users/new/password */
const newPassword = emailVerification;

export const passwordRecoveryAnswers = { emailVerification, emailOtpVerified, newPassword };
