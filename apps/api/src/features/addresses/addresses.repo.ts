import { and, asc, count, desc, eq, ne } from 'drizzle-orm'
import type { Emirate } from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import { one } from '../../db/rows.js'
import { addresses, users } from '../../db/schema/index.js'

import type { AddressRow } from './address-reads.repo.js'

export { type AddressRow, findAddressOfUser } from './address-reads.repo.js'

/** The fields of an address a buyer writes (docs/product.md Address). */
export interface AddressFields {
  apartmentNumber: string
  buildingNumber: string
  additionalAddress: string
  location: string
  emirate: Emirate
  area: string
  makani: string | null
  phoneNumber: string
  whatsappNumber: string
}

/**
 * Locks the user's row for the rest of the transaction, so two address changes of one user run one after the
 * other: the first-address default, the cap and the one-default rule read a count nobody else is changing.
 */
export async function lockUserForAddressChange(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export function listAddressesOfUser(db: DbOrTx, userId: number) {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id))
}

export async function countAddressesOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))
  return row?.n ?? 0
}

/** Clears the default flag of the user's other addresses (before one is marked default: a partial unique index). */
export async function clearDefaultAddress(tx: DbOrTx, userId: number, exceptId: number | null, at: Date) {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: at })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        ...(exceptId === null ? [] : [ne(addresses.id, exceptId)]),
      ),
    )
}

export async function insertAddress(
  tx: DbOrTx,
  userId: number,
  fields: AddressFields & { isDefault: boolean },
  at: Date,
): Promise<AddressRow> {
  return one(
    await tx
      .insert(addresses)
      .values({ ...fields, userId, createdAt: at, updatedAt: at })
      .returning(),
    'address',
  )
}

export async function updateAddressOfUser(
  tx: DbOrTx,
  userId: number,
  id: number,
  fields: AddressFields & { isDefault: boolean },
  at: Date,
): Promise<AddressRow> {
  return one(
    await tx
      .update(addresses)
      .set({ ...fields, updatedAt: at })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning(),
    'address',
  )
}

export async function deleteAddressOfUser(tx: DbOrTx, userId: number, id: number): Promise<void> {
  await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
}

/** Makes the user's newest address the default (after the default one was deleted); none left, nothing. */
export async function makeNewestAddressDefault(tx: DbOrTx, userId: number, at: Date): Promise<void> {
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1)
  if (!newest) return
  await tx.update(addresses).set({ isDefault: true, updatedAt: at }).where(eq(addresses.id, newest.id))
}
