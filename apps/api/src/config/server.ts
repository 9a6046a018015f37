import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** apps/api, whatever directory the shop was started from. */
export const apiRoot = fileURLToPath(new URL('../..', import.meta.url))

/** A TCP port (PORT, METRICS_PORT). */
export const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535')

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'must be a postgres:// or postgresql:// URL')

/** The server: environment, listening, deadlines, logging, the database, files, session keys and proxies. (config.ts parses them with the rest.) */
export const SERVER_FIELDS = {
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
    .default('development'),
  PORT: port.default(3000),
  /** Interface to listen on. Default: every interface in production, this machine only elsewhere. */
  HOST: z.string().trim().min(1).optional(),
  /**
   * Milliseconds a client has for a whole request, headers and body: a body trickled a byte at a time is cut
   * off with 408 instead of holding a connection for ever (uploads from a phone must fit in it).
   */
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be between 100 and 600000')
    .max(600_000, 'must be between 100 and 600000')
    .default(30_000),
  /** Milliseconds a client has to send a request's headers; at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be between 100 and 600000')
    .max(600_000, 'must be between 100 and 600000')
    .default(10_000),
  /**
   * Milliseconds a connection may stay silent before it is closed. Above the payment page's 15 s stream
   * heartbeat, so an open payment page keeps its live status.
   */
  CONNECTION_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(20_000, 'must be between 20000 and 3600000 (above the 15 s heartbeat of payment-page streams)')
    .max(3_600_000, 'must be between 20000 and 3600000 (above the 15 s heartbeat of payment-page streams)')
    .default(60_000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DATABASE_URL: postgresUrl.optional(),
  /**
   * Pooled PostgreSQL connections of this process for requests and workers (the payment watcher's leadership
   * and the notification listener have their own). Each in-flight order holds one for its locked steps.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(2, 'must be between 2 and 200')
    .max(200, 'must be between 2 and 200')
    .default(10),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  WEB_DIST_DIR: z.string().trim().min(1).default(path.join(apiRoot, '../web/dist')),
  /** HS256 key of the session JWTs. Required in production; development keeps a generated one in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * `required`: staff (every role but User) get 403 TWO_FACTOR_REQUIRED on owner calls until they enrol a second
   * factor. Always required in production; default `optional` elsewhere (docs/architecture.md#two-factor-sign-in-and-sessions).
   */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional'], { error: 'must be required or optional' }).optional(),
  /** Key of the authenticator-app secrets at rest (32+ characters); default: derived from JWT_SECRET (decision 196). */
  TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Which X-Forwarded-For entries to believe. Never "all": the left-most entries are whatever the client sent,
   * and the rate limits key on the client IP. `true` = one proxy in front (its own entry is the client);
   * a number = that many proxies; a comma-separated list = the proxies' addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      if (value === 'false' || value === '0') return false
      if (value === 'true') return 1
      if (/^\d{1,2}$/.test(value)) return Number(value)
      const proxies = value.split(',').map((part) => part.trim())
      if (proxies.every((part) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) return proxies
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, true (one proxy), a number of proxies, or their addresses (comma-separated)',
      })
      return z.NEVER
    }),
}
