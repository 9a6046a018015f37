import type { Socket } from 'node:net'
import { errorCodeForStatus, messageKeyFields, type ErrorCode, type ValidationIssue } from '@shop/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import { AppError } from '../lib/errors.js'

const CONTEXT_TO_DETAILS_KEY: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
}

/** Fastify's own client errors: what to tell the caller, and the code that names them. */
const FRAMEWORK_CLIENT_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: 'The request body is not valid JSON.',
    code: 'MALFORMED_REQUEST',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: 'The request body is empty; send a JSON object.',
    code: 'MALFORMED_REQUEST',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Unsupported content type; send application/json.',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_BAD_URL: { message: 'The address is not valid (a malformed %-escape).', code: 'MALFORMED_REQUEST' },
  FST_ERR_ASYNC_CONSTRAINT: { message: 'The request could not be routed.', code: 'BAD_REQUEST' },
}

/**
 * `details` with each validation issue (`details.body`, `query`, `params`, `headers`: `[{ path, message }]`)
 * given its contract message's key, as toValidationIssues gives it; issues built by hand get it here.
 */
function withIssueKeys(details: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!details) return details
  let changed: Record<string, unknown> | undefined
  for (const part of Object.values(CONTEXT_TO_DETAILS_KEY)) {
    const issues = details[part]
    if (!Array.isArray(issues)) continue
    changed ??= { ...details }
    changed[part] = issues.map((issue: unknown) =>
      issue && typeof issue === 'object' && typeof (issue as { message?: unknown }).message === 'string'
        ? { ...issue, ...messageKeyFields((issue as { message: string }).message) }
        : issue,
    )
  }
  return changed ?? details
}

/** What a 503 for an unreachable database tells clients to wait before trying again. */
const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * docs/architecture.md#hostile-input-and-errors error shape for every failure: `{ success: false, message, code, details? }`, with `code` from the
 * contract's ERROR_CODES, and `messageKey`/`messageParams` when the message is one of the contract's (decision 274). Client mistakes keep their message; a 5xx is logged with the request id and
 * answered without its text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers)
      const { data } = error
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        // A contract message's key beside its English text, so a client words it in its language (decision 274).
        ...messageKeyFields(error.message),
        details: withIssueKeys(error.details),
        // Only an error that carries figures (docs/decisions/123); the route's schema for the status declares it.
        ...(data === undefined ? {} : { data }),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation.map((v) => ({
        path: v.instancePath
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: v.message ?? 'Invalid value',
        ...messageKeyFields(v.message ?? ''),
      }))
      const key = CONTEXT_TO_DETAILS_KEY[error.validationContext ?? 'body'] ?? 'body'
      // The first rule's own words (the contract's messages name their field, e.g. 'No items in cart.'), so a
      // client can show it as it is; details say where each problem is.
      return reply.code(400).send({
        success: false,
        message: issues[0]?.message ?? 'Invalid request',
        code: 'VALIDATION_FAILED',
        ...messageKeyFields(issues[0]?.message ?? ''),
        details: { [key]: issues },
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const known = FRAMEWORK_CLIENT_ERRORS[error.code]
      return reply.code(status).send({
        success: false,
        message: known?.message ?? error.message,
        code: known?.code ?? errorCodeForStatus(status),
      })
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is restarting or out of reach: nothing was done, and the same request will work shortly.
      request.log.warn(
        { err: { type: error.name, code: error.code } },
        'request failed: database unreachable',
      )
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        success: false,
        message: 'The shop cannot reach its database just now. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ success: false, message: 'Internal Server Error', code: 'INTERNAL' })
  })
}

/**
 * Fastify's `frameworkErrors` option: errors met before a route is chosen (a malformed %-escape in the
 * URL) would otherwise answer in Fastify's own shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_CLIENT_ERRORS[error.code]
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  void reply.code(status).send({
    success: false,
    message: known?.message ?? 'Bad request.',
    code: known?.code ?? errorCodeForStatus(status),
  })
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (a header with control
 * characters, headers too large) gets the same envelope, written on the raw socket.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const body = JSON.stringify({
      success: false,
      message: 'The request took too long to arrive.',
      code: 'BAD_REQUEST',
    })
    socket.end(
      `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
    return
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const status = tooLarge ? 431 : 400
  const body = JSON.stringify({
    success: false,
    message: tooLarge ? 'The request headers are too large.' : 'The request is malformed.',
    code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_REQUEST',
  })
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  )
}
