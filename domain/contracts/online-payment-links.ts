import { ONLINE_PAYER } from '../accessRules';
import { idParams } from '../idParams';
import { ONLINE_PAYMENT_MESSAGES as M, paymentLinkBodySchema } from '../onlinePaymentSchemas';
import type { RoleKey } from '../roles';
import { onlinePaymentsAnswers } from './answers/online-payments';
import { z } from 'zod';
import { defineContract } from './contract';

// In the query, not the path: logged URLs cut a `token` parameter's value (server/http/logRedaction.ts).
export const tokenQuery = z.object({ token: z.string().min(1).max(200) });

export const LINK_MAKERS: RoleKey[] = ['super_admin', 'admin', 'landlord', 'manager'];

/** The online-payment-links API resource: its endpoints, each with its access rule and schemas. */
export const onlinePaymentLinksContract = defineContract({
  name: 'online-payment-links',
  path: '/api/online-payments',
  endpoints: {
    links: {
      method: 'POST',
      path: '/api/online-payments/links',
      access: { roles: LINK_MAKERS, permission: 'Create Landlord Payment' },
      operationId: 'onlinePaymentsLinks',
      summary: 'Create a payment link',
      body: paymentLinkBodySchema,
      answers: onlinePaymentsAnswers.createLink,
    },
    linksMail: {
      method: 'POST',
      path: '/api/online-payments/links/:id/mail',
      access: { roles: LINK_MAKERS, permission: 'Create Landlord Payment' },
      operationId: 'onlinePaymentsLinksByIdMail',
      summary: 'Mail online payments link by id',
      params: idParams,
      answers: onlinePaymentsAnswers.mailLink,
    },
    link: {
      method: 'GET',
      path: '/api/online-payments/link',
      access: { permission: ONLINE_PAYER, forbidden: M.noPermission },
      operationId: 'onlinePaymentsLink',
      summary: 'Open a payment link',
      query: tokenQuery,
      answers: onlinePaymentsAnswers.readLink,
    },
  },
});
