import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { DEMO_PHOTO_COUNT, demoPhotoKind, demoPhotoNumbers, renderDemoPhoto } from './demo-photos';

const { app } = await createTestApp();
const numbers = Array.from({ length: DEMO_PHOTO_COUNT }, (_, i) => i + 1);

/** Every element is closed, in order, and there is exactly one root <svg>. */
function isWellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z]+)\b[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name as string);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && xml.startsWith('<svg ') && xml.endsWith('</svg>');
}

describe('demo photos', () => {
  it('every photo is a well-formed 1200×800 SVG with no text, scripts or external resources', () => {
    for (const n of numbers) {
      const svg = renderDemoPhoto(n);
      expect(isWellFormed(svg), `house-${n}`).toBe(true);
      expect(svg).toContain('viewBox="0 0 1200 800"');
      expect(svg).not.toMatch(/<(text|script|image|foreignObject|style)\b|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)|NaN|undefined/);
    }
  });

  it('a number always renders the same picture, and different numbers differ', () => {
    expect(renderDemoPhoto(7)).toBe(renderDemoPhoto(7));
    expect(new Set(numbers.map(renderDemoPhoto)).size).toBe(DEMO_PHOTO_COUNT);
  });

  it('houses, townhouses, apartment blocks and lots each have their own numbers', () => {
    const kinds = ['house', 'townhouse', 'apartment', 'land'] as const;
    expect(kinds.flatMap((k) => demoPhotoNumbers(k)).sort((a, b) => a - b)).toEqual(numbers);
    for (const k of kinds) for (const n of demoPhotoNumbers(k)) expect(demoPhotoKind(n)).toBe(k);
  });

  it('GET /media/demo/house-1.svg answers the SVG with a year-long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/demo/house-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(renderDemoPhoto(1));
  });

  it('GET /media/demo/house-1.jpg answers the same picture as a 1200×800 JPEG (the sample ListHub feed links these)', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/demo/house-1.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
  });

  it.each([
    '/media/demo/house-0.svg',
    '/media/demo/house-49.jpg',
    '/media/demo/house-49.svg',
    '/media/demo/house-999.svg',
    '/media/demo/house-01.svg',
    '/media/demo/house-1.png',
    '/media/demo/house-1.svg.bak',
    '/media/demo/..%2F..%2Fetc%2Fpasswd',
    '/media/demo/../etc/passwd',
  ])('%s answers the 404 JSON envelope', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('the demo photo route is left out of the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(Object.keys(res.json().paths)).not.toContain('/media/demo/{name}');
  });
});
