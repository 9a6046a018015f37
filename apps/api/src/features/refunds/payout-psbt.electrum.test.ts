import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { base64, hex } from '@scure/base'
import { Transaction, p2wpkh } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeAddress, fundingTransaction } from '../../lib/bitcoin-address.js'
import { BIP84_ZPRV, bip84WatchOnly } from '../../test/bip84-test-vector.js'
import { planPayout, type ShopCoin } from './payout-psbt.js'

// docs/architecture.md#refunds-and-payouts: the PSBT the shop hands out is signed by a real wallet. Debian's
// Electrum, offline in a folder of its own, restores the BIP84 test vector's account from its zprv and signs;
// the test checks the transaction it gives back pays each claim. CI installs electrum (.ci/run).

const ELECTRUM = '/usr/bin/electrum'
const run = promisify(execFile)
const haveElectrum = existsSync(ELECTRUM)
if (!haveElectrum) {
  console.warn(
    '\n*** SKIPPING the Electrum signing test: /usr/bin/electrum is absent (apt-get install electrum) ***\n',
  )
}

const CLAIMS = [
  { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', grossSats: 40_000n },
  { address: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', grossSats: 25_000n },
  { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', grossSats: 10_000n },
]

let dir: string
const electrum = (...args: string[]) =>
  run(ELECTRUM, ['--offline', '-D', dir, ...args], { timeout: 120_000, env: { ...process.env, HOME: dir } })

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shop-electrum-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe.skipIf(!haveElectrum)('a payout PSBT signed offline by Electrum', () => {
  it('is signed by the wallet restored from the account zprv and pays each claim its share', async () => {
    // The shop's side: a watch-only wallet of the zpub, two coins received at .../0/3 and .../0/5 and change.
    const wallet = bip84WatchOnly()
    const coins: ShopCoin[] = [
      [3, 50_000n],
      [5, 30_000n],
    ].map(([index, sats]) => {
      const funding = fundingTransaction(wallet.receiveAddress(Number(index)), BigInt(sats ?? 0n), 'mainnet')
      if (!funding) throw new Error('no funding transaction')
      return {
        txid: funding.txid,
        vout: 0,
        valueSats: BigInt(sats ?? 0n),
        branch: 0,
        index: Number(index),
        rawTx: funding.hex,
      }
    })
    const plan = planPayout({
      coins,
      claims: CLAIMS.map((claim, at) => {
        const decoded = decodeAddress(claim.address, 'mainnet')
        if (typeof decoded === 'string') throw new Error(decoded)
        return { refundId: at + 1, grossSats: claim.grossSats, script: decoded.script, type: decoded.type }
      }),
      feeRateSatVb: 3,
      // BTC_XPUB_ORIGIN unset: the account key's own fingerprint, as Electrum names a key of unknown origin.
      origin: { fingerprint: wallet.accountKeyFingerprint, path: [] },
      publicKeyAt: wallet.publicKeyAt,
      change: { index: 0, script: p2wpkh(wallet.publicKeyAt(1, 0)).script },
    })

    // The owner's side: Electrum, offline, restores the account and signs.
    await electrum('restore', BIP84_ZPRV)
    const { stdout } = await electrum('signtransaction', plan.psbtBase64)
    const signedText = stdout.trim().replace(/^"|"$/g, '')
    let signed: Transaction
    try {
      signed = Transaction.fromRaw(hex.decode(signedText))
    } catch {
      signed = Transaction.fromPSBT(base64.decode(signedText))
      signed.finalize()
    }
    expect(signed.id).toBe(plan.txid)
    for (let index = 0; index < signed.inputsLength; index += 1) {
      const input = signed.getInput(index)
      expect(input.finalScriptWitness ?? input.partialSig).toBeDefined()
    }
    // 2 inputs; outputs P2WPKH, P2TR, P2PKH and change: 10.5 + 136 + 31 + 43 + 34 + 31 = 286 vB at 3 sat/vB: 858 sats.
    expect(plan.feeSats).toBe(858n)
    const outputs = Array.from({ length: signed.outputsLength }, (_, index) => signed.getOutput(index).amount)
    expect(outputs).toEqual([40_000n - 286n, 25_000n - 286n, 10_000n - 286n, 80_000n - 75_000n])
  }, 180_000)
})
