import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoIfEmpty } from './seed/demo';
import { gazetteer } from './modules/places/index';

/** The config, or a message naming the bad variable and exit code 1. */
function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Reads the config, prepares the database (migrate, first-start demo seed), listens. */
async function main() {
  const config = readConfigOrExit();
  // The web build sits at apps/web/dist, two levels up from both src/ and dist/.
  config.webDistDir ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  const database = await openDatabase(config);
  await runMigrations(database);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);

  const app = await buildApp(config, { database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Terranest is running at ${config.publicUrl} (database: ${database.kind})`);
  // The places index takes a second or two to build: do it now, not on the first search.
  setImmediate(() => gazetteer());
}

await main();
