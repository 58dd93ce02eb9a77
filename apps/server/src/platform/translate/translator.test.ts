import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libreTranslatePeer } from './libretranslate-peer.fixtures';
import { createTranslator, libreTranslate } from './translator';

describe('the LibreTranslate adapter, against a local peer speaking its API', () => {
  const current = libreTranslatePeer({ apiKey: 'k-123', codes: ['en', 'es', 'zh-Hans', 'zh-Hant'] });
  const older = libreTranslatePeer({ codes: ['en', 'es', 'zh', 'zt'] });
  let currentUrl = '';
  let olderUrl = '';
  beforeAll(async () => {
    currentUrl = await current.start();
    olderUrl = await older.start();
  });
  afterAll(async () => {
    await current.close();
    await older.close();
  });

  it('sends the text, the languages, plain-text format and the key, and returns translatedText', async () => {
    const translator = libreTranslate({ url: currentUrl, apiKey: 'k-123' });
    await expect(translator.translate('Is it still available?', 'en-us', 'zh-Hant')).resolves.toBe('還在嗎？');
    expect(current.requests.at(-1)).toEqual({
      q: 'Is it still available?',
      source: 'en',
      target: 'zh-Hant',
      format: 'text',
      api_key: 'k-123',
    });
  });

  it("uses an older server's codes for Chinese (zt, zh) when that is what it lists", async () => {
    const translator = libreTranslate({ url: olderUrl });
    await expect(translator.translate('Is it still available?', 'en-us', 'zh-Hant')).resolves.toBe('還在嗎？(zt)');
    await translator.translate('Hola', 'es', 'zh-Hans');
    expect(older.requests.at(-1)).toMatchObject({ source: 'es', target: 'zh' });
    expect(older.requests.at(-1)).not.toHaveProperty('api_key');
  });

  it('fails when the service refuses (a wrong key), so the caller retries instead of storing an error as a translation', async () => {
    const translator = libreTranslate({ url: currentUrl, apiKey: 'wrong' });
    await expect(translator.translate('Hello', 'en-us', 'es')).rejects.toThrow('403');
  });

  it('asks nothing when the languages are the same', async () => {
    const before = current.requests.length;
    await expect(libreTranslate({ url: currentUrl, apiKey: 'k-123' }).translate('Hi', 'es', 'es')).resolves.toBe('Hi');
    expect(current.requests.length).toBe(before);
  });

  it('is absent, not faked, when no URL is configured', () => {
    expect(createTranslator({})).toBeNull();
    expect(createTranslator({ url: currentUrl })).not.toBeNull();
  });
});
