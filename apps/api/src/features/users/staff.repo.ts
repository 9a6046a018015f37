import { STAFF_ROLES, type StaffRole } from '@shop/contract'
import { and, asc, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { one } from '../../db/rows.js'
import { sessions, staffInvitations, users } from '../../db/schema/index.js'

export type StaffInvitationRow = typeof staffInvitations.$inferSelect

/** Every member of staff (any role but a buyer's), with their newest session's start as their last sign-in. */
export async function listStaffMembers(db: DbOrTx) {
  const lastSignIn = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as('last_sign_in_at') })
    .from(sessions)
    .groupBy(sessions.userId)
    .as('last_sign_in')
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      lastSignInAt: lastSignIn.at,
    })
    .from(users)
    .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.disabledAt), asc(users.firstName), asc(users.id))
}

export type StaffMemberRow = Awaited<ReturnType<typeof listStaffMembers>>[number]

/** One member of staff, as the list shows them; null when the id is no member of staff. */
export async function findStaffMember(db: DbOrTx, id: number): Promise<StaffMemberRow | null> {
  // A shop's staff is a handful of people: the list's one query serves one member too.
  return (await listStaffMembers(db)).find((member) => member.id === id) ?? null
}

/** Locks the account `id` for a staff change; null when there is none. */
export async function lockAccount(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
  return row ?? null
}

/**
 * The active owners, locked: two owners demoting each other at once wait for one another, and the second
 * counts again after the first committed, so the shop is never left without an owner.
 */
export async function lockActiveOwners(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.disabledAt)))
    .for('update')
  return rows.map((row) => row.id)
}

export async function setStaffState(
  tx: DbOrTx,
  id: number,
  changes: { role?: StaffRole; disabledAt?: Date | null },
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
}

/** Invitations waiting for their invitee (not accepted, not replaced), newest first; expired ones included. */
export function listPendingInvitations(db: DbOrTx) {
  return db
    .select({
      email: staffInvitations.email,
      role: staffInvitations.role,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
      existingUserId: users.id,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(sql`lower(${users.email})`, staffInvitations.email))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.replacedAt)))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
}

/** Marks the email's pending invitation replaced (its link stops working); answers whether there was one. */
export async function replacePendingInvitation(tx: DbOrTx, email: string, now: Date): Promise<boolean> {
  const replaced = await tx
    .update(staffInvitations)
    .set({ replacedAt: now, updatedAt: now })
    .where(
      and(
        eq(staffInvitations.email, email),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.replacedAt),
      ),
    )
    .returning({ id: staffInvitations.id })
  return replaced.length > 0
}

export async function insertInvitation(
  tx: DbOrTx,
  values: {
    email: string
    role: StaffRole
    tokenHash: string
    invitedById: number
    expiresAt: Date
    now: Date
  },
): Promise<StaffInvitationRow> {
  const { now, ...rest } = values
  return one(
    await tx
      .insert(staffInvitations)
      .values({ ...rest, createdAt: now, updatedAt: now })
      .returning(),
    'staff invitation',
  )
}

/** The live invitation of a token hash, locked: pending and not expired at `now`; null otherwise. */
export async function lockLiveInvitation(
  tx: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<StaffInvitationRow | null> {
  const [row] = await tx
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.replacedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .for('update')
  return row ?? null
}

export async function markInvitationAccepted(
  tx: DbOrTx,
  id: number,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ acceptedAt: now, acceptedUserId: userId, updatedAt: now })
    .where(eq(staffInvitations.id, id))
}
