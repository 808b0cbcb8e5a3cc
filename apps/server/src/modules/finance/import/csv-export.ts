/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; lines end in CRLF. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A cell a spreadsheet would run as a formula ("=HYPERLINK(...)", "+1+1", "@SUM") gets a leading "'" so it
 * stays text. Amount cells are left alone: a negative number is data, and ours are never negative anyway.
 */
export function protectCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV document; `rawColumns` are column indexes written as they are (numbers), all others are protected. */
export function toCsv(header: readonly string[], rows: readonly string[][], rawColumns: ReadonlySet<number>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows)
    lines.push(row.map((cell, i) => csvField(rawColumns.has(i) ? cell : protectCell(cell))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
