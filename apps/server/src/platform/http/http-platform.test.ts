import net from 'node:net';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, createTestApp } from '../../../test/app';
import { AppError } from './app-error';

const { app, logs } = await createTestApp();

// Routes that exist only to exercise the platform's error handling.
app.get('/api/v1/test/boom', async () => {
  throw new Error('database password is hunter2');
});
app.get('/api/v1/test/app-error', async () => {
  throw new AppError('OFFER_OVER_LISTING_PRICE', { params: { price: '$500,000.00' } });
});
app.post(
  '/api/v1/test/echo',
  { schema: { body: z.object({ name: z.string().min(1, 'This field is required.'), age: z.number().int() }) } },
  async (request) => ({ success: true, data: request.body }),
);

describe('the API envelope', () => {
  it('answers unknown /api paths with a JSON 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: 'Page not found', code: 'NOT_FOUND' });
  });

  it('gives invalid bodies a 400 with the field messages of the schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: CLIENT_HEADERS, payload: { name: '', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: 'INVALID_INPUTS',
      message: 'Part of the form has been incorrectly filled out. The mistakes must be corrected before saving or continuing',
    });
    expect(body.fields.name).toBe('This field is required.');
    expect(body.fields.age).toBeTruthy();
  });

  it('gives malformed JSON a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      payload: '{"name": <img src=x>',
    });
    expect(res.statusCode).toBe(400);
    // Exactly the envelope: nothing of the body is quoted back.
    expect(res.json()).toEqual({ success: false, code: 'INVALID_INPUT', message: 'Invalid Input' });
  });

  it('rejects bodies over the size limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
  });

  it("formats an AppError with the spec's message and its parameters", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/app-error' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'OFFER_OVER_LISTING_PRICE',
      message: 'Must be under the listing price $500,000.00',
    });
  });

  it("answers an unexpected error with the spec's default for a failed call, 'An error has occured', no stack, and logs it with the request id", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/boom', headers: { 'x-request-id': 'req-boom-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'AN_ERROR_HAS_OCCURED', message: 'An error has occured' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    expect(res.headers['x-request-id']).toBe('req-boom-1');
    const line = logs.find((entry) => entry.reqId === 'req-boom-1' && entry.level === 50);
    expect(line).toBeDefined();
    expect(JSON.stringify(line)).toContain('hunter2');
  });

  it('gives every response a request id, generating one when the client sent none or a bad one', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors raised by the framework itself come out in the envelope, without echoing input', () => {
  it('answers a 300-character path parameter with a 414 envelope that does not repeat the URL', async () => {
    const id = 'a'.repeat(300);
    const res = await app.inject({ method: 'GET', url: `/api/v1/properties/${id}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large.', code: 'URL_TOO_LONG' });
    expect(res.body).not.toContain(id);
  });

  it('answers a malformed percent-encoding in the path with a 400 envelope that does not repeat it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/properties/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid Input', code: 'INVALID_INPUT' });
    expect(res.body).not.toContain('%E0');
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-evil-<script>' },
      payload: 'name=a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'Invalid Input', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.body).not.toContain('evil');
  });

  it('answers headers over the size limit with a 431 envelope (a real socket: inject has no HTTP parser)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (chunk) => (data += String(chunk)));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual({ success: false, message: 'The request is too large.', code: 'HEADERS_TOO_LARGE' });
    } finally {
      await app.server.close();
    }
  });
});

describe('secrets in URLs stay out of the logs', () => {
  it.each([
    ['a verification link', '/verification/SECRETverifytoken123', '/verification/[REDACTED]'],
    ['the verification call', '/api/v1/account/verify/SECRETverifytoken123', '/api/v1/account/verify/[REDACTED]'],
    [
      'an OIDC callback',
      '/api/v1/auth/google/callback?code=SECRETcode&state=SECRETstate',
      '/api/v1/auth/google/callback?code=[REDACTED]&state=[REDACTED]',
    ],
    [
      'a signed media URL',
      '/media/files/a.jpg?expires=1999999999&signature=SECRETsig',
      '/media/files/a.jpg?expires=1999999999&signature=[REDACTED]',
    ],
    ['an unsubscribe link', '/email/preferences?token=SECRETtoken&lang=es', '/email/preferences?token=[REDACTED]&lang=es'],
  ])('logs %s with the token replaced', async (_name, url, logged) => {
    const reqId = `req-redact-${logs.length}`;
    await app.inject({ method: url.includes('/verify/') ? 'POST' : 'GET', url, headers: { ...CLIENT_HEADERS, 'x-request-id': reqId } });
    const lines = logs.filter((entry) => entry.reqId === reqId);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain('SECRET');
    expect(lines.find((entry) => entry.msg === 'incoming request')).toMatchObject({ req: { url: logged } });
  });
});

describe('same-origin protection of state-changing calls', () => {
  it('refuses a POST without the X-Requested-With header', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: 'a', age: 1 } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('refuses a POST from another origin', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { ...CLIENT_HEADERS, origin: 'https://evil.example' },
      payload: { name: 'a', age: 1 },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a POST from our own origin with the header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { ...CLIENT_HEADERS, origin: 'http://localhost:3000' },
      payload: { name: 'a', age: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { name: 'a', age: 1 } });
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing, a referrer policy and nosniff', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets images come only from us (no tile host unless configured), and the socket connect only to our own origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self' ws://localhost:3000;");
    expect(csp).not.toMatch(/(^|[\s;])(https|wss?):(?=[\s;]|$)/);
  });

  it('allows the S3 store, when configured, for images, media, uploads; still no other host', async () => {
    const s3 = await createTestApp({
      publicUrl: 'https://homes.example.com',
      s3: { bucket: 'photos', endpoint: 'https://files.example.com', region: 'auto', accessKeyId: 'k', secretAccessKey: 's' },
    });
    const csp = String((await s3.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://files.example.com;");
    expect(csp).toContain("connect-src 'self' wss://homes.example.com https://files.example.com;");
    expect(csp).toContain("media-src 'self' blob: https://files.example.com;");
  });

  it('sends no HSTS over plain http', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://homes.example.com' });
    const res = await secure.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const subscribe = doc.paths['/api/v1/email/subscribe'].post;
    expect(subscribe.requestBody.content['application/json'].schema.properties.email.type).toBe('string');
    expect(doc.paths['/api/v1/properties/featured'].get.responses['200']).toBeDefined();
  });

  it('serves a readable documentation page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/docs' });
    const page = res.statusCode === 302 ? await app.inject({ method: 'GET', url: String(res.headers.location) }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
