import { randomBytes } from 'node:crypto'
import { HOUR_MS } from '@shop/contract'
import type { DbOrTx } from '../../../db/client.js'
import { one } from '../../../db/rows.js'
import { orderItems, orderPayments, orders } from '../../../db/schema/index.js'
import type { Clock } from '../../../lib/clock.js'
import { reserveStockOfOrder } from '../../stock/stock-ledger.repo.js'

let nextIndex = 1

/**
 * An order of 2 units of `productId` waiting for `expectedSats` on a fresh address, as create-order leaves
 * it (stock already reserved, with its ledger row), written straight to the database for watcher tests.
 */
export async function openWatchedOrder(
  db: DbOrTx,
  clock: Clock,
  options: { userId: number; productId: number; expectedSats?: bigint },
) {
  const now = clock.now()
  const order = one(
    await db
      .insert(orders)
      .values({
        orderUniqueId: `ORD-${randomBytes(5).toString('hex').toUpperCase()}`,
        userId: options.userId,
        apartment: '1203',
        building: 'Marina Heights',
        location: 'Dubai Marina, Dubai',
        phone: '+971 50 123 4567',
        whatsapp: '+971 50 123 4567',
        subtotalFils: 100_00,
        vatFils: 5_00,
        shippingFils: 0,
        serviceChargeFils: 5_00,
        totalFils: 110_00,
        expiresAt: new Date(now.getTime() + HOUR_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    'order',
  )
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: options.productId,
    productName: 'Test bar',
    sku: 'TEST',
    quantity: 2,
    unitPriceFils: 50_00,
    vatPercent: 5,
    vatFils: 5_00,
    shippingFils: 0,
    totalFils: 105_00,
  })
  const { short } = await reserveStockOfOrder(db, order.id, { actorUserId: options.userId, at: now })
  if (short.length > 0) throw new Error(`not enough stock for a watched order: ${short.join(', ')}`)
  const address = `bcrt1qtest${nextIndex}${randomBytes(8).toString('hex')}`
  await db.insert(orderPayments).values({
    orderId: order.id,
    address,
    derivationIndex: nextIndex++,
    amountExpectedSats: options.expectedSats ?? 100_000n,
    rateFilsPerBtc: 35_000_000_00n,
    rateAt: now,
    monitorUntil: new Date(now.getTime() + HOUR_MS),
  })
  return { order, address }
}
