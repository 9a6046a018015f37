import { findForbiddenControlCharacter, MESSAGES } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { validationFailed } from '../lib/errors.js'

/** The request headers the API reads (sessions, idempotency, request ids, the session's device). */
const READ_HEADERS = ['authorization', 'cookie', 'idempotency-key', 'x-request-id', 'origin', 'user-agent']

// Node reads header bytes as Latin-1, so a UTF-8 character in a cookie or user agent shows up as C1 code
// points (U+0080..U+009F): only C0 controls and DEL (which HTTP forbids; tab aside) are refused there.
const HEADER_CONTROL_CHARACTER = /(?![\t\u0080-\u009f])\p{Cc}/u

function headerWithControlCharacter(headers: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(headers)) {
    const values = Array.isArray(value) ? value : [value]
    if (values.some((item) => typeof item === 'string' && HEADER_CONTROL_CHARACTER.test(item))) return name
  }
  return null
}

/**
 * One gate for hostile text (docs/decisions/044): before any route validates or works, every string of
 * the parsed body, the query, the path params and the headers the API reads is checked with the contract's
 * rule, so a NUL or an escape sequence never reaches a service, the database (PostgreSQL refuses NUL in
 * text) or a log. The contract's string schemas carry the same rule, for forms and multipart fields.
 */
export function registerHostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const headers = Object.fromEntries(READ_HEADERS.map((name) => [name, request.headers[name]]))
    const header = headerWithControlCharacter(headers)
    if (header) {
      throw validationFailed(`${header}: ${MESSAGES.controlCharacters}`, {
        headers: [{ path: [header], message: MESSAGES.controlCharacters }],
      })
    }
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const
    for (const [where, value] of parts) {
      const path = findForbiddenControlCharacter(value)
      if (!path) continue
      const field = path.length > 0 ? path.join('.') : where
      throw validationFailed(`${field}: ${MESSAGES.controlCharacters}`, {
        [where]: [{ path, message: MESSAGES.controlCharacters }],
      })
    }
  })
}
