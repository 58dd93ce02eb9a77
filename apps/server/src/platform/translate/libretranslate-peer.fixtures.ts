import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local peer speaking LibreTranslate's API: GET /languages, POST /translate, an API key when asked for one. */
export function libreTranslatePeer(options: { apiKey?: string; codes: string[]; dictionary?: Record<string, string> }) {
  const requests: Record<string, unknown>[] = [];
  const dictionary: Record<string, string> = {
    ...options.dictionary,
    'en>zh-Hant:Is it still available?': '還在嗎？',
    'en>zt:Is it still available?': '還在嗎？(zt)',
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && req.url === '/languages') {
      res.end(JSON.stringify(options.codes.map((code) => ({ code, name: code, targets: options.codes }))));
      return;
    }
    if (req.method === 'POST' && req.url === '/translate') {
      void read(req).then((raw) => {
        const body = JSON.parse(raw) as { q: string; source: string; target: string; format: string; api_key?: string };
        requests.push(body);
        if (options.apiKey && body.api_key !== options.apiKey) {
          res.statusCode = 403;
          res.end(JSON.stringify({ error: 'Invalid API key' }));
          return;
        }
        const known = dictionary[`${body.source}>${body.target}:${body.q}`];
        res.end(JSON.stringify({ translatedText: known ?? `[${body.target}] ${body.q}` }));
      });
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return {
    requests,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
