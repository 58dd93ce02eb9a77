import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { testConfig } from '../../config';
import { devMailbox, outbox } from '../../db/schema/index';
import { createOutboxWorker } from '../outbox/outbox-worker';
import { enqueueMail, MAIL_TOPIC, mailHandler } from './mail-queue';
import { createMailer } from './mailer';
import { createMailTemplates } from './mail-templates';
import { defineMailTemplate } from './mail-template';
import { testMail } from './testing/test-mail';

const database = await createTestDatabase();
const { db } = database;
const logger = Fastify({ logger: false });
afterAll(async () => {
  await logger.close();
  await database.close();
});

const templates = createMailTemplates();
templates.register(testMail);
const worker = createOutboxWorker({
  db,
  handlers: { [MAIL_TOPIC]: mailHandler(createMailer(testConfig(), db), templates) },
  log: logger.log,
});
const mailTo = (to: string) => db.select().from(devMailbox).where(eq(devMailbox.to, to));

describe('mail through the outbox', () => {
  it('sends a mail queued in a committed transaction, rendered in the recipient language', async () => {
    await db.transaction(async (tx) => {
      await enqueueMail(tx, {
        to: 'mei@example.com',
        locale: 'zh-Hans',
        template: testMail,
        data: { firstName: '美', link: 'https://t.example/' },
      });
    });
    expect(await worker.drain()).toBe(1);
    const [mail] = await mailTo('mei@example.com');
    expect(mail).toMatchObject({ subject: '您的测试邮件', template: 'platform-test', locale: 'zh-Hans' });
    expect(mail?.text).toContain('https://t.example/');
  });

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: 'gone@example.com',
          locale: 'en-us',
          template: testMail,
          data: { firstName: 'Al', link: 'https://t.example/' },
        });
        throw new Error('deletion failed');
      }),
    ).rejects.toThrow('deletion failed');
    expect(await worker.drain()).toBe(0);
    expect(await mailTo('gone@example.com')).toEqual([]);
  });

  it('writes in English to a locale we do not support', async () => {
    await enqueueMail(db, {
      to: 'jean@example.com',
      locale: 'fr',
      template: testMail,
      data: { firstName: 'Jean', link: 'https://t.example/' },
    });
    await worker.drain();
    const [mail] = await mailTo('jean@example.com');
    expect(mail).toMatchObject({ subject: 'Your test mail', locale: 'en-us' });
  });

  it('refuses, inside the transaction, a mail whose data lacks a field', async () => {
    const job = { to: 'x@example.com', locale: 'en-us', template: testMail, data: { firstName: 'X' } };
    await expect(enqueueMail(db, job as never)).rejects.toThrow('Mail data is missing "link"');
    expect(await db.select().from(outbox).where(eq(outbox.status, 'pending'))).toEqual([]);
  });

  it('refuses, inside the transaction, a template no module registered', async () => {
    const unregistered = defineMailTemplate({ ...testMail, name: 'never-registered' });
    const job = { to: 'z@example.com', locale: 'en-us', template: unregistered, data: testMail.example };
    await expect(enqueueMail(db, job)).rejects.toThrow('Unknown mail template "never-registered"');
    expect(() => templates.register(testMail)).toThrow('registered twice');
  });

  it('fails a mail row with an unknown template with a clear error instead of sending something', async () => {
    await db.insert(outbox).values({ topic: MAIL_TOPIC, payload: { to: 'y@example.com', locale: 'en-us', template: 'nope', data: {} } });
    await worker.drain();
    const [row] = await db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(row?.lastError).toContain('unknown mail template');
    expect(await mailTo('y@example.com')).toEqual([]);
  });
});
