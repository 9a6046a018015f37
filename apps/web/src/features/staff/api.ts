import {
  type AcceptInvitationBody,
  ENDPOINTS,
  type InviteStaffBody,
  type UpdateStaffBody,
} from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// The owner's staff calls (packages/contract/src/api-paths/staff.ts) and the invitee's acceptance.
const staffQueryKey = [USER_SCOPED_QUERY_ROOT, 'owner', 'staff'] as const

/** GET /owner/staff: the members and the invitations waiting. */
export function useStaff() {
  return useQuery({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => call(ENDPOINTS.ownerStaff, {}, { signal }),
  })
}

/** POST /owner/staff/invitations (also sends a pending invitation again). */
export function useInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: InviteStaffBody) => call(ENDPOINTS.inviteStaff, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  })
}

/** PATCH /owner/staff/:id: a new role, or disabled / enabled. */
export function useUpdateStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStaffBody }) =>
      call(ENDPOINTS.updateStaff, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  })
}

/** GET /owner/staff/:userId/sessions: where a member is signed in, read when the owner opens the list. */
export function useStaffSessions(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...staffQueryKey, userId, 'sessions'],
    queryFn: ({ signal }) =>
      call(ENDPOINTS.ownerStaffSessions, { params: { userId } }, { signal }).then((answer) => answer.data),
    enabled,
  })
}

/** DELETE /owner/staff/:userId/sessions/:sessionId: signs that device of the member out at once. */
export function useEndStaffSession(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) =>
      call(ENDPOINTS.ownerEndStaffSession, { params: { userId, sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...staffQueryKey, userId, 'sessions'] }),
  })
}

/** POST /user/accept-invitation: answers like login (the session cookie is set). */
export const acceptInvitation = (body: AcceptInvitationBody) => call(ENDPOINTS.acceptInvitation, { body })
