import { createHash } from 'node:crypto'
import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'

// The few Bitcoin encodings an Electrum server's answers need: an address's output script and its
// scripthash (the key Electrum indexes histories by), a block header's hash, a raw transaction's outputs and
// the status hash of a history (what a subscription reports). See docs/architecture.md, "Electrum".

/** Mainnet, testnet and signet (same encodings), regtest (bech32 prefix bcrt). */
const NETWORKS = [NETWORK, TEST_NETWORK, { ...TEST_NETWORK, bech32: 'bcrt' }] as const

/** Raw transactions come from any wallet: no opinion on their inputs or scripts, only their outputs. */
export const RAW_TX_OPTIONS = {
  allowUnknownInputs: true,
  allowUnknownOutputs: true,
  disableScriptCheck: true,
} as const

const sha256 = (data: Uint8Array): Buffer => createHash('sha256').update(data).digest()

/**
 * The output script paying `address`, whatever its network (one shop watches one network, and the script
 * of an address does not depend on it).
 * @throws Error for a string no network reads as an address.
 */
export function outputScriptOf(address: string): Uint8Array {
  for (const network of NETWORKS) {
    try {
      return OutScript.encode(Address(network).decode(address))
    } catch {
      // Not this network's encoding: try the next.
    }
  }
  throw new Error(`not a Bitcoin address: ${address}`)
}

/** Electrum's key of an output script: its SHA-256, byte-reversed, in hex. */
export function scripthashOf(script: Uint8Array): string {
  return Buffer.from(sha256(script)).reverse().toString('hex')
}

/** A block's hash from its 80-byte header (hex): double SHA-256, byte-reversed. */
export function headerHash(headerHex: string): string {
  const header = Buffer.from(headerHex, 'hex')
  if (header.length !== 80) throw new Error(`a block header has 80 bytes, not ${header.length}`)
  return Buffer.from(sha256(sha256(header)))
    .reverse()
    .toString('hex')
}

/** The hash of the block a header builds on (bytes 4..36, byte-reversed). */
export function headerPrevHash(headerHex: string): string {
  return Buffer.from(headerHex, 'hex').subarray(4, 36).reverse().toString('hex')
}

/** The outputs of a raw transaction (hex), by index, and its txid (checked against the one asked for). */
export function parseRawTx(rawHex: string): {
  txid: string
  outputs: { script: Uint8Array; amount: bigint }[]
} {
  const tx = Transaction.fromRaw(Buffer.from(rawHex, 'hex'), RAW_TX_OPTIONS)
  const outputs: { script: Uint8Array; amount: bigint }[] = []
  for (let index = 0; index < tx.outputsLength; index += 1) {
    const output = tx.getOutput(index)
    outputs.push({ script: output.script ?? new Uint8Array(), amount: output.amount ?? 0n })
  }
  return { txid: tx.id, outputs }
}

/** One history entry as Electrum lists it: height > 0 confirmed, 0 or -1 in the mempool. */
export interface HistoryEntry {
  tx_hash: string
  height: number
}

/**
 * The status a scripthash subscription reports for a history: SHA-256 of every `tx_hash:height:` in the
 * server's order, or null for an empty history. Comparing it with a fresh read tells whether a notification
 * was missed.
 */
export function statusOfHistory(history: readonly HistoryEntry[]): string | null {
  if (history.length === 0) return null
  const text = history.map((entry) => `${entry.tx_hash}:${entry.height}:`).join('')
  return sha256(Buffer.from(text, 'utf8')).toString('hex')
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.from(a).equals(Buffer.from(b))
}
