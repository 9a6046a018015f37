import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const apiRoot = fileURLToPath(new URL('..', import.meta.url))

const port = z.coerce
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

const ConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
    .default('development'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  WEB_DIST_DIR: z.string().trim().min(1).default(path.join(apiRoot, '../web/dist')),
  /** HS256 key of the session JWTs. Required in production; development keeps a generated one in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
})

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  /** Absolute: the embedded database, the development wallet, uploads and the mail outbox live here. */
  DATA_DIR: string
  /** Absolute path of the built storefront served for every non-API path. */
  WEB_DIST_DIR: string
  /** Where seeded catalog images ship with the code; served under /uploads/catalog. */
  ASSETS_DIR: string
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`)
  }
}

/** The only reader of process.env: one clear message per bad value, no stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ConfigSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`))
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET is required in production (32+ random characters)'])
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    WEB_DIST_DIR: path.resolve(parsed.data.WEB_DIST_DIR),
    ASSETS_DIR: path.join(apiRoot, 'assets'),
  }
}
