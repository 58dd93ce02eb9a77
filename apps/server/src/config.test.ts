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
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' }).adminEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['ADMIN_EMAILS', { ADMIN_EMAILS: 'boss-at-example' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.300' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '-1' }],
    ['FX_URL', { FX_URL: 'ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml' }],
    ['FX_URL', { FX_URL: 'ftp://ecb.europa.eu/eurofxref-daily.xml' }],
  ])('stops with a message naming %s when it is malformed', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('refuses to start a https:// PUBLIC_URL with development settings, naming NODE_ENV', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://homes.example.com' })).toThrow(
      /NODE_ENV: is development but PUBLIC_URL is https:\/\/.*set NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://homes.example.com' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://homes.example.com' }).publicUrl).toBe('https://homes.example.com');
  });

  it('reads FX_URL; unset, nothing is fetched', () => {
    expect(loadConfig({}).fxUrl).toBeUndefined();
    expect(loadConfig({ FX_URL: '' }).fxUrl).toBeUndefined();
    const url = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
    expect(loadConfig({ FX_URL: url }).fxUrl).toBe(url);
  });

  it('seeds the demo by default in development only, never by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('reads TRUST_PROXY as off by default, true/false, a hop count, or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('treats empty optional variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });
});
