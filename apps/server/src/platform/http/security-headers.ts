import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The hosts, besides our own origin, that pages may load from. */
export type ContentSources = {
  publicUrl: string;
  /** The map tile template (MAP_TILE_URL), if any: its origin serves map images. */
  mapTileUrl?: string;
  /** The file store's origin (S3 or ourselves): listing photos, videos, direct uploads. */
  storageOrigin: string;
};

/**
 * CSP and friends. Scripts and styles come from our own origin only; images from our origin,
 * the file store and the map tile host (if configured), nothing else; the socket connects to our own origin
 * only; it frames only our own pages and may not be framed anywhere.
 */
export async function registerSecurityHeaders(app: FastifyInstance, sources: ContentSources) {
  const https = sources.publicUrl.startsWith('https://');
  const self = new URL(sources.publicUrl);
  // 'self' covers same-origin ws: in CSP 3 browsers; the explicit origin covers the others.
  const socket = `${self.protocol === 'https:' ? 'wss:' : 'ws:'}//${self.host}`;
  const files = sources.storageOrigin === self.origin ? [] : [sources.storageOrigin];
  const tiles = sources.mapTileUrl ? [new URL(sources.mapTileUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...files, ...tiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socket, ...files],
        mediaSrc: ["'self'", 'blob:', ...files],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
