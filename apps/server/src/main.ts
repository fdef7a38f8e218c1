import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-lock.ts';
import { createDeps } from './platform/deps.ts';
import { diskStorage } from './platform/file-storage.ts';
import { JobWorker, purgeFinishedJobs } from './platform/jobs.ts';
import { purgeSecurityLog } from './platform/security-log.ts';
import { purgeExpiredTokens } from './platform/tokens.ts';
import { RECORD_MODULES } from './record-modules.ts';
import { seedDemoAnalytics } from './seed/demo-analytics.ts';
import { seedDemoIncidents } from './seed/demo-incidents.ts';
import { seedDemoInvestigations } from './seed/demo-investigations.ts';
import { seedDemoObservations } from './seed/demo-observations.ts';
import { translateDemoQuestionnaire } from './seed/demo-questionnaires.ts';
import { seedDemoRecordTasks } from './seed/demo-record-tasks.ts';
import { seedHolidays } from './seed/holidays.ts';
import { ensureFirstAdmin, seedDemo } from './seed/seed.ts';

async function main() {
  const config = loadConfig();
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  // Until the app's logger exists, a lost connection is written as the logger would (JSON).
  let onConnectionError = (error: Error) =>
    console.error(JSON.stringify({ level: 40, msg: 'database connection lost', err: error.message }));
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.POOL_SIZE,
    onConnectionError: (error) => onConnectionError(error),
  });
  await database.migrate();
  if (config.SEED_DEMO) {
    await seedDemo(database.db, config);
    await seedDemoIncidents(database.db);
    await seedDemoInvestigations(database.db);
    await seedDemoObservations(database.db);
    await seedDemoRecordTasks(database.db);
    await translateDemoQuestionnaire(database.db);
    await seedDemoAnalytics(database.db);
    for (const entry of RECORD_MODULES) await entry.seed?.(database.db);
    const files = diskStorage(path.join(config.dataDir, 'files'));
    for (const entry of RECORD_MODULES) await entry.seedWithFiles?.(database.db, files);
  } else await ensureFirstAdmin(database.db, config);
  await seedHolidays(database.db);
  await purgeExpiredTokens(database.db);
  await purgeSecurityLog(database.db, config.SECURITY_LOG_DAYS);

  const deps = await createDeps(database, config);
  const app = await buildApp(deps);
  onConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');
  // A server may run for months: what expires is purged daily as well as at start.
  const daily = setInterval(() => {
    Promise.all([
      purgeExpiredTokens(database.db),
      purgeSecurityLog(database.db, config.SECURITY_LOG_DAYS),
      purgeFinishedJobs(database.db),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'daily purge failed'));
  }, 86_400_000);
  daily.unref();
  // Background jobs (decision 049): any number of processes may run a worker over one database.
  const worker = config.JOBS_WORKER
    ? new JobWorker(deps, {
        pollMs: config.JOBS_POLL_SECONDS * 1000,
        leaseMs: config.JOBS_LEASE_SECONDS * 1000,
        timeZone: config.TIME_ZONE,
        log: app.log,
      })
    : undefined;
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    clearInterval(daily);
    // The job in hand finishes first; one cut short would be taken again after its lease anyway.
    await worker?.stop();
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  worker?.start();
  app.log.info(`HSE platform on http://localhost:${config.PORT} (${database.engine})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
