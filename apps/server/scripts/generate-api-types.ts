// `npm run api:types`: rewrites the web's typed API routes from the OpenAPI document (see src/api-types.ts).
import { writeFile } from 'node:fs/promises';
import { API_TYPES_FILE, apiDocument, formatApiRoutes } from '../src/api-types.ts';

await writeFile(API_TYPES_FILE, await formatApiRoutes(await apiDocument()));
process.stdout.write(`wrote ${API_TYPES_FILE}\n`);
