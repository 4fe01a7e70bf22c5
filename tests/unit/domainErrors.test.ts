import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PaymentGatewayDownError,
  PaymentGatewayRefusedError,
  RateLimitedError,
  SubscriptionLapsedError,
} from '../../domain/errors';
import { HttpError, registerErrorHandling, STATUS_OF_DOMAIN_ERROR } from '../../server/http/errors';

/*
 * Issue 32 item 4: services throw domain errors and the one error handler says them over HTTP,
 * with the very body an HttpError of that status had: `{ success: false, message, detail }`.
 */
const fieldIssue = [{ loc: ['body', 'amount'], msg: 'Enter an amount.', type: 'value_error' }];

const CASES: { name: string; error: DomainError; status: number; body: Record<string, unknown> }[] = [
  {
    name: 'invalid input, with its field issues',
    error: new InvalidInputError('Enter an amount.', fieldIssue),
    status: 422,
    body: { success: false, message: 'Enter an amount.', detail: fieldIssue },
  },
  {
    name: 'not found',
    error: new NotFoundError('Invoice not found.'),
    status: 404,
    body: { success: false, message: 'Invoice not found.', detail: null },
  },
  {
    name: 'forbidden',
    error: new ForbiddenError('You can only see your own figures.'),
    status: 403,
    body: { success: false, message: 'You can only see your own figures.', detail: null },
  },
  {
    name: 'conflict',
    error: new ConflictError('This invoice is already paid.'),
    status: 409,
    body: { success: false, message: 'This invoice is already paid.', detail: null },
  },
  {
    name: 'a lapsed subscription',
    error: new SubscriptionLapsedError('Your subscription has expired.'),
    status: 402,
    body: { success: false, message: 'Your subscription has expired.', detail: null },
  },
  {
    name: 'a rate limit, with its extra fields',
    error: new RateLimitedError('Too many attempts.', null, { retryAfterSeconds: 60 }),
    status: 429,
    body: { success: false, retryAfterSeconds: 60, message: 'Too many attempts.', detail: null },
  },
  {
    name: 'a refusal of the payment gateway',
    error: new PaymentGatewayRefusedError('The gateway refused the refund.'),
    status: 502,
    body: { success: false, message: 'The gateway refused the refund.', detail: null },
  },
  {
    name: 'a payment gateway that does not answer',
    error: new PaymentGatewayDownError('The payment service is not answering.'),
    status: 503,
    body: { success: false, message: 'The payment service is not answering.', detail: null },
  },
];

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  CASES.forEach(({ error }, i) =>
    app.get(`/throws/${i}`, async () => {
      throw error;
    }),
  );
  app.get('/throws/http', async () => {
    throw new HttpError(409, 'This invoice is already paid.');
  });
  await app.ready();
});

afterAll(() => app.close());

describe('domain errors over HTTP', () => {
  it('tries every kind the handler knows', () => {
    expect(CASES.map((c) => c.error.kind).sort()).toEqual(Object.keys(STATUS_OF_DOMAIN_ERROR).sort());
  });

  CASES.forEach(({ name, status, body }, i) =>
    it(`answers ${name} with ${status}`, async () => {
      const res = await app.inject({ method: 'GET', url: `/throws/${i}` });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(body);
    }),
  );

  it('answers a conflict exactly as the HttpError it replaces', async () => {
    const domain = await app.inject({
      method: 'GET',
      url: `/throws/${CASES.findIndex((c) => c.status === 409)}`,
    });
    const http = await app.inject({ method: 'GET', url: '/throws/http' });
    expect(domain.statusCode).toBe(http.statusCode);
    expect(domain.body).toBe(http.body);
  });
});
