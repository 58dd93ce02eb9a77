import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A key for one purpose derived from the app secret (HKDF-SHA-256), as hex. */
export function hkdfKey(appSecret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', appSecret, 'terranest', purpose, 32)).toString('hex');
}

/** Encrypts and decrypts short secrets (bank account numbers) with AES-256-GCM. */
export type SecretBox = { seal(plaintext: string): string; open(sealed: string): string };

/**
 * A box keyed for one purpose: the key is derived from the app secret with HKDF, so data sealed
 * for one purpose cannot be opened as another. Output: version.iv.tag.ciphertext, base64url.
 */
export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfKey(appSecret, purpose), 'hex');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
