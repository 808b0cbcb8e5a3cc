// Pam's own acceptance set, counted: the requests the acceptance tests (apps/server/src/modules/assistant, PGlite) send
// to Pam through the public API, per tool family (the contract file a tool is declared in, packages/contracts/src/
// pam-tools-<family>.ts; "core" for pam-tools.ts's own) and language (the language Pam read the request in). A
// request counts for a family when it ran one of the family's tools; "done" counts those whose tool succeeded.
// Multi-turn requests ("make that 45", "yes") count as the tool they ran. Families under 10 requests in a language
// are listed at the end.
// Usage: npx tsx bench/pam-acceptance.mjs   (about 10 minutes on two cores)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAM_TOOL_NAMES } from '@ww/contracts';

const LANGUAGES = ['en', 'es', 'fr'];
const contracts = new URL('../packages/contracts/src/', import.meta.url);

/** Each tool's family: the contract file that declares it. */
async function families() {
  const of = new Map();
  for (const file of readdirSync(contracts).filter((f) => /^pam-tools-.+\.ts$/.test(f))) {
    const family = file.replace(/^pam-tools-|\.ts$/g, '');
    const module = await import(new URL(file, contracts).href);
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('_PAM_TOOL_PARAMETERS')) for (const tool of Object.keys(value)) of.set(tool, family);
    }
  }
  for (const tool of PAM_TOOL_NAMES) if (!of.has(tool)) of.set(tool, 'core');
  return of;
}

const dir = mkdtempSync(join(tmpdir(), 'pam-acceptance-'));
const log = join(dir, 'requests.jsonl');
try {
  const env = { ...process.env, PAM_ACCEPTANCE_LOG: log };
  delete env.TEST_DATABASE_URL; // PGlite only: each request once
  const run = spawnSync('npx', ['vitest', 'run', 'apps/server/src/modules/assistant', '--reporter=dot'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) console.error(`(some acceptance tests failed: exit ${run.status}; counted what ran)`);
  const familyOf = await families();
  const counts = new Map();
  const count = (family, language, done) => {
    const row =
      counts.get(family) ??
      Object.fromEntries(
        LANGUAGES.flatMap((l) => [
          [l, 0],
          [`${l}_done`, 0],
        ]),
      );
    row[language] += 1;
    if (done) row[`${language}_done`] += 1;
    counts.set(family, row);
  };
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  for (const line of lines) {
    const { language, tools } = JSON.parse(line);
    const seen = new Map();
    for (const t of tools ?? []) {
      const family = familyOf.get(t.name);
      if (family) seen.set(family, (seen.get(family) ?? false) || t.ok);
    }
    for (const [family, done] of seen) count(family, language, done);
  }
  console.log(`${lines.length} requests to Pam in the acceptance tests (PGlite)\n`);
  console.log('| family | tools | en (done) | es (done) | fr (done) |');
  console.log('|---|---|---|---|---|');
  const thin = [];
  for (const family of [...new Set(familyOf.values())].sort()) {
    const row =
      counts.get(family) ??
      Object.fromEntries(
        LANGUAGES.flatMap((l) => [
          [l, 0],
          [`${l}_done`, 0],
        ]),
      );
    const tools = [...familyOf.values()].filter((f) => f === family).length;
    console.log(`| ${family} | ${tools} | ${LANGUAGES.map((l) => `${row[l]} (${row[`${l}_done`]})`).join(' | ')} |`);
    for (const l of LANGUAGES) if (row[l] < 10) thin.push(`${family}/${l}: ${row[l]}`);
  }
  console.log(
    thin.length
      ? `\nUnder 10 requests: ${thin.join(', ')}`
      : '\nEvery family has 10 or more requests in each language.',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
