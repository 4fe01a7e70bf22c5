import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileAnswerWriter } from '../../server/http/answerWriter';
import { productionSerializerCompiler } from '../../server/http/responseSerializer';

/** zod's answer for `data`: its encoding written by JSON.stringify, or 'refused'. */
const zodText = (schema: z.ZodType, data: unknown) => {
  const result = z.safeEncode(schema, data);
  return result.success ? JSON.stringify(result.data) : 'refused';
};

/** The compiled writer's answer, or 'refused' when it leaves the answer to zod. */
const writerText = (schema: z.ZodType, data: unknown) => {
  const write = compileAnswerWriter(schema);
  if (!write) throw new Error('not compiled');
  try {
    return write(data);
  } catch {
    return 'refused';
  }
};

const same = (schema: z.ZodType, data: unknown) => {
  const expected = zodText(schema, data);
  expect(writerText(schema, data)).toBe(expected);
  return expected;
};

const row = z.object({
  id: z.uuid(),
  no: z.string().regex(/^INV-\d+$/),
  amount: z.number(),
  count: z.int(),
  paid: z.boolean(),
  status: z.enum(['PAID', 'UNPAID']),
  kind: z.literal('rent'),
  note: z.string().nullable(),
  reference: z.string().optional(),
  due: z.string().nullable().optional(),
  at: z.date(),
  extra: z.unknown(),
  docs: z.array(z.object({ name: z.string(), url: z.string() })),
  online: z.object({ provider: z.string() }).nullable(),
  tags: z.record(z.string(), z.number()),
  either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
});
const page = z.object({ success: z.literal(true), items: z.array(row), total: z.int() });

const goodRow = () => ({
  id: '0b7d2f4e-3c1a-4b5e-9f6d-2a8c7e1b0d33',
  no: 'INV-1',
  amount: 12.5,
  count: 3,
  paid: false,
  status: 'UNPAID',
  kind: 'rent',
  note: null,
  reference: 'r "quoted" \u2028 عربي',
  at: new Date(Date.UTC(2026, 10, 28)),
  extra: { any: ['thing'] },
  docs: [{ name: 'a.pdf', url: '/f/a' }],
  online: { provider: 'sandbox' },
  tags: { b: 1, a: 2 },
  either: { b: 2 },
});

describe('the compiled answer writer', () => {
  it('writes what zod writes, byte for byte, for a valid answer of every supported kind', () => {
    const text = same(page, {
      success: true,
      items: [goodRow(), { ...goodRow(), due: '2026-01-01' }],
      total: 2,
    });
    expect(text).not.toBe('refused');
    same(page, { success: true, items: [], total: 0 });
    // Key order is the schema's, not the row's.
    same(z.object({ b: z.string(), a: z.string() }), { a: '1', b: '2' });
    // A present undefined: an optional's and an unknown's key is left out, as JSON.stringify does.
    same(row, { ...goodRow(), reference: undefined, extra: undefined });
    same(z.array(z.string().optional()), ['a', undefined]);
    same(z.object({ n: z.number() }), { n: -0 });
    same(z.object({ d: z.date().nullable() }), { d: null });
  });

  it('writes every string as JSON.stringify does: each of the 65,536 code units, and mixed text', () => {
    const schema = z.object({ text: z.string() });
    for (let unit = 0; unit < 0x10000; unit++) {
      const text = String.fromCharCode(unit);
      // Compared without expect per unit: 65,536 assertions would swamp the count of the suite's.
      if (writerText(schema, { text }) !== JSON.stringify({ text })) expect(unit).toBe('written as zod does');
    }
    for (const text of [
      'Villa 12 "Salmiya"',
      'C:\\rent\\2026',
      'line\nbreak\ttab',
      '😀 مرحبا',
      '\ud83d alone',
      '',
    ])
      same(schema, { text });
  });

  it('never writes a key the schema does not list, at any depth', () => {
    const leaky = {
      success: true,
      items: [
        {
          ...goodRow(),
          password_hash: 'SECRET-1',
          docs: [{ name: 'a', url: '/f', storage_key: 'SECRET-2' }],
          online: { provider: 'p', token: 'SECRET-3' },
          either: { a: 'x', token: 'SECRET-4' },
        },
      ],
      total: 1,
      refresh_token: 'SECRET-5',
    };
    const text = same(page, leaky);
    expect(text).not.toBe('refused');
    expect(text).not.toMatch(/SECRET|password_hash|storage_key|token/);
  });

  it('refuses, as zod does, what the schema refuses (the zod serializer then answers)', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['a wrong type', { amount: '12.5' }],
      ['a number that is not finite', { amount: Infinity }],
      ['NaN', { amount: Number.NaN }],
      ['an unsafe integer', { count: 2 ** 60 }],
      ['a fraction for an int', { count: 1.5 }],
      ['a value outside the enum', { status: 'LOST' }],
      ['another literal', { kind: 'fee' }],
      ['a string failing its pattern', { no: 'X-1' }],
      ['a malformed uuid', { id: 'not-a-uuid' }],
      ['an invalid date', { at: new Date('nope') }],
      ['a date where a string is', { note: new Date(0) }],
      ['an object where a string is', { note: { password_hash: 'SECRET' } }],
      ['null where not nullable', { paid: null }],
      ['undefined where required', { paid: undefined }],
      ['an array where an object is', { online: [] }],
      ['an object where an array is', { docs: {} }],
      ['a record holding a wrong value', { tags: { a: 'x' } }],
      ['no union option fits', { either: { c: 1 } }],
    ];
    for (const [what, change] of cases) {
      const data = { success: true, items: [{ ...goodRow(), ...change }], total: 1 };
      expect(zodText(page, data), what).toBe('refused');
      expect(writerText(page, data), what).toBe('refused');
    }
    // A missing required key, even one of z.unknown(), is refused; a missing optional one is left out.
    const { extra: _extra, ...withoutExtra } = goodRow();
    expect(writerText(row, withoutExtra)).toBe('refused');
    const { reference: _reference, ...withoutReference } = goodRow();
    same(row, withoutReference);
  });

  it('answers as zod’s first accepting union option', () => {
    const schema = z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.string() })]);
    expect(same(schema, { a: 'x', b: 'y' })).toBe('{"a":"x"}');
    same(z.union([z.string(), z.number(), z.null()]), 3);
  });

  it('writes a record keyed by an enum in the enum’s order, and refuses a key outside it', () => {
    const counts = z.record(z.enum(['OPEN', 'DONE']), z.int());
    expect(same(counts, { DONE: 2, OPEN: 1 })).toBe('{"OPEN":1,"DONE":2}');
    expect(same(counts, { OPEN: 1, DONE: 2, secret: 3 })).toBe('refused');
    expect(same(counts, { OPEN: 1 })).toBe('refused');
    same(z.record(z.string(), z.string()), { 2: 'b', a: 'x', 1: 'a' });
  });

  it('follows a recursive schema', () => {
    interface Tree {
      name: string;
      children: Tree[];
    }
    const tree: z.ZodType<Tree> = z.object({ name: z.string(), children: z.lazy(() => z.array(tree)) });
    same(tree, { name: 'a', children: [{ name: 'b', children: [], secret: 1 }] });
  });

  it('is not compiled for a schema that changes values or keeps unknown keys (zod keeps those)', () => {
    const kept = [
      z.object({ a: z.string().transform((s) => s.length) }),
      z.object({ a: z.string().default('x') }),
      z.object({ a: z.string() }).passthrough(),
      z.looseObject({ a: z.string() }),
      z.strictObject({ a: z.string() }),
      z.object({ a: z.string().min(2) }),
      z.object({ a: z.array(z.string()).max(3) }),
      z.object({ a: z.string() }).refine(() => true),
      z.object({ 1: z.string() }),
      z.object({ a: z.string().catch('x') }),
      z.xor([z.string(), z.number()]),
    ];
    for (const schema of kept) expect(compileAnswerWriter(schema)).toBeNull();
  });

  it('in production, an answer the writer leaves goes through zod, which refuses it as before', () => {
    const serialize = productionSerializerCompiler({
      schema: z.object({ n: z.number() }),
      method: 'GET',
      url: '/api/x',
      httpStatus: '200',
    } as never);
    expect(serialize({ n: 1, hidden: 'SECRET' })).toBe('{"n":1}');
    expect(() => serialize({ n: 'one' })).toThrow(/Response doesn't match the schema|serializ/i);
  });
});
