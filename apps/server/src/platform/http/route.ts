import type { IncomingMessage } from 'node:http';
import type {
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@app/shared/http/envelope';
import { z } from 'zod';
import type { ZodScope } from '../platform-deps';
import type { AccountActor, Actor } from '../auth-session/actor';
import { requireAdmin, requireSignedIn, requireVerified } from '../auth-session/policy';

/** `:id` path parameters. */
export const ZId = z.object({ id: z.uuid() });

/**
 * Who may call a route, checked once before the body is validated (so a visitor gets 401, not
 * field errors): `visitor` anyone; `anySession` signed in, a recovery session too (it may only
 * read its account and set a new password); `signedIn` a full session; `verified` with a verified
 * email; `admin` a verified admin. Refusals are the policy's: 401, 419 (session expired), 403.
 */
const CHECKS = {
  visitor: (actor: Actor): Actor => actor,
  anySession: (actor: Actor): AccountActor => requireSignedIn(actor, { allowRecovery: true }),
  signedIn: (actor: Actor): AccountActor => requireSignedIn(actor),
  verified: requireVerified,
  admin: requireAdmin,
} as const;
export type AuthLevel = keyof typeof CHECKS;

/** The actor a handler gets: an account for every level but `visitor`. */
export type ActorAt<A extends AuthLevel> = ReturnType<(typeof CHECKS)[A]>;

type Part = z.ZodType | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type SuccessStatus = 200 | 201;

/** The request as Fastify types it from the route's zod schemas. */
export type RouteRequest<P extends Part, Q extends Part, B extends Part> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  { params: P; querystring: Q; body: B },
  ZodTypeProvider
>;

export type RouteDefinition<A extends AuthLevel, P extends Part, Q extends Part, B extends Part, D extends Part> = {
  method: Method;
  url: string;
  auth: A;
  summary?: string;
  /** Replaces the file's tags for this route. */
  tags?: string[];
  /** Left out of the OpenAPI document. */
  hide?: boolean;
  params?: P;
  querystring?: Q;
  body?: B;
  /**
   * The reply's `data`: the handler returns it and the reply is `{ success: true, data }`,
   * checked against this schema. Without it the handler answers itself (a redirect, a file).
   */
  data?: D;
  /** 200 unless given; with two, the first is the default and the handler sets the other with `reply.code`. */
  status?: SuccessStatus | [SuccessStatus, SuccessStatus];
  /** Runs before the auth check (a header every answer carries, a 401 included). */
  onRequest?: onRequestAsyncHookHandler;
  /** Runs after the auth check and validation: rate limits. */
  preHandler?: preHandlerAsyncHookHandler;
  /** Route config read by the platform's hooks (`acceptsNul`, `crossOrigin`). */
  config?: Record<string, unknown>;
  handler: (
    request: RouteRequest<P, Q, B>,
    actor: ActorAt<A>,
    reply: FastifyReply,
  ) => Promise<D extends z.ZodType ? z.output<D> : FastifyReply> | (D extends z.ZodType ? z.output<D> : FastifyReply);
};

/**
 * Registers a module's routes: each declares its auth level once (checked in a preValidation hook;
 * the handler gets the checked actor, typed, and never checks again) and returns its data, which
 * goes out as `{ success: true, data }` with that envelope in the OpenAPI document. Sessions with
 * the right level but the wrong relation to an entity are the services' `authorize(...)` calls.
 *
 * @example
 * const route = routes(app, { tags: ['savedSearches'] });
 * route({ method: 'GET', url: '/api/v1/saved-searches/:id', auth: 'signedIn', params: ZId, data: ZSavedSearch,
 *   handler: (request, actor) => getSavedSearch(deps, actor, request.params.id) });
 */
export function routes(app: ZodScope, defaults: { tags?: string[] } = {}) {
  return function route<
    A extends AuthLevel,
    P extends Part = undefined,
    Q extends Part = undefined,
    B extends Part = undefined,
    D extends Part = undefined,
  >(definition: RouteDefinition<A, P, Q, B, D>) {
    const { auth, data, handler } = definition;
    const check = CHECKS[auth];
    const statuses = [definition.status ?? 200].flat();
    const firstStatus = statuses[0] ?? 200;
    const tags = definition.tags ?? defaults.tags;
    const schema: FastifySchema & { tags?: string[]; hide?: boolean; summary?: string; security?: object[] } = {
      ...(tags && { tags }),
      ...(definition.summary && { summary: definition.summary }),
      ...(definition.hide && { hide: true }),
      ...(auth !== 'visitor' && { security: [{ session: [] }] }),
      ...(definition.params && { params: definition.params }),
      ...(definition.querystring && { querystring: definition.querystring }),
      ...(definition.body && { body: definition.body }),
      ...(data && { response: Object.fromEntries(statuses.map((status) => [status, ZOk(data)])) }),
    };
    app.route({
      method: definition.method,
      url: definition.url,
      schema,
      ...(definition.config && { config: definition.config }),
      ...(definition.onRequest && { onRequest: definition.onRequest }),
      ...(auth !== 'visitor' && {
        preValidation: async (request: FastifyRequest) => {
          check(request.actor);
        },
      }),
      ...(definition.preHandler && { preHandler: definition.preHandler }),
      handler: async (request, reply) => {
        if (firstStatus !== 200) reply.code(firstStatus);
        // The preValidation hook above has refused every actor below the level.
        const actor = request.actor as ActorAt<A>;
        const result = await handler(request as unknown as RouteRequest<P, Q, B>, actor, reply);
        return data ? { success: true as const, data: result } : result;
      },
    });
  };
}
