import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind, type ValidationIssue } from '../../domain/errors';
import { text } from '../../domain/messages/text';

/**
 * A 4xx answer meant for people: its message is shown in the client's red toast as is.
 * `extra` adds fields to the body (the 4012 `status` of an expired token).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail?: unknown,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The status that says each domain error kind over HTTP; the answer's body is the same for all. */
export const STATUS_OF_DOMAIN_ERROR: Record<DomainErrorKind, number> = {
  invalid_input: 422,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  subscription_lapsed: 402,
  rate_limited: 429,
  payment_gateway_refused: 502,
  payment_gateway_down: 503,
};

export type { ValidationIssue } from '../../domain/errors';

/** The one place that shapes error answers: `{ success: false, message, detail }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof HttpError || error instanceof DomainError) {
      const status = error instanceof HttpError ? error.statusCode : STATUS_OF_DOMAIN_ERROR[error.kind];
      return reply
        .code(status)
        .send({ success: false, ...error.extra, message: error.message, detail: error.detail ?? null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail: ValidationIssue[] = error.validation.map((v) => ({
        loc: [error.validationContext ?? 'body', ...pathOf(v.instancePath)],
        msg: v.message ?? 'Invalid value',
        type: v.keyword,
      }));
      return reply.code(422).send({ success: false, message: detail.map((d) => d.msg).join('; '), detail });
    }
    const unreadable = unreadableValue(error);
    if (unreadable) {
      // A value PostgreSQL cannot take (a NUL byte, a date past the calendar) that got past a
      // schema: the caller's input, so a 422 that says so; logged, since a schema should catch it.
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(422).send({ success: false, message: unreadable, detail: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type): safe to show.
      return reply.code(status).send({ success: false, message: error.message, detail: null });
    }
    // 5xx: the cause goes to the log with the request id, never to the client.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      success: false,
      message: text('errors.internal'),
      detail: { requestId: request.id },
    });
  });
}

/** PostgreSQL's data exceptions that only bad input causes, and what to tell the person. */
const UNREADABLE_INPUT: Record<string, string> = {
  '22021': 'The request contains characters that cannot be stored (such as a NUL byte).',
  '22P05': 'The request contains characters that cannot be stored (such as a NUL byte).',
  '22007': 'A date in the request is not a real calendar date.',
  '22008': 'A date in the request is not a real calendar date.',
};

function unreadableValue(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREADABLE_INPUT[code]) return UNREADABLE_INPUT[code];
  }
  return undefined;
}

const pathOf = (instancePath: string): (string | number)[] =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
