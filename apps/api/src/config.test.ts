import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

/** The key production refuses to start without (docs/decisions/205). */
const IDENTITY_KEY = Buffer.alloc(32, 7).toString('base64')

/** What production needs to name the company that sells. */
const COMPANY = {
  SHOP_LEGAL_NAME: 'Gulf Bullion Trading L.L.C.',
  SHOP_ADDRESS: 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
  SHOP_PHONE: '+971 4 222 3333',
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('loadConfig', () => {
  it('starts on port 3000 with the embedded database under ./data when nothing is set', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.DATA_DIR).toBe(path.resolve('data'))
    expect(config.NODE_ENV).toBe('development')
  })

  it('listens on this machine only outside production unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1')
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), IDENTITY_KEY, ...COMPANY }
    expect(loadConfig(production).HOST).toBe('0.0.0.0')
    expect(loadConfig({ ...production, HOST: '10.0.0.2' }).HOST).toBe('10.0.0.2')
  })

  it('treats empty variables as unset, as .env files write them', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it('names a non-numeric PORT in one line', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a number'])
  })

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 1 and 65535'])
  })

  it('refuses a DATABASE_URL that is not a postgres URL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/shop' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ])
  })

  it('pools 10 PostgreSQL connections unless DATABASE_POOL_SIZE says how many', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10)
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).DATABASE_POOL_SIZE).toBe(24)
    expect(problemsOf({ DATABASE_POOL_SIZE: '1' })).toEqual(['DATABASE_POOL_SIZE must be between 2 and 200'])
    expect(problemsOf({ DATABASE_POOL_SIZE: 'many' })).toEqual(['DATABASE_POOL_SIZE must be a number'])
  })

  it('reads TRUST_PROXY as a number of proxies or their addresses, never as "trust every hop"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ])
    expect(problemsOf({ TRUST_PROXY: 'yes please' })).toEqual([
      'TRUST_PROXY must be false, true (one proxy), a number of proxies, or their addresses (comma-separated)',
    ])
  })

  it('gives a request 30 s, its headers 10 s and a silent connection 60 s unless told otherwise', () => {
    const config = loadConfig({})
    expect(config.REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(config.HEADERS_TIMEOUT_MS).toBe(10_000)
    expect(config.CONNECTION_TIMEOUT_MS).toBe(60_000)
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000' }).REQUEST_TIMEOUT_MS).toBe(
      5000,
    )
  })

  it('refuses timeouts that would never fire or cut live payment pages', () => {
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '0' })).toEqual([
      'REQUEST_TIMEOUT_MS must be between 100 and 600000',
    ])
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toEqual([
      'HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS',
    ])
    expect(problemsOf({ CONNECTION_TIMEOUT_MS: '10000' })).toEqual([
      'CONNECTION_TIMEOUT_MS must be between 20000 and 3600000 (above the 15 s heartbeat of payment-page streams)',
    ])
  })

  it('refuses a pinned BTC/AED rate and a plain-http Esplora in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), IDENTITY_KEY, ...COMPANY }
    expect(problemsOf({ ...production, BTC_AED_RATE: '350000' })).toEqual([
      'BTC_AED_RATE is refused in production: orders are priced by the live BTC/AED sources',
    ])
    expect(problemsOf({ ...production, ESPLORA_URL: 'http://esplora.example.com/api' })).toEqual([
      'ESPLORA_URL must be an https:// URL in production (plain http only to this machine: localhost, 127.0.0.1, [::1])',
    ])
    expect(problemsOf({ ...production, ESPLORA_URL: 'https://mempool.space/api' })).toEqual([])
    // A self-hosted electrs on the same machine needs no TLS.
    expect(problemsOf({ ...production, ESPLORA_URL: 'http://127.0.0.1:3002' })).toEqual([])
    // Development and tests may pin the rate and read any Esplora.
    expect(problemsOf({ BTC_AED_RATE: '350000', ESPLORA_URL: 'http://10.0.0.5:3002' })).toEqual([])
  })

  it('reports every bad value at once', () => {
    expect(problemsOf({ PORT: 'x', NODE_ENV: 'staging', LOG_LEVEL: 'loud' })).toHaveLength(3)
  })
})

describe('loadConfig: mail and rate limits', () => {
  it('mails to the outbox, links to localhost and keeps production limits when nothing is set', () => {
    const config = loadConfig({ PORT: '4000' })
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.PUBLIC_URL).toBe('http://localhost:4000')
    expect(config.RATE_LIMIT_FACTOR).toBe(1)
    expect(config.REDIS_URL).toBeUndefined()
  })

  it('refuses to run production without rate limits', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), IDENTITY_KEY, ...COMPANY }
    expect(problemsOf({ ...production, RATE_LIMIT_FACTOR: '0' })).toEqual([
      'RATE_LIMIT_FACTOR=0 (no rate limits) is refused in production',
    ])
    expect(loadConfig({ ...production, RATE_LIMIT_FACTOR: '2' }).RATE_LIMIT_FACTOR).toBe(2)
  })

  it('raises the limits for test suites unless RATE_LIMIT_FACTOR says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).RATE_LIMIT_FACTOR).toBe(100)
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_FACTOR: '1' }).RATE_LIMIT_FACTOR).toBe(1)
  })

  it('drops a trailing slash of PUBLIC_URL so links have one', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe('https://shop.example')
  })

  it('names bad mail and Redis settings in one line each', () => {
    expect(
      problemsOf({
        SMTP_URL: 'http://mail',
        SHOP_EMAIL: 'nope',
        REDIS_URL: 'localhost:6379',
        RATE_LIMIT_FACTOR: '-1',
      }),
    ).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'SHOP_EMAIL must be an email address',
      'REDIS_URL must be a redis:// or rediss:// URL',
      'RATE_LIMIT_FACTOR must be 0 or more',
    ])
  })

  it('keeps stock for real buyers by default: 3 unpaid orders, AED 250,000, 1 % part payments, gap limit 20', () => {
    expect(loadConfig({})).toMatchObject({
      MAX_OPEN_ORDERS_PER_USER: 3,
      MAX_OPEN_ORDER_VALUE_AED: 250_000,
      MIN_PART_PAYMENT_PERCENT: 1,
      WALLET_GAP_LIMIT: 20,
    })
    expect(
      loadConfig({ MAX_OPEN_ORDERS_PER_USER: '5', MIN_PART_PAYMENT_PERCENT: '0.5', WALLET_GAP_LIMIT: '200' }),
    ).toMatchObject({ MAX_OPEN_ORDERS_PER_USER: 5, MIN_PART_PAYMENT_PERCENT: 0.5, WALLET_GAP_LIMIT: 200 })
  })

  it('names bad limits in one line each', () => {
    expect(
      problemsOf({
        MAX_OPEN_ORDERS_PER_USER: '0',
        MAX_OPEN_ORDER_VALUE_AED: '1.5',
        MIN_PART_PAYMENT_PERCENT: '101',
        WALLET_GAP_LIMIT: 'twenty',
      }),
    ).toEqual([
      'MAX_OPEN_ORDERS_PER_USER must be at least 1',
      'MAX_OPEN_ORDER_VALUE_AED must be a whole number of AED',
      'MIN_PART_PAYMENT_PERCENT must be between 0 and 100',
      'WALLET_GAP_LIMIT must be a number',
    ])
  })
})

describe('loadConfig: real money runs with production settings', () => {
  const ZPUB =
    'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
  const XPUB = `x${ZPUB.slice(1)}`
  const TPUB = `t${ZPUB.slice(1)}`
  const ESPLORA_URL = 'https://mempool.space/api'

  it.each<Record<string, string>>([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }])(
    'refuses to start (%j) with a mainnet key and a real chain, in one line',
    (env) => {
      for (const key of [ZPUB, XPUB]) {
        const problems = problemsOf({ ...env, BTC_XPUB: key, ESPLORA_URL })
        expect(problems).toHaveLength(1)
        expect(problems[0]).toMatch(/mainnet BTC_XPUB and a real chain \(ESPLORA_URL\) is refused/)
        expect(problems[0]).toContain('NODE_ENV=production')
      }
    },
  )

  it('lets development watch a testnet key on a real chain, or a mainnet key on the simulated one', () => {
    expect(problemsOf({ BTC_XPUB: TPUB, ESPLORA_URL })).toEqual([])
    expect(problemsOf({ BTC_XPUB: ZPUB })).toEqual([])
    expect(
      problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        IDENTITY_KEY,
        BTC_XPUB: ZPUB,
        ESPLORA_URL,
        ...COMPANY,
      }),
    ).toEqual([])
  })
})

describe('loadConfig: the identity key', () => {
  it('refuses production without IDENTITY_KEY and any key that is not 32 bytes of base64, never echoing it', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ...COMPANY }
    expect(problemsOf(production)).toEqual([
      'IDENTITY_KEY is required in production (32 random bytes in base64: openssl rand -base64 32)',
    ])
    const short = Buffer.alloc(16, 9).toString('base64')
    const problems = problemsOf({ ...production, IDENTITY_KEY: short })
    expect(problems).toEqual(['IDENTITY_KEY must be 32 bytes in base64 (openssl rand -base64 32)'])
    expect(problems.join()).not.toContain(short)
    expect(problemsOf({ IDENTITY_KEYS_OLD: `${IDENTITY_KEY}, nope` })).toEqual([
      'IDENTITY_KEYS_OLD.1 must be 32 bytes in base64 (openssl rand -base64 32)',
    ])
    const config = loadConfig({ ...production, IDENTITY_KEY, IDENTITY_KEYS_OLD: `${IDENTITY_KEY},` })
    expect(config.IDENTITY_KEYS_OLD).toEqual([IDENTITY_KEY])
    expect(config.IDENTITY_RETENTION_DAYS).toBe(1825)
  })
})

describe('loadConfig: the company behind the shop', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), IDENTITY_KEY }

  it('refuses to start production without the legal name, address and phone, naming each', () => {
    expect(problemsOf(production)).toEqual([
      'SHOP_LEGAL_NAME is required in production (the company shown to buyers and in mail)',
      'SHOP_ADDRESS is required in production (the company shown to buyers and in mail)',
      'SHOP_PHONE is required in production (the company shown to buyers and in mail)',
    ])
    expect(problemsOf({ ...production, ...COMPANY, SHOP_PHONE: '' })).toEqual([
      'SHOP_PHONE is required in production (the company shown to buyers and in mail)',
    ])
  })

  it('shows what production configured, and no licence or TRN rather than demo ones when unset', () => {
    const config = loadConfig({ ...production, ...COMPANY, SHOP_EMAIL: 'sales@gulfbullion.ae' })
    expect(config.SHOP_COMPANY).toEqual({
      legalName: 'Gulf Bullion Trading L.L.C.',
      tradeLicence: null,
      trn: null,
      address: 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
      phone: '+971 4 222 3333',
      email: 'sales@gulfbullion.ae',
      demo: false,
    })
    const licensed = loadConfig({
      ...production,
      ...COMPANY,
      SHOP_TRADE_LICENCE: 'DED 765432 (Dubai)',
      SHOP_TRN: '100123456700003',
    })
    expect(licensed.SHOP_COMPANY.tradeLicence).toBe('DED 765432 (Dubai)')
    expect(licensed.SHOP_COMPANY.trn).toBe('100123456700003')
  })

  it('falls back to demo values outside production and says so', () => {
    const company = loadConfig({}).SHOP_COMPANY
    expect(company.demo).toBe(true)
    expect(company.legalName).toContain('(demo)')
    expect(
      loadConfig({ ...COMPANY, SHOP_TRADE_LICENCE: 'DED 1', SHOP_TRN: '100123456700003' }).SHOP_COMPANY.demo,
    ).toBe(false)
  })

  it('refuses a TRN that is not 15 digits and a phone that is not a number', () => {
    expect(problemsOf({ SHOP_TRN: '1234', SHOP_PHONE: 'call us' })).toEqual([
      'SHOP_TRN must be the 15-digit UAE Tax Registration Number',
      'SHOP_PHONE must be a phone number such as +971 4 123 4567',
    ])
  })
})

describe('loadConfig: shutdown', () => {
  it('drains for at most 10 s unless SHUTDOWN_TIMEOUT_MS says how long', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000)
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '25000' }).SHUTDOWN_TIMEOUT_MS).toBe(25_000)
    expect(problemsOf({ SHUTDOWN_TIMEOUT_MS: '10' })).toEqual([
      'SHUTDOWN_TIMEOUT_MS must be between 1000 and 600000',
    ])
  })
})

describe('loadConfig: metrics', () => {
  it('serves no separate metrics port and needs no token unless told', () => {
    const config = loadConfig({})
    expect(config.METRICS_PORT).toBeUndefined()
    expect(config.METRICS_TOKEN).toBeUndefined()
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464)
  })

  it('refuses a guessable metrics token and a metrics port that is the shop port', () => {
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN must be at least 16 characters'])
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT must differ from PORT (leave it unset to serve /metrics on PORT)',
    ])
  })
})
