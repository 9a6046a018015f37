import { HOUR_MS } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../../lib/errors.js'
import { ManualClock } from '../../../lib/clock.js'
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js'
import { confirmationsAt } from './chain-backend.js'
import { createSimulatedChain, type SimulatedChain } from './simulated.js'

let testDb: TestDatabase
let chain: SimulatedChain
const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
let n = 0
/** A fresh address per test, so tests in this file never see each other's payments. */
const freshAddress = () => `bcrt1qtestaddress${(n += 1)}`

beforeAll(async () => {
  testDb = await createTestDatabase()
  chain = createSimulatedChain({ db: testDb.database.db, clock })
})
afterAll(async () => {
  await testDb.dispose()
})

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected an AppError')
}

// One chain followed from its first block: each test takes it up where the last left it.
describe('simulated chain', { shuffle: false }, () => {
  // First in the file: the chain is still empty.
  it('starts at height 0 and reports nothing for an unpaid address', async () => {
    expect(await chain.tipHeight()).toBe(0)
    expect(await chain.addressTransactions('bcrt1qnothing')).toEqual([])
  })

  it('shows a payment in the mempool, then confirmed in the next block', async () => {
    const address = freshAddress()
    const txid = await chain.pay(address, 150_000n)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await chain.addressTransactions(address)).toEqual([
      { txid, outputs: [{ vout: 0, valueSats: 150_000n }], confirmedHeight: null },
    ])
    const tip = await chain.mine(1)
    expect(await chain.tipHeight()).toBe(tip)
    const [tx] = await chain.addressTransactions(address)
    expect(tx?.confirmedHeight).toBe(tip)
    await chain.mine(2)
    expect(confirmationsAt(tx!.confirmedHeight, await chain.tipHeight())).toBe(3)
  })

  it('mines a payment with confirmations into the first of the new blocks', async () => {
    const address = freshAddress()
    const before = await chain.tipHeight()
    const txid = await chain.pay(address, 1n, 6)
    expect(await chain.tipHeight()).toBe(before + 6)
    const [tx] = await chain.addressTransactions(address)
    expect(tx).toEqual({ txid, outputs: [{ vout: 0, valueSats: 1n }], confirmedHeight: before + 1 })
    expect(confirmationsAt(tx!.confirmedHeight, before + 6)).toBe(6)
  })

  it('lists every payment to an address and nothing paid elsewhere', async () => {
    const address = freshAddress()
    const other = freshAddress()
    const first = await chain.pay(address, 1000n, 1)
    const second = await chain.pay(address, 2000n)
    await chain.pay(other, 5000n)
    const txs = await chain.addressTransactions(address)
    expect(txs.map((tx) => tx.txid).sort()).toEqual([first, second].sort())
    expect(txs.find((tx) => tx.txid === second)?.confirmedHeight).toBeNull()
  })

  it('drops an unconfirmed transaction: it disappears and is never mined', async () => {
    const address = freshAddress()
    const txid = await chain.pay(address, 40_000n)
    await chain.dropTransaction(txid)
    expect(await chain.addressTransactions(address)).toEqual([])
    await chain.mine(1)
    expect(await chain.addressTransactions(address)).toEqual([])
    await chain.dropTransaction(txid) // dropping again changes nothing
  })

  it('refuses to drop a confirmed transaction (409) and an unknown one (404)', async () => {
    const address = freshAddress()
    const txid = await chain.pay(address, 40_000n, 1)
    const confirmed = await appErrorOf(chain.dropTransaction(txid))
    expect(confirmed.statusCode).toBe(409)
    expect(await chain.addressTransactions(address)).toHaveLength(1)
    const unknown = await appErrorOf(chain.dropTransaction('f'.repeat(64)))
    expect(unknown.statusCode).toBe(404)
  })

  it('reads many addresses at once, with an empty list for the unpaid ones', async () => {
    const paid = Array.from({ length: 5 }, freshAddress)
    for (const address of paid) await chain.pay(address, 10_000n)
    const unpaid = freshAddress()
    const result = await chain.addressesTransactions([...paid, unpaid, paid[0]!])
    expect(result.size).toBe(6)
    expect(paid.every((address) => result.get(address)?.length === 1)).toBe(true)
    expect(result.get(unpaid)).toEqual([])
  })

  it('reports where one transaction stands: mempool, confirmed, or unknown once dropped', async () => {
    const address = freshAddress()
    const waiting = await chain.pay(address, 1_000n)
    const mined = await chain.pay(address, 2_000n, 1)
    // The second payment's block took the first one along, as a miner would.
    const tip = await chain.tipHeight()
    expect(await chain.transactionStatus(mined)).toEqual({ state: 'confirmed', height: tip })
    const later = await chain.pay(address, 3_000n)
    expect(await chain.transactionStatus(later)).toEqual({ state: 'mempool' })
    await chain.dropTransaction(later)
    expect(await chain.transactionStatus(later)).toEqual({ state: 'unknown' })
    expect(await chain.transactionStatus(waiting)).toEqual({ state: 'confirmed', height: tip })
    expect(await chain.transactionStatus('0'.repeat(64))).toEqual({ state: 'unknown' })
    expect(await chain.transactionsStatus([mined, later, '0'.repeat(64), mined])).toEqual(
      new Map([
        [mined, { state: 'confirmed', height: tip }],
        [later, { state: 'unknown' }],
        ['0'.repeat(64), { state: 'unknown' }],
      ]),
    )
  })

  it('builds one chain when blocks are mined concurrently', async () => {
    const before = await chain.tipHeight()
    const tips = await Promise.all([chain.mine(3), chain.mine(2), chain.mine(1)])
    expect(await chain.tipHeight()).toBe(before + 6)
    expect(Math.max(...tips)).toBe(before + 6)
  })

  it('stamps blocks with the shop clock', async () => {
    clock.advance(HOUR_MS)
    const tip = await chain.mine(1)
    const rows = await testDb.database.db.query.simBlocks.findFirst({
      where: (b, { eq }) => eq(b.height, tip),
    })
    expect(rows?.createdAt).toEqual(clock.now())
  })

  it('refuses a payment of nothing and a fraction of a block', async () => {
    await expect(chain.pay(freshAddress(), 0n)).rejects.toThrow(RangeError)
    await expect(chain.mine(0)).rejects.toThrow(RangeError)
    await expect(chain.mine(1.5)).rejects.toThrow(RangeError)
  })

  it('gives every block a hash, and a height mined again after a reorganisation a new one', async () => {
    const address = freshAddress()
    const txid = await chain.pay(address, 5_000n, 2)
    const tip = await chain.tipHeight()
    const hashes = [await chain.blockHashAt(tip - 1), await chain.blockHashAt(tip)]
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash ?? ''))).toBe(true)
    expect(await chain.blockHashAt(tip + 1)).toBeNull()

    const reorg = await chain.reorg(2)
    expect(reorg).toEqual({ height: tip - 2, returnedToMempool: [txid], dropped: [] })
    expect(await chain.tipHeight()).toBe(tip - 2)
    expect(await chain.blockHashAt(tip - 1)).toBeNull()
    expect(await chain.addressTransactions(address)).toEqual([
      { txid, outputs: [{ vout: 0, valueSats: 5_000n }], confirmedHeight: null },
    ])
    expect(await chain.transactionStatus(txid)).toEqual({ state: 'mempool' })

    await chain.mine(2)
    expect(await chain.blockHashAt(tip - 1)).not.toBe(hashes[0])
    expect(await chain.blockHashAt(tip)).not.toBe(hashes[1])
    expect((await chain.addressTransactions(address))[0]?.confirmedHeight).toBe(tip - 1)
  })

  it('drops the listed transactions of orphaned blocks and of the mempool, and keeps the rest', async () => {
    const address = freshAddress()
    const dropped = await chain.pay(address, 1_000n, 1)
    const kept = await chain.pay(address, 2_000n, 0)
    const waiting = await chain.pay(freshAddress(), 3_000n, 0)
    await chain.mine(1)
    const later = await chain.pay(address, 4_000n, 0)
    const result = await chain.reorg(2, [dropped, later])
    expect(result.dropped).toEqual([dropped, later])
    expect(result.returnedToMempool.sort()).toEqual([kept, waiting].sort())
    expect(await chain.addressTransactions(address)).toEqual([
      { txid: kept, outputs: [{ vout: 0, valueSats: 2_000n }], confirmedHeight: null },
    ])
    expect(await chain.transactionStatus(dropped)).toEqual({ state: 'unknown' })
  })

  it('refuses a reorganisation it cannot make, changing nothing', async () => {
    const txid = await chain.pay(freshAddress(), 1_000n, 3)
    const tip = await chain.tipHeight()
    const hash = await chain.blockHashAt(tip)
    expect((await appErrorOf(chain.reorg(1, [txid]))).statusCode).toBe(409)
    expect((await appErrorOf(chain.reorg(1, ['e'.repeat(64)]))).statusCode).toBe(404)
    await expect(chain.reorg(11)).rejects.toBeInstanceOf(RangeError)
    expect(await chain.tipHeight()).toBe(tip)
    expect(await chain.blockHashAt(tip)).toBe(hash)
    expect(await chain.transactionStatus(txid)).toEqual({ state: 'confirmed', height: tip - 2 })
  })
})
