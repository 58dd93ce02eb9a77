import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
