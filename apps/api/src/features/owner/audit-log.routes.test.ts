import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { OwnerAuditResponseSchema } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { recordAudit } from '../audit/audit.repo.js'

// docs/product.md#for-the-owner: the owner's audit log: newest first, filterable, append-only.

let t: TestApp
let admin: Record<string, string>
let owner: Awaited<ReturnType<typeof createUser>>
let other: Awaited<ReturnType<typeof createUser>>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  const db = t.testDb.database.db
  owner = await createUser(db, {
    role: 'owner',
    firstName: 'Mona',
    lastName: 'Owner',
    email: 'mona@example.com',
  })
  other = await createUser(db, { role: 'owner', email: 'sami@example.com' })
  admin = await authHeaders(t, owner)
  const at = (iso: string) => new Date(iso)
  await recordAudit(db, {
    actorUserId: owner.id,
    action: 'product.update',
    entityType: 'product',
    entityId: 7,
    before: { name: 'Gold bar' },
    after: { name: 'Gold bar 10 g' },
    at: at('2026-11-20T10:00:00Z'),
  })
  await recordAudit(db, {
    actorUserId: other.id,
    action: 'order.ship',
    entityType: 'order',
    entityId: 'ORDAUDIT001',
    before: { status: 'Confirmed' },
    after: { status: 'Shipped' },
    at: at('2026-11-21T21:00:00Z'), // 01:00 on 22 November in Dubai
  })
  await recordAudit(db, {
    actorUserId: owner.id,
    action: 'order.cancel',
    entityType: 'order',
    entityId: 'ORDAUDIT002',
    at: at('2026-11-22T07:00:00Z'),
  })
})
afterAll(() => t.close())

async function audit(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/owner/audit${query}`, headers: admin })
  expect(res.statusCode, res.body).toBe(200)
  return OwnerAuditResponseSchema.parse(res.json())
}
const actionsOf = async (query: string) => (await audit(query)).data.map((row) => row.action)

describe('the audit log', () => {
  it('lists every row newest first with the actor and the values before and after', async () => {
    const body = await audit()
    expect(body.meta.count).toBe(3)
    expect(body.data.map((row) => row.action)).toEqual(['order.cancel', 'order.ship', 'product.update'])
    expect(body.data[2]).toEqual({
      id: expect.any(Number),
      action: 'product.update',
      entityType: 'product',
      entityId: '7',
      actor: { id: owner.id, name: 'Mona Owner', email: 'mona@example.com' },
      before: { name: 'Gold bar' },
      after: { name: 'Gold bar 10 g' },
      at: '2026-11-20T10:00:00.000Z',
    })
  })

  it.each([
    ['?action=order.ship', ['order.ship']],
    ['?action=order.', ['order.cancel', 'order.ship']],
    ['?entity_type=product', ['product.update']],
    ['?entity_type=order&entity_id=ORDAUDIT002', ['order.cancel']],
    ['?actor=sami@', ['order.ship']],
    [`?actor=ACTOR_ID`, ['order.cancel', 'product.update']],
    ['?from=2026-11-22', ['order.cancel', 'order.ship']], // UAE days
    ['?to=2026-11-21', ['product.update']],
    ['?limit=1&page=2', ['order.ship']],
  ])('filters %s', async (query, actions) => {
    expect(await actionsOf(query.replace('ACTOR_ID', String(owner.id)))).toEqual(actions)
  })

  it.each(['?entity_type=planet', '?from=yesterday', '?page=0'])('answers 400 for %s', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/owner/audit${query}`, headers: admin })
    expect(res.statusCode).toBe(400)
  })

  it('answers 401 to a visitor and 403 to a shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/owner/audit' })).statusCode).toBe(401)
    const shopper = await authHeaders(t, await createUser(t.testDb.database.db))
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/owner/audit', headers: shopper })).statusCode,
    ).toBe(403)
  })
})

describe('the audit log is append-only', () => {
  it('the database refuses to update or delete a row', async () => {
    const db = t.testDb.database.db
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow()
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow()
    expect((await audit()).meta.count).toBe(3)
  })

  it('no source file updates or deletes audit rows', async () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
    const files = (await readdir(src, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    )
    const offenders: string[] = []
    for (const file of files) {
      const text = await readFile(path.join(src, file), 'utf8')
      if (/\.(update|delete)\(\s*auditLog\b/.test(text) || /(update|delete\s+from)\s+audit_log/i.test(text)) {
        offenders.push(file)
      }
    }
    expect(offenders).toEqual([])
  })
})
