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

/**
 * zod kinds whose encoding of a valid value is the value itself: for a schema made only of
 * these, `JSON.stringify(safeEncode(schema, data).data)` equals `JSON.stringify(data)` whenever the
 * data is valid and carries no key the schema leaves out. (A Date stays a Date and JSON.stringify
 * writes its ISO string either way.) Transforms, pipes, codecs, defaults and catches change the
 * value, so a schema with any of them keeps zod's encoding.
 */
const PLAIN_KINDS = new Set([
  'string', 'number', 'boolean', 'null', 'enum', 'literal', 'date', 'any', 'unknown',
  'optional', 'nullable', 'readonly', 'object', 'array', 'union', 'record', 'tuple', 'intersection', 'lazy',
]); // prettier-ignore

interface ZodDefinition {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  options?: ZodType[];
  innerType?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  left?: ZodType;
  right?: ZodType;
  getter?: () => ZodType;
  catchall?: ZodType;
}

const definitionOf = (schema: ZodType) => (schema as unknown as { _zod: { def: ZodDefinition } })._zod.def;

/** Whether zod's encoding of `schema` can only check, never change, a value (PLAIN_KINDS). */
export function isPlainSchema(schema: ZodType, seen = new Set<ZodType>()): boolean {
  if (seen.has(schema)) return true; // a recursive (lazy) schema: judged where it started
  seen.add(schema);
  const def = definitionOf(schema);
  if (!PLAIN_KINDS.has(def.type)) return false;
  const children = [
    ...Object.values(def.type === 'object' ? (def.shape ?? {}) : {}),
    def.element, ...(def.options ?? []), def.innerType, def.keyType, def.valueType,
    ...(def.items ?? []), def.rest, def.left, def.right, def.catchall,
    def.type === 'lazy' ? def.getter?.() : undefined,
  ]; // prettier-ignore
  return children.every((child) => !child || isPlainSchema(child, seen));
}

/**
 * The production serializer (issue 37 item 2: a guarded page cost 3–4× the CPU of a bare route,
 * zod's encoding of every answer a large part of it). Tests run the strict serializer above, which
 * encodes every answer with zod and fails on a value the schema rejects or a key it would drop; so
 * for a plain schema (isPlainSchema) production writes the handler's answer with JSON.stringify,
 * which for any answer the tests accept gives the same JSON. A schema that transforms its values
 * keeps zod's encoding.
 */
export const productionSerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  const schema = resolveZodSchema(routeSchema.schema);
  return schema && isPlainSchema(schema) ? (data) => JSON.stringify(data) : serializerCompiler(routeSchema);
};

/** The zod schema of a response entry, as fastify-type-provider-zod resolves it; else null. */
function resolveZodSchema(schema: unknown): ZodType | null {
  const isZod = (s: unknown): s is ZodType => typeof s === 'object' && s !== null && '_zod' in s;
  if (isZod(schema)) return schema;
  const properties = isRecord(schema) ? schema.properties : undefined;
  return isZod(properties) ? properties : null;
}
