import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { testConfig } from '../../config';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { createMailer } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/render-mail';
import { verifyEmail, welcome } from '../auth/index';
import { devMailRoutes } from './dev-mail.routes';

const { app, db } = await createTestApp();
const production = await createTestApp({ env: 'production', appSecret: 'a-production-secret-for-tests-0123456789' });
const miswired = await createTestApp({ env: 'production', appSecret: 'a-production-secret-for-tests-0123456789' });
const withSmtp = await createTestApp({ smtpUrl: 'smtp://mail.example.com:587' });
const mailer = createMailer(testConfig(), db);

const LINK = 'http://localhost:3000/verification/tok123?a=1&b=2';

async function send(to: string, locale: string, firstName = 'Ana') {
  const mail = renderMail(verifyEmail, locale, { firstName, link: LINK });
  await mailer.send({ to, ...mail, template: 'verify-email', locale });
}

async function mailJson(query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/v1/dev/mail${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    _id: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    template: string;
    locale: string;
    createdAt: string;
  }[];
}

await send('ana@example.com', 'en-us');
await send('mei@example.com', 'zh-Hant', '美');

describe('GET /api/v1/dev/mail', () => {
  it('lists mail newest first in the API envelope', async () => {
    const data = await mailJson();
    expect(data.map((m) => m.to).slice(0, 2)).toEqual(['mei@example.com', 'ana@example.com']);
    expect(data[1]).toMatchObject({
      to: 'ana@example.com',
      subject: 'Confirm your email address',
      template: 'verify-email',
      locale: 'en-us',
    });
    expect(data[1]?.text).toContain(LINK);
    expect(new Date(data[1]?.createdAt ?? '').getTime()).toBeGreaterThan(0);
  });

  it('returns only the mail to the address given in ?to=, whatever its letter case', async () => {
    const data = await mailJson('?to=Mei@Example.com');
    expect(data.map((m) => m.to)).toEqual(['mei@example.com']);
    expect(data[0]?.subject).toBe('請確認您的電子郵件地址');
    expect(await mailJson('?to=nobody@example.com')).toEqual([]);
  });

  it('delivers what services queue: the app outbox puts an enqueued mail here', async () => {
    await db.transaction((tx) =>
      enqueueMail(tx, {
        to: 'lucia@example.com',
        locale: 'es',
        template: welcome,
        data: { firstName: 'Lucía', link: 'http://localhost:3000/' },
      }),
    );
    await app.deps.outbox.drain();
    const [mail] = await mailJson('?to=lucia@example.com');
    expect(mail?.subject).toBe('Te damos la bienvenida a Terranest');
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    expect(Object.keys(doc.paths).filter((path) => path.includes('dev'))).toEqual([]);
  });
});

describe('GET /dev/mail', () => {
  it('shows each mail with recipient, subject, language and a link to it', async () => {
    const [mail] = await mailJson('?to=ana@example.com');
    const res = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<a href="/dev/mail/${mail?._id}">Confirm your email address</a>`);
    expect(res.body).toContain('ana@example.com');
    expect(res.body).toContain('<td>zh-Hant</td>');
    expect(res.body).toContain('<form method="get" action="/dev/mail">');
  });

  it('filters by recipient with ?to=', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail?to=mei%40example.com' });
    expect(res.body).toContain('請確認您的電子郵件地址');
    expect(res.body).not.toContain('Confirm your email address');
    expect(res.body).toContain('value="mei@example.com"');
  });

  it('escapes what it shows', async () => {
    await mailer.send({ to: 'x@example.com', subject: '<img src=x onerror=alert(1)>', text: 't', html: '<p>h</p>' });
    const res = await app.inject({ method: 'GET', url: '/dev/mail?to=x@example.com' });
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('GET /dev/mail/:id', () => {
  it('shows the subject, clickable links, the HTML in a script-less sandboxed frame and the text', async () => {
    const [mail] = await mailJson('?to=ana@example.com');
    const res = await app.inject({ method: 'GET', url: `/dev/mail/${mail?._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Confirm your email address</h1>');
    expect(res.body).toContain(`<li><a href="${LINK.replace('&', '&amp;')}">`);
    const sandbox = /<iframe[^>]*sandbox="([^"]*)"[^>]*srcdoc="([^"]*)"/.exec(res.body);
    expect(sandbox?.[1]).not.toContain('allow-scripts');
    expect(sandbox?.[1]).toContain('allow-top-navigation-by-user-activation');
    expect(sandbox?.[2]).toContain('&lt;base target=&quot;_top&quot;&gt;');
    expect(sandbox?.[2]).toContain('#eb262b');
    expect(res.body).toContain('<pre>Terranest');
    // The page relies on inline styles; the CSP must keep allowing them.
    expect(String(res.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('answers an unknown or malformed id with a 404 page', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await app.inject({ method: 'GET', url: `/dev/mail/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Mail not found');
    }
  });
});

describe('in production', () => {
  it('has no dev mail paths: the app answers them with its 404', async () => {
    for (const url of ['/api/v1/dev/mail', '/dev/mail', '/dev/mail/00000000-0000-4000-8000-000000000000']) {
      const res = await production.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('adds no routes even when devMailRoutes is registered by mistake', async () => {
    await miswired.app.register((scope) => devMailRoutes(scope, miswired.app.deps));
    const res = await miswired.app.inject({ method: 'GET', url: '/api/v1/dev/mail' });
    expect(res.statusCode).toBe(404);
  });
});

describe('only on this machine, only without SMTP', () => {
  const PATHS = ['/api/v1/dev/mail', '/dev/mail', '/dev/mail/00000000-0000-4000-8000-000000000000'];

  it('answers a request from another machine with the 404 and no mail', async () => {
    for (const url of PATHS) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers: { host: 'localhost:3000' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Page not found', code: 'NOT_FOUND' });
    }
  });

  it('answers a loopback peer addressed by a public name (a reverse proxy on this machine) with the 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/dev/mail',
      remoteAddress: '127.0.0.1',
      headers: { host: 'homes.example.com' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('tok123');
  });

  it('ignores X-Forwarded-For: only the socket peer counts', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/dev/mail',
      remoteAddress: '203.0.113.7',
      headers: { host: '127.0.0.1:3000', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['127.0.0.1', '127.0.0.1:4000'],
    ['::1', '[::1]:4000'],
    ['::ffff:127.0.0.1', 'localhost'],
  ])('serves a loopback peer %s addressed as %s', async (remoteAddress, host) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mail?to=ana@example.com', remoteAddress, headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].text).toContain(LINK);
  });

  it('does not exist when SMTP_URL is set, even in development on localhost', async () => {
    for (const url of PATHS) {
      const res = await withSmtp.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
