import { fileURLToPath } from 'node:url';

/**
 * The committed SQL migrations. Resolved next to this module: src/db/migrations in
 * development, dist/migrations once bundled (the build copies the folder).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
