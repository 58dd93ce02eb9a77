import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { testConfig } from '../../config';
import { devMailbox } from '../../db/schema/index';
import { createMailer } from './mailer';
import { renderMail } from './render-mail';
import { testMail } from './testing/test-mail';
import { smtpOptionsFromUrl } from './smtp.mailer';
import { parseRawMail, startSmtpPeer } from './testing/smtp-peer';

const database = await createTestDatabase();
const logs: Record<string, unknown>[] = [];
const logger = Fastify({
  logger: {
    level: 'info',
    stream: new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  },
});
const smtp = await startSmtpPeer({ user: 'mailer@terranest.example', pass: 'p@ss:word' });
afterAll(async () => {
  await smtp.close();
  await logger.close();
  await database.close();
});

const LINK = 'https://homes.example.com/verification/AbC123?x=1&y=2';

describe('the dev mailbox (no SMTP_URL)', () => {
  it('stores the mail with its template and locale, and logs one line with recipient and subject', async () => {
    const mailer = createMailer(testConfig(), database.db, logger.log);
    expect(mailer.kind).toBe('dev-mailbox');
    const mail = renderMail(testMail, 'es', { firstName: 'Lucía', link: LINK });
    await mailer.send({ to: 'lucia@example.com', ...mail, template: testMail.name, locale: 'es' });

    const rows = await database.db.select().from(devMailbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: 'lucia@example.com',
      subject: 'Tu correo de prueba',
      template: 'platform-test',
      locale: 'es',
    });
    expect(rows[0]?.text).toContain(LINK);
    const lines = logs.filter((line) => line.to === 'lucia@example.com');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, subject: 'Tu correo de prueba' });
  });
});

describe('SMTP (SMTP_URL set)', () => {
  it('delivers to a real SMTP server with the login from the URL, From Terranest <no-reply@public host>', async () => {
    const config = testConfig({
      smtpUrl: `smtp://${encodeURIComponent('mailer@terranest.example')}:${encodeURIComponent('p@ss:word')}@127.0.0.1:${smtp.port}?tls=off`,
      publicUrl: 'https://homes.example.com',
    });
    const mailer = createMailer(config, database.db);
    expect(mailer.kind).toBe('smtp');
    const mail = renderMail(testMail, 'zh-Hant', { firstName: '安娜', link: LINK });
    await mailer.send({ to: 'anna@example.com', ...mail, template: testMail.name, locale: 'zh-Hant' });

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received).toMatchObject({ from: 'no-reply@homes.example.com', to: ['anna@example.com'], user: 'mailer@terranest.example' });
    const parsed = parseRawMail(received?.raw ?? '');
    expect(parsed.headers.get('subject')).toBe('您的測試郵件');
    expect(parsed.headers.get('from')).toBe('Terranest <no-reply@homes.example.com>');
    expect(parsed.headers.get('to')).toBe('anna@example.com');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.text).toContain(LINK);
    expect(parsed.text).toContain('安娜，您好：');
    expect(parsed.html).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
  });

  it('fails the send when the server refuses the login, so the outbox retries it', async () => {
    const mailer = createMailer(
      testConfig({ smtpUrl: `smtp://mailer%40terranest.example:wrong@127.0.0.1:${smtp.port}?tls=off` }),
      database.db,
    );
    const mail = renderMail(testMail, 'en-us', { firstName: 'Ana', link: LINK });
    await expect(mailer.send({ to: 'ana@example.com', ...mail })).rejects.toThrow(/Invalid login|Invalid username/);
  });

  it('refuses to log in or send in clear: smtp:// to a server without STARTTLS fails and delivers nothing', async () => {
    const before = smtp.received.length;
    const mailer = createMailer(
      testConfig({ smtpUrl: `smtp://mailer%40terranest.example:${encodeURIComponent('p@ss:word')}@127.0.0.1:${smtp.port}` }),
      database.db,
    );
    await expect(mailer.send({ to: 'ana@example.com', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow(/STARTTLS/i);
    expect(smtp.received).toHaveLength(before);
  });

  it('reads smtps:// as TLS on 465 and smtp:// as required STARTTLS on 587 by default; ?tls=off allows clear text', () => {
    expect(smtpOptionsFromUrl('smtps://u:p@mail.example.com')).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      requireTLS: false,
      auth: { user: 'u', pass: 'p' },
    });
    expect(smtpOptionsFromUrl('smtp://mail.example.com')).toMatchObject({ port: 587, secure: false, requireTLS: true, auth: undefined });
    expect(smtpOptionsFromUrl('smtp://relay.internal:25?tls=off')).toMatchObject({ port: 25, secure: false, requireTLS: false });
    expect(() => smtpOptionsFromUrl('smtp://relay.internal?tls=maybe')).toThrow('tls must be on or off');
    expect(() => smtpOptionsFromUrl('http://mail.example.com')).toThrow('smtp:// or smtps://');
  });
});
