import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  API_TYPES_FILE,
  apiDocument,
  apiRoutesSource,
  formatApiRoutes,
  schemaType,
  type OpenApiDocument,
} from './api-types.ts';

describe('API types writer', () => {
  it('writes the JSON Schema forms zod produces as TypeScript types', () => {
    expect(schemaType({ type: ['string', 'null'] }, 'output')).toBe('string | null');
    expect(schemaType({ type: 'string', enum: ['fuel', 'food'] }, 'output')).toBe('"fuel" | "food"');
    expect(
      schemaType(
        {
          anyOf: [
            { type: 'number', enum: [80] },
            { type: 'number', enum: [100] },
          ],
        },
        'output',
      ),
    ).toBe('80 | 100');
    expect(schemaType({ type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] }, 'output')).toBe(
      '[number, number]',
    );
    expect(
      schemaType(
        { type: 'array', items: { type: ['object', 'null'], properties: { a: { type: 'integer' } }, required: ['a'] } },
        'output',
      ),
    ).toBe('({ a: number; } | null)[]');
    expect(schemaType({ type: 'object', additionalProperties: { type: 'string' } }, 'output')).toBe(
      '{ [key: string]: string; }',
    );
    expect(schemaType({ type: 'object', properties: {}, additionalProperties: false }, 'output')).toBe(
      'Record<string, never>',
    );
    expect(schemaType({}, 'output')).toBe('unknown');
  });

  it('makes a property optional where it may be left out: not required, or with a default in a request', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string', default: '' }, c: { type: 'string' } },
      required: ['a', 'b'],
    };
    expect(schemaType(schema, 'output')).toBe('{ a: string; b: string; c?: string; }');
    expect(schemaType(schema, 'input')).toBe('{ a: string; b?: string; c?: string; }');
  });

  it('writes one route per operation with its params, query, body and success answer', () => {
    const doc: OpenApiDocument = {
      paths: {
        '/things/{id}': {
          patch: {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } },
            },
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
                  },
                },
              },
              404: {},
            },
          },
          delete: { parameters: [{ name: 'id', in: 'path', required: true }], responses: { 204: {} } },
        },
        '/things/export.csv': {
          get: {
            parameters: [{ name: 'from', in: 'query', schema: { type: 'string' } }],
            responses: { 200: { content: { 'text/csv': {} } } },
          },
        },
        '/things/upload': {
          post: {
            requestBody: { content: { 'multipart/form-data': {} } },
            responses: { 201: { content: { 'application/json': {} } } },
          },
        },
      },
    };
    const source = apiRoutesSource(doc);
    expect(source).toContain(
      '"PATCH /things/{id}": { request: { params: { id: string; }; json: { name?: string; }; }; response: { id: string; }; };',
    );
    expect(source).toContain('"DELETE /things/{id}": { request: { params: { id: unknown; }; }; response: void; };');
    expect(source).toContain(
      '"GET /things/export.csv": { request: { query?: { from?: string; }; }; file: "text/csv"; };',
    );
    expect(source).toContain('"POST /things/upload": { request: { body?: FormData; }; response: unknown; };');
  });

  it('the checked-in routes match the OpenAPI document (run npm run api:types)', async () => {
    const checkedIn = await readFile(API_TYPES_FILE, 'utf8');
    expect(checkedIn, 'api-routes.generated.ts is out of date: run npm run api:types').toBe(
      await formatApiRoutes(await apiDocument()),
    );
  }, 60_000);
});
