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

/** CSV lines, each ending in CRLF; `rawColumns` are column indexes written as they are (numbers), all others protected. */
function csvLines(rows: readonly (readonly string[])[], rawColumns: ReadonlySet<number>): string {
  let text = '';
  for (const row of rows)
    text += `${row.map((cell, i) => csvField(rawColumns.has(i) ? cell : protectCell(cell))).join(',')}\r\n`;
  return text;
}

/** A CSV document: the header, then the rows. */
export function toCsv(header: readonly string[], rows: readonly string[][], rawColumns: ReadonlySet<number>): string {
  return `${header.map(csvField).join(',')}\r\n${csvLines(rows, rawColumns)}`;
}

/**
 * A CSV document written page by page as the reader takes it: `nextPage` gives the next rows (none at the end), so
 * neither all the rows nor all the text of a large export are held at once, and no single query reads them all.
 * `done` runs once: at the end, on an error (the reader's download then fails rather than looking complete) or when
 * the reader goes away.
 */
export function csvStream(
  header: readonly string[],
  rawColumns: ReadonlySet<number>,
  nextPage: () => Promise<string[][]>,
  done: () => Promise<void>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`${header.map(csvField).join(',')}\r\n`));
      },
      async pull(controller) {
        try {
          const rows = await nextPage();
          if (rows.length) {
            controller.enqueue(encoder.encode(csvLines(rows, rawColumns)));
            return;
          }
          controller.close();
        } catch (err) {
          controller.error(err);
        }
        await done();
      },
      cancel: () => done(),
    },
    // One page read ahead of the reader at most.
    { highWaterMark: 1 },
  );
}
