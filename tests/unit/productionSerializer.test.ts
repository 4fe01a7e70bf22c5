import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPlainSchema, productionSerializerCompiler } from '../../server/http/responseSerializer';

const compile = (schema: z.ZodType) =>
  productionSerializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' } as never);

describe('production serializer', () => {
  const page = z.object({
    items: z.array(z.object({ id: z.string(), amount: z.string().nullable(), at: z.date().optional() })),
    total: z.number(),
  });

  it('writes a plain schema’s answer as JSON.stringify does, without zod', () => {
    const data = { items: [{ id: 'a', amount: null, at: new Date(0) }], total: 1 };
    expect(isPlainSchema(page)).toBe(true);
    expect(compile(page)(data)).toBe(JSON.stringify(data));
  });

  it('keeps zod’s encoding for a schema that changes values', () => {
    const withDefault = z.object({ items: z.array(z.string()).default([]) });
    const withTransform = z.object({ n: z.string().transform((s) => s.length) });
    expect(isPlainSchema(withDefault)).toBe(false);
    expect(isPlainSchema(withTransform)).toBe(false);
    expect(compile(withDefault)({ items: ['a'], extra: 1 })).toBe('{"items":["a"]}');
  });
});
