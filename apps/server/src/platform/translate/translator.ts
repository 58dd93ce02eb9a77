import type { TLocale } from '@app/shared/constants/locale';

/**
 * Machine translation between the interface locales (messages now, listing translation later).
 * One adapter: a LibreTranslate-compatible HTTP API. Without one configured there is no
 * translator at all (never a fake): callers check for null and the app offers no translation.
 */
export type Translator = {
  /** The text in `to`; throws when the service fails (callers retry through the outbox). */
  translate(text: string, from: TLocale, to: TLocale): Promise<string>;
};

/** Where the translator is and its optional key (config.translate). */
export type TranslatorConfig = { url?: string; apiKey?: string; timeoutMs?: number };

/**
 * LibreTranslate's codes for each locale, newest first: releases since 1.7 name Chinese
 * `zh-Hans`/`zh-Hant`, older ones `zh`/`zt`. The server's GET /languages decides which it speaks.
 */
const CODES: Record<TLocale, readonly string[]> = {
  'en-us': ['en'],
  es: ['es'],
  'zh-Hans': ['zh-Hans', 'zh'],
  'zh-Hant': ['zh-Hant', 'zt'],
};

const DEFAULT_TIMEOUT_MS = 10_000;

/** A translator for config.translate, or null when no URL is configured. */
export function createTranslator(config: TranslatorConfig): Translator | null {
  return config.url ? libreTranslate({ ...config, url: config.url }) : null;
}

/** The LibreTranslate adapter: POST {url}/translate {q, source, target, format: 'text', api_key}. */
export function libreTranslate(config: TranslatorConfig & { url: string }): Translator {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let spoken: Promise<Set<string> | null> | undefined;

  // The codes the server lists (once; null when it does not answer: the first code of each is tried).
  function languages(): Promise<Set<string> | null> {
    spoken ??= fetch(`${config.url}/languages`, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (res) => (res.ok ? new Set(((await res.json()) as { code: string }[]).map((lang) => lang.code)) : null))
      .catch(() => null)
      .then((set) => {
        if (!set) spoken = undefined;
        return set;
      });
    return spoken;
  }

  async function codeOf(locale: TLocale): Promise<string> {
    const known = await languages();
    const candidates = CODES[locale];
    return candidates.find((code) => known?.has(code)) ?? candidates[0]!;
  }

  return {
    async translate(text, from, to) {
      if (from === to || text.trim() === '') return text;
      const [source, target] = await Promise.all([codeOf(from), codeOf(to)]);
      const res = await fetch(`${config.url}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ q: text, source, target, format: 'text', ...(config.apiKey ? { api_key: config.apiKey } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await res.json().catch(() => ({}))) as { translatedText?: unknown; error?: unknown };
      if (!res.ok || typeof body.translatedText !== 'string') {
        throw new Error(`translator answered ${res.status}: ${typeof body.error === 'string' ? body.error : 'no translatedText'}`);
      }
      return body.translatedText;
    },
  };
}
