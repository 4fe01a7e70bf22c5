import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { compileAnswerWriter } from './answerWriter';

/**
 * Paths of the keys `sent` lacks that `returned` had: what a response schema stripped. Both are
 * JSON values (a Date already its string), so only objects and arrays are walked.
 */
export function droppedKeys(returned: unknown, sent: unknown, at = '$'): string[] {
  if (Array.isArray(returned) && Array.isArray(sent)) {
    return returned.flatMap((item, i) => droppedKeys(item, sent[i], `${at}[${i}]`));
  }
  if (!isRecord(returned) || !isRecord(sent)) return [];
  return Object.keys(returned).flatMap((key) =>
    key in sent ? droppedKeys(returned[key], sent[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The zod serializer, strict for tests: fastify-type-provider-zod parses a reply with its
 * response schema, and a `z.object` silently drops a key it does not list. Under test a dropped
 * key is an error (a 500 naming the key), so a schema that forgets a field the handler returns
 * fails the route's API test instead of quietly taking the field away from the panel.
 */
export const strictSerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const schema = resolveZodSchema(routeSchema.schema);
  const write = schema && compileAnswerWriter(schema);
  const route = `${routeSchema.method} ${routeSchema.url} (${routeSchema.httpStatus})`;
  return (data) => {
    const json = serialize(data);
    const dropped = droppedKeys(JSON.parse(JSON.stringify(data)), JSON.parse(json));
    if (dropped.length) {
      throw new Error(`${route}: the response schema drops ${dropped.join(', ')}`);
    }
    // Production writes this answer with the compiled writer: under test every answer is written
    // both ways, and any difference from zod's text (or a refusal of what zod accepts) fails.
    if (write) {
      let written: string;
      try {
        written = write(data);
      } catch (err) {
        throw new Error(`${route}: the compiled answer writer refused an answer zod accepts`, { cause: err });
      }
      if (written !== json) {
        throw new Error(`${route}: the compiled answer writer wrote ${written} where zod wrote ${json}`);
      }
    }
    return json;
  };
};

/**
 * The production serializer (issue 37 item 2): each route's answer schema compiled once into a
 * writer (./answerWriter.ts) that writes only the keys the schema lists, checking every value as
 * zod would; an answer it does not take (one zod would refuse) and a schema it cannot compile go
 * through zod's encoding as before.
 */
export const productionSerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const schema = resolveZodSchema(routeSchema.schema);
  const write = schema && compileAnswerWriter(schema);
  if (!write) return serialize;
  return (data) => {
    try {
      return write(data);
    } catch {
      // Not written: zod's encoding answers it (and refuses it as it always did).
      return serialize(data);
    }
  };
};

/** The zod schema of a response entry, as fastify-type-provider-zod resolves it; else null. */
function resolveZodSchema(schema: unknown): ZodType | null {
  const isZod = (s: unknown): s is ZodType => typeof s === 'object' && s !== null && '_zod' in s;
  if (isZod(schema)) return schema;
  const properties = isRecord(schema) ? schema.properties : undefined;
  return isZod(properties) ? properties : null;
}
