// `npm test`: formatting, typecheck and lint, unit and integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then the browser journeys against the built app. Stops at the first failing step and ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'ww-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(
    `--- ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * Runs independent commands at the same time (each takes one core), prints each one's output whole, in order, once all
 * have ended, and counts each failed command in the summary.
 */
async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(command, args, { cwd: root, env: process.env });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
          child.on('close', (code) =>
            resolve({ title, ok: code === 0, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const { title, ok, output, seconds } of results) {
    console.log(`\n=== ${title} ===`);
    process.stdout.write(output);
    console.log(`--- ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s (run together)`);
    if (!ok) totals.failed += 1;
  }
  return results.every((result) => result.ok);
}

function count(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    // A test file that fails before any test runs (a syntax error, a failing hook) counts as one failure.
    totals.failed += report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } catch {
    totals.failed += 1; // the runner died before writing its report
  }
}

/**
 * The test files a run left unfinished when no test failed: a worker process that died under them (Node 24.22's V8
 * aborts now and then when freeing PGlite's WebAssembly code, "Check failed: jit_page_->allocations_.erase"), whose
 * tests stay pending. None when a test failed, or when more than a few files are unfinished.
 */
function unfinishedFiles(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    if (report.numFailedTests > 0) return [];
    const files = report.testResults
      .filter(
        (file) =>
          file.status !== 'passed' ||
          file.assertionResults.length === 0 ||
          file.assertionResults.some((test) => test.status === 'pending'),
      )
      .map((file) => relative(root, file.name));
    return files.length <= 5 ? files : [];
  } catch {
    return [];
  }
}

function vitest(title, extraArgs, reportName) {
  const file = join(reports, `${reportName}.json`);
  const reporters = (out) => ['--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const ok = run(title, 'npx', ['vitest', 'run', ...extraArgs, ...reporters(file)]);
  const again = ok ? [] : unfinishedFiles(file);
  if (again.length === 0) {
    count(file);
    return ok;
  }
  // A crashed worker is not a failed test: its files run once more, alone, and count as that run says.
  console.log(`\nA test worker died with no test failed; running once more: ${again.join(', ')}`);
  const retry = join(reports, `${reportName}-again.json`);
  const okAgain = run(`${title} (again)`, 'npx', ['vitest', 'run', ...extraArgs, ...again, ...reporters(retry)]);
  const first = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += first.testResults
    .filter((result) => !again.includes(relative(root, result.name)))
    .reduce((sum, result) => sum + result.assertionResults.filter((test) => test.status === 'passed').length, 0);
  count(retry);
  return okAgain;
}

const steps = [
  () => run('format (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level=warn']),
  () =>
    runTogether([
      ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
      ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ]),
  () => vitest('unit and integration tests', [], 'unit'),
  () => run('build', 'npm', ['run', '--silent', 'build']),
  () => vitest('browser journeys (Chromium)', ['--config', 'apps/web/e2e/vitest.config.ts'], 'e2e'),
];

let ok = true;
for (const step of steps) {
  const failedBefore = totals.failed;
  if (!(await step())) {
    ok = false;
    // A step that fails outside any test (typecheck, lint, build) still shows in the summary.
    if (totals.failed === failedBefore) totals.failed += 1;
    break;
  }
}
rmSync(reports, { recursive: true, force: true });
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
