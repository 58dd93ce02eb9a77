import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a test SMTP server received: the envelope, the login used and the raw message. */
export type ReceivedMail = { from: string; to: string[]; user: string | undefined; raw: string };

/**
 * A real SMTP server on a free local port, for tests: accepts any mail, records the login
 * when one is given (rejecting any other than `credentials`), and keeps each raw message.
 */
export async function startSmtpPeer(credentials?: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && (auth.username !== credentials.user || auth.password !== credentials.pass)) {
        return callback(new Error('Invalid username or password'));
      }
      return callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Decodes RFC 2047 encoded-words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header value. */
export function decodeHeader(value: string): string {
  // Whitespace between two encoded-words is folding, not content (RFC 2047 section 6.2).
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  const bytes: Buffer[] = [];
  let last = 0;
  for (const m of joined.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)) {
    bytes.push(Buffer.from(joined.slice(last, m.index), 'latin1'));
    const [, encoding = '', text = ''] = m;
    bytes.push(encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qBytes(text.replace(/_/g, ' ')));
    last = m.index + m[0].length;
  }
  bytes.push(Buffer.from(joined.slice(last), 'latin1'));
  return Buffer.concat(bytes).toString('utf8');
}

function qBytes(text: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      out.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(text.charCodeAt(i));
  }
  return Buffer.from(out);
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qBytes(body.replace(/=\r\n/g, '')).toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** Splits a raw message into decoded headers and its decoded text/plain and text/html parts. */
export function parseRawMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts: Record<string, string> = {};
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const at = chunk.indexOf('\r\n\r\n');
    const partHeaders = parseHeaders(chunk.slice(0, at).replace(/^\r\n/, ''));
    const type = (partHeaders.get('content-type') ?? 'text/plain').split(';')[0] ?? '';
    parts[type] = decodeBody(chunk.slice(at + 4).replace(/\r\n$/, ''), partHeaders.get('content-transfer-encoding'));
  }
  return { headers, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}
