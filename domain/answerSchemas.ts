import { z } from 'zod';

/**
 * The wire shapes every API answer shares (ARCHITECTURE.md, "API conventions"), as zod schemas:
 * the routes declare them as response schemas, so the OpenAPI document at /api/openapi.json
 * describes what the server really sends, and the serializer sends nothing a schema does not list.
 */

/** `{ success: true, message, data }` around one record or result. */
export const okAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

/** `{ success: true, message }`: a write with nothing to give back (delete, logout). */
export const messageAnswer = z.object({ success: z.boolean(), message: z.string() });

/** The list answer of server/http/listAnswer.ts. */
export const listAnswerOf = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    items: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** One problem in a 422's `detail` (server/http/errors.ts). */
export const validationIssueSchema = z.looseObject({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});

/**
 * Every refusal and failure: `{ success: false, message, detail }` (server/http/errors.ts); an
 * expired access token adds `status: 4012`. Loose, so an error's extra fields are never dropped.
 */
export const errorAnswer = z
  .looseObject({
    success: z.literal(false),
    message: z.string(),
    detail: z
      .union([z.null(), z.array(validationIssueSchema), z.record(z.string(), z.unknown())])
      .describe('422: the validation problems; 500: { requestId }; otherwise mostly null'),
    status: z.literal(4012).optional().describe('present when the access token has expired'),
    retryAfterSeconds: z.number().int().optional().describe('429: when to try again'),
  })
  .meta({ id: 'ErrorAnswer' });

/** The error answers every route declares beside its success answer. */
export const errorAnswers = { '4xx': errorAnswer, '5xx': errorAnswer } as const;

/** A timestamp: the server holds a Date and sends its ISO 8601 string. */
export const timestampSchema = z.date();

/**
 * Bytes, not JSON: a Buffer or a stream, which Fastify sends as they are (no serializer runs).
 * Typed as such for the handlers; documented as OpenAPI's binary string.
 */
const bytesSchema = z
  .custom<Uint8Array | NodeJS.ReadableStream>(() => true)
  .meta({ type: 'string', format: 'binary' });

/** A file or document answered as bytes (PDFs, attachments), in each of its content types. */
export const binaryAnswer = (contentTypes: string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: bytesSchema }])),
});
