import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI built from the routes' contract schemas (docs/architecture.md#hostile-input-and-errors), browsable at /api/docs. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop API',
        description:
          'Gold, silver and smartphones for the UAE, priced in AED and paid in Bitcoin. Every call of packages/contract/src/endpoints.ts under /api/v1, plus GET /user/me, admin and development-only calls.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
}
