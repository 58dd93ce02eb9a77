import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas: JSON at /api/v1/docs/json and a
 * readable page at /api/v1/docs. Must be registered before any route.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Terranest API',
        description:
          'The marketplace API. Every reply is `{ success: true, data }` or `{ success: false, message, code, fields? }`. ' +
          'State-changing calls need the `X-Requested-With` header and a same-origin `Origin`.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      // Routes that need a signed-in account name this (route.ts); over https the cookie is `__Host-tn_session`.
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tn_session' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs', staticCSP: false });
}
