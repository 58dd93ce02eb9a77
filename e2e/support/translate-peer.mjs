// A local translator speaking LibreTranslate's API (GET /languages, POST /translate) for the
// journeys: the e2e server is started with TRANSLATE_URL pointing here, the way a deployment
// points at a LibreTranslate server. It knows the journeys' phrases; anything else comes back
// marked with its target language, so a translation is always visibly one.
import { createServer } from 'node:http';

const CODES = ['en', 'es', 'zh-Hans', 'zh-Hant'];
const PHRASEBOOK = {
  'en>zh-Hant:Is the garden south-facing?': '花園是朝南的嗎？',
  'zh-Hant>en:是的，整個下午都有陽光。': 'Yes, it gets sun all afternoon.',
};

const server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.method === 'GET' && req.url === '/languages') {
    res.end(JSON.stringify(CODES.map((code) => ({ code, name: code, targets: CODES }))));
    return;
  }
  if (req.method === 'POST' && req.url === '/translate') {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const { q, source, target } = JSON.parse(raw);
      res.end(JSON.stringify({ translatedText: PHRASEBOOK[`${source}>${target}:${q}`] ?? `[${target}] ${q}` }));
    });
    return;
  }
  res.statusCode = 404;
  res.end('{}');
});
server.listen(Number(process.env.PORT), '127.0.0.1');
