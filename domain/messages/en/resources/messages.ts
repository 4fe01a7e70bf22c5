/*
 * Tenant messages (issue 35 item 4; domain/messageSchemas.ts): the English, by id.
 */

export const messages = {
  listed: 'Messages loaded.',
  found: 'Message loaded.',
  notFound: 'Message not found.',
  noPermission: 'You do not have permission to view messages.',
  webhookAccepted: 'Delivery status received.',
  webhookSignature: 'The delivery status could not be verified.',
  verifyRefused: 'The verification token does not match.',
};
