/** The owner's staff (docs/architecture.md#accounts-and-access): who works in the back office, with which role. */
export const STAFF_PATHS = {
  /** Staff members and the invitations still waiting (owner only). */
  list: '/owner/staff',
  /** Invite an email with a role; a pending invitation of the same email is sent again. */
  invite: '/owner/staff/invitations',
  /** Change a member's role, disable or enable them. */
  update: '/owner/staff/:id',
  /** Public: the invitee sets a password with the mailed token and is signed in. */
  acceptInvitation: '/user/accept-invitation',
} as const
