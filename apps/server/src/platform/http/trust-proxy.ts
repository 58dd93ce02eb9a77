import type { TrustProxy } from '../../config';

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts that many hops next to the server
 * (Fastify 5.12 answers a bare number by trusting none, to fail closed); a list trusts those
 * proxy addresses only, which also holds when a node is reachable around the balancer.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
