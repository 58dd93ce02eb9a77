import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type AppConfig } from '../../config';

/**
 * The secret behind data encrypted at rest. Production must set APP_SECRET (every node the same);
 * a laptop gets one generated on first start and kept in DATA_DIR, so a restart can still
 * decrypt; an in-memory test database gets a throwaway one.
 */
export function resolveAppSecret(config: AppConfig): string {
  if (config.appSecret) return config.appSecret;
  if (config.env === 'production') throw new ConfigError('Invalid configuration:\n  APP_SECRET: required in production (32+ characters)');
  if (config.dataDir === ':memory:') return randomBytes(32).toString('base64url');
  const file = path.join(config.dataDir, 'app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
