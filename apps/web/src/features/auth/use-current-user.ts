import { ENDPOINTS, type User } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, call } from '../../lib/api-client'

/** Invalidate this key after login, verification and logout. */
export const currentUserQueryKey = ['auth', 'current-user'] as const

/**
 * The signed-in user (GET /user/session, docs/architecture.md#accounts-and-access), or `null` when signed out: the session call answers null
 * for a visitor rather than 401, so a visitor's every page load logs no failed request. A 401 or 404 (an
 * older API) also means signed out; any other failure leaves `user` null as well (the layout then offers to
 * sign in), with the error in `query.error`.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return (await call(ENDPOINTS.session, {}, { signal, nullDataNeedsNoSchema: true })).data
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null
        throw error
      }
    },
    retry: false,
  })
  const user = query.data ?? null
  return { user, isSignedIn: user !== null, query }
}
