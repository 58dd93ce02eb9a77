import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Connection settings from an smtp:// or smtps:// URL, credentials percent-decoded. */
export function smtpOptionsFromUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    // smtps:// is TLS from the first byte; smtp:// upgrades with STARTTLS when the server offers it.
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Fail well inside the outbox lease rather than hang on a dead server.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
}

/** Sends through an SMTP server, From "Terranest" <no-reply@host of PUBLIC_URL>. */
export function createSmtpMailer(smtpUrl: string, publicUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpOptionsFromUrl(smtpUrl));
  const from = { name: 'Terranest', address: `no-reply@${new URL(publicUrl).hostname}` };
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // RFC 3834: tells auto-responders (vacation replies) not to answer.
        headers: { 'Auto-Submitted': 'auto-generated', ...(mail.template ? { 'X-Terranest-Template': mail.template } : {}) },
      });
    },
  };
}
