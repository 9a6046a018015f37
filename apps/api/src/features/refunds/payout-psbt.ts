import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import {
  feeShares,
  PAYOUT_DUST_SATS,
  payoutFeeSats,
  payoutSats,
  payoutVbytes,
  type PayoutOutputType,
} from '@shop/contract'

// docs/architecture.md#refunds-and-payouts: one transaction paying every approved claim, from the shop's own
// outputs, as a PSBT (BIP174) the owner's wallet can sign: each input carries its previous transaction, its
// witness UTXO and the key's BIP32 origin; the change output carries its origin too, so the wallet shows it
// as its own.

/** Where BTC_XPUB sits under the wallet's master key: a fingerprint and the path to the account. */
export interface KeyOrigin {
  fingerprint: number
  path: number[]
}

const HARDENED = 0x80000000

/**
 * Reads a descriptor key origin `[73c5da0a/84'/0'/0']` (h or ' for hardened).
 * @throws RangeError for anything else.
 */
export function parseKeyOrigin(origin: string): KeyOrigin {
  const match = /^\[([0-9a-fA-F]{8})((?:\/\d+['h]?)*)\]$/.exec(origin.trim())
  if (!match?.[1]) throw new RangeError(`Not a key origin: ${origin}`)
  const path = (match[2] ?? '')
    .split('/')
    .filter(Boolean)
    .map((step) => {
      const hardened = /['h]$/.test(step)
      const index = Number.parseInt(step, 10)
      if (!Number.isSafeInteger(index) || index >= HARDENED) throw new RangeError(`Bad path step: ${step}`)
      return hardened ? index + HARDENED : index
    })
  return { fingerprint: Number.parseInt(match[1], 16), path }
}

/** One of the shop's outputs, spendable by the key at .../branch/index. */
export interface ShopCoin {
  txid: string
  vout: number
  valueSats: bigint
  branch: 0 | 1
  index: number
  /** The previous transaction, serialised (hex). */
  rawTx: string
}

export interface PayoutClaim {
  refundId: number
  grossSats: bigint
  script: Uint8Array
  type: PayoutOutputType
}

export interface PayoutPlan {
  psbtBase64: string
  txid: string
  inputs: ShopCoin[]
  /** The claims paid, in output order, each with its fee share and what it receives. */
  paid: { refundId: number; feeShareSats: bigint; paidSats: bigint }[]
  /** Claims left out because their fee share would leave less than dust. */
  leftOut: number[]
  feeSats: bigint
  changeSats: bigint
}

export class PayoutShortError extends Error {
  constructor(
    readonly availableSats: bigint,
    readonly neededSats: bigint,
  ) {
    super(`The shop's coins (${availableSats} sats) do not cover the refunds (${neededSats} sats)`)
    this.name = 'PayoutShortError'
  }
}

export interface PayoutPlanInput {
  coins: readonly ShopCoin[]
  claims: readonly PayoutClaim[]
  feeRateSatVb: number
  origin: KeyOrigin
  publicKeyAt: (branch: 0 | 1, index: number) => Uint8Array
  /** The fresh change address's key index on branch 1, and its script. */
  change: { index: number; script: Uint8Array }
}

/**
 * Plans the payout: coins largest first until they cover the claims' gross amounts; the fee split between
 * the claims (contract/refund-rules.ts); a claim whose share leaves it under dust waits for a later payout;
 * change under dust goes to the fee.
 * @throws PayoutShortError when the coins do not cover the claims; RangeError when no claim is left.
 */
export function planPayout(input: PayoutPlanInput): PayoutPlan {
  let claims = [...input.claims]
  const leftOut: number[] = []
  const coins = [...input.coins].sort((a, b) =>
    b.valueSats > a.valueSats ? 1 : b.valueSats < a.valueSats ? -1 : 0,
  )
  for (;;) {
    if (claims.length === 0) throw new RangeError('No claim is large enough to pay out at this fee rate')
    const needed = claims.reduce((sum, claim) => sum + claim.grossSats, 0n)
    const chosen: ShopCoin[] = []
    let inputSats = 0n
    for (const coin of coins) {
      if (inputSats >= needed) break
      chosen.push(coin)
      inputSats += coin.valueSats
    }
    if (inputSats < needed) {
      throw new PayoutShortError(
        coins.reduce((sum, coin) => sum + coin.valueSats, 0n),
        needed,
      )
    }
    const leftover = inputSats - needed
    const hasChange = leftover >= PAYOUT_DUST_SATS
    const types: PayoutOutputType[] = [
      ...claims.map((claim) => claim.type),
      ...(hasChange ? ['p2wpkh' as const] : []),
    ]
    const feeSats = payoutFeeSats(payoutVbytes(chosen.length, types), input.feeRateSatVb)
    const shares = feeShares(feeSats, claims.length)
    const tooSmall = claims.filter(
      (claim, at) => payoutSats(claim.grossSats, shares[at] ?? 0n) < PAYOUT_DUST_SATS,
    )
    if (tooSmall.length > 0) {
      // The smallest claims wait for a cheaper fee or a later payout; the rest are planned again.
      leftOut.push(...tooSmall.map((claim) => claim.refundId))
      claims = claims.filter((claim) => !tooSmall.includes(claim))
      continue
    }
    const paid = claims.map((claim, at) => {
      const share = shares[at] ?? 0n
      return { refundId: claim.refundId, feeShareSats: share, paidSats: payoutSats(claim.grossSats, share) }
    })
    const changeSats = hasChange ? leftover : 0n
    const tx = new Transaction({ version: 2 })
    for (const coin of chosen) {
      const publicKey = input.publicKeyAt(coin.branch, coin.index)
      tx.addInput({
        txid: coin.txid,
        index: coin.vout,
        // Opt in to replacement, so the owner's wallet can bump the fee of a payout that waits.
        sequence: 0xfffffffd,
        nonWitnessUtxo: hex.decode(coin.rawTx),
        witnessUtxo: { script: p2wpkh(publicKey).script, amount: coin.valueSats },
        bip32Derivation: [
          [
            publicKey,
            { fingerprint: input.origin.fingerprint, path: [...input.origin.path, coin.branch, coin.index] },
          ],
        ],
      })
    }
    claims.forEach((claim, at) => {
      tx.addOutput({ script: claim.script, amount: paid[at]?.paidSats ?? 0n })
    })
    if (hasChange) {
      const publicKey = input.publicKeyAt(1, input.change.index)
      tx.addOutput({
        script: input.change.script,
        amount: changeSats,
        bip32Derivation: [
          [
            publicKey,
            { fingerprint: input.origin.fingerprint, path: [...input.origin.path, 1, input.change.index] },
          ],
        ],
      })
    }
    return {
      psbtBase64: base64.encode(tx.toPSBT()),
      txid: tx.id,
      inputs: chosen,
      paid,
      leftOut,
      feeSats: inputSats - paid.reduce((sum, claim) => sum + claim.paidSats, 0n) - changeSats,
      changeSats,
    }
  }
}

/** The PSBT an owner sends back, as base64 or hex, parsed; null when it is neither. */
export function readPsbt(text: string): Transaction | null {
  const trimmed = text.trim()
  for (const decode of [() => base64.decode(trimmed), () => hex.decode(trimmed)]) {
    try {
      return Transaction.fromPSBT(decode())
    } catch {
      // try the next encoding
    }
  }
  return null
}
