// While PostgreSQL restarts or the network to it drops, queries fail with connection errors, not with
// anything the request did wrong. The error handler answers those 503 (try again shortly) instead of 500,
// and the watcher logs them as an outage (docs/reliability.md, "Crash and outage tests").

/** Node socket errors met when the database cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

/**
 * PostgreSQL SQLSTATEs of a server going away or not accepting yet: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03'])

/** node-postgres's own words when its connection ends or cannot be had. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
]

/** True when `error`, or an error it wraps (Drizzle's `cause`, an AggregateError), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  ) {
    return true
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.startsWith(words))) return true
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true
  }
  return isDatabaseUnavailable(cause, depth + 1)
}
