/*
 * What went wrong, in the business's words; never which HTTP status says so. Services throw these
 * and server/http/errors.ts, the one error handler, maps each kind to its status. The message is
 * for people (shown in the client's toast as is); `detail` carries the field issues of a refused
 * input, `extra` adds fields to the answer (the `retryAfterSeconds` of a rate limit).
 */
/** One problem with one field of a refused input: an entry of a 422's `detail`. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export type DomainErrorKind =
  | 'invalid_input'
  | 'not_found'
  | 'forbidden'
  | 'conflict'
  | 'subscription_lapsed'
  | 'rate_limited'
  | 'payment_gateway_refused'
  | 'payment_gateway_down';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly detail?: unknown,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request asks for something the rules refuse: a bad value, a move the state does not allow. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
}

/** No such record, or none the caller may see (another landlord's answers as if it did not exist). */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** The record exists and the caller may see it, but not act on it. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The record's current state refuses the change: already paid, cancelled, taken, in use. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The landlord's subscription is past due or expired, so writes wait until it is paid. */
export class SubscriptionLapsedError extends DomainError {
  readonly kind = 'subscription_lapsed';
}

/** Too many of these in a short time: an abuse limit or a daily allowance was reached. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
}

/** The payment gateway answered and said no (a refund it would not carry out). */
export class PaymentGatewayRefusedError extends DomainError {
  readonly kind = 'payment_gateway_refused';
}

/** The payment gateway did not answer; trying again later may work. */
export class PaymentGatewayDownError extends DomainError {
  readonly kind = 'payment_gateway_down';
}
