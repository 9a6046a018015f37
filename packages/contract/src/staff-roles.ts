// The back office's people (docs/architecture.md#accounts-and-access). A buyer's account has role `User`, as the
// product spec writes it on the wire; a member of staff has one of these roles, and what each may call is
// STAFF_PERMISSIONS (staff-permissions.ts).

/** The staff roles, most powerful first (the order the owner's pages list them in). */
export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'accountant', 'compliance'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The role of a buyer's account, as the product spec answers it at login and on every profile call. */
export const BUYER_ROLE = 'User'

/** Whether `role` is one of the back office's roles (a buyer's `User`, or any other text, is not). */
export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '')
}

/** How long a mailed staff invitation works: a week, then the owner sends a new one. */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
