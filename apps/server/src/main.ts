import { DataDirLockedError } from '#db/database.ts';
import { loadConfigOrExit } from '#platform/config.ts';
import { createLogger } from '#platform/logger.ts';
import { startServer } from './server.ts';
import { startupBanner } from './startup-banner.ts';

const started = performance.now();
const config = loadConfigOrExit();

const logger = createLogger(config.logLevel);
let running;
try {
  running = await startServer(config, { logger, print: (line) => console.log(line) });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
logger.info('server listening', {
  url: running.url.replace('127.0.0.1', 'localhost'),
  database: running.deps.dbKind,
  startup_ms: Math.round(performance.now() - started),
});
const demo = await running.demoSignIn();
console.log(
  startupBanner({
    port: Number(new URL(running.url).port),
    host: config.host,
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
    ...(demo ? { demo } : {}),
  }).join('\n'),
);

const shutdown = async (signal: string) => {
  logger.info('shutting down', { signal });
  // Past the hub's close (2 s) and the request drain (5 s), with time left to close the database.
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await running.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
