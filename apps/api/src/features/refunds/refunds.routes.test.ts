import { base64, hex } from '@scure/base'
import { Address, NETWORK, OutScript, Transaction } from '@scure/btc-signer'
import {
  BuyerRefundResponseSchema,
  BuyerRefundsResponseSchema,
  FeeEstimatesResponseSchema,
  HOUR_MS,
  OwnerRefundsResponseSchema,
  PayoutResponseSchema,
  PayoutsResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestProduct,
  createUser,
  devPost,
  placeTestOrder,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'
import { BIP84_ORIGIN, BIP84_ZPUB, bip84AccountKey } from '../../test/bip84-test-vector.js'

// docs/architecture.md#refunds-and-payouts, end to end over HTTP: late money becomes a refund, the buyer
// claims it, the owner approves and downloads a PSBT, a wallet (the BIP84 test vector's key) signs it, the
// shop broadcasts it on the simulated chain, and once mined each buyer sees the refund paid with its txid.

// Valid mainnet addresses from BIP173 and BIP350: a P2WPKH and a P2TR a buyer's wallet could give.
const BUYER_P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const BUYER_P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

let t: TestApp
let product: TestProduct
let owner: Record<string, string>
let manager: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { BTC_NETWORK: 'mainnet', BTC_XPUB: BIP84_ZPUB, BTC_XPUB_ORIGIN: BIP84_ORIGIN },
  })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
  owner = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
  manager = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'manager' }))
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })

/** One CSV line's cells (RFC 4180: a quoted cell may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) =>
    match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''),
  )
}

/** An order that timed out, then received `sats` with one confirmation: a late payment. */
async function lateOrder(sats: number) {
  const order = await placeTestOrder(t, product)
  await devPost(t, 'advance-clock', { seconds: HOUR_MS / 1000 + 1 })
  await devPost(t, 'simulate-payment', { orderUniqueId: order.id, amountBtc: sats / 1e8, confirmations: 1 })
  await t.app.refunds.sweep()
  return order
}

async function refundOf(order: Awaited<ReturnType<typeof lateOrder>>) {
  const res = await call('GET', `/user/refunds?orderId=${order.id}`, order.headers)
  expect(res.statusCode, res.body).toBe(200)
  const [refund] = BuyerRefundsResponseSchema.parse(res.json()).data
  if (!refund) throw new Error('no refund')
  return refund
}

// A story: each step takes up the refunds of the one before, so its tests keep their order.
describe('refunds, claimed by the buyer and paid in one PSBT the owner signs', { shuffle: false }, () => {
  let first: Awaited<ReturnType<typeof lateOrder>>
  let second: Awaited<ReturnType<typeof lateOrder>>

  it('makes a refund of a late payment and mails the buyer a claim link', async () => {
    first = await lateOrder(20_000)
    const refund = await refundOf(first)
    expect(refund).toMatchObject({
      orderId: first.id,
      kind: 'latePayment',
      status: 'awaitingClaim',
      amount: 0.0002,
      address: null,
      txid: null,
    })
    const mail = (await mailTo(t, first.user.email)).find((m) => m.subject.includes('Claim your refund'))
    expect(mail?.text).toContain(`/profile/refunds/${refund.refundId}`)
    // The money is covered by the refund: the owner's money page no longer asks to settle it by hand.
    await t.app.refunds.sweep()
    expect((await call('GET', `/user/refunds?orderId=${first.id}`, first.headers)).json().data).toHaveLength(
      1,
    )
  })

  it('hides a refund from anyone but its buyer', async () => {
    const refund = await refundOf(first)
    const stranger = await authHeaders(t, await createUser(t.testDb.database.db))
    const res = await call('GET', `/user/refunds/${refund.refundId}`, stranger)
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('REFUND_NOT_FOUND')
    expect(
      (await call('POST', `/user/refunds/${refund.refundId}/claim`, stranger, { address: BUYER_P2WPKH }))
        .statusCode,
    ).toBe(404)
  })

  it.each([
    ['not an address', 'hello', 'VALIDATION_FAILED'],
    ['a bad checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'REFUND_ADDRESS_INVALID'],
    ['another network', TESTNET_ADDRESS, 'REFUND_ADDRESS_WRONG_NETWORK'],
  ])('refuses %s as the refund address', async (_what, address, code) => {
    const refund = await refundOf(first)
    const res = await call('POST', `/user/refunds/${refund.refundId}/claim`, first.headers, { address })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().code).toBe(code)
  })

  it("refuses the shop's own addresses, handed out or not yet", async () => {
    const refund = await refundOf(first)
    for (const address of [
      first.address,
      t.app.payments.wallet.receiveAddress(7),
      t.app.payments.wallet.changeAddress(0),
    ]) {
      const res = await call('POST', `/user/refunds/${refund.refundId}/claim`, first.headers, { address })
      expect(res.statusCode, address).toBe(400)
      expect(res.json().code).toBe('REFUND_ADDRESS_IS_SHOPS')
    }
  })

  it('takes the address once, then locks the claim', async () => {
    const refund = await refundOf(first)
    const res = await call('POST', `/user/refunds/${refund.refundId}/claim`, first.headers, {
      address: `  ${BUYER_P2WPKH}  `,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(BuyerRefundResponseSchema.parse(res.json()).data).toMatchObject({
      status: 'claimed',
      address: BUYER_P2WPKH,
    })
    const again = await call('POST', `/user/refunds/${refund.refundId}/claim`, first.headers, {
      address: BUYER_P2TR,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('REFUND_ALREADY_CLAIMED')
  })

  it('lets the owner, not the manager, approve a claim', async () => {
    second = await lateOrder(30_000)
    const refund = await refundOf(second)
    await call('POST', `/user/refunds/${refund.refundId}/claim`, second.headers, { address: BUYER_P2TR })

    const list = OwnerRefundsResponseSchema.parse((await call('GET', '/owner/refunds', manager)).json()).data
    expect(list.map((entry) => entry.status).sort()).toEqual(['claimed', 'claimed'])

    expect((await call('POST', `/owner/refunds/${refund.refundId}/approve`, manager)).statusCode).toBe(403)
    for (const entry of list) {
      const res = await call('POST', `/owner/refunds/${entry.refundId}/approve`, owner)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({ status: 'approved', rule: 'btc', received: entry.amount })
    }
    expect((await call('POST', `/owner/refunds/${refund.refundId}/approve`, owner)).statusCode).toBe(409)
  })

  it('prepares one PSBT paying every approved claim, each input with its previous transaction and key origin', async () => {
    const estimates = FeeEstimatesResponseSchema.parse(
      (await call('GET', '/owner/refunds/fee-estimates', owner)).json(),
    )
    expect(estimates.data[0]).toEqual({ targetBlocks: 1, satPerVb: 12 })

    const res = await call('POST', '/owner/refunds/payouts', owner, { feeRate: 5 })
    expect(res.statusCode, res.body).toBe(201)
    const payout = PayoutResponseSchema.parse(res.json()).data
    // 2 inputs (30,000 and 20,000 sats), outputs P2WPKH and P2TR, no change: 10.5 + 136 + 31 + 43 = 220.5 vB.
    expect(payout).toMatchObject({ status: 'prepared', fee: 0.00001105, change: 0, changeAddress: null })
    const tx = Transaction.fromPSBT(base64.decode(payout.psbt))
    expect(tx.id).toBe(payout.txid)
    expect(tx.inputsLength).toBe(2)
    for (let index = 0; index < tx.inputsLength; index += 1) {
      const input = tx.getInput(index)
      expect(input.nonWitnessUtxo).toBeDefined()
      expect(input.witnessUtxo).toBeDefined()
      const [[, derivation] = []] = input.bip32Derivation ?? []
      // [73c5da0a/84'/0'/0'/0/i]
      expect(derivation?.fingerprint).toBe(0x73c5da0a)
      expect(derivation?.path.slice(0, 4)).toEqual([0x80000054, 0x80000000, 0x80000000, 0])
    }
    // The fee of 1,105 sats is shared: 553 and 552.
    const paid = Array.from({ length: tx.outputsLength }, (_, index) => {
      const output = tx.getOutput(index)
      return [Address(NETWORK).encode(OutScript.decode(output.script ?? new Uint8Array())), output.amount]
    })
    expect(paid).toEqual([
      [BUYER_P2WPKH, 20_000n - 553n],
      [BUYER_P2TR, 30_000n - 552n],
    ])

    // A claim is in at most one unbroadcast PSBT: nothing is left to pay.
    expect((await call('POST', '/owner/refunds/payouts', owner, { feeRate: 5 })).statusCode).toBe(409)
    expect((await refundOf(first)).status).toBe('inPayout')
  })

  it('broadcasts the PSBT the wallet signed and marks each refund paid with its txid once mined', async () => {
    const [payout] = PayoutsResponseSchema.parse(
      (await call('GET', '/owner/refunds/payouts', owner)).json(),
    ).data
    if (!payout) throw new Error('no payout')
    const tx = Transaction.fromPSBT(base64.decode(payout.psbt))
    const account = bip84AccountKey()
    // An unsigned PSBT is refused: nothing half-signed reaches the network.
    const unsigned = await call('POST', `/owner/refunds/payouts/${payout.payoutId}/broadcast`, owner, {
      psbt: payout.psbt,
    })
    expect(unsigned.statusCode).toBe(400)
    for (let index = 0; index < tx.inputsLength; index += 1) {
      const [[, { path }] = [new Uint8Array(), { path: [] as number[] }]] =
        tx.getInput(index).bip32Derivation ?? []
      const [branch = 0, child = 0] = path.slice(-2)
      const key = account.deriveChild(branch).deriveChild(child)
      if (!key.privateKey) throw new Error('no key')
      tx.signIdx(key.privateKey, index)
    }
    const res = await call('POST', `/owner/refunds/payouts/${payout.payoutId}/broadcast`, owner, {
      psbt: hex.encode(tx.toPSBT()),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'broadcast', txid: payout.txid })
    expect(await refundOf(first)).toMatchObject({ status: 'paid', txid: payout.txid })

    await devPost(t, 'mine', { blocks: 1 })
    await t.app.refunds.sweep()
    const after = PayoutsResponseSchema.parse(
      (await call('GET', '/owner/refunds/payouts', owner)).json(),
    ).data
    expect(after[0]).toMatchObject({ status: 'confirmed', txid: payout.txid })
    expect(await refundOf(second)).toMatchObject({
      status: 'paid',
      txid: payout.txid,
      amountToPay: 0.00029448,
    })
    const mail = (await mailTo(t, second.user.email)).find((m) => m.subject.includes('is on its way'))
    expect(mail?.text).toContain(payout.txid)
    // The payout's inputs are spent: the shop's money page owes nothing on these orders any more.
    const csv = await call('GET', '/owner/refunds-export.csv?from=2026-11-01&to=2026-12-31', manager)
    expect(csv.statusCode).toBe(200)
    expect(csv.body.split('\r\n')[0]).toContain('refund,order,buyer,kind,rule')
    expect(csv.body).toContain(payout.txid)

    // The orders CSV carries what the accountant reconciles the order with: the locked rate, the payment's
    // txid, and the refund paid with its own txid.
    const orders = await call('GET', '/owner/orders-export.csv', manager)
    expect(orders.statusCode).toBe(200)
    const [header = '', ...lines] = orders.body.trim().split('\r\n')
    const columns = csvCells(header)
    const row = lines.map(csvCells).find((cells) => cells[0] === second.id)
    if (!row) throw new Error('order not in the export')
    const cell = (name: string) => row[columns.indexOf(name)]
    expect(cell('locked_rate_aed_per_btc')).toBe('350000')
    expect(cell('payment_txids')).toMatch(/^[0-9a-f]{64}$/)
    expect(cell('refunded_btc')).toBe('0.0003')
    expect(cell('refund_statuses')).toBe('paid')
    expect(cell('refund_txids')).toBe(payout.txid)
  })
})
