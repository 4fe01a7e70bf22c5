import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

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
  return (data) => {
    const json = serialize(data);
    const dropped = droppedKeys(JSON.parse(JSON.stringify(data)), JSON.parse(json));
    if (dropped.length) {
      throw new Error(
        `${routeSchema.method} ${routeSchema.url} (${routeSchema.httpStatus}): the response schema drops ${dropped.join(', ')}`,
      );
    }
    return json;
  };
};
