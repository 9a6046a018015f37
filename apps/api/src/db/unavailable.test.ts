import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.js'

// What the error handler answers 503 (the database is away) rather than 500 (a fault in the shop).
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection (PostgreSQL stopped)', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'the server shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['node-postgres losing its connection', new Error('Connection terminated unexpectedly')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    [
      "Drizzle's wrapper around a refused connection",
      Object.assign(new Error('Failed query'), { cause: withCode('ECONNREFUSED') }),
    ],
    ['every address of the host refused', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['a wrapped constraint failure', Object.assign(new Error('Failed query'), { cause: withCode('23514') })],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
