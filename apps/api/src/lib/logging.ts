import type { FastifyServerOptions } from 'fastify'

// Fields whose values are secrets wherever they appear in a logged object: request bodies of the auth
// calls, tokens, codes and hashes. `code` is only redacted inside bodies: on an error it is a SQLSTATE or a
// Fastify code, which the logs need.
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'passwordHash',
  'otp',
  'resetToken',
  'accessToken',
  'refreshToken',
  'token',
]
const BODY_HOLDERS = ['body', 'req.body', 'request.body']

/** pino redaction paths: request and response headers that carry sessions, and secret fields. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SECRET_FIELDS.map((field) => `${field}`),
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...BODY_HOLDERS.flatMap((holder) => [...SECRET_FIELDS, 'code'].map((field) => `${holder}.${field}`)),
]

// Properties of database errors (pg's DatabaseError, PGlite's, drizzle's DrizzleQueryError) that carry the
// statement's values or the statement itself: a failed insert of a user holds the password's hash.
const DATABASE_SECRET_PROPERTIES = new Set([
  'params',
  'parameters',
  'query',
  'detail',
  'where',
  'internalQuery',
])
const MAX_CAUSE_DEPTH = 5

interface SerializedError {
  type: string
  message: string
  stack?: string
  cause?: SerializedError | unknown
  [key: string]: unknown
}

const isDatabaseError = (error: Error): boolean =>
  ['params', 'parameters', 'query'].some((key) => key in error)

/**
 * pino's `err` serializer without secrets: a database error keeps its class, SQLSTATE, table and
 * constraint but loses its statement, parameters and detail (which name the values), and its message and
 * stack are rewritten because drizzle puts the parameters in the message. Causes are serialized the same way.
 */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/**
 * A caller's own X-Request-Id, kept in the log beside the server's id (which is always generated: a
 * caller-chosen id could be forged to blend into or break up another request's lines, or be any length):
 * 1-64 characters of [A-Za-z0-9._-], else left out.
 */
export function clientRequestIdOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && CLIENT_REQUEST_ID.test(header) ? header : undefined
}

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error
  const type = error.constructor.name
  const database = isDatabaseError(error)
  // drizzle: "Failed query: <sql>\nparams: <values>"; the first line up to the colon is safe.
  const message = database
    ? `${error.message.split(/[:\n]/, 1)[0] ?? 'database error'} (statement and parameters not logged)`
    : error.message
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') }
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue
    if (database && DATABASE_SECRET_PROPERTIES.has(key)) continue
    serialized[key] = value instanceof Error ? serializeError(value, depth + 1) : value
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeError(error.cause, depth + 1)
  }
  return serialized
}

/** The API's logger settings: level, redaction and the error serializer; `stream` for tests that read lines. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    // Fastify types `err` as returning pino's shape; ours is that shape for every Error it is given.
    serializers: {
      err: serializeError as (error: Error) => { type: string; message: string; stack: string },
      error: serializeError,
    },
    ...(stream ? { stream } : {}),
  }
}
