import { z } from 'zod'
import { STAFF_ROLES } from '../staff-roles.js'
import { CoercedIdSchema, emailField, IdSchema, IsoDateTimeSchema, personNameField } from './common.js'
import { envelope } from './envelope.js'
import { AuthSessionResponseSchema, NewPasswordSchema } from './user.js'

// The owner's staff calls (packages/contract/src/api-paths/staff.ts) and the invitee's acceptance.

export const StaffRoleSchema = z.enum(STAFF_ROLES)

/** The English messages of the staff calls; clients word them by `code` (the errors texts of i18n). */
export const STAFF_MESSAGES = {
  roleNotAllowed: 'Your role does not allow this. Ask the shop owner.',
  invitationInvalid: 'This invitation link is not valid any more. Ask the shop owner for a new one.',
  lastOwner: 'The shop needs at least one active owner: make someone else owner first.',
  alreadyStaff: 'This person is already on the staff. Change their role in the list instead.',
  accountDisabled: 'This account is disabled. Enable it before inviting it to the staff.',
  ownAccount: 'You cannot disable your own account.',
  notStaff: 'No member of staff has this id.',
} as const

// ---- GET /owner/staff ----
export const StaffStatusSchema = z.enum(['active', 'disabled'])
export type StaffStatus = z.infer<typeof StaffStatusSchema>

export const StaffMemberSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  role: StaffRoleSchema,
  status: StaffStatusSchema,
  /** When the member last signed in (their newest session), or null if never. */
  lastSignInAt: IsoDateTimeSchema.nullable(),
})
export type StaffMember = z.infer<typeof StaffMemberSchema>

export const StaffInvitationSchema = z.object({
  email: z.email(),
  role: StaffRoleSchema,
  invitedAt: IsoDateTimeSchema,
  /** The mailed link stops working then; inviting the email again sends a new one. */
  expiresAt: IsoDateTimeSchema,
  /** The email already has a buyer's account, which becomes staff once the invitation is accepted. */
  existingAccount: z.boolean(),
})
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>

export const OwnerStaffResponseSchema = envelope(
  z.object({ members: z.array(StaffMemberSchema), invitations: z.array(StaffInvitationSchema) }),
)
export type OwnerStaffResponse = z.infer<typeof OwnerStaffResponseSchema>

// ---- POST /owner/staff/invitations ----
export const InviteStaffBodySchema = z.object({ email: emailField(), role: StaffRoleSchema })
export type InviteStaffBody = z.infer<typeof InviteStaffBodySchema>
export const InviteStaffResponseSchema = envelope(StaffInvitationSchema)

// ---- PATCH /owner/staff/:id ----
export const StaffIdParamsSchema = z.object({ id: CoercedIdSchema })
export const UpdateStaffBodySchema = z
  .object({ role: StaffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    error: 'Give a new role or say whether the member is disabled.',
  })
export type UpdateStaffBody = z.infer<typeof UpdateStaffBodySchema>
export const UpdateStaffResponseSchema = envelope(StaffMemberSchema)

// ---- POST /user/accept-invitation ----
/** The mailed token: 32 random bytes in base64url (43 characters); anything else cannot be one. */
export const InvitationTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: STAFF_MESSAGES.invitationInvalid })

/**
 * The invitee's password, by the rules of registration. The names make a new account's name; an email that
 * already has an account keeps its names (a rename would void an identity approval: decision 172).
 */
export const AcceptInvitationBodySchema = z.object({
  token: InvitationTokenSchema,
  firstName: personNameField(),
  lastName: personNameField(),
  password: NewPasswordSchema,
})
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>
/** Answers like login: the user (with its staff role) and the accessToken, and the session cookie is set. */
export const AcceptInvitationResponseSchema = AuthSessionResponseSchema
