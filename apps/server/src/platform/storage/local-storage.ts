import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline, Readable, Transform } from 'node:stream';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { expiryIn, grantQuery } from './local-signing';
import { registerLocalStorageRoutes } from './local-storage.routes';
import {
  assertStorageKey,
  keyToUrlPath,
  normalizeContentType,
  ObjectNotFoundError,
  ObjectTooLargeError,
  type Storage,
  type StoredObjectInfo,
} from './storage';

const pipe = promisify(pipeline);

/** Where the disk store keeps files, how it signs its URLs, and its upload limit. */
export type LocalStorageOptions = {
  /** Directory holding `objects/`, `meta/` and `tmp/`. */
  root: string;
  /** Origin the URLs point at (config.publicUrl): this server serves them. */
  baseUrl: string;
  /** Hex HMAC key for signed URLs: hkdfKey(appSecret, 'media-urls'). */
  signingKey: string;
  /** The most a signed PUT may upload. */
  maxUploadBytes: number;
  /** Delete `root` on close (a per-app temporary directory). */
  removeOnClose?: boolean;
};

/** The disk store plus what its own HTTP routes need. */
export type LocalStorage = Storage & {
  readonly options: LocalStorageOptions;
  registerRoutes(app: FastifyInstance): Promise<void>;
  /** Streams `source` into `key`, failing with ObjectTooLargeError past `maxBytes` (the source is left unread, not destroyed). */
  receive(key: string, source: Readable, contentType: string, maxBytes: number): Promise<void>;
  /** The file holding an object's bytes. */
  filePath(key: string): string;
};

/** No file there: nothing, a folder (a key's prefix), or a path through a file. */
function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/**
 * The default store: files under `<root>/objects/<key>`, each with its content type in
 * `<root>/meta/<key>`. Writes go to `tmp/` first and are renamed into place, so a reader never
 * sees half a file. The server serves the URLs itself (local-storage.routes.ts).
 */
export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const root = path.resolve(options.root);
  const base = options.baseUrl.replace(/\/$/, '');
  const filePath = (key: string) => path.join(root, 'objects', ...assertStorageKey(key).split('/'));
  const metaPath = (key: string) => path.join(root, 'meta', ...assertStorageKey(key).split('/'));
  const tmpPath = () => path.join(root, 'tmp', randomUUID());

  async function commit(key: string, tmp: string, contentType: string, attempt = 1): Promise<void> {
    try {
      await fsp.mkdir(path.dirname(filePath(key)), { recursive: true });
      await fsp.mkdir(path.dirname(metaPath(key)), { recursive: true });
      await fsp.writeFile(metaPath(key), JSON.stringify({ contentType: normalizeContentType(contentType) }));
      await fsp.rename(tmp, filePath(key));
    } catch (err) {
      // A delete elsewhere may prune the folder we just made: make it again.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 3) throw err;
      await commit(key, tmp, contentType, attempt + 1);
    }
  }

  /** Removes now-empty parent directories up to the tree's root (per-upload folders would pile up). */
  async function prune(dir: string, top: string) {
    for (let current = dir; current.startsWith(top + path.sep); current = path.dirname(current)) {
      try {
        await fsp.rmdir(current);
      } catch {
        return;
      }
    }
  }

  async function receive(key: string, source: Readable, contentType: string, maxBytes: number) {
    assertStorageKey(key);
    await fsp.mkdir(path.join(root, 'tmp'), { recursive: true });
    const tmp = tmpPath();
    // Created before anything streams: a refused upload then cannot leave an open still under way
    // that would create the file again after it is removed (the pipeline closes the handle), and
    // the counter's error always has the pipeline below to go to.
    const file = (await fsp.open(tmp, 'w')).createWriteStream();
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > maxBytes ? new ObjectTooLargeError(maxBytes) : null, chunk);
      },
    });
    // pipe, not pipeline, from the source: on overflow the request must stay open for the 413.
    finished(source, (err) => err && counter.destroy(err));
    source.pipe(counter);
    try {
      await pipe(counter, file);
    } catch (err) {
      source.unpipe(counter);
      file.destroy();
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    await commit(key, tmp, contentType);
  }

  async function readMeta(key: string): Promise<{ contentType: string }> {
    try {
      return JSON.parse(await fsp.readFile(metaPath(key), 'utf8')) as { contentType: string };
    } catch {
      return { contentType: 'application/octet-stream' };
    }
  }

  async function headObject(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const stat = await fsp.stat(filePath(key));
      return stat.isFile() ? { size: stat.size, contentType: (await readMeta(key)).contentType } : undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async function openStream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const handle = await fsp.open(filePath(key), 'r').catch((err: unknown) => {
      throw isMissing(err) ? new ObjectNotFoundError(key) : err;
    });
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new ObjectNotFoundError(key);
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  const storage: LocalStorage = {
    kind: 'local',
    options,
    receive,
    filePath,
    async putObject(key, body, contentType) {
      await receive(key, Buffer.isBuffer(body) ? Readable.from([body]) : body, contentType, Number.POSITIVE_INFINITY);
    },
    async getObject(key, range) {
      const chunks: Buffer[] = [];
      for await (const chunk of await openStream(key, range)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    getObjectStream: (key, range) => openStream(key, range),
    headObject,
    async copyObject(sourceKey, targetKey, contentType) {
      await fsp.mkdir(path.join(root, 'tmp'), { recursive: true });
      const tmp = tmpPath();
      await fsp.copyFile(filePath(sourceKey), tmp).catch((err: unknown) => {
        throw isMissing(err) ? new ObjectNotFoundError(sourceKey) : err;
      });
      await commit(targetKey, tmp, contentType);
    },
    async deleteObject(key) {
      await fsp.rm(filePath(key), { force: true });
      await fsp.rm(metaPath(key), { force: true });
      await prune(path.dirname(filePath(key)), path.join(root, 'objects'));
      await prune(path.dirname(metaPath(key)), path.join(root, 'meta'));
    },
    async signedUpload(key, contentType, { expiresInSeconds, maxBytes }) {
      const grant = {
        method: 'PUT' as const,
        key,
        contentType: normalizeContentType(contentType),
        maxBytes,
        expires: expiryIn(expiresInSeconds),
      };
      return { method: 'PUT', url: `${base}/media/upload/${keyToUrlPath(key)}?${grantQuery(options.signingKey, grant)}` };
    },
    async signedGetUrl(key, expiresInSeconds) {
      return `${base}/media/${keyToUrlPath(key)}?${grantQuery(options.signingKey, { method: 'GET', key, expires: expiryIn(expiresInSeconds) })}`;
    },
    publicUrl: (key) => `${base}/media/${keyToUrlPath(key)}`,
    async registerRoutes(app) {
      await registerLocalStorageRoutes(app, storage);
    },
    async close() {
      if (options.removeOnClose) await fsp.rm(root, { recursive: true, force: true });
    },
  };
  return storage;
}
