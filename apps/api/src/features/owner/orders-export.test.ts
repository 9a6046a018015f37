import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { createAllOrdersService, ORDERS_CSV_HEADER } from './all-orders.service.js'

// docs/product.md#for-the-owner: the CSV export of the owner's filtered order list, streamed in keyset batches.

const ORDERS = 2500

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  const db = t.testDb.database.db
  const buyer = await createUser(db, { firstName: 'Bulk', lastName: 'Buyer', email: 'bulk@example.com' })
  admin = await authHeaders(t, await createUser(db, { role: 'owner' }))
  // Many orders share one created_at, so the keyset must break ties by id without skipping or repeating.
  await db.execute(sql`
    insert into orders (order_unique_id, user_id, status, apartment, building, location, phone, whatsapp,
      subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils, created_at, updated_at)
    select 'ORDBULK' || lpad(n::text, 6, '0'), ${buyer.id},
      case when n % 2 = 0 then 'Delivered' else 'Pending' end,
      '1', '2', 'Marina ' || n, '+971500000000', '+971500000000', 10000, 500, 1000, 500, 12000,
      timestamptz '2026-11-01T10:00:00Z' + ((n / 10) || ' minutes')::interval, now()
    from generate_series(1, ${ORDERS}) as n`)
  await db.execute(sql`
    insert into orders (order_unique_id, user_id, status, apartment, building, location, phone, whatsapp,
      subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils, created_at, updated_at)
    values ('ORDFORMULA1', ${buyer.id}, 'Pending', '1', '2', '=HYPERLINK("http://evil"), "Dubai"',
      '+971500000000', '+971500000000', 100, 0, 0, 0, 100, timestamptz '2026-11-20T10:00:00Z', now())`)
})
afterAll(() => t.close())

const exportCsv = (query = '', headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/owner/orders-export.csv${query}`, headers })

describe('the orders CSV export', () => {
  it('streams every matching order as a CSV attachment, header first, newest first', async () => {
    const res = await exportCsv()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"')
    const lines = res.body.split('\r\n').filter((line) => line !== '')
    expect(lines[0]).toBe(ORDERS_CSV_HEADER.join(','))
    expect(lines).toHaveLength(ORDERS + 2)
    expect(lines[1]).toMatch(/^ORDFORMULA1,/)
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(lines.length)
  })

  it('applies the list filters', async () => {
    const res = await exportCsv('?status=Delivered&search=marina')
    const lines = res.body.split('\r\n').filter((line) => line !== '')
    expect(lines).toHaveLength(ORDERS / 2 + 1)
    expect(lines.slice(1).every((line) => line.includes(',Delivered,'))).toBe(true)
  })

  it('guards formula cells and quotes commas and quotes', async () => {
    const res = await exportCsv('?search=ORDFORMULA1')
    expect(res.body.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""http://evil""), ""Dubai""",`)
  })

  it('reads the orders in keyset batches: no batch larger than asked, none skipped or repeated', async () => {
    const service = createAllOrdersService({
      db: t.testDb.database.db,
      network: 'regtest',
      chainTip: () => null,
      cancelAsAdmin: () => Promise.reject(new Error('not used')),
    })
    const chunks: string[] = []
    for await (const chunk of service.exportCsv({}, 400)) chunks.push(chunk)
    const rowsPerChunk = chunks.slice(1).map((chunk) => chunk.split('\r\n').length - 1)
    expect(rowsPerChunk).toEqual([400, 400, 400, 400, 400, 400, 101])
    const ids = chunks.slice(1).flatMap((chunk) =>
      chunk
        .split('\r\n')
        .filter(Boolean)
        .map((l) => l.split(',')[0]),
    )
    expect(new Set(ids).size).toBe(ORDERS + 1)
  })

  it('answers 401 to a visitor and 403 to a shopper', async () => {
    expect((await exportCsv('', {})).statusCode).toBe(401)
    const shopper = await authHeaders(t, await createUser(t.testDb.database.db))
    expect((await exportCsv('', shopper)).statusCode).toBe(403)
  })
})
