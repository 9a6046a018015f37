import {
  AcceptInvitationResponseSchema,
  apiPath,
  EndSessionResponseSchema,
  SESSION_PATHS,
  SessionsResponseSchema,
  type AcceptInvitationBody,
  type InviteStaffBody,
  InviteStaffResponseSchema,
  OwnerStaffResponseSchema,
  STAFF_PATHS,
  type UpdateStaffBody,
  UpdateStaffResponseSchema,
} from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// The owner's staff calls (packages/contract/src/api-paths/staff.ts) and the invitee's acceptance.
const staffQueryKey = [USER_SCOPED_QUERY_ROOT, 'owner', 'staff'] as const

/** GET /owner/staff: the members and the invitations waiting. */
export function useStaff() {
  return useQuery({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => apiGet(STAFF_PATHS.list, OwnerStaffResponseSchema, { signal }),
  })
}

/** POST /owner/staff/invitations (also sends a pending invitation again). */
export function useInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: InviteStaffBody) =>
      apiSend('POST', STAFF_PATHS.invite, body, InviteStaffResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  })
}

/** PATCH /owner/staff/:id: a new role, or disabled / enabled. */
export function useUpdateStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStaffBody }) =>
      apiSend('PATCH', apiPath(STAFF_PATHS.update, { id }), body, UpdateStaffResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  })
}

/** GET /owner/staff/:userId/sessions: where a member is signed in, read when the owner opens the list. */
export function useStaffSessions(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...staffQueryKey, userId, 'sessions'],
    queryFn: ({ signal }) =>
      apiGet(apiPath(SESSION_PATHS.staffList, { userId }), SessionsResponseSchema, { signal }).then(
        (answer) => answer.data,
      ),
    enabled,
  })
}

/** DELETE /owner/staff/:userId/sessions/:sessionId: signs that device of the member out at once. */
export function useEndStaffSession(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiSend(
        'DELETE',
        apiPath(SESSION_PATHS.staffEnd, { userId, sessionId }),
        undefined,
        EndSessionResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...staffQueryKey, userId, 'sessions'] }),
  })
}

/** POST /user/accept-invitation: answers like login (the session cookie is set). */
export const acceptInvitation = (body: AcceptInvitationBody) =>
  apiSend('POST', STAFF_PATHS.acceptInvitation, body, AcceptInvitationResponseSchema)
