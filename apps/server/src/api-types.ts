import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_LIMITS } from '@ww/contracts';
import * as prettier from 'prettier';
import { createApp } from './app.ts';
import { createServices } from './services.ts';
import { createServerWorkers } from './workers.ts';
import { openDatabase } from '#db/database.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { createAccessTokens } from '#platform/auth/tokens.ts';
import { createLogger } from '#platform/logger.ts';
import { createRateLimits } from '#platform/rate-limits.ts';
import { createOfflineGeocoder } from '#providers/geocoding/offline-geocoder.ts';
import { createMailer } from '#providers/mail/mailer.ts';
import { createEstimatedRouting } from '#providers/routing/routing.ts';
import { createEspeakTts } from '#providers/speech/espeak-tts.ts';

/**
 * The web's typed API client reads its routes from this file, written from the OpenAPI document by
 * `npm run api:types` (scripts/generate-api-types.ts) and compared with a fresh one by api-types.test.ts (decision 013).
 */
export const API_TYPES_FILE = fileURLToPath(
  new URL('../../web/src/shared/lib/api-routes.generated.ts', import.meta.url),
);

/** The part of JSON Schema (2020-12, as zod writes it) that the OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  $ref?: string;
}
interface MediaTypes {
  [mediaType: string]: { schema?: JsonSchema };
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: MediaTypes };
  responses: Record<string, { content?: MediaTypes }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** The document the running server serves at /api/v1/openapi.json (building the app opens no connection). */
export async function apiDocument(): Promise<OpenApiDocument> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-api-types-'));
  const logger = createLogger('silent');
  // Never asked to run a task here: its threads would start only on the first.
  const workers = createServerWorkers();
  try {
    const deps: AppDeps = {
      db: database.db,
      dbKind: database.kind,
      logger,
      mailer: createMailer({ db: database.db, logger, from: 'api-types@example.com' }),
      providers: {
        geocoder: createOfflineGeocoder(),
        routing: createEstimatedRouting(),
        weather: {
          daily: () => Promise.reject(new Error('Not used while writing the API types.')),
        },
        tts: createEspeakTts(),
      },
      rateLimits: createRateLimits(),
      workers,
      accessTokens: createAccessTokens(randomBytes(32).toString('hex'), AUTH_LIMITS.accessTokenSeconds),
      version: 'api-types',
      dataDir,
      requireEmailConfirmation: false,
      trustProxy: false,
    };
    const app = createApp(deps, createServices(deps));
    const response = await app.request('/api/v1/openapi.json');
    if (!response.ok) throw new Error(`GET /api/v1/openapi.json answered ${response.status}`);
    return (await response.json()) as OpenApiDocument;
  } finally {
    await Promise.all([database.close(), workers.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const JSON_MEDIA = 'application/json';

const propertyName = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const literal = (value: unknown) => JSON.stringify(value);
const union = (members: string[]) => {
  const unique = [...new Set(members)];
  return unique.length ? unique.join(' | ') : 'never';
};

/** Whether a type written by schemaType has a `|` or `&` outside brackets and string literals. */
function hasTopLevelOperator(type: string): boolean {
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    const char = type[i]!;
    if (char === '"') {
      for (i++; i < type.length && type[i] !== '"'; i++) if (type[i] === '\\') i++;
    } else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (depth === 0 && (char === '|' || char === '&')) return true;
  }
  return false;
}
const grouped = (type: string) => (hasTopLevelOperator(type) ? `(${type})` : type);

/**
 * A TypeScript type for a schema. Request bodies and queries are read as input: a property with a default may be
 * left out (zod writes input schemas that way already; the default check keeps it so for other writers).
 */
export function schemaType(schema: JsonSchema | boolean | undefined, mode: 'input' | 'output'): string {
  if (schema === undefined || schema === true) return 'unknown';
  if (schema === false) return 'never';
  if (schema.$ref) throw new Error(`$ref is not supported by the API types writer: ${schema.$ref}`);
  if (schema.anyOf || schema.oneOf)
    return union((schema.anyOf ?? schema.oneOf)!.map((member) => schemaType(member, mode)));
  if (schema.allOf) return schema.allOf.map((member) => grouped(schemaType(member, mode))).join(' & ');
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return union(schema.enum.map(literal));
  if (Array.isArray(schema.type)) return union(schema.type.map((type) => schemaType({ ...schema, type }, mode)));
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      if (schema.prefixItems) {
        const rest =
          schema.items === undefined || schema.items === false
            ? []
            : [`...${grouped(schemaType(schema.items, mode))}[]`];
        return `[${[...schema.prefixItems.map((item) => schemaType(item, mode)), ...rest].join(', ')}]`;
      }
      return `${grouped(schemaType(schema.items === false ? undefined : schema.items, mode))}[]`;
    }
    case 'object':
      return objectType(schema, mode);
    case undefined:
      return schema.properties ? objectType(schema, mode) : 'unknown';
    default:
      throw new Error(`Unknown JSON Schema type: ${schema.type}`);
  }
}

function objectType(schema: JsonSchema, mode: 'input' | 'output'): string {
  const required = new Set(schema.required ?? []);
  const members = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const optional = !required.has(name) || (mode === 'input' && 'default' in property);
    return `${propertyName(name)}${optional ? '?' : ''}: ${schemaType(property, mode)};`;
  });
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false) members.push(`[key: string]: ${schemaType(extra, mode)};`);
  if (!members.length) return extra === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{ ${members.join(' ')} }`;
}

function requestBodyType(body: NonNullable<Operation['requestBody']>): string[] {
  const optional = body.required ? '' : '?';
  const json = body.content[JSON_MEDIA];
  if (json) return [`json${optional}: ${schemaType(json.schema, 'input')};`];
  // Uploads: a form for multipart, otherwise a Blob that carries its own content type.
  const raw = Object.keys(body.content).map((media) => (media === 'multipart/form-data' ? 'FormData' : 'Blob'));
  return [`body${optional}: ${union(raw)};`];
}

function operationType(operation: Operation): string {
  const request: string[] = [];
  for (const place of ['path', 'query'] as const) {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place);
    if (!parameters.length) continue;
    const fields = parameters.map(
      (parameter) =>
        `${propertyName(parameter.name)}${parameter.required ? '' : '?'}: ${schemaType(parameter.schema, 'input')};`,
    );
    const anyRequired = parameters.some((parameter) => parameter.required);
    request.push(`${place === 'path' ? 'params' : 'query'}${anyRequired ? '' : '?'}: { ${fields.join(' ')} };`);
  }
  if (operation.requestBody) request.push(...requestBodyType(operation.requestBody));

  const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
  const media = successes.flatMap(([, response]) => Object.keys(response.content ?? {}));
  const nonJson = media.filter((type) => type !== JSON_MEDIA);
  let response: string;
  if (nonJson.length) {
    // Files (CSV, GPX): the client hands back the Response to read as a blob.
    response = `file: ${union(nonJson.map(literal))};`;
  } else if (media.length) {
    const types = successes.flatMap(([, answer]) =>
      answer.content?.[JSON_MEDIA] ? [schemaType(answer.content[JSON_MEDIA].schema, 'output')] : ['void'],
    );
    response = `response: ${union(types)};`;
  } else {
    response = 'response: void;';
  }
  return `{ ${request.length ? `request: { ${request.join(' ')} }; ` : ''}${response} }`;
}

/** The generated module's source, before formatting. */
export function apiRoutesSource(doc: OpenApiDocument): string {
  const routes = Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map(
        (method) => `${literal(`${method.toUpperCase()} ${path}`)}: ${operationType(item[method]!)};`,
      ),
    )
    .sort();
  return [
    '// Written by `npm run api:types` from the OpenAPI document (GET /api/v1/openapi.json); do not edit.',
    '// Keys are "METHOD /path" under /api/v1. `request` holds the path params, query and body (absent when there are',
    '// none); `response` the JSON of a success (void when there is none), or `file` the media type of a download',
    '// (decision 013).',
    '',
    `export interface ApiRoutes { ${routes.join('\n')} }`,
    '',
  ].join('\n');
}

/** The generated module as it is checked in: formatted with the repository's Prettier settings. */
export async function formatApiRoutes(doc: OpenApiDocument): Promise<string> {
  const options = (await prettier.resolveConfig(API_TYPES_FILE)) ?? {};
  return prettier.format(apiRoutesSource(doc), {
    singleQuote: true,
    printWidth: 120,
    ...options,
    filepath: API_TYPES_FILE,
  });
}
