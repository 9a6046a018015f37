import { readdirSync, readFileSync } from 'node:fs'
import { addressNeedsUpdate } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses } from '../../db/schema/index.js'
import { createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// The data half of the migration that brought emirates and E.164 numbers: its UPDATE statements on addresses,
// run again over addresses written the way they were before it.
const MIGRATIONS = new URL('../../../drizzle/', import.meta.url)
const dataStatements = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .flatMap((name) => readFileSync(new URL(name, MIGRATIONS), 'utf8').split('--> statement-breakpoint'))
  .map((statement) => statement.trim())
  .filter((statement) => /^(--[^\n]*\n)*UPDATE "addresses"/.test(statement))

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

describe('addresses saved before the UAE rules', () => {
  it('get E.164 numbers and the emirate their location names; the rest are kept and marked for an update', async () => {
    const db = t.testDb.database.db
    const user = await createUser(db)
    const old = (location: string, phoneNumber: string, whatsappNumber = phoneNumber) => ({
      userId: user.id,
      apartmentNumber: '1',
      buildingNumber: '2',
      location,
      phoneNumber,
      whatsappNumber,
    })
    await db
      .insert(addresses)
      .values([
        old('Dubai Marina, Dubai, United Arab Emirates', '050 123 4567', '+971-55-765-4321'),
        old('Al Reem Island, Abu Dhabi', '00971 2 444 1234', '04 555 0101'),
        old('Sheikh Zayed Road between Dubai and Sharjah', '0501234567'),
        old('Corniche, Ras Al-Khaimah', 'call the concierge', '971501234567'),
      ])
    expect(dataStatements).toHaveLength(2)
    for (const statement of dataStatements) await db.execute(sql.raw(statement))

    const after = await db.select().from(addresses).orderBy(addresses.id)
    expect(after.map((a) => [a.emirate, a.phoneNumber, a.whatsappNumber])).toEqual([
      ['dubai', '+971501234567', '+971557654321'],
      ['abu-dhabi', '+97124441234', '+97145550101'],
      // Two emirates named: the buyer chooses.
      [null, '+971501234567', '+971501234567'],
      ['ras-al-khaimah', 'call the concierge', '+971501234567'],
    ])
    expect(after.map((a) => addressNeedsUpdate(a))).toEqual([false, false, true, true])
  })
})
