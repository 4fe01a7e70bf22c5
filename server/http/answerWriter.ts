import type { ZodType } from 'zod';
import { util } from 'zod/v4/core';

/**
 * Answers written by code compiled once per route from its zod answer schema (issue 37 item 2),
 * instead of zod's encoding of every answer followed by JSON.stringify.
 *
 * The guarantee zod's encoding gave is kept: an object is written key by key from the schema's
 * shape, so a key the schema does not list (a hash, a token) is never written, at any depth. Every
 * value is checked as zod checks it (type, enum and literal values, safe integers, regex formats,
 * a finite number, a valid date), and an answer that zod would refuse is not written by this code:
 * the writer gives up (`Mismatch`) and the route's zod serializer takes the answer, which refuses
 * it as before. For an answer zod accepts the JSON is the same text, key order included;
 * tests/unit/answerWriter.test.ts proves it on every kind, and under test every answer of every
 * route is written both ways and compared (server/http/responseSerializer.ts).
 *
 * A schema with a kind whose encoding changes the value (transform, pipe, codec, default, catch),
 * an object that keeps unknown keys (catchall) or a check this code does not mirror is not compiled
 * (`compileAnswerWriter` answers null) and keeps zod's encoding.
 */

/** Thrown when a value is not what the schema says: the zod serializer then takes the answer. */
export class Mismatch extends Error {
  constructor() {
    super('answer does not match its schema');
  }
}
const mismatch = new Mismatch();

/** Not compilable: the schema keeps zod's encoding. */
class Unsupported extends Error {}

/**
 * Writes one value as JSON, or answers undefined for a value the schema accepts as absent
 * (an optional's undefined, as JSON.stringify leaves such a key out); throws Mismatch otherwise.
 */
type Writer = (value: unknown) => string | undefined;

interface Node {
  write: Writer;
  /** Whether a key with this schema may be missing from its object: zod's `optin` and `optout`. */
  optin: string | undefined;
  optout: string | undefined;
}

interface CheckDefinition {
  check: string;
  format?: string;
  pattern?: RegExp;
}

interface ZodDefinition extends Partial<CheckDefinition> {
  type: string;
  checks?: { _zod: { def: CheckDefinition } }[];
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  innerType?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
  getter?: () => ZodType;
  /** A record's: `loose` passes keys its key schema refuses; `partial` lets enum keys be missing. */
  mode?: string;
  partial?: boolean;
}

interface ZodInternals {
  def: ZodDefinition;
  optin?: string;
  optout?: string;
  /** An enum's or literal's accepted values, as zod tests them. */
  values?: Set<unknown>;
  traits: Set<string>;
}

const internals = (schema: ZodType) => (schema as unknown as { _zod: ZodInternals })._zod;

// zod's own tests of what an object and a record may be.
const isObject = util.isObject as (value: unknown) => value is Record<string, unknown>;
const isPlainObject = util.isPlainObject as (value: unknown) => value is Record<string, unknown>;

/** String formats that zod checks by their pattern alone (zod/v4/core/schemas.js: no check of their own). */
const PATTERN_FORMATS = new Set(['regex', 'uuid', 'guid', 'email']);

/**
 * A schema's checks as one test, or null when it has none; Unsupported for a check not mirrored.
 * A format schema (`z.int()`, `z.uuid()`) is its own first check, as zod runs it.
 */
function checksOf(def: ZodDefinition): ((value: never) => boolean) | null {
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  if (def.check) checks.unshift(def as CheckDefinition);
  const tests = checks.map((check) => {
    if (def.type !== 'string' && def.type !== 'number') throw new Unsupported(`checks on ${def.type}`);
    if (def.type === 'number' && check.check === 'number_format' && check.format === 'safeint') {
      return (n: number) => Number.isSafeInteger(n);
    }
    if (
      def.type === 'string' &&
      check.check === 'string_format' &&
      PATTERN_FORMATS.has(check.format ?? '') &&
      check.pattern
    ) {
      const pattern = check.pattern;
      return (s: string) => {
        pattern.lastIndex = 0;
        return pattern.test(s);
      };
    }
    throw new Unsupported(`check ${check.check}/${check.format ?? ''} on ${def.type}`);
  });
  if (tests.length === 0) return null;
  if (tests.length === 1) return tests[0] as (value: never) => boolean;
  return (value: never) => tests.every((test) => test(value));
}

/** What JSON.stringify writes other than as it stands: a quote, a backslash, a control character, a surrogate. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * A string as JSON.stringify writes it. Most strings of an answer (ids, dates, names, amounts) need
 * no escape: quoted by concatenation, V8 keeps a reference to them instead of copying them out, and
 * an answer's strings were the largest part of a list page's allocations (issue 37 item 2).
 */
const jsonString = (value: string): string => (ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`);

function compile(schema: ZodType, seen: Map<ZodType, Node>): Node {
  const known = seen.get(schema);
  if (known) return known;
  const zod = internals(schema);
  // Filled in below; a recursive schema (lazy) finds this node while its own writer is compiled.
  const node: Node = { write: () => undefined, optin: undefined, optout: undefined };
  seen.set(schema, node);
  node.write = writerOf(zod, seen);
  // Read after the inner schemas are compiled (zod works them out from those, lazily).
  node.optin = zod.optin;
  node.optout = zod.optout;
  if (node.optin === 'defaulted') throw new Unsupported('a default');
  return node;
}

function writerOf(zod: ZodInternals, seen: Map<ZodType, Node>): Writer {
  const def = zod.def;
  // .exactOptional() is an 'optional' that refuses undefined; zod's xor is a union that refuses two matches.
  if (zod.traits.has('$ZodExactOptional') || zod.traits.has('$ZodXor')) {
    throw new Unsupported(`kind ${[...zod.traits].join(' ')}`);
  }
  const leafChecks = checksOf(def);
  switch (def.type) {
    case 'string':
      return (value) => {
        if (typeof value !== 'string' || (leafChecks && !leafChecks(value as never))) throw mismatch;
        return jsonString(value);
      };
    case 'number':
      return (value) => {
        if (typeof value !== 'number' || !Number.isFinite(value)) throw mismatch;
        if (leafChecks && !leafChecks(value as never)) throw mismatch;
        return JSON.stringify(value);
      };
    case 'boolean':
      return (value) => {
        if (typeof value !== 'boolean') throw mismatch;
        return value ? 'true' : 'false';
      };
    case 'null':
      return (value) => {
        if (value !== null) throw mismatch;
        return 'null';
      };
    case 'undefined':
      return (value) => {
        if (value !== undefined) throw mismatch;
        return undefined;
      };
    case 'date':
      return (value) => {
        if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw mismatch;
        return JSON.stringify(value);
      };
    case 'enum':
    case 'literal': {
      const values = zod.values!;
      if ([...values].some((v) => typeof v === 'bigint')) throw new Unsupported('bigint literal');
      return (value) => {
        if (!values.has(value)) throw mismatch;
        return JSON.stringify(value);
      };
    }
    case 'any':
    case 'unknown':
      // zod passes such a value through as it is; JSON.stringify then writes it as it would.
      return (value) => JSON.stringify(value);
    case 'optional': {
      const inner = compile(def.innerType!, seen);
      return (value) => (value === undefined ? undefined : inner.write(value));
    }
    case 'nullable': {
      const inner = compile(def.innerType!, seen);
      return (value) => (value === null ? 'null' : inner.write(value));
    }
    case 'readonly':
      return compileLater(def.innerType!, seen);
    case 'lazy':
      return compileLater(def.getter!(), seen);
    case 'array': {
      const element = compile(def.element!, seen);
      return (value) => {
        if (!Array.isArray(value)) throw mismatch;
        if (value.length === 0) return '[]';
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          out += element.write(value[i]) ?? 'null';
        }
        return out + ']';
      };
    }
    case 'object':
      return objectWriter(def, seen);
    case 'record':
      return recordWriter(def, seen);
    case 'union': {
      // zod's union answers its first option that accepts the value; so does this.
      const options = def.options!.map((option) => compile(option, seen));
      return (value) => {
        for (const option of options) {
          try {
            return option.write(value);
          } catch (err) {
            if (err !== mismatch) throw err;
          }
        }
        throw mismatch;
      };
    }
    default:
      throw new Unsupported(`kind ${def.type}`);
  }
}

/**
 * A record as zod's $ZodRecord reads it: with an enum's (or literal's) keys, each of them in that
 * order and no other; with string keys, the object's own enumerable keys in their order.
 */
function recordWriter(def: ZodDefinition, seen: Map<ZodType, Node>): Writer {
  const keySchema = internals(def.keyType!);
  if (def.mode === 'loose' || def.partial) throw new Unsupported('a loose or partial record');
  const item = compile(def.valueType!, seen);
  const enumKeys = keySchema.values;
  if (enumKeys) {
    if (keySchema.def.checks?.length || keySchema.def.check) throw new Unsupported('record key with checks');
    if (
      ![...enumKeys].every((k) => typeof k === 'string' && k !== '__proto__' && !/^(0|[1-9]\d*)$/.test(k))
    ) {
      throw new Unsupported('record key other than names');
    }
    const keys = [...enumKeys] as string[];
    const known = new Set(keys);
    const prefixes = keys.map((k) => `${JSON.stringify(k)}:`);
    return (value) => {
      if (!isPlainObject(value)) throw mismatch;
      for (const k in value) if (!known.has(k)) throw mismatch; // zod: an unrecognized key
      let out = '{';
      for (let i = 0; i < keys.length; i++) {
        const written = item.write(value[keys[i]!]);
        if (written === undefined) continue;
        out += out.length === 1 ? prefixes[i] : `,${prefixes[i]}`;
        out += written;
      }
      return out + '}';
    };
  }
  if (keySchema.def.type !== 'string' || keySchema.def.checks?.length || keySchema.def.check) {
    throw new Unsupported('record key other than a string or an enum');
  }
  return (value) => {
    if (!isPlainObject(value)) throw mismatch;
    // zod reads own enumerable keys; a symbol key (refused by a string key) or __proto__
    // (skipped) leaves the answer to zod.
    if (Object.getOwnPropertySymbols(value).length) throw mismatch;
    let out = '{';
    for (const k of Object.keys(value)) {
      if (k === '__proto__') throw mismatch;
      const written = item.write(value[k]);
      if (written === undefined) continue;
      out += `${out.length === 1 ? '' : ','}${JSON.stringify(k)}:${written}`;
    }
    return out + '}';
  };
}

/** A wrapper's writer: the inner node may still be being compiled (a recursive schema). */
function compileLater(inner: ZodType, seen: Map<ZodType, Node>): Writer {
  const node = compile(inner, seen);
  return (value) => node.write(value);
}

function objectWriter(def: ZodDefinition, seen: Map<ZodType, Node>): Writer {
  // An object that keeps unknown keys (looseObject, catchall) or refuses them (strictObject) is
  // left to zod: the writer only ever writes the shape's own keys.
  if (def.catchall) throw new Unsupported('object with catchall');
  const shape = def.shape ?? {};
  // zod skips a `__proto__` key and writes its output into a plain object, where integer-like keys
  // come first whatever the shape's order: such shapes, and symbol keys, are left to zod.
  const keys = Object.keys(shape);
  if (
    Object.getOwnPropertySymbols(shape).length ||
    keys.some((k) => k === '__proto__' || /^(0|[1-9]\d*)$/.test(k))
  ) {
    throw new Unsupported('object with a special key');
  }
  const fields = keys.map((key) => ({
    key,
    prefix: `${JSON.stringify(key)}:`,
    node: compile(shape[key]!, seen),
  }));
  return (value) => {
    if (!isObject(value)) throw mismatch;
    let out = '{';
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      const v = value[field.key];
      if (v === undefined && !(field.key in value)) {
        // A missing key, as zod's handlePropertyResult takes it: left out when optional in and out,
        // refused when not optional in; else its schema is run on undefined.
        const { optin, optout } = field.node;
        if (optin === 'optional' && optout === 'optional') continue;
        if (optin === undefined) throw mismatch;
      }
      const written = field.node.write(v);
      if (written === undefined) continue;
      out += out.length === 1 ? field.prefix : `,${field.prefix}`;
      out += written;
    }
    return out + '}';
  };
}

/**
 * The compiled writer of an answer schema, or null when the schema has a kind, check or catchall
 * this code does not mirror (the route keeps zod's encoding). The writer throws Mismatch for an
 * answer the schema would refuse.
 */
export function compileAnswerWriter(schema: ZodType): ((data: unknown) => string) | null {
  let root: Node;
  try {
    root = compile(schema, new Map());
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
  return (data) => {
    const json = root.write(data);
    if (json === undefined) throw mismatch; // JSON.stringify(undefined) is no JSON text
    return json;
  };
}
