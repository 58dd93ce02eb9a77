import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Connection settings from an smtp:// or smtps:// URL, credentials percent-decoded. smtps:// is
 * TLS from the first byte; smtp:// must upgrade with STARTTLS (the login and the mail, with its
 * recovery passwords, never cross the network in clear) unless the URL ends in `?tls=off`
 * (a relay on the same machine or private network that speaks no TLS).
 */
export function smtpOptionsFromUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = url.protocol === 'smtps:';
  const tls = url.searchParams.get('tls') ?? 'on';
  if (tls !== 'on' && tls !== 'off') throw new Error('SMTP_URL: tls must be on or off');
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && tls === 'on',
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
