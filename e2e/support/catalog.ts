import fs from 'node:fs';
import path from 'node:path';

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

type Tree = { [key: string]: string | Tree };

/**
 * The web app's own texts in one language, for journeys that run in it: `t('makeOffer:confirm')`
 * reads apps/web/src/locales/<locale>/makeOffer.json and fills `{{name}}` placeholders, so a
 * journey finds the labels a person reading that language sees, and follows the catalogs when
 * they are reworded.
 */
export function catalog(locale: 'en-us' | 'zh-Hant' | 'zh-Hans' | 'es') {
  const namespaces = new Map<string, Tree>();
  return function t(key: string, values: Record<string, string | number> = {}): string {
    const [namespace, dotted] = key.split(':') as [string, string];
    if (!namespaces.has(namespace))
      namespaces.set(namespace, JSON.parse(fs.readFileSync(path.join(LOCALES, locale, `${namespace}.json`), 'utf8')) as Tree);
    let node: string | Tree | undefined = namespaces.get(namespace);
    for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`${locale} has no text ${key}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}
