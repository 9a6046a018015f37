import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.js'
import type { Db } from '../../db/client.js'
import { ManualClock } from '../../lib/clock.js'
import { createChainBackendFromConfig } from './chain/chain-from-config.js'
import { startElectrumStandIn, StandInChain } from './chain/electrum/electrum-stand-in.js'
import { STAND_IN_TLS_CERT, STAND_IN_TLS_KEY } from './chain/electrum/stand-in-certificate.js'

// The payment settings of apps/api/src/config.ts: defaults and one clear line per bad value.

const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
const ZPRV =
  'zprvAdG4iTXWBoARxkkzNpNh8r6Qag3irQB8PzEMkAFeTRXxHpbF9z4QgEvBRmfvqWvGp42t42nvgGpNgYSJA9iefm1yYNZKEm7z6qUWCroSQnE'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('payment configuration', () => {
  it('defaults to regtest, 1 confirmation, 7 days of watching and a 2 s poll of the simulated chain', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      BTC_NETWORK: 'regtest',
      BTC_CONFIRMATIONS: 1,
      MONITOR_DAYS: 7,
      CHAIN_POLL_MS: 2000,
    })
    expect(config.BTC_XPUB).toBeUndefined()
    expect(config.BTC_AED_RATE).toBeUndefined()
  })

  it('defaults to mainnet in production and a 30 s poll on Esplora', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      IDENTITY_KEY: Buffer.alloc(32, 7).toString('base64'),
      ESPLORA_URL: 'https://mempool.space/api',
      SHOP_LEGAL_NAME: 'Gulf Bullion Trading L.L.C.',
      SHOP_ADDRESS: 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
      SHOP_PHONE: '+971 4 222 3333',
    })
    expect(config.BTC_NETWORK).toBe('mainnet')
    expect(config.CHAIN_POLL_MS).toBe(30_000)
  })

  it('reads the pinned rate as AED per BTC', () => {
    expect(loadConfig({ BTC_AED_RATE: '350000.25' }).BTC_AED_RATE).toBe(350000.25)
    expect(problemsOf({ BTC_AED_RATE: '3.5e5' })).toEqual([
      'BTC_AED_RATE must be AED per BTC with at most 2 decimals, e.g. 350000 or 350000.25',
    ])
    expect(problemsOf({ BTC_AED_RATE: '0' })).toEqual(['BTC_AED_RATE must be above 0'])
  })

  it('accepts an account zpub and refuses a private key without repeating it', () => {
    expect(loadConfig({ BTC_XPUB: ZPUB, BTC_NETWORK: 'mainnet' }).BTC_XPUB).toBe(ZPUB)
    const problems = problemsOf({ BTC_XPUB: ZPRV })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^BTC_XPUB is a PRIVATE key: never give the shop a private key/)
    expect(problems[0]).not.toContain(ZPRV)
  })

  it('names each bad payment setting in one line', () => {
    expect(problemsOf({ BTC_XPUB: 'my-wallet' })).toEqual([
      'BTC_XPUB must be an extended public key of a BIP84 (native segwit) account: xpub or zpub (mainnet), tpub or vpub (testnet, regtest)',
    ])
    expect(problemsOf({ BTC_NETWORK: 'signet' })).toEqual(['BTC_NETWORK must be mainnet, testnet or regtest'])
    expect(problemsOf({ ESPLORA_URL: 'mempool.space' })).toEqual([
      'ESPLORA_URL must be an http:// or https:// URL, e.g. https://mempool.space/api',
    ])
    expect(problemsOf({ BTC_CONFIRMATIONS: '0' })).toEqual(['BTC_CONFIRMATIONS must be between 1 and 100'])
    expect(problemsOf({ CHAIN_POLL_MS: 'fast' })).toEqual(['CHAIN_POLL_MS must be a number'])
    expect(problemsOf({ MONITOR_DAYS: '1.5' })).toEqual(['MONITOR_DAYS must be a whole number'])
  })
})

describe('createChainBackendFromConfig', () => {
  const deps = { db: {} as Db, clock: new ManualClock(0) }

  it('uses Esplora when ESPLORA_URL is set, the simulated chain otherwise', () => {
    expect(
      createChainBackendFromConfig(
        { NODE_ENV: 'production', ESPLORA_URL: 'https://mempool.space/api' },
        deps,
      ),
    ).toMatchObject({
      backend: { name: 'esplora' },
      simulated: null,
    })
    const dev = createChainBackendFromConfig({ NODE_ENV: 'development', ESPLORA_URL: undefined }, deps)
    expect(dev.backend.name).toBe('simulated')
    expect(dev.simulated).toBe(dev.backend)
  })

  it('refuses to run production on the simulated chain, in one line', () => {
    expect(() =>
      createChainBackendFromConfig({ NODE_ENV: 'production', ESPLORA_URL: undefined }, deps),
    ).toThrow(/^Invalid configuration: ESPLORA_URL is required in production[^\n]*$/)
  })
})

describe('CHAIN_BACKEND=electrum', () => {
  const deps = { db: {} as Db, clock: new ManualClock(0) }

  it('reads ELECTRUM_SERVERS and refuses what is missing or malformed, in one line each', () => {
    const servers = 'ssl://electrum.example:50002,tcp://10.0.0.2:50001'
    expect(loadConfig({ CHAIN_BACKEND: 'electrum', ELECTRUM_SERVERS: servers })).toMatchObject({
      CHAIN_BACKEND: 'electrum',
      ELECTRUM_SERVERS: servers,
    })
    expect(problemsOf({ CHAIN_BACKEND: 'electrum' })).toEqual([
      'CHAIN_BACKEND=electrum needs ELECTRUM_SERVERS, e.g. ssl://electrum.example:50002,tcp://10.0.0.2:50001',
    ])
    expect(problemsOf({ CHAIN_BACKEND: 'electrum', ELECTRUM_SERVERS: 'https://electrum.example' })).toEqual([
      'ELECTRUM_SERVERS must be comma-separated ssl://host:port or tcp://host:port, e.g. ssl://electrum.example:50002',
    ])
    expect(problemsOf({ CHAIN_BACKEND: 'bitcoind' })).toEqual([
      'CHAIN_BACKEND must be esplora, electrum or simulated',
    ])
    expect(
      problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        IDENTITY_KEY: Buffer.alloc(32, 7).toString('base64'),
        CHAIN_BACKEND: 'simulated',
      }),
    ).toEqual(['CHAIN_BACKEND=simulated is refused in production: it never sees real payments'])
    expect(
      problemsOf({ BTC_XPUB: ZPUB, CHAIN_BACKEND: 'electrum', ELECTRUM_SERVERS: 'tcp://127.0.0.1:50001' }),
    ).toEqual([
      expect.stringMatching(
        /^NODE_ENV=development with a mainnet BTC_XPUB and a real chain \(ELECTRUM_SERVERS\)/,
      ),
    ])
  })

  it('builds the Electrum backend, and production still runs on a real chain only', () => {
    const electrum = createChainBackendFromConfig(
      {
        NODE_ENV: 'production',
        ESPLORA_URL: undefined,
        CHAIN_BACKEND: 'electrum',
        ELECTRUM_SERVERS: 'tcp://127.0.0.1:3269',
      },
      deps,
    )
    expect(electrum.backend.name).toBe('electrum')
    expect(electrum.backend.changeFeed).toBeDefined()
    expect(electrum.simulated).toBeNull()
    electrum.close()
    expect(() =>
      createChainBackendFromConfig(
        {
          NODE_ENV: 'production',
          ESPLORA_URL: undefined,
          CHAIN_BACKEND: 'electrum',
          ELECTRUM_SERVERS: 'tcp://x:99999',
        },
        deps,
      ),
    ).toThrow(
      'Invalid configuration: ELECTRUM_SERVERS "tcp://x:99999" is not tcp://host:port or ssl://host:port',
    )
  })
})

describe('CHAIN_POLL_MS defaults by backend', () => {
  it('polls Electrum every 5 s (its subscriptions keep quiet cycles cheap), Esplora every 30 s', () => {
    const electrum = { CHAIN_BACKEND: 'electrum', ELECTRUM_SERVERS: 'tcp://127.0.0.1:50001' }
    expect(loadConfig(electrum).CHAIN_POLL_MS).toBe(5_000)
    // CHAIN_BACKEND wins over a leftover ESPLORA_URL, for the poll as for the chain read.
    expect(loadConfig({ ...electrum, ESPLORA_URL: 'https://mempool.space/api' }).CHAIN_POLL_MS).toBe(5_000)
    expect(
      loadConfig({ CHAIN_BACKEND: 'esplora', ESPLORA_URL: 'https://mempool.space/api' }).CHAIN_POLL_MS,
    ).toBe(30_000)
    expect(
      loadConfig({ CHAIN_BACKEND: 'simulated', ESPLORA_URL: 'https://x.example/api' }).CHAIN_POLL_MS,
    ).toBe(2_000)
    expect(loadConfig({ ...electrum, CHAIN_POLL_MS: '1000' }).CHAIN_POLL_MS).toBe(1_000)
  })
})

describe('ELECTRUM_TLS_CA', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'electrum-ca-'))
  const certFile = path.join(dir, 'electrum.pem')
  writeFileSync(certFile, STAND_IN_TLS_CERT)
  const electrum = { CHAIN_BACKEND: 'electrum', ELECTRUM_SERVERS: 'ssl://localhost:50002' }

  it('refuses a file it cannot read or that holds no certificate, in one line', () => {
    const missing = path.join(dir, 'missing.pem')
    expect(problemsOf({ ...electrum, ELECTRUM_TLS_CA: missing })).toEqual([
      `ELECTRUM_TLS_CA cannot be read (ENOENT): ${missing}`,
    ])
    const notPem = path.join(dir, 'key.txt')
    writeFileSync(notPem, STAND_IN_TLS_KEY)
    expect(problemsOf({ ...electrum, ELECTRUM_TLS_CA: notPem })).toEqual([
      `ELECTRUM_TLS_CA must be a PEM file with the server's certificate (-----BEGIN CERTIFICATE-----): ${notPem}`,
    ])
    expect(loadConfig({ ...electrum, ELECTRUM_TLS_CA: certFile }).ELECTRUM_TLS_CA).toBe(certFile)
  })

  it('reaches a self-hosted server with its own certificate once that certificate is trusted', async () => {
    const chain = new StandInChain()
    chain.mine(3)
    const server = await startElectrumStandIn({
      chain,
      tls: { key: STAND_IN_TLS_KEY, cert: STAND_IN_TLS_CERT },
    })
    const deps = { db: {} as Db, clock: new ManualClock(0) }
    const config = (ca?: string) =>
      loadConfig({ ...electrum, ELECTRUM_SERVERS: server.url, ...(ca ? { ELECTRUM_TLS_CA: ca } : {}) })
    const trusting = createChainBackendFromConfig(config(certFile), deps)
    const wary = createChainBackendFromConfig(config(), deps)
    try {
      expect(await trusting.backend.tipHeight()).toBe(3)
      await expect(wary.backend.tipHeight()).rejects.toThrow(/self.signed|certificate/i)
    } finally {
      trusting.close()
      wary.close()
      await server.close()
    }
  })
})
