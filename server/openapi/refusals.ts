import type { FastifyContextConfig } from 'fastify';

/** What the document needs to know about a route to list the refusals it can answer. */
export interface RouteFacts {
  method: string;
  /** As registered: `/api/properties/update/:id`. */
  url: string;
  config: FastifyContextConfig;
  /** Its schema validates a body, a query, path parameters or headers. */
  validates: boolean;
  /** Its plugin scope reads multipart bodies. */
  multipart: boolean;
}

/**
 * Routes that answer 409 when the record's state forbids the call (an invoice already paid, a
 * contract no longer requested, an email taken), by `METHOD url` as registered. Collected from the
 * handlers' and services' `HttpError(409, …)`; tests/api/openapiOperations.test.ts checks each
 * entry names a route.
 */
export const CONFLICT_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/refresh/token',
  'POST /api/super/roles/create',
  'POST /api/super/roles/update/:id',
  'POST /api/super/roles/delete/:id',
  'POST /api/super/jobs/run/:name',
  'POST /api/properties/create',
  'POST /api/properties/update/:id',
  'POST /api/property-managers/create',
  'POST /api/property-managers/update/:id',
  'POST /api/property-managers/resend-invitation/:id',
  'POST /api/tenants/create',
  'POST /api/tenants/update/:id',
  'POST /api/tenants/delete/:id',
  'POST /api/contracts/create',
  'POST /api/contracts/update/:id',
  'POST /api/contracts/delete/:id',
  'POST /api/contracts/approve/:id',
  'POST /api/contracts/reject/:id',
  'POST /api/contracts/terminate/:id',
  'POST /api/contracts/renew/:id',
  'POST /api/invoices/cancel/:id',
  'POST /api/invoice-items/create',
  'POST /api/invoice-items/delete/:id',
  'POST /api/manual-payments/create',
  'POST /api/manual-payments/update/:id',
  'POST /api/online-payments/checkout',
  'POST /api/online-payments/links',
  'POST /api/online-payments/links/:id/mail',
  'POST /api/bank-settlements/fetch',
  'POST /api/maintenance-requests/update/:id',
  'POST /api/maintenance-requests/rating/:id',
  'POST /api/maintenance-requests/charge/:id',
  'POST /api/subscriptions/subscribe',
  'POST /api/subscriptions/change-plan',
  'POST /api/subscriptions/invoices/pay/:id',
  'POST /api/subscriptions/subscribed-landlords/cancel/:id',
  'POST /api/super/subscriptions/invoices/mark-paid/:id',
  'POST /api/super/plans/delete/:id',
]);

/**
 * Routes that answer 429 when called too often (server/services/abuseLimits.ts: sign-in, sign-up,
 * password recovery, the contact form; a tenant's daily maintenance requests).
 */
export const LIMITED_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/users/login',
  'POST /api/landlord-users/create',
  'POST /api/landlord-users/email/verification',
  'POST /api/landlord-users/email/otp/verified',
  'POST /api/landlord-users/new/password',
  'POST /api/contact-messages/create',
  'POST /api/maintenance-requests/create',
]);

/** Routes whose path parameter never answers 404: an unknown id gets a default answer. */
const NO_NOT_FOUND: ReadonlySet<string> = new Set(['GET /api/get/:id']);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The 4xx answers a route can give, each with what it means, from what the route states: its
 * schema (422), its body (400, 413, 415), its access rule (401, 403), its path parameters (404),
 * the subscription gate (402, `config.creates`), and the catalogues above (409, 429).
 */
export function refusalsOf(route: RouteFacts): Record<string, string> {
  const key = `${route.method} ${route.url}`;
  const { config } = route;
  const refusals: Record<string, string> = {};
  if (BODY_METHODS.has(route.method)) {
    refusals['400'] = route.multipart
      ? 'The body could not be read (a malformed multipart form or its payload field).'
      : 'The body could not be read (malformed JSON).';
  }
  if (!config.public)
    refusals['401'] =
      'Not signed in: the access token is missing, forged or revoked; an expired one answers `status: 4012` (refresh and retry).';
  if (config.creates)
    refusals['402'] = "The landlord's subscription has ended: nothing new may be added until it is renewed.";
  if (config.permission || config.roles)
    refusals['403'] = "The caller's role lacks the permission this call needs.";
  if ((/:\w+/.test(route.url) || config.ownRecordOr) && !NO_NOT_FOUND.has(key))
    refusals['404'] = 'No such record, or not one the caller may see.';
  if (CONFLICT_ROUTES.has(key))
    refusals['409'] = "The record's state forbids this call (the message says why).";
  if (BODY_METHODS.has(route.method)) {
    refusals['413'] = route.multipart
      ? 'The body or one of its files is larger than this call accepts.'
      : 'The body is larger than this call accepts.';
    refusals['415'] = 'The body is not in a content type this call reads.';
  }
  if (route.validates || route.multipart)
    refusals['422'] =
      'The request did not pass validation: `detail` lists each problem (`loc`, `msg`, `type`).';
  if (LIMITED_ROUTES.has(key))
    refusals['429'] =
      'Too many attempts: `retryAfterSeconds` and the `Retry-After` header say when to try again.';
  return refusals;
}
