import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';

const { app, database } = await createTestApp();

describe('health', () => {
  it('/healthz says the process is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: database.kind });
  });
});
