import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from './schema-codegen.ts';

test('the checked-in database types match the migrations (run npm run db:types)', async () => {
  const checkedIn = await readFile(GENERATED_SCHEMA_FILE, 'utf8');
  expect(checkedIn, 'schema.generated.ts is out of date: run npm run db:types').toBe(await generateSchemaTypes());
});
