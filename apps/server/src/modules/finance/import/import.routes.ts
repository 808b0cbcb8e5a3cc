import { createRoute, z } from '@hono/zod-openapi';
import {
  EXPENSE_CATEGORIES,
  FINANCE_LIMITS,
  apiErrorSchema,
  importResultSchema,
  isoDateSchema,
  type ImportResult,
} from '@ww/contracts';
import type { TypedResponse } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { AppError } from '#platform/errors.ts';
import { bearer, createRouter, errorResponses, jsonResponse } from '#platform/openapi.ts';
import type { FinanceImportService } from './import.service.ts';
import { readUploadBody } from './upload-body.ts';

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
(same date, amount, currency, description and occurrence in the file) are skipped.

Category suggestions from the user's past expenses look at their latest 1,000 expenses.

A file beyond what a bank statement holds is refused as a whole (400, fields.file = code) as soon as the reading
reaches the limit: more than 10 MB (file_too_large), more than 50,000 transactions (too_many_rows), more than 100,000
lines (too_many_lines), a field longer than 4,000 characters (field_too_long), a line of more than 100 columns
(too_many_columns), OFX elements nested more than 100 deep (ofx_too_deep).

Fair use, per user: one import or preview at a time (429 import_in_progress), and 30 MB of files a minute, each file
counting at least 1 MB (429 rate_limited, the message says when to try again).`;

const fileTooLarge = () =>
  new AppError(400, 'validation', 'The file is larger than 10 MB.', 'file_too_large', { file: 'file_too_large' });

const period = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });
/** A period that ends before it starts is refused as the lists refuse it, rather than exported as an empty file. */
const inOrder = (q: z.infer<typeof period>) => !q.from || !q.to || q.from <= q.to;
const reversed = { error: 'range_reversed', path: ['to'] };
const exportQuery = period
  .extend({ category: z.enum(EXPENSE_CATEGORIES, { error: 'invalid_category' }).optional() })
  .refine(inOrder, reversed);
const incomeExportQuery = period.refine(inOrder, reversed);
const tooManyResponse = {
  description: 'One already running for this user, or too many this minute',
  content: { 'application/json': { schema: apiErrorSchema } },
};
const csvResponse = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

/** Routes under /api/v1; each carries requireAuth itself, so mounting this router at the API root guards only them. */
export function financeImportRoutes(deps: AppDeps, service: FinanceImportService) {
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
      middleware: [auth] as const,
      request: {
        body: {
          content: {
            // A plain schema, not zod: the form is read on a worker thread, not by a validator on the event loop.
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: {
                    type: 'string',
                    format: 'binary',
                    description: 'The statement: CSV, OFX or QFX, at most 10 MB',
                  },
                  options: { type: 'string', description: 'CsvImportOptions as a JSON string' },
                  dry_run: {
                    type: 'string',
                    enum: ['true', 'false'],
                    description: "'true' (default) previews without writing",
                  },
                },
              },
            },
          },
        },
      },
      responses: {
        200: jsonResponse('The preview or the import result, with line errors', z.object({ data: importResultSchema })),
        ...errorResponses,
        429: tooManyResponse,
      },
    }),
    async (c) => {
      const contentType = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data/i.test(contentType))
        throw new HTTPException(415, { message: 'Unsupported Media Type' });
      // The form's envelope (boundaries, part headers, options) on top of the file's own limit.
      const upload = await readUploadBody(c, FINANCE_LIMITS.importMaxBytes + 64 * 1024, fileTooLarge);
      const body = await service.importFile(c.get('auth').userId, { body: upload, contentType });
      // JSON rendered on a worker thread, sent as it came: typed as the route's JSON answer it is.
      return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
        { data: ImportResult },
        200,
        'json'
      >;
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/expenses/export.csv',
      tags: ['finance'],
      summary: 'Expenses as CSV, newest first',
      description:
        'Columns date,category,amount,currency,description; optional from/to/category filters. Text cells that a spreadsheet would run as a formula start with a single quote. Streamed as it is read, 500 rows at a time. Fair use, per user: one export at a time (429 export_in_progress), ten a minute (429 rate_limited).',
      security: bearer,
      middleware: [auth] as const,
      request: { query: exportQuery },
      responses: { 200: csvResponse('CSV file (attachment)'), ...errorResponses, 429: tooManyResponse },
    }),
    async (c) => {
      const { filename, body } = await service.exportExpenses(c.get('auth').userId, c.req.valid('query'));
      return c.body(body, 200, csvHeaders(filename));
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/income/export.csv',
      tags: ['finance'],
      summary: 'Income as CSV, newest first',
      description:
        'Columns date,source,amount,currency,recurrence; optional from/to filters. Streamed, with the same fair use as the expense export.',
      security: bearer,
      middleware: [auth] as const,
      request: { query: incomeExportQuery },
      responses: { 200: csvResponse('CSV file (attachment)'), ...errorResponses, 429: tooManyResponse },
    }),
    async (c) => {
      const { filename, body } = await service.exportIncome(c.get('auth').userId, c.req.valid('query'));
      return c.body(body, 200, csvHeaders(filename));
    },
  );
  return router;
}

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});
