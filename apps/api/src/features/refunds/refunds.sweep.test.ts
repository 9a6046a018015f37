import { BuyerRefundsResponseSchema, HOUR_MS } from '@shop/contract'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  ageShopSettingsCopy,
  createTestProduct,
  devPost,
  placeTestOrder,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { BIP84_ORIGIN, BIP84_ZPUB } from '../../test/bip84-test-vector.js'

// The sweep runs on its own timer: it may be the first, past the settings' maximum age, to read the refund
// rules again. Read inside its transaction, an embedded database waited for itself and the shop hung
// (docs/decisions/271). A file of its own: the refunds story counts every refund of its database.

let t: TestApp
let product: TestProduct
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { BTC_NETWORK: 'mainnet', BTC_XPUB: BIP84_ZPUB, BTC_XPUB_ORIGIN: BIP84_ORIGIN },
  })
  product = await createTestProduct(t.testDb.database.db, { stock: 10 })
})
afterAll(() => t.close())

it('makes the refund of a late payment when the sweep is the first to read the settings again', async () => {
  const order = await placeTestOrder(t, product)
  await devPost(t, 'advance-clock', { seconds: HOUR_MS / 1000 + 1 })
  await devPost(t, 'simulate-payment', { orderUniqueId: order.id, amountBtc: 0.0001, confirmations: 1 })
  ageShopSettingsCopy(t)
  expect(await t.app.refunds.sweep()).toEqual({ created: 1 })
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/refunds?orderId=${order.id}`,
    headers: order.headers,
  })
  expect(BuyerRefundsResponseSchema.parse(res.json()).data).toMatchObject([
    { kind: 'latePayment', status: 'awaitingClaim', amount: 0.0001 },
  ])
})
