import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPayments, orders } from '../../db/schema/index.js'
import { one } from '../../db/rows.js'
import { createUser } from '../../test/factories.js'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js'
import { ensureWalletState, takeAddressIndex } from './wallet-state.repo.js'

let testDb: TestDatabase
const now = new Date('2026-11-22T08:00:00Z')

beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => {
  await testDb.dispose()
})

describe('wallet address indexes', () => {
  it('creates a wallet once, whatever how often the shop starts, and starts its indexes at 0', async () => {
    const db = testDb.database.db
    const first = await ensureWalletState(db, { fingerprint: 'fp-start', network: 'regtest' }, now)
    const again = await ensureWalletState(db, { fingerprint: 'fp-start', network: 'regtest' }, now)
    expect(first).toMatchObject({ xpubFingerprint: 'fp-start', network: 'regtest' })
    expect(again.id).toBe(first.id)
    expect(await takeAddressIndex(db, first.id)).toBe(0)
  })

  it('gives 50 concurrent orders 50 distinct indexes', async () => {
    const db = testDb.database.db
    const wallet = await ensureWalletState(db, { fingerprint: 'fp-concurrent', network: 'regtest' }, now)
    const indexes = await Promise.all(Array.from({ length: 50 }, () => takeAddressIndex(db, wallet.id)))
    expect([...indexes].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i))
  })

  it('never hands out an index again, and keeps one run of indexes per wallet', async () => {
    const db = testDb.database.db
    const a = await ensureWalletState(db, { fingerprint: 'fp-a', network: 'mainnet' }, now)
    const b = await ensureWalletState(db, { fingerprint: 'fp-b', network: 'mainnet' }, now)
    expect(await takeAddressIndex(db, a.id)).toBe(0)
    expect(await takeAddressIndex(db, a.id)).toBe(1)
    expect(await takeAddressIndex(db, b.id)).toBe(0)
    expect(await takeAddressIndex(db, a.id)).toBe(2)
  })

  it('skips an index taken by an order that rolled back, rather than hand it out twice', async () => {
    const db = testDb.database.db
    const wallet = await ensureWalletState(db, { fingerprint: 'fp-rollback', network: 'regtest' }, now)
    await expect(
      db.transaction(async (tx) => {
        expect(await takeAddressIndex(tx, wallet.id)).toBe(0)
        throw new Error('out of stock')
      }),
    ).rejects.toThrow('out of stock')
    expect(await takeAddressIndex(db, wallet.id)).toBe(1)
  })

  it('continues after the highest index a wallet already used before it had a sequence', async () => {
    const db = testDb.database.db
    const user = await createUser(db)
    const wallet = await ensureWalletState(db, { fingerprint: 'fp-upgrade', network: 'regtest' }, now)
    // An index the old cursor handed out: the sequence must start past it when it is (re)created.
    const order = one(
      await db
        .insert(orders)
        .values({
          orderUniqueId: 'ORD-SEQ-1',
          userId: user.id,
          apartment: '1',
          building: '2',
          location: 'Dubai',
          phone: '+971 50 123 4567',
          whatsapp: '+971 50 123 4567',
          subtotalFils: 0,
          vatFils: 0,
          shippingFils: 0,
          serviceChargeFils: 0,
          totalFils: 0,
        })
        .returning(),
      'order',
    )
    await db.insert(orderPayments).values({
      orderId: order.id,
      walletStateId: wallet.id,
      address: 'bcrt1qupgrade',
      derivationIndex: 41,
      amountExpectedSats: 1n,
      rateFilsPerBtc: 1n,
      rateAt: now,
      monitorUntil: now,
    })
    // What an upgraded database looks like: the wallet row and its payments exist, its sequence does not yet.
    await db.execute(sql.raw(`drop sequence wallet_address_index_${wallet.id}`))
    await ensureWalletState(db, { fingerprint: 'fp-upgrade', network: 'regtest' }, now)
    expect(await takeAddressIndex(db, wallet.id)).toBe(42)
  })

  it('fails for a wallet that has no sequence', async () => {
    await expect(takeAddressIndex(testDb.database.db, 999_999)).rejects.toThrow(/wallet_address_index/)
  })
})
