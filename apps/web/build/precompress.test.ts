import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies that decompress to the original, for text files above the minimum only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'assets', 'photo.jpg'), Buffer.alloc(MIN_BYTES * 4, 7));
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{}'.repeat(MIN_BYTES));

    expect(await precompressDirectory(dir)).toEqual([path.join('assets', 'index-abc.js'), 'index.html']);

    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(script.length / 10);
    for (const skipped of ['tiny.css', 'photo.jpg', 'index-abc.js.map']) {
      expect(fs.existsSync(path.join(dir, 'assets', `${skipped}.br`)), skipped).toBe(false);
    }
  });
});
