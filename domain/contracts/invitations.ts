import { acceptInvitationSchema, checkInvitationSchema } from '../invitationSchemas';
import { invitationsAnswers } from './answers/invitations';
import { defineContract } from './contract';

/** The invitations API resource: its endpoints, each with its access rule and schemas. */
export const invitationsContract = defineContract({
  name: 'invitations',
  path: '/api/invitations',
  endpoints: {
    check: {
      method: 'POST',
      path: '/api/invitations/check',
      access: { public: true },
      operationId: 'invitationsCheck',
      summary: 'Check invitation',
      body: checkInvitationSchema,
      answers: invitationsAnswers.check,
    },
    accept: {
      method: 'POST',
      path: '/api/invitations/accept',
      access: { public: true },
      operationId: 'invitationsAccept',
      summary: 'Accept invitation',
      body: acceptInvitationSchema,
      answers: invitationsAnswers.accept,
    },
  },
});
