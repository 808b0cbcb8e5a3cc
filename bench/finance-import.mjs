// Bank-import throughput: a generated CSV statement (';' delimiter, decimal comma, day-first dates, 1 line in 10
// money in) posted to POST /api/v1/expenses/import on the real HTTP server: dry run (preview), real import, and
// re-import (every line a duplicate). On PGlite, and on a fresh PostgreSQL database when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server.
// Usage: npx tsx bench/finance-import.mjs [rows=10000]   (tsx: the script loads the server's TypeScript sources)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { benchServerEnv, onEachDatabase, signUpBenchUser } from './support.mjs';

const ROWS = Number(process.argv[2] ?? 10_000);

function statement(rows) {
  const lines = ['Fecha;Concepto;Importe;Saldo'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2024, 0, 1 + (i % 730)));
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const cents = ((i * 7919) % 300_000) + 1;
    const amount = `${i % 10 === 0 ? '' : '-'}${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`;
    lines.push(`${date};Compra tarjeta ${i % 97} ref ${i};${amount};1.000,00`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function post(url, token, csv, dryRun) {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  form.set('dry_run', String(dryRun));
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/expenses/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
  if (body.data.errors.length)
    throw new Error(`import reported errors: ${JSON.stringify(body.data.errors.slice(0, 3))}`);
  return { ms, data: body.data };
}

async function run(kind, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-import-'));
  const config = loadConfig(benchServerEnv(dataDir, databaseUrl));
  const server = await startServer(config);
  try {
    const { token } = await signUpBenchUser(server.url);
    const csv = statement(ROWS);
    // Warm-up on a small file, so the figures measure steady work rather than the first compile of each code path.
    await post(server.url, token, statement(200), true);

    const dry = await post(server.url, token, csv, true);
    const real = await post(server.url, token, csv, false);
    const again = await post(server.url, token, csv, false);
    if (real.data.imported.expenses + real.data.imported.income !== ROWS)
      throw new Error(`imported ${JSON.stringify(real.data.imported)}`);
    if (again.data.skipped_duplicates !== ROWS) throw new Error(`re-import skipped ${again.data.skipped_duplicates}`);
    const row = (label, r) => ({
      database: kind,
      step: label,
      ms: r.ms.toFixed(0),
      rate: Math.round(ROWS / (r.ms / 1000)),
    });
    return [row('dry run (preview)', dry), row('import', real), row('re-import (all duplicates)', again)];
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const table = (await onEachDatabase(run)).flat();
console.log(
  `\n${ROWS}-line CSV statement (${(Buffer.byteLength(statement(ROWS)) / 1024).toFixed(0)} KiB), one request each, through HTTP\n`,
);
console.log('| database | step | ms | rows/s |');
console.log('|---|---|---:|---:|');
for (const r of table) console.log(`| ${r.database} | ${r.step} | ${r.ms} | ${r.rate} |`);
