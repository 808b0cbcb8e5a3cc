import { fileURLToPath } from 'node:url';
import { PostgresDialect as CodegenPostgresDialect, generate } from 'kysely-codegen';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

export const GENERATED_SCHEMA_FILE = fileURLToPath(new URL('./schema.generated.ts', import.meta.url));

/**
 * The database types as kysely-codegen reads them from a fresh in-memory PGlite after every migration, so the
 * migrations stay the one source of the table shapes. Dates and numerics are typed as the text both drivers hand
 * over (database.ts). The text is formatted with the project's Prettier settings, so formatting the tree leaves
 * the checked-in file as generated.
 */
export async function generateSchemaTypes(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(database.db);
    const source = await generate({
      db: database.db,
      dialect: new CodegenPostgresDialect({ dateParser: 'string', numericParser: 'string' }),
      excludePattern: 'kysely_migration*',
      outFile: null,
    });
    const options = await resolveConfig(GENERATED_SCHEMA_FILE);
    return await format(source, { ...options, filepath: GENERATED_SCHEMA_FILE });
  } finally {
    await database.close();
  }
}
