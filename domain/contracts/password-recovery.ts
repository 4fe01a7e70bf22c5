import { forgotPasswordSchema, newPasswordSchema, verifyOtpSchema } from '../accountSchemas';
import { passwordRecoveryAnswers } from './answers/password-recovery';
import { defineContract } from './contract';

/** The password-recovery API resource: its endpoints, each with its access rule and schemas. */
export const passwordRecoveryContract = defineContract({
  name: 'password-recovery',
  path: '/api/landlord-users',
  endpoints: {
    emailVerification: {
      method: 'POST',
      path: '/api/landlord-users/email/verification',
      access: { public: true },
      operationId: 'landlordUsersEmailVerification',
      summary: 'Send a password-recovery code',
      body: forgotPasswordSchema,
      answers: passwordRecoveryAnswers.emailVerification,
    },
    emailOtpVerified: {
      method: 'POST',
      path: '/api/landlord-users/email/otp/verified',
      access: { public: true },
      operationId: 'landlordUsersEmailOtpVerified',
      summary: 'Check a password-recovery code',
      body: verifyOtpSchema,
      answers: passwordRecoveryAnswers.emailOtpVerified,
    },
    newPassword: {
      method: 'POST',
      path: '/api/landlord-users/new/password',
      access: { public: true },
      operationId: 'landlordUsersNewPassword',
      summary: 'Set a new password',
      body: newPasswordSchema,
      answers: passwordRecoveryAnswers.newPassword,
    },
  },
});
