/**
 * Passwords travel base64-encoded (spec: login and sign-up payloads). UTF-8 first, so any
 * character survives; `btoa` alone would throw on non-Latin-1 text.
 */
export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The password a base64 payload carries, or undefined when it is not valid base64 UTF-8. */
export function decodePassword(encoded: string): string | undefined {
  try {
    const binary = atob(encoded.trim());
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
