import { createHmac, randomBytes } from 'node:crypto'
import {
  isStaffRole,
  MESSAGES,
  STAFF_INVITATION_TTL_MS,
  STAFF_MESSAGES,
  StaffRoleSchema,
  type AcceptInvitationBody,
  type InviteStaffBody,
  type StaffInvitation,
  type StaffMember,
  type UpdateStaffBody,
} from '@shop/contract'
import { isLanguage, type Language } from '@shop/contract/i18n'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { refuseCommonPassword } from '../../lib/common-passwords.js'
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js'
import { acceptInvitationUrl, staffInvitationMail } from './staff-mails.js'
import { hashPassword } from '../../lib/passwords.js'
import { recordAudit } from '../audit/audit.repo.js'
import type { AuthUser, IssuedSession, SessionTokens } from '../auth/session-tokens.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from './users.repo.js'
import {
  findStaffMember,
  insertInvitation,
  listPendingInvitations,
  listStaffMembers,
  lockAccount,
  lockActiveOwners,
  lockLiveInvitation,
  markInvitationAccepted,
  replacePendingInvitation,
  setStaffState,
  type StaffMemberRow,
} from './staff.repo.js'

export interface StaffServiceDeps {
  db: Db
  clock: Clock
  tokens: SessionTokens
  /** Keys the hashes of invitation tokens; a label keeps them apart from the other uses of the secret. */
  secret: string
  /** The shop's public address: the mailed link opens its accept-invitation page. */
  publicUrl: string
}

export interface ClientMeta {
  userAgent?: string | undefined
  ip?: string | undefined
}

const invitationInvalid = () => badRequest(STAFF_MESSAGES.invitationInvalid, undefined, 'INVITATION_INVALID')

function toMember(row: StaffMemberRow): StaffMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: StaffRoleSchema.parse(row.role),
    status: row.disabledAt ? 'disabled' : 'active',
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  }
}

/**
 * The owner's staff (docs/architecture.md#accounts-and-access): invitations by mail, roles, disabling. Every change is
 * audited in its own transaction, and the shop always keeps one active owner.
 */
export function createStaffService(deps: StaffServiceDeps) {
  const key = createHmac('sha256', deps.secret).update('staff-invitations/v1').digest()
  /** Only this is stored: a leaked table gives no working link. */
  const hashToken = (token: string) => createHmac('sha256', key).update(token).digest('hex')

  async function member(db: DbOrTx, id: number): Promise<StaffMember> {
    const row = await findStaffMember(db, id)
    if (!row) throw notFound(STAFF_MESSAGES.notStaff)
    return toMember(row)
  }

  return {
    async list(): Promise<{ members: StaffMember[]; invitations: StaffInvitation[] }> {
      const [members, invitations] = await Promise.all([
        listStaffMembers(deps.db),
        listPendingInvitations(deps.db),
      ])
      return {
        members: members.map(toMember),
        invitations: invitations.map((row) => ({
          email: row.email,
          role: StaffRoleSchema.parse(row.role),
          invitedAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          existingAccount: row.existingUserId !== null,
        })),
      }
    },

    /**
     * Mails `body.email` a link to join as `body.role`. A pending invitation of the email is replaced (its link
     * stops working) and the new one sent: that is how an invitation is sent again or its role changed. An
     * email of a buyer's account is invited too and promoted on acceptance (decision 190).
     */
    async invite(owner: AuthUser, body: InviteStaffBody, language: Language): Promise<StaffInvitation> {
      const token = randomBytes(32).toString('base64url')
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now()
        const existing = await findUserByEmail(tx, body.email)
        if (existing && isStaffRole(existing.role)) {
          throw conflict(STAFF_MESSAGES.alreadyStaff, undefined, 'ALREADY_STAFF')
        }
        if (existing?.disabledAt) throw conflict(STAFF_MESSAGES.accountDisabled)
        const resent = await replacePendingInvitation(tx, body.email, now)
        const expiresAt = new Date(now.getTime() + STAFF_INVITATION_TTL_MS)
        await insertInvitation(tx, {
          email: body.email,
          role: body.role,
          tokenHash: hashToken(token),
          invitedById: owner.id,
          expiresAt,
          now,
        })
        const mailLanguage = existing && isLanguage(existing.language) ? existing.language : language
        await enqueueMail(
          tx,
          [
            {
              kind: 'staff.invitation',
              message: staffInvitationMail({
                to: body.email,
                role: body.role,
                inviterName: `${owner.firstName} ${owner.lastName}`,
                acceptUrl: acceptInvitationUrl(deps.publicUrl, token, mailLanguage),
                expiresAt,
                language: mailLanguage,
              }),
            },
          ],
          now,
        )
        await recordAudit(tx, {
          actorUserId: owner.id,
          action: resent ? 'staff.reinvite' : 'staff.invite',
          entityType: 'staff',
          entityId: body.email,
          after: { email: body.email, role: body.role, expiresAt: expiresAt.toISOString() },
          at: now,
        })
        return {
          email: body.email,
          role: body.role,
          invitedAt: now.toISOString(),
          expiresAt: expiresAt.toISOString(),
          existingAccount: existing !== null,
        }
      })
    },

    /**
     * Changes a member's role and whether they are disabled. Disabling ends their sessions at once; the last
     * active owner can be neither demoted nor disabled, and nobody disables their own account.
     */
    async update(owner: AuthUser, id: number, body: UpdateStaffBody): Promise<StaffMember> {
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now()
        const account = await lockAccount(tx, id)
        if (!account || !isStaffRole(account.role)) throw notFound(STAFF_MESSAGES.notStaff)
        const role = body.role ?? account.role
        const disabled = body.disabled ?? account.disabledAt !== null
        const wasDisabled = account.disabledAt !== null
        if (disabled && !wasDisabled && id === owner.id) throw conflict(STAFF_MESSAGES.ownAccount)
        const losesOwner = account.role === 'owner' && !wasDisabled && (role !== 'owner' || disabled)
        if (losesOwner) {
          const owners = await lockActiveOwners(tx)
          if (owners.filter((ownerId) => ownerId !== id).length === 0) {
            throw conflict(STAFF_MESSAGES.lastOwner, undefined, 'LAST_OWNER')
          }
        }
        if (role !== account.role) {
          await setStaffState(tx, id, { role }, now)
          await recordAudit(tx, {
            actorUserId: owner.id,
            action: 'staff.role',
            entityType: 'user',
            entityId: id,
            before: { role: account.role },
            after: { role },
            at: now,
          })
        }
        if (disabled !== wasDisabled) {
          await setStaffState(tx, id, { disabledAt: disabled ? now : null }, now)
          // Signed out everywhere at once; enabling the account again brings no session back.
          if (disabled) await deps.tokens.revokeAllForUser(tx, id)
          await recordAudit(tx, {
            actorUserId: owner.id,
            action: disabled ? 'staff.disable' : 'staff.enable',
            entityType: 'user',
            entityId: id,
            before: { disabledAt: account.disabledAt?.toISOString() ?? null },
            after: { disabledAt: disabled ? now.toISOString() : null },
            at: now,
          })
        }
        return member(tx, id)
      })
    },

    /**
     * The invitee sets a password with the mailed token: a new account is made verified with the invited role,
     * or the buyer's account of the email takes the role and the new password (its other sessions end). The
     * token works once; a refused password leaves it unspent. Answers the account and a new session.
     */
    async accept(
      body: AcceptInvitationBody,
      meta: ClientMeta,
    ): Promise<{ user: UserRow; session: IssuedSession }> {
      refuseCommonPassword(body.password, 'password')
      const passwordHash = await hashPassword(body.password)
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now()
        const invitation = await lockLiveInvitation(tx, hashToken(body.token), now)
        if (!invitation) throw invitationInvalid()
        const role = StaffRoleSchema.parse(invitation.role)
        const existing = await findUserByEmail(tx, invitation.email)
        // Made staff another way meanwhile (create-admin): the invitation must not change their role.
        if (existing && isStaffRole(existing.role)) throw invitationInvalid()
        if (existing?.disabledAt) throw forbidden(MESSAGES.accountDisabled, 'ACCOUNT_DISABLED')
        let user: UserRow
        if (existing) {
          user = await updateUser(tx, existing.id, { role, passwordHash, isVerified: true, now })
          await deps.tokens.revokeAllForUser(tx, existing.id)
        } else {
          user = await insertUser(tx, {
            firstName: body.firstName,
            lastName: body.lastName,
            email: invitation.email,
            passwordHash,
            role,
            isVerified: true,
            now,
          })
        }
        await markInvitationAccepted(tx, invitation.id, user.id, now)
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'staff.join',
          entityType: 'user',
          entityId: user.id,
          before: { role: existing?.role ?? null },
          after: { role, invitedById: invitation.invitedById },
          at: now,
        })
        const session = await deps.tokens.issue(tx, user, meta)
        return { user: (await findUserById(tx, user.id)) ?? user, session }
      })
    },
  }
}

export type StaffService = ReturnType<typeof createStaffService>
