import { describe, expect, it } from 'vitest';
import { tidyDocument } from '../../server/openapi/schemaTidy';

describe('tidyDocument', () => {
  it("states a record's enum keys as properties, so its required keys are defined", () => {
    const counts: Record<string, unknown> = {
      type: 'object',
      propertyNames: { enum: ['OPEN', 'CLOSED'] },
      additionalProperties: { type: 'number' },
      required: ['OPEN', 'CLOSED'],
    };
    const document = tidyDocument({
      paths: { '/api/x': { get: { responses: { 200: { schema: counts } } } } },
    });
    expect(document.paths['/api/x'].get.responses[200].schema.properties).toEqual({
      OPEN: { type: 'number' },
      CLOSED: { type: 'number' },
    });
  });

  it('drops the component schemas nothing refers to, keeping those referred to through others', () => {
    const document = tidyDocument({
      paths: {
        '/api/x': { get: { responses: { 400: { schema: { $ref: '#/components/schemas/Error' } } } } },
      },
      components: {
        schemas: {
          Error: { properties: { issue: { $ref: '#/components/schemas/Issue' } } },
          Issue: { type: 'object' },
          ErrorInput: { type: 'object' },
        },
      },
    });
    expect(Object.keys(document.components.schemas)).toEqual(['Error', 'Issue']);
  });
});
