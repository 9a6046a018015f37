import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createBase58check, bech32 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../../config.js'
import { ManualClock } from '../../lib/clock.js'
import {
  createDevWalletFile,
  fingerprintOf,
  loadMerchantWallet,
  merchantWalletFromKey,
  WalletKeyError,
  type DevWalletFile,
} from './wallet.js'

// BIP84's published test vectors: mnemonic "abandon abandon ... about", account 0.
const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
// BIP39 seed of that mnemonic with an empty passphrase.
const BIP84_SEED_HEX =
  '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4'

const base58check = createBase58check(
  (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()),
)

/** The same key bytes under other version bytes (xpub/zpub/tpub/vpub forms of one key). */
function withVersion(key: string, version: number): string {
  const bytes = base58check.decode(key)
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(0, version, false)
  return base58check.encode(bytes)
}
const XPUB = 0x0488b21e
const TPUB = 0x043587cf
const VPUB = 0x045f1cf6
const YPUB = 0x049d7cb2
const ZPUB_VERSIONS = { public: 0x04b24746, private: 0x04b2430c }

function witnessProgram(address: string): string {
  const { words } = bech32.decode(address as `${string}1${string}`)
  return Buffer.from(bech32.fromWords(words.slice(1))).toString('hex')
}

function keyErrorOf(fn: () => unknown): WalletKeyError {
  try {
    fn()
  } catch (error) {
    if (error instanceof WalletKeyError) return error
    throw error
  }
  throw new Error('expected a WalletKeyError')
}

describe('merchantWalletFromKey on the official BIP84 vectors', () => {
  const wallet = merchantWalletFromKey(BIP84_ZPUB, 'mainnet')

  it('derives the published first receive addresses m/84h/0h/0h/0/0 and /0/1', () => {
    expect(wallet.receiveAddress(0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
    expect(wallet.receiveAddress(1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g')
  })

  it('derives the published first change address m/84h/0h/0h/1/0', () => {
    expect(wallet.changeAddress(0)).toBe('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el')
  })

  it('gives the same addresses and fingerprint for the xpub form of the key', () => {
    const xpub = withVersion(BIP84_ZPUB, XPUB)
    expect(xpub.startsWith('xpub')).toBe(true)
    const fromXpub = merchantWalletFromKey(xpub, 'mainnet')
    expect(fromXpub.receiveAddress(0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
    expect(fromXpub.fingerprint).toBe(wallet.fingerprint)
    expect(wallet.accountXpub).toBe(xpub)
  })

  it('is the account key the published seed derives at m/84h/0h/0h', () => {
    const account = HDKey.fromMasterSeed(Buffer.from(BIP84_SEED_HEX, 'hex'), ZPUB_VERSIONS).derive(
      "m/84'/0'/0'",
    )
    expect(account.publicExtendedKey).toBe(BIP84_ZPUB)
  })

  it('gives every index its own address', () => {
    const addresses = new Set(Array.from({ length: 50 }, (_, i) => wallet.receiveAddress(i)))
    expect(addresses.size).toBe(50)
  })

  it('refuses a negative, fractional or hardened index', () => {
    expect(() => wallet.receiveAddress(-1)).toThrow(RangeError)
    expect(() => wallet.receiveAddress(1.5)).toThrow(RangeError)
    expect(() => wallet.receiveAddress(0x80000000)).toThrow(RangeError)
  })
})

describe('merchantWalletFromKey networks', () => {
  const mainnetProgram = witnessProgram('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')

  it('makes tb1 addresses of the same key on testnet from a vpub or tpub', () => {
    for (const version of [VPUB, TPUB]) {
      const wallet = merchantWalletFromKey(withVersion(BIP84_ZPUB, version), 'testnet')
      const address = wallet.receiveAddress(0)
      expect(address.startsWith('tb1q')).toBe(true)
      expect(witnessProgram(address)).toBe(mainnetProgram)
      expect(wallet.accountXpub.startsWith('tpub')).toBe(true)
    }
  })

  it('makes bcrt1 addresses on regtest', () => {
    const address = merchantWalletFromKey(withVersion(BIP84_ZPUB, VPUB), 'regtest').receiveAddress(0)
    expect(address.startsWith('bcrt1q')).toBe(true)
    expect(witnessProgram(address)).toBe(mainnetProgram)
  })

  it('refuses a mainnet key when BTC_NETWORK is testnet or regtest, naming the fix', () => {
    expect(keyErrorOf(() => merchantWalletFromKey(BIP84_ZPUB, 'regtest')).message).toContain(
      'is a mainnet key (zpub) but BTC_NETWORK is regtest',
    )
    expect(keyErrorOf(() => merchantWalletFromKey(BIP84_ZPUB, 'testnet')).message).toContain(
      'BTC_NETWORK=mainnet',
    )
  })

  it('refuses a testnet key when BTC_NETWORK is mainnet', () => {
    const error = keyErrorOf(() => merchantWalletFromKey(withVersion(BIP84_ZPUB, VPUB), 'mainnet'))
    expect(error.message).toContain('is a testnet key (vpub) but BTC_NETWORK is mainnet')
  })
})

describe('merchantWalletFromKey refusals', () => {
  const seed = Buffer.from(BIP84_SEED_HEX, 'hex')

  it('refuses an xprv or zprv loudly and never repeats the private key', () => {
    const xprv = HDKey.fromMasterSeed(seed).derive("m/84'/0'/0'").privateExtendedKey
    const zprv = HDKey.fromMasterSeed(seed, ZPUB_VERSIONS).derive("m/84'/0'/0'").privateExtendedKey
    for (const key of [xprv, zprv]) {
      const error = keyErrorOf(() => merchantWalletFromKey(key, 'mainnet'))
      expect(error.message).toMatch(/PRIVATE key: never give the shop a private key/)
      expect(error.message).not.toContain(key)
      expect(error).toBeInstanceOf(ConfigError)
    }
  })

  it('refuses garbage, a broken checksum and a truncated key', () => {
    expect(keyErrorOf(() => merchantWalletFromKey('hello', 'mainnet')).message).toContain('not a valid')
    const broken = BIP84_ZPUB.slice(0, -1) + (BIP84_ZPUB.endsWith('s') ? 't' : 's')
    expect(keyErrorOf(() => merchantWalletFromKey(broken, 'mainnet')).message).toContain('checksum')
    const short = base58check.encode(base58check.decode(BIP84_ZPUB).slice(0, 70))
    expect(keyErrorOf(() => merchantWalletFromKey(short, 'mainnet')).message).toContain('wrong length')
  })

  it('refuses a ypub (wrapped segwit), whose wallet would not see native segwit payments', () => {
    expect(
      keyErrorOf(() => merchantWalletFromKey(withVersion(BIP84_ZPUB, YPUB), 'mainnet')).message,
    ).toContain('BIP49')
  })

  it('refuses a master or address-level key, which the owner’s wallet would not scan', () => {
    const master = HDKey.fromMasterSeed(seed).publicExtendedKey
    expect(keyErrorOf(() => merchantWalletFromKey(master, 'mainnet')).message).toContain('depth 0')
    const deep = HDKey.fromMasterSeed(seed).derive("m/84'/0'/0'/0").publicExtendedKey
    expect(keyErrorOf(() => merchantWalletFromKey(deep, 'mainnet')).message).toContain('depth 4')
  })
})

describe('fingerprintOf', () => {
  it('names a key without containing it, and differs by key and network', () => {
    const fingerprint = fingerprintOf(BIP84_ZPUB, 'mainnet')
    expect(fingerprint).toMatch(/^[0-9a-f]{32}$/)
    expect(fingerprintOf(withVersion(BIP84_ZPUB, XPUB), 'mainnet')).toBe(fingerprint)
    const vpub = withVersion(BIP84_ZPUB, VPUB)
    expect(fingerprintOf(vpub, 'testnet')).not.toBe(fingerprintOf(vpub, 'regtest'))
    const other = HDKey.fromMasterSeed(new Uint8Array(32).fill(7), ZPUB_VERSIONS).derive("m/84'/0'/0'")
    expect(fingerprintOf(other.publicExtendedKey, 'mainnet')).not.toBe(fingerprint)
  })
})

describe('loadMerchantWallet', () => {
  let dataDir: string
  let warnings: string[]
  const log = { warn: (message: string) => void warnings.push(message) }
  const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-wallet-test-'))
    warnings = []
  })
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('uses BTC_XPUB when it is set, without a warning', async () => {
    const wallet = await loadMerchantWallet(
      { NODE_ENV: 'production', BTC_XPUB: BIP84_ZPUB, BTC_NETWORK: 'mainnet', DATA_DIR: dataDir },
      log,
      clock,
    )
    expect(wallet.source).toBe('config')
    expect(wallet.receiveAddress(0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
    expect(warnings).toEqual([])
  })

  it('refuses to start in production without BTC_XPUB, with a one-line reason', async () => {
    const attempt = loadMerchantWallet(
      { NODE_ENV: 'production', BTC_XPUB: undefined, BTC_NETWORK: 'mainnet', DATA_DIR: dataDir },
      log,
      clock,
    )
    await expect(attempt).rejects.toBeInstanceOf(ConfigError)
    await expect(attempt).rejects.toThrow(/^Invalid configuration: BTC_XPUB is required in production[^\n]*$/)
  })

  it('refuses a BTC_XPUB of the wrong network at start', async () => {
    const attempt = loadMerchantWallet(
      { NODE_ENV: 'development', BTC_XPUB: BIP84_ZPUB, BTC_NETWORK: 'regtest', DATA_DIR: dataDir },
      log,
      clock,
    )
    await expect(attempt).rejects.toThrow('BTC_XPUB is a mainnet key (zpub) but BTC_NETWORK is regtest')
  })

  it('creates a development wallet once, private to the owner, and warns at every start', async () => {
    const config = {
      NODE_ENV: 'development' as const,
      BTC_XPUB: undefined,
      BTC_NETWORK: 'regtest' as const,
      DATA_DIR: dataDir,
    }
    const first = await loadMerchantWallet(config, log, clock)
    const second = await loadMerchantWallet(config, log, clock)
    expect(first.source).toBe('dev-wallet')
    expect(first.receiveAddress(0)).toMatch(/^bcrt1q/)
    expect(second.receiveAddress(0)).toBe(first.receiveAddress(0))
    expect(second.fingerprint).toBe(first.fingerprint)
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/BTC_XPUB is unset: payments go to a DEVELOPMENT test wallet/)
    expect(warnings[0]).not.toContain('\n')

    const file = path.join(dataDir, 'wallet', 'dev-wallet.json')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    const stored = JSON.parse(await readFile(file, 'utf8')) as DevWalletFile
    expect(stored.vpub).toMatch(/^vpub/)
    expect(stored.network).toBe('regtest')
    // The seed is kept so a developer can spend test coins: it must rebuild the same addresses.
    const fromSeed = HDKey.fromMasterSeed(Buffer.from(stored.seedHex, 'hex')).derive("m/84'/1'/0'/0/0")
    const rebuilt = merchantWalletFromKey(stored.vpub, 'regtest')
    expect(rebuilt.receiveAddress(0)).toBe(first.receiveAddress(0))
    expect(witnessProgram(first.receiveAddress(0))).toBe(
      Buffer.from(
        createHash('ripemd160').update(createHash('sha256').update(fromSeed.publicKey!).digest()).digest(),
      ).toString('hex'),
    )
  })

  it('refuses a development wallet of another network than BTC_NETWORK', async () => {
    await mkdir(path.join(dataDir, 'wallet'), { recursive: true })
    const testnetWallet = createDevWalletFile('testnet', clock.now())
    await writeFile(path.join(dataDir, 'wallet', 'dev-wallet.json'), JSON.stringify(testnetWallet))
    const attempt = loadMerchantWallet(
      { NODE_ENV: 'development', BTC_XPUB: undefined, BTC_NETWORK: 'regtest', DATA_DIR: dataDir },
      log,
      clock,
    )
    await expect(attempt).rejects.toThrow(/is for testnet but BTC_NETWORK is regtest/)
  })

  it('refuses a damaged development wallet file rather than silently making a new wallet', async () => {
    await mkdir(path.join(dataDir, 'wallet'), { recursive: true })
    await writeFile(path.join(dataDir, 'wallet', 'dev-wallet.json'), '{"vpub": 1}')
    const attempt = loadMerchantWallet(
      { NODE_ENV: 'development', BTC_XPUB: undefined, BTC_NETWORK: 'regtest', DATA_DIR: dataDir },
      log,
      clock,
    )
    await expect(attempt).rejects.toThrow(/damaged/)
  })

  it('never makes a development wallet for mainnet', async () => {
    const attempt = loadMerchantWallet(
      { NODE_ENV: 'development', BTC_XPUB: undefined, BTC_NETWORK: 'mainnet', DATA_DIR: dataDir },
      log,
      clock,
    )
    await expect(attempt).rejects.toThrow(/BTC_XPUB is required when BTC_NETWORK=mainnet/)
  })
})
