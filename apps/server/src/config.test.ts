import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, the embedded engines and a localhost public URL', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('follows PORT into the public URL', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('reads ADMIN_EMAILS as a trimmed, lowercased list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' }).adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['ADMIN_EMAILS', { ADMIN_EMAILS: 'boss-at-example' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
  ])('stops with a message naming %s when it is malformed', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('treats empty optional variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });
});
