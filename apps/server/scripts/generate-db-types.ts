// `npm run db:types`: rewrites src/db/schema.generated.ts from the migrations (see src/db/schema-codegen.ts).
import { writeFile } from 'node:fs/promises';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from '#db/schema-codegen.ts';

await writeFile(GENERATED_SCHEMA_FILE, await generateSchemaTypes());
process.stdout.write(`wrote ${GENERATED_SCHEMA_FILE}\n`);
