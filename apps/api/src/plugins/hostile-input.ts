import { findForbiddenControlCharacter, MESSAGES } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { validationFailed } from '../lib/errors.js'

/** The request headers the API reads (sessions, idempotency, request ids, the session's device). */
const READ_HEADERS = ['authorization', 'cookie', 'idempotency-key', 'x-request-id', 'origin', 'user-agent']

/**
 * One gate for hostile text (docs/decisions/044): before any route validates or works, every string of
 * the parsed body, the query, the path params and the headers the API reads is checked with the contract's
 * rule, so a NUL or an escape sequence never reaches a service, the database (PostgreSQL refuses NUL in
 * text) or a log. The contract's string schemas carry the same rule, for forms and multipart fields.
 */
export function registerHostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const headers = Object.fromEntries(READ_HEADERS.map((name) => [name, request.headers[name]]))
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
      ['headers', headers],
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
