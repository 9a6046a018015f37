import { SOLD_ORDER_STATUSES } from '@shop/contract'
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { addresses, orders, users } from '../../db/schema/index.js'
import { anyOf } from './all-orders.repo.js'

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

function whereOfSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined
  const like = containing(search)
  return sql`(concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${like} or ${users.email} ilike ${like})`
}

// Per account, over its orders: how many, the AED of the sold ones, and the newest.
const orderFigures = {
  orderCount: sql<number>`count(${orders.id})::int`,
  totalPaidFils: sql<string>`coalesce(sum(${orders.totalFils}) filter (where ${anyOf(orders.status, SOLD_ORDER_STATUSES)}), 0)::text`,
  lastOrderAt: sql<Date | null>`max(${orders.createdAt})`.mapWith(orders.createdAt),
}

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isVerified: users.isVerified,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
}

export async function countCustomers(db: DbOrTx, search: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(whereOfSearch(search))
  return row?.n ?? 0
}

/** A page of accounts, newest first, each with its order figures, in one query. */
export function listCustomers(
  db: DbOrTx,
  search: string | undefined,
  page: { offset: number; limit: number },
) {
  return db
    .select({ ...accountColumns, ...orderFigures })
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(whereOfSearch(search))
    .groupBy(users.id)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset)
}
export type CustomerRow = Awaited<ReturnType<typeof listCustomers>>[number]

/** One account with its order figures; `forUpdate` locks the account row (disable and enable queue). */
export async function findCustomer(db: DbOrTx, userId: number): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select({ ...accountColumns, ...orderFigures })
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(eq(users.id, userId))
    .groupBy(users.id)
  return row
}

/** Locks the account row so a disable and an enable of it run one after the other. */
export async function lockAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return row
}

export async function setDisabledAt(db: DbOrTx, userId: number, disabledAt: Date | null, at: Date) {
  await db.update(users).set({ disabledAt, updatedAt: at }).where(eq(users.id, userId))
}

export function listAddressesOfCustomer(db: DbOrTx, userId: number) {
  return db
    .select({
      id: addresses.id,
      apartment: addresses.apartmentNumber,
      building: addresses.buildingNumber,
      additionalAddress: addresses.additionalAddress,
      location: addresses.location,
      phone: addresses.phoneNumber,
      whatsapp: addresses.whatsappNumber,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
}
