import { createRoute, z } from '@hono/zod-openapi';
import {
  EXPENSE_CATEGORIES,
  FINANCE_LIMITS,
  csvImportOptionsSchema,
  importResultSchema,
  isoDateSchema,
} from '@ww/contracts';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { AppError, validationError } from '#platform/errors.ts';
import { bearer, createRouter, errorResponses, jsonResponse, zodFields } from '#platform/openapi.ts';
import { createFinanceImportService, type FinanceImportService } from './import.service.ts';

const IMPORT_DESCRIPTION = `Reads a bank statement, CSV or OFX/QFX (told apart by content), and previews or imports it.

Sign rule: a negative amount (or a value in a debit column) is money out and becomes an expense; a positive amount
(or a credit column) is money in and becomes income, with the description as its source. Lines with amount 0 are left out.
Files exported by GET /expenses/export.csv and /income/export.csv are recognised by their header and import back as
expenses and income respectively.

CSV delimiter, header row, columns, decimal separator and date format are detected; \`options\` (JSON, CsvImportOptions)
overrides any of them. Ambiguous dates (every day and month <= 12) follow the user's date_format setting.
Currency: options.currency, else the OFX statement's CURDEF, else the user's currency setting.
Category of money out: options.category_overrides (by description or pattern), else a category column, else the
suggestion, else options.default_category. Each row names its \`pattern\` (the merchant's first words, lower case,
without digits, card or payment words) and its \`suggestion\` with its source: 'rule' (the user's rules, GET
/category-rules; a rule covers descriptions starting with its words), else 'history' (the category the user gave most
often to past expenses of that pattern, 'other' left out), else 'keyword' (built-in brands and words in English,
Spanish and French, e.g. shell, gasolinera, station-service -> fuel). On a real import, an override that differs from
what its line would otherwise get is remembered as a rule for that pattern.

\`dry_run\` (default 'true') writes nothing and returns every row with its duplicate flag and every line error;
\`imported\` is then 0 and \`skipped_duplicates\` counts the lines that are already imported. A real import is all or
nothing: if any line has an error, nothing is written and the errors are returned with 200. Lines imported before
(same date, amount, currency, description and occurrence in the file) are skipped.`;

const exportQuery = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  category: z.enum(EXPENSE_CATEGORIES, { error: 'invalid_category' }).optional(),
});
const incomeExportQuery = exportQuery.omit({ category: true });
const csvResponse = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

/** Routes under /api/v1; each carries requireAuth itself, so mounting this router at the API root guards only them. */
export function financeImportRoutes(deps: AppDeps, service: FinanceImportService = createFinanceImportService(deps)) {
  const router = createRouter();
  const auth = requireAuth(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/expenses/import',
      tags: ['finance'],
      summary: 'Import a bank statement (CSV or OFX/QFX), with a dry-run preview',
      description: IMPORT_DESCRIPTION,
      security: bearer,
      middleware: [
        auth,
        bodyLimit({
          maxSize: FINANCE_LIMITS.importMaxBytes + 64 * 1024,
          onError: () => {
            throw new AppError(400, 'validation', 'The file is larger than 10 MB.', 'file_too_large', {
              file: 'file_too_large',
            });
          },
        }),
      ] as const,
      request: {
        body: {
          content: {
            'multipart/form-data': {
              schema: z.object({
                file: z.any().describe('The statement: CSV, OFX or QFX, at most 10 MB'),
                options: z.string().optional().describe('CsvImportOptions as a JSON string'),
                dry_run: z.enum(['true', 'false']).optional().describe("'true' (default) previews without writing"),
              }),
            },
          },
        },
      },
      responses: {
        200: jsonResponse('The preview or the import result, with line errors', z.object({ data: importResultSchema })),
        ...errorResponses,
      },
    }),
    async (c) => {
      const form = await c.req.parseBody();
      const file = form['file'];
      if (!(file instanceof File)) throw validationError({ file: 'required' });
      if (file.size > FINANCE_LIMITS.importMaxBytes) {
        throw new AppError(400, 'validation', 'The file is larger than 10 MB.', 'file_too_large', {
          file: 'file_too_large',
        });
      }
      const dryRunField = form['dry_run'] ?? 'true';
      if (dryRunField !== 'true' && dryRunField !== 'false') throw validationError({ dry_run: 'invalid' });

      let rawOptions: unknown = {};
      const optionsField = form['options'];
      if (typeof optionsField === 'string' && optionsField.trim()) {
        try {
          rawOptions = JSON.parse(optionsField);
        } catch {
          throw validationError({ options: 'invalid_json' });
        }
      } else if (optionsField !== undefined && typeof optionsField !== 'string') {
        throw validationError({ options: 'invalid' });
      }
      const options = csvImportOptionsSchema.safeParse(rawOptions);
      if (!options.success) {
        throw validationError(
          Object.fromEntries(Object.entries(zodFields(options.error)).map(([k, v]) => [`options.${k}`, v])),
        );
      }

      const result = await service.importFile(c.get('auth').userId, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        options: options.data,
        dryRun: dryRunField === 'true',
      });
      return c.json({ data: result }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/expenses/export.csv',
      tags: ['finance'],
      summary: 'Expenses as CSV, newest first',
      description:
        'Columns date,category,amount,currency,description; optional from/to/category filters. Text cells that a spreadsheet would run as a formula start with a single quote.',
      security: bearer,
      middleware: [auth] as const,
      request: { query: exportQuery },
      responses: { 200: csvResponse('CSV file (attachment)'), ...errorResponses },
    }),
    async (c) => {
      const { filename, csv } = await service.exportExpenses(c.get('auth').userId, c.req.valid('query'));
      return c.body(csv, 200, csvHeaders(filename));
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/income/export.csv',
      tags: ['finance'],
      summary: 'Income as CSV, newest first',
      description: 'Columns date,source,amount,currency,recurrence; optional from/to filters.',
      security: bearer,
      middleware: [auth] as const,
      request: { query: incomeExportQuery },
      responses: { 200: csvResponse('CSV file (attachment)'), ...errorResponses },
    }),
    async (c) => {
      const { filename, csv } = await service.exportIncome(c.get('auth').userId, c.req.valid('query'));
      return c.body(csv, 200, csvHeaders(filename));
    },
  );
  return router;
}

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});
