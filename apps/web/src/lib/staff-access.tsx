import { staffMayCall, type OwnerEndpointName, type UserRole } from '@shop/contract'
import { createContext, useContext, type ReactNode } from 'react'

// What the signed-in member of staff may call (packages/contract/src/staff-permissions.ts), for the back office's
// pages to hide what their role cannot use. The API checks the same table on every call; this only spares a
// member buttons that would answer 403.

const StaffRoleContext = createContext<UserRole | null>(null)

/** Gives the pages below the signed-in account's role (the back office's layout). */
export function StaffRoleProvider({ role, children }: { role: UserRole; children: ReactNode }) {
  return <StaffRoleContext.Provider value={role}>{children}</StaffRoleContext.Provider>
}

/** The signed-in account's role inside the back office; null outside it. */
export function useStaffRole(): UserRole | null {
  return useContext(StaffRoleContext)
}

/** Whether the signed-in member of staff may make the owner call `name`. */
export function useMayCall(name: OwnerEndpointName): boolean {
  return staffMayCall(useStaffRole(), name)
}

/** Whether `role` may open a page that needs any one of `calls`. */
export function mayOpen(role: UserRole | null, calls: readonly OwnerEndpointName[]): boolean {
  return calls.some((name) => staffMayCall(role, name))
}
