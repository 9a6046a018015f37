import { BackInStockResponseSchema } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser, createTestProduct } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'
import { adjustStock } from '../stock/stock-ledger.repo.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

const db = () => t.testDb.database.db

async function buyer() {
  const user = await createUser(db())
  return { user, headers: await authHeaders(t, user) }
}

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, id: number, headers = {}) =>
  t.app.inject({ method, url: `/api/v1/product/${path}/${id}`, headers })

async function ask(id: number, headers: Record<string, string>) {
  const res = await call('POST', 'request-back-in-stock', id, headers)
  expect(res.statusCode, res.body).toBe(200)
  return BackInStockResponseSchema.parse(res.json()).data
}

/** The owner receives `delta` units (the ledger is the only writer of stock). */
async function restock(productId: number, delta: number) {
  expect(
    await adjustStock(db(), {
      productId,
      delta,
      reason: delta > 0 ? 'received' : 'damaged',
      note: 'test',
      actorUserId: (await createUser(db())).id,
      at: t.clock.now(),
    }),
  ).not.toBeNull()
}

const backInStockMails = async (email: string) =>
  (await mailTo(t, email)).filter((mail) => mail.subject.startsWith('Back in stock:'))

describe('back-in-stock requests', () => {
  it('needs a signed-in buyer', async () => {
    const product = await createTestProduct(db(), { stock: 0 })
    for (const [method, path] of [
      ['GET', 'back-in-stock'],
      ['POST', 'request-back-in-stock'],
      ['DELETE', 'cancel-back-in-stock'],
    ] as const) {
      expect((await call(method, path, product.id)).statusCode).toBe(401)
    }
  })

  it('mails once when the product is back, however often the buyer asked', async () => {
    const product = await createTestProduct(db(), { stock: 0 })
    const { user, headers } = await buyer()
    expect(await ask(product.id, headers)).toEqual({ productId: product.id, requested: true })
    expect(await ask(product.id, headers)).toEqual({ productId: product.id, requested: true })

    // Still out of stock: nothing to say yet.
    expect(await t.app.backInStock.sweep()).toBe(0)
    await restock(product.id, 3)
    await t.app.backInStock.sweep()
    await t.app.backInStock.sweep()
    const mails = await backInStockMails(user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Back in stock: ${product.name}`)
    expect(mails[0]!.text).toMatch(/See it here: http\S+\/category\/\S+\/product\/\S+/)

    // The request is answered: the page offers to ask again.
    const state = await call('GET', 'back-in-stock', product.id, headers)
    expect(BackInStockResponseSchema.parse(state.json()).data.requested).toBe(false)
  })

  it('does not mail again at the next restock unless asked again', async () => {
    const product = await createTestProduct(db(), { stock: 0 })
    const { user, headers } = await buyer()
    await ask(product.id, headers)
    await restock(product.id, 1)
    await t.app.backInStock.sweep()
    await restock(product.id, -1)
    await restock(product.id, 2)
    await t.app.backInStock.sweep()
    expect(await backInStockMails(user.email)).toHaveLength(1)

    await restock(product.id, -2)
    await ask(product.id, headers)
    await restock(product.id, 1)
    await t.app.backInStock.sweep()
    expect(await backInStockMails(user.email)).toHaveLength(2)
  })

  it('mails nobody who withdrew the request, and only those who asked', async () => {
    const product = await createTestProduct(db(), { stock: 0 })
    const withdrew = await buyer()
    const stays = await buyer()
    const other = await buyer()
    await ask(product.id, withdrew.headers)
    await ask(product.id, stays.headers)
    const res = await call('DELETE', 'cancel-back-in-stock', product.id, withdrew.headers)
    expect(BackInStockResponseSchema.parse(res.json()).data.requested).toBe(false)

    await restock(product.id, 5)
    expect(await t.app.backInStock.sweep()).toBe(1)
    expect(await backInStockMails(withdrew.user.email)).toHaveLength(0)
    expect(await backInStockMails(other.user.email)).toHaveLength(0)
    expect(await backInStockMails(stays.user.email)).toHaveLength(1)
  })

  it('refuses a request for a product in stock (409) or unknown (404), and a bad id (400)', async () => {
    const product = await createTestProduct(db(), { stock: 4 })
    const { headers } = await buyer()
    const inStock = await call('POST', 'request-back-in-stock', product.id, headers)
    expect(inStock.statusCode).toBe(409)
    expect(inStock.json()).toMatchObject({ success: false, code: 'BACK_IN_STOCK_NOT_NEEDED' })
    expect((await call('POST', 'request-back-in-stock', 999_999, headers)).statusCode).toBe(404)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/request-back-in-stock/abc',
      headers,
    })
    expect(bad.statusCode).toBe(400)
  })
})
