import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createBase58check } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { NETWORK, TEST_NETWORK, p2wpkh } from '@scure/btc-signer'
import { ConfigError, type Config } from '../../config.js'
import { systemClock, type Clock } from '../../lib/clock.js'

// docs/architecture.md#orders-stock-and-payment: BIP84 (native segwit) receive addresses derived from the merchant's account public key.
// Only public keys ever reach the shop: a payment can be received, never spent, from here.

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest'

const ADDRESS_NETWORKS: Record<BitcoinNetwork, typeof NETWORK> = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  // Bitcoin Core's regtest: bech32 prefix bcrt, otherwise testnet's version bytes.
  regtest: { ...TEST_NETWORK, bech32: 'bcrt' },
}

/** BIP32 version bytes of the serialised keys a wallet exports (SLIP-132 for the y/z/u/v forms). */
const VERSIONS = {
  xpub: 0x0488b21e,
  zpub: 0x04b24746,
  tpub: 0x043587cf,
  vpub: 0x045f1cf6,
  xprv: 0x0488ade4,
  zprv: 0x04b2430c,
  tprv: 0x04358394,
  vprv: 0x045f18bc,
  ypub: 0x049d7cb2,
  yprv: 0x049d7878,
  upub: 0x044a5262,
  uprv: 0x044a4e28,
  // Multisig (BIP48) exports.
  Zpub: 0x02aa7ed3,
  Zprv: 0x02aa7a99,
  Vpub: 0x02575483,
  Vprv: 0x02575048,
} as const
type VersionName = keyof typeof VERSIONS

const MAINNET_KEY_VERSIONS = { public: VERSIONS.xpub, private: VERSIONS.xprv }
const TESTNET_KEY_VERSIONS = { public: VERSIONS.tpub, private: VERSIONS.tprv }
const VPUB_KEY_VERSIONS = { public: VERSIONS.vpub, private: VERSIONS.vprv }

const base58check = createBase58check(
  (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()),
)

/** BIP84 account keys sit at m/84'/coin'/account': depth 3, a hardened index. */
const ACCOUNT_DEPTH = 3
const HARDENED = 0x80000000
/** Largest non-hardened child index (BIP32). */
export const MAX_ADDRESS_INDEX = HARDENED - 1

/** A BTC_XPUB that cannot be used; the message names the fix and never echoes the key. */
export class WalletKeyError extends ConfigError {
  constructor(problem: string) {
    super([`BTC_XPUB ${problem}`])
    this.name = 'WalletKeyError'
  }
}

export interface MerchantWallet {
  network: BitcoinNetwork
  /** The account key re-encoded as xpub (mainnet) or tpub (testnet/regtest), whatever form was configured. */
  accountXpub: string
  /** wallet_state.xpub_fingerprint: names the key and its network without storing the key. */
  fingerprint: string
  /** Where the key came from: BTC_XPUB, or the development wallet in DATA_DIR. */
  source: 'config' | 'dev-wallet'
  /** BIP84 receive address .../0/index (bc1..., tb1... or bcrt1...). */
  receiveAddress(index: number): string
  /** BIP84 change address .../1/index; exposed for tests and tools, never handed to a buyer. */
  changeAddress(index: number): string
  /** The public key at .../branch/index (0 receive, 1 change), for a payout PSBT's key paths. */
  publicKeyAt(branch: 0 | 1, index: number): Uint8Array
  /** BIP32 fingerprint of the account key itself (its hash160's first 4 bytes, as a number). */
  accountKeyFingerprint: number
}

function versionName(version: number): VersionName | undefined {
  return (Object.keys(VERSIONS) as VersionName[]).find((name) => VERSIONS[name] === version)
}

/**
 * Parses an extended public key for `network` and returns it as an HDKey with xpub/tpub versions.
 * @throws WalletKeyError for a private key, a key of another network or script type, or garbage.
 */
function parseAccountKey(extendedKey: string, network: BitcoinNetwork): HDKey {
  let bytes: Uint8Array
  try {
    bytes = base58check.decode(extendedKey.trim())
  } catch {
    throw new WalletKeyError('is not a valid extended public key (bad characters or checksum)')
  }
  if (bytes.length !== 78) throw new WalletKeyError('is not a valid extended public key (wrong length)')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const name = versionName(view.getUint32(0, false))
  if (name === undefined) throw new WalletKeyError('is not an extended key of a known kind')
  if (name.endsWith('prv') || bytes[45] === 0) {
    // docs/architecture.md#orders-stock-and-payment: the private key must never touch the shop. Refuse rather than quietly use it.
    throw new WalletKeyError(
      'is a PRIVATE key: never give the shop a private key; export the watch-only xpub/zpub (tpub/vpub on testnet) instead',
    )
  }
  if (name === 'ypub' || name === 'upub') {
    throw new WalletKeyError(
      `is a ${name} (BIP49 wrapped segwit); export the native segwit (BIP84) account's zpub or xpub instead`,
    )
  }
  if (name === 'Zpub' || name === 'Vpub') {
    throw new WalletKeyError(`is a multisig ${name}; the shop derives single-key BIP84 addresses`)
  }
  const keyIsMainnet = name === 'xpub' || name === 'zpub'
  if (keyIsMainnet !== (network === 'mainnet')) {
    throw new WalletKeyError(
      keyIsMainnet
        ? `is a mainnet key (${name}) but BTC_NETWORK is ${network}: set BTC_NETWORK=mainnet or use a tpub/vpub`
        : `is a testnet key (${name}) but BTC_NETWORK is mainnet: set BTC_NETWORK=testnet or regtest, or use an xpub/zpub`,
    )
  }
  // HDKey knows one version pair at a time: rewrite zpub/vpub to xpub/tpub so the same key reads the same.
  view.setUint32(0, keyIsMainnet ? VERSIONS.xpub : VERSIONS.tpub, false)
  const key = HDKey.fromExtendedKey(
    base58check.encode(bytes),
    keyIsMainnet ? MAINNET_KEY_VERSIONS : TESTNET_KEY_VERSIONS,
  )
  if (key.depth !== ACCOUNT_DEPTH || key.index < HARDENED) {
    // A master or address-level key would derive addresses the owner's wallet never scans: money unseen.
    throw new WalletKeyError(
      `must be the account key (m/84'/${keyIsMainnet ? 0 : 1}'/0', depth 3) as wallets export it; this key has depth ${key.depth}`,
    )
  }
  return key
}

function fingerprintOfKey(key: HDKey, network: BitcoinNetwork): string {
  return createHash('sha256').update(`${network}:${key.publicExtendedKey}`).digest('hex').slice(0, 32)
}

/**
 * wallet_state.xpub_fingerprint of `extendedKey` on `network`: a hash, so the table never stores the key
 * (which would reveal every address), and the zpub and xpub forms of one key give the same value.
 * @throws WalletKeyError as {@link merchantWalletFromKey}.
 */
export function fingerprintOf(extendedKey: string, network: BitcoinNetwork): string {
  return fingerprintOfKey(parseAccountKey(extendedKey, network), network)
}

/**
 * The merchant wallet of an account public key (xpub/zpub on mainnet, tpub/vpub on testnet and regtest).
 * @throws WalletKeyError for private keys, keys of another network or script type, non-account keys, garbage.
 */
export function merchantWalletFromKey(
  extendedKey: string,
  network: BitcoinNetwork,
  source: MerchantWallet['source'] = 'config',
): MerchantWallet {
  const account = parseAccountKey(extendedKey, network)
  const receive = account.deriveChild(0)
  const change = account.deriveChild(1)
  const addressNetwork = ADDRESS_NETWORKS[network]
  const publicKeyOf = (branch: HDKey, index: number): Uint8Array => {
    if (!Number.isSafeInteger(index) || index < 0 || index > MAX_ADDRESS_INDEX) {
      throw new RangeError(`Address index must be 0..${MAX_ADDRESS_INDEX}, got ${index}`)
    }
    const publicKey = branch.deriveChild(index).publicKey
    if (!publicKey) throw new Error('BIP32 derivation gave no public key')
    return publicKey
  }
  const addressOf = (branch: HDKey, index: number): string => {
    const publicKey = publicKeyOf(branch, index)
    const address = p2wpkh(publicKey, addressNetwork).address
    if (!address) throw new Error('p2wpkh gave no address')
    return address
  }
  return {
    network,
    accountXpub: account.publicExtendedKey,
    fingerprint: fingerprintOfKey(account, network),
    source,
    receiveAddress: (index) => addressOf(receive, index),
    changeAddress: (index) => addressOf(change, index),
    publicKeyAt: (branch, index) => publicKeyOf(branch === 0 ? receive : change, index),
    accountKeyFingerprint: account.fingerprint,
  }
}

/** What DATA_DIR/wallet/dev-wallet.json holds. */
export interface DevWalletFile {
  network: BitcoinNetwork
  /** BIP84 account public key (vpub: testnet version bytes, for testnet and regtest alike). */
  vpub: string
  derivationPath: string
  /**
   * The 32-byte BIP32 seed in hex. Kept on purpose: this is a throwaway development wallet holding only
   * test coins, and a developer may want to spend them (import the seed's account into a test wallet).
   * A real shop's wallet never has a seed here: production refuses to start without BTC_XPUB.
   */
  seedHex: string
  createdAt: string
  note: string
}

const DEV_WALLET_FILE = path.join('wallet', 'dev-wallet.json')

/** Creates the development wallet from `seed` (32 random bytes unless given, for tests). */
export function createDevWalletFile(
  network: BitcoinNetwork,
  createdAt: Date,
  seed = randomBytes(32),
): DevWalletFile {
  if (network === 'mainnet') throw new Error('a development wallet is never made for mainnet')
  const derivationPath = "m/84'/1'/0'"
  const account = HDKey.fromMasterSeed(seed, VPUB_KEY_VERSIONS).derive(derivationPath)
  return {
    network,
    vpub: account.publicExtendedKey,
    derivationPath,
    seedHex: Buffer.from(seed).toString('hex'),
    createdAt: createdAt.toISOString(),
    note: 'Development-only test wallet made by the shop because BTC_XPUB is unset. Test coins only: never send real bitcoin to its addresses.',
  }
}

/** The subset of the app logger this module uses. */
export interface WalletLog {
  warn(message: string): void
}

/**
 * The merchant wallet the shop runs with, for the startup to call once:
 * - BTC_XPUB set: that key, checked against BTC_NETWORK.
 * - unset in production: refuses to start (ConfigError, one line).
 * - unset otherwise: a development wallet made once under DATA_DIR/wallet (mode 0600) and a loud warning
 *   logged at every start, so nobody mistakes it for the shop's real wallet.
 * @throws WalletKeyError / ConfigError with a one-line reason.
 */
export async function loadMerchantWallet(
  config: Pick<Config, 'NODE_ENV' | 'BTC_XPUB' | 'BTC_NETWORK' | 'DATA_DIR'>,
  log: WalletLog,
  clock: Clock = systemClock,
): Promise<MerchantWallet> {
  if (config.BTC_XPUB) return merchantWalletFromKey(config.BTC_XPUB, config.BTC_NETWORK, 'config')
  if (config.NODE_ENV === 'production') {
    throw new ConfigError([
      "BTC_XPUB is required in production: set it to the watch-only zpub/xpub of the shop's wallet (see README, Going live)",
    ])
  }
  if (config.BTC_NETWORK === 'mainnet') {
    throw new ConfigError([
      'BTC_XPUB is required when BTC_NETWORK=mainnet: a generated development wallet is for test coins only',
    ])
  }
  const file = path.join(config.DATA_DIR, DEV_WALLET_FILE)
  const stored = await readOrCreateDevWallet(file, config.BTC_NETWORK, clock.now())
  if (stored.network !== config.BTC_NETWORK) {
    throw new ConfigError([
      `the development wallet in ${file} is for ${stored.network} but BTC_NETWORK is ${config.BTC_NETWORK}: set BTC_NETWORK=${stored.network} or move the file away`,
    ])
  }
  const wallet = merchantWalletFromKey(stored.vpub, stored.network, 'dev-wallet')
  log.warn(
    `BTC_XPUB is unset: payments go to a DEVELOPMENT test wallet (${stored.network}) kept in ${file}; set BTC_XPUB before taking real bitcoin`,
  )
  return wallet
}

async function readOrCreateDevWallet(
  file: string,
  network: BitcoinNetwork,
  now: Date,
): Promise<DevWalletFile> {
  if (!existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    const created = createDevWalletFile(network, now)
    // `wx`: when two instances start together, the first file wins and both use it.
    await writeFile(file, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600, flag: 'wx' }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error
      },
    )
  }
  let parsed: Partial<DevWalletFile>
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<DevWalletFile>
  } catch {
    throw new ConfigError([
      `the development wallet file ${file} is unreadable: move it away to make a new one`,
    ])
  }
  if (typeof parsed.vpub !== 'string' || (parsed.network !== 'testnet' && parsed.network !== 'regtest')) {
    throw new ConfigError([`the development wallet file ${file} is damaged: move it away to make a new one`])
  }
  return parsed as DevWalletFile
}
