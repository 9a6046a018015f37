import type { ValidationIssue } from '@shop/contract'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/errors.js'

const CONTEXT_TO_DETAILS_KEY: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
}

const FRIENDLY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
}

/**
 * DESIGN §7 error shape for every failure: `{ success: false, message, details? }`.
 * Client mistakes keep their message; a 5xx is logged with the request id and answered without its text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers)
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, details: error.details })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation.map((v) => ({
        path: v.instancePath
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: v.message ?? 'Invalid value',
      }))
      const key = CONTEXT_TO_DETAILS_KEY[error.validationContext ?? 'body'] ?? 'body'
      // The first rule's own words (the contract's messages name their field, e.g. 'No items in cart.'), so a
      // client can show it as it is; details say where each problem is.
      return reply.code(400).send({
        success: false,
        message: issues[0]?.message ?? 'Invalid request',
        details: { [key]: issues },
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const message = FRIENDLY_CLIENT_ERRORS[error.code] ?? error.message
      return reply.code(status).send({ success: false, message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ success: false, message: 'Internal Server Error' })
  })
}
