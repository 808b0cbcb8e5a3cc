import { FINANCE_LIMITS } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';

/**
 * What a bank statement can hold, beyond its size (FINANCE_LIMITS.importMaxBytes) and its transactions
 * (FINANCE_LIMITS.importMaxRows). The readers check each one as they read and stop at the first crossed, so a file
 * built to be expensive (9 MB of blank lines, one field of 9 MB, a line of a million columns) costs a few
 * milliseconds of a worker thread instead of seconds.
 */
export const STATEMENT_LIMITS = {
  /** Lines of any kind, blank ones included: room for a blank line after every transaction. */
  maxLines: FINANCE_LIMITS.importMaxRows * 2,
  /** Characters in one cell or OFX value; bank descriptions and memos are a few hundred at most. */
  maxFieldChars: 4_000,
  /** Cells in one CSV line; bank exports have a few dozen at most. */
  maxColumns: 100,
} as const;

/** A file that is not a statement, or too large a one: refused as a whole (400) rather than listed line by line. */
export const statementRefused = (code: string, message: string) =>
  new AppError(400, 'validation', message, code, { file: code });

export const tooManyTransactions = (line: number) =>
  statementRefused(
    'too_many_rows',
    `Line ${line}: the file has more than ${FINANCE_LIMITS.importMaxRows} transactions; split it into smaller files`,
  );

export const fieldTooLong = (line: number, quoted: boolean) =>
  statementRefused(
    'field_too_long',
    quoted
      ? `Line ${line}: a quoted field runs on for more than ${STATEMENT_LIMITS.maxFieldChars} characters; its closing quote is probably missing`
      : `Line ${line}: a field is longer than ${STATEMENT_LIMITS.maxFieldChars} characters; this is not a bank statement`,
  );
