import { randomBytes } from 'node:crypto'
import { hex } from '@scure/base'
import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import type { PayoutOutputType } from '@shop/contract'

// Bitcoin addresses and transactions as the shop reads and writes them, for every feature that needs them:
// the payment engine's simulated chain and the refunds' claims and payouts (docs/architecture.md#refunds-and-payouts).

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest'
export type BtcNetworkParams = typeof NETWORK

export const BTC_NETWORK_PARAMS: Record<BitcoinNetwork, BtcNetworkParams> = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  // Bitcoin Core's regtest: bech32 prefix bcrt, otherwise testnet's version bytes.
  regtest: { ...TEST_NETWORK, bech32: 'bcrt' },
}

const TYPES: Partial<Record<string, PayoutOutputType>> = {
  wpkh: 'p2wpkh',
  wsh: 'p2wsh',
  tr: 'p2tr',
  pkh: 'p2pkh',
  sh: 'p2sh',
}

export type AddressProblem = 'invalid' | 'wrongNetwork'

/** An address the shop can pay: its output script and type. */
export interface PayableAddress {
  readonly address: string
  readonly script: Uint8Array
  readonly type: PayoutOutputType
}

/**
 * Decodes `address` for `network`, checksum included (bech32/bech32m or base58check), and answers its output
 * script; or why it cannot be paid: not an address of a known type, or one of another network.
 */
export function decodeAddress(address: string, network: BitcoinNetwork): PayableAddress | AddressProblem {
  const trimmed = address.trim()
  // Bech32 is case-insensitive but must not mix cases; wallets show it in either.
  const text =
    /^(bc|tb|bcrt)1/i.test(trimmed) && trimmed === trimmed.toUpperCase() ? trimmed.toLowerCase() : trimmed
  const decoded = tryDecode(text, BTC_NETWORK_PARAMS[network])
  if (decoded) {
    const type = TYPES[decoded.type]
    return type ? { address: text, script: OutScript.encode(decoded), type } : 'invalid'
  }
  const others = (Object.keys(BTC_NETWORK_PARAMS) as BitcoinNetwork[]).filter((other) => other !== network)
  return others.some((other) => tryDecode(text, BTC_NETWORK_PARAMS[other])) ? 'wrongNetwork' : 'invalid'
}

function tryDecode(address: string, params: BtcNetworkParams) {
  try {
    return Address(params).decode(address)
  } catch {
    return undefined
  }
}

/** The address an output script pays on `network`, or null for a script without one (OP_RETURN, bare). */
export function addressOfScript(script: Uint8Array, network: BitcoinNetwork): string | null {
  try {
    return Address(BTC_NETWORK_PARAMS[network]).encode(OutScript.decode(script))
  } catch {
    return null
  }
}

/**
 * A serialised transaction paying `sats` to `address` from an outpoint nobody knows: what a buyer's wallet
 * would broadcast, for the simulated chain, so that what is built on it (a PSBT's previous transaction) is
 * real. Null when `address` is not one of `network`.
 */
export function fundingTransaction(
  address: string,
  sats: bigint,
  network: BitcoinNetwork,
): { txid: string; hex: string } | null {
  const decoded = decodeAddress(address, network)
  if (typeof decoded === 'string') return null
  const tx = new Transaction({ allowUnknownInputs: true })
  // The output first: an input already carrying its script locks the outputs it signs.
  tx.addOutput({ script: decoded.script, amount: sats })
  tx.addInput({ txid: randomBytes(32), index: 0, finalScriptSig: new Uint8Array([0x51]) })
  return { txid: tx.id, hex: hex.encode(tx.toBytes(true, false)) }
}
