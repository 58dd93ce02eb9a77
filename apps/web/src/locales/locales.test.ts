import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from '../lib/i18n/locales';

const dir = path.dirname(new URL(import.meta.url).pathname);

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (Array.isArray(value)) {
    return Object.assign({}, ...value.map((item, index) => flatten(item, `${prefix}[${index}]`)));
  }
  if (value && typeof value === 'object') {
    return Object.assign({}, ...Object.entries(value).map(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key)));
  }
  return { [prefix]: String(value) };
}

function load(locale: string, namespace: string) {
  const file = path.join(dir, locale, `${namespace}.json`);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * Texts that may read the same in a translation: names, codes, numbers, addresses, URLs and
 * anything with no letters. Everything else left in English counts as untranslated.
 */
function mayMatchEnglish(text: string) {
  // A code beside its placeholder ("IBAN •••• {{last4}}", "BIC {{bic}}") reads the same everywhere.
  const bare = text
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .replace(/[•\s]+/g, ' ')
    .trim();
  return (
    !/[A-Za-z]{3,}/.test(bare) ||
    /^(IBAN|BIC|SWIFT)$/.test(bare) ||
    /^(Terranest|Terranest Pro|OK|Email|E-mail|FAQ|PDF|VR|360|ListHub|MLS|HOA|Google|Apple|App Store|Google Play|Facebook|Instagram|LinkedIn|X|YouTube|WeChat|WeChat Pay|Alipay|PayPal|LINE|WhatsApp|English|Español|繁體中文|简体中文|Sauna|Colonial|Jacuzzi|Gazebo|Plus|Premium)$/i.test(
      text.trim(),
    ) ||
    /^(https?:|mailto:|tel:|\/)/.test(text) ||
    /^[\w.+-]+@[\w.-]+$/.test(text) ||
    /^[A-Z][a-z]+(?: [A-Z][a-z]+)*,? [A-Z]{2}$/.test(text) // "Miami FL", "Los Angeles, CA"
  );
}

describe('locale catalogs', () => {
  for (const namespace of NAMESPACES) {
    describe(namespace, () => {
      const english = load('en-us', namespace);

      it('has English texts', () => {
        expect(Object.keys(english).length).toBeGreaterThan(0);
      });

      for (const locale of LOCALES.filter((l) => l.id !== 'en-us')) {
        it(`${locale.id} has every key, the same placeholders, and translated texts`, () => {
          const translated = load(locale.id, namespace);
          expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
          const untranslated: string[] = [];
          for (const [key, text] of Object.entries(english)) {
            const other = translated[key] ?? '';
            expect(placeholders(other), `${locale.id}/${namespace}:${key}`).toEqual(placeholders(text));
            expect(other.trim(), `${locale.id}/${namespace}:${key} is empty`).not.toBe('');
            if (other === text && !mayMatchEnglish(text)) untranslated.push(key);
          }
          expect(untranslated, `${locale.id}/${namespace} left in English`).toEqual([]);
        });
      }
    });
  }

  it('writes brackets full-width in Chinese, never mixed with half-width ones', () => {
    for (const locale of LOCALES.filter((l) => l.id.startsWith('zh'))) {
      for (const namespace of NAMESPACES) {
        const halfWidth = Object.entries(load(locale.id, namespace)).filter(([, text]) => /[()]/.test(text));
        expect(halfWidth, `${locale.id}/${namespace}`).toEqual([]);
      }
    }
  });

  it('has no catalog file outside the declared namespaces', () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(dir, locale.id)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });
});
