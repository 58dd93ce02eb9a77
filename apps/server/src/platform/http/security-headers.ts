import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The hosts, besides our own origin, that pages may load from. */
export type ContentSources = {
  publicUrl: string;
  /** The map tile template (MAP_TILE_URL), if any: its origin serves map images. */
  mapTileUrl?: string;
  /** The file store's origin (S3 or ourselves): listing photos, videos, direct uploads. */
  storageOrigin: string;
  /** Stripe takes the cards: Stripe.js loads from js.stripe.com, frames its card field, calls api.stripe.com. */
  stripe: boolean;
};

/** Stripe.js's hosts (docs.stripe.com/security/guide#content-security-policy), when Stripe is configured. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * CSP and friends. Scripts and styles come from our own origin only; images from our origin,
 * the file store and the map tile host (if configured), nothing else; the socket connects to our own origin
 * only (Stripe.js's hosts are added when Stripe takes the cards); it frames only our own pages and may not be framed anywhere.
 */
export async function registerSecurityHeaders(app: FastifyInstance, sources: ContentSources) {
  const https = sources.publicUrl.startsWith('https://');
  const self = new URL(sources.publicUrl);
  // 'self' covers same-origin ws: in CSP 3 browsers; the explicit origin covers the others.
  const socket = `${self.protocol === 'https:' ? 'wss:' : 'ws:'}//${self.host}`;
  const files = sources.storageOrigin === self.origin ? [] : [sources.storageOrigin];
  const tiles = sources.mapTileUrl ? [new URL(sources.mapTileUrl).origin] : [];
  const stripe = sources.stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...files, ...tiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socket, ...files, ...stripe.connect],
        mediaSrc: ["'self'", 'blob:', ...files],
        frameSrc: ["'self'", ...stripe.frame],
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
