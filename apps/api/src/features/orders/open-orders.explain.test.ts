import { OPEN_UNPAID_ORDER_STATUSES, ORDER_STATUSES } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { createUser } from '../../test/factories.js'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js'
import { openOrdersQuery } from './orders.repo.js'

// Every create-order counts the account's open orders inside the account's lock. The count must read only
// those rows through orders_user_unpaid_idx, also as the generic plan a prepared statement settles on: when
// the index's condition and the query's status list drifted apart, PostgreSQL scanned every open order of
// every account instead.

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t.dispose())

describe('the open-order count', () => {
  it("has an index whose condition lists exactly the contract's unpaid statuses, as the migrations built it", async () => {
    const [row] = rowsOf<{ indexdef: string }>(
      await t.database.db.execute(
        sql`select indexdef from pg_indexes where indexname = 'orders_user_unpaid_idx'`,
      ),
    )
    const listed = ORDER_STATUSES.filter((status) => row?.indexdef.includes(`'${status}'`))
    expect(listed.toSorted()).toEqual([...OPEN_UNPAID_ORDER_STATUSES].toSorted())
  })

  it('reads orders_user_unpaid_idx, in the generic plan of its prepared statement', async () => {
    const db = t.database.db
    const { id: userId } = await createUser(db)
    await db.execute(sql`
      insert into orders (order_unique_id, user_id, status, apartment, building, location, phone, whatsapp,
        subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils, created_at, updated_at)
      select 'EXPLAIN' || g, ${userId}, (array['Pending', 'Confirmed', 'Delivered', 'Processing'])[g % 4 + 1],
        '1', 'B', 'Dubai', '+971501234567', '+971501234567', 100, 0, 0, 0, 100, now(), now()
      from generate_series(1, 2000) g`)
    await db.execute(sql`analyze orders`)

    const query = openOrdersQuery(db).toSQL()
    const text = query.sql.replace(/\$1\b/g, '$1::int')
    await db.execute(sql.raw(`prepare open_orders_explain as ${text}`))
    await db.execute(sql`set plan_cache_mode = force_generic_plan`)
    // Only whether the index CAN serve the statement: on so small a table a scan may cost about the same.
    await db.execute(sql`set enable_seqscan = off`)
    const plan = rowsOf<Record<string, unknown>>(
      await db.execute(sql.raw(`explain (format json) execute open_orders_explain(${userId})`)),
    )
    const planText = JSON.stringify(plan)
    expect(planText).toContain('orders_user_unpaid_idx')
    expect(planText).not.toContain('"Seq Scan"')
  })
})
