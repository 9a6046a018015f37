import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js'
import { allocateAddressIndex, ensureWalletState } from './wallet-state.repo.js'

let testDb: TestDatabase
const now = new Date('2026-11-22T08:00:00Z')

beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => {
  await testDb.dispose()
})

describe('wallet address cursor', () => {
  it('creates a cursor at index 0 once per wallet, whatever how often the shop starts', async () => {
    const db = testDb.database.db
    const first = await ensureWalletState(db, { fingerprint: 'fp-start', network: 'regtest' }, now)
    const again = await ensureWalletState(db, { fingerprint: 'fp-start', network: 'regtest' }, now)
    expect(first).toMatchObject({ xpubFingerprint: 'fp-start', network: 'regtest', nextIndex: 0 })
    expect(again.id).toBe(first.id)
  })

  it('gives 50 concurrent orders 50 distinct indexes, each transaction on its own', async () => {
    const db = testDb.database.db
    const wallet = await ensureWalletState(db, { fingerprint: 'fp-concurrent', network: 'regtest' }, now)
    const indexes = await Promise.all(
      Array.from({ length: 50 }, () => db.transaction((tx) => allocateAddressIndex(tx, wallet.id, now))),
    )
    expect([...indexes].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i))
    expect(
      (await ensureWalletState(db, { fingerprint: 'fp-concurrent', network: 'regtest' }, now)).nextIndex,
    ).toBe(50)
  })

  it('never hands out a committed index again, and keeps one cursor per wallet', async () => {
    const db = testDb.database.db
    const a = await ensureWalletState(db, { fingerprint: 'fp-a', network: 'mainnet' }, now)
    const b = await ensureWalletState(db, { fingerprint: 'fp-b', network: 'mainnet' }, now)
    expect(await db.transaction((tx) => allocateAddressIndex(tx, a.id, now))).toBe(0)
    expect(await db.transaction((tx) => allocateAddressIndex(tx, a.id, now))).toBe(1)
    expect(await db.transaction((tx) => allocateAddressIndex(tx, b.id, now))).toBe(0)
    expect(await db.transaction((tx) => allocateAddressIndex(tx, a.id, now))).toBe(2)
  })

  it('gives an index back when the order transaction rolls back (its address was never shown)', async () => {
    const db = testDb.database.db
    const wallet = await ensureWalletState(db, { fingerprint: 'fp-rollback', network: 'regtest' }, now)
    await expect(
      db.transaction(async (tx) => {
        expect(await allocateAddressIndex(tx, wallet.id, now)).toBe(0)
        throw new Error('out of stock')
      }),
    ).rejects.toThrow('out of stock')
    expect(await db.transaction((tx) => allocateAddressIndex(tx, wallet.id, now))).toBe(0)
  })

  it('fails for a wallet that has no cursor', async () => {
    const db = testDb.database.db
    await expect(db.transaction((tx) => allocateAddressIndex(tx, 999_999, now))).rejects.toThrow(
      /wallet_state/,
    )
  })
})
